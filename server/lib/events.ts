import { EventEmitter } from 'node:events';

// Cache invalidation inside one instance. Anything that changes a cached entity emits here;
// caches subscribe. With Redis configured, a bridge republishes these to every instance.

export type InvalidationTopic = 'channels' | 'tokens' | 'users' | 'options' | 'pricing';

export interface Invalidation {
  topic: InvalidationTopic;
  /** The changed entity (token key, user id, option key); absent = everything of that topic. */
  id?: string | number;
}

export class AppEvents {
  private emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(100);
  }

  invalidate(topic: InvalidationTopic, id?: string | number): void {
    this.emitter.emit('invalidate', { topic, id } satisfies Invalidation, false);
  }

  /** Applies an invalidation received from another instance (not re-broadcast). */
  applyRemote(inv: Invalidation): void {
    this.emitter.emit('invalidate', inv, true);
  }

  onInvalidate(fn: (inv: Invalidation, remote: boolean) => void): void {
    this.emitter.on('invalidate', fn);
  }
}
