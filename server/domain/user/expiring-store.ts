import type { App } from '../../context';

// Short-lived values (verification codes, reset tokens, notification limits). In memory per
// instance for now; the interface is what a Redis-backed store would implement.

export interface ExpiringStore {
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Reads and removes in one step, so a value is used at most once. */
  take(key: string): Promise<string | null>;
  /** Sets only when absent (or expired); true when it was set. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
}

export class MemoryExpiringStore implements ExpiringStore {
  private map = new Map<string, { value: string; expires: number }>();

  constructor(private now: () => number = Date.now) {}

  private live(key: string) {
    const e = this.map.get(key);
    if (!e) return null;
    if (e.expires <= this.now()) {
      this.map.delete(key);
      return null;
    }
    return e;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.sweep();
    this.map.set(key, { value, expires: this.now() + ttlMs });
  }
  async get(key: string) {
    return this.live(key)?.value ?? null;
  }
  async delete(key: string) {
    this.map.delete(key);
  }
  async take(key: string) {
    const e = this.live(key);
    this.map.delete(key);
    return e?.value ?? null;
  }
  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  // Drops expired entries now and then so abandoned codes do not pile up.
  private writes = 0;
  private sweep() {
    if (++this.writes % 256) return;
    const now = this.now();
    for (const [k, e] of this.map) if (e.expires <= now) this.map.delete(k);
  }
}

const stores = new WeakMap<App, ExpiringStore>();

/** The instance's store (one per running app). */
export function storeOf(app: App): ExpiringStore {
  let s = stores.get(app);
  if (!s) {
    s = new MemoryExpiringStore();
    stores.set(app, s);
  }
  return s;
}

/** Replaces the store (a Redis store at boot, or a fake clock in tests). */
export function setStore(app: App, store: ExpiringStore): void {
  stores.set(app, store);
}
