import { Redis } from 'ioredis';
import type { App } from '../context';
import type { Invalidation } from './events';
import { metrics } from './metrics';

// Carries cache invalidations between instances over Redis pub/sub. When Redis is away the
// instance keeps serving from local state, says so (log + tollgate_redis_up 0) and falls back
// to re-reading options and channels every SYNC_FREQUENCY seconds.

const CHANNEL = 'tollgate:invalidate';

export interface RedisBridge {
  close(): Promise<void>;
}

export async function startRedisBridge(app: App, url: string, instance: string): Promise<RedisBridge> {
  const opts = { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000, retryStrategy: (n: number) => Math.min(n * 200, 2000) };
  const pub = new Redis(url, opts);
  const sub = new Redis(url, opts);
  let up = false;
  const setUp = (value: boolean, err?: unknown) => {
    if (value === up) return;
    up = value;
    metrics.set('tollgate_redis_up', value ? 1 : 0);
    if (value) app.log.info('redis connected: cross-instance invalidation is live');
    else app.log.warn({ err: err instanceof Error ? err.message : err }, 'redis unavailable: serving from local state, polling every SYNC_FREQUENCY s');
  };
  metrics.set('tollgate_redis_up', 0);
  for (const r of [pub, sub]) {
    r.on('error', (err) => setUp(false, err));
    r.on('end', () => setUp(false, 'connection ended'));
  }
  sub.on('ready', () => {
    void sub.subscribe(CHANNEL).then(() => setUp(true)).catch((err) => setUp(false, err));
  });
  sub.on('message', (_channel, message) => {
    try {
      const msg = JSON.parse(message) as Invalidation & { from: string };
      if (msg.from === instance) return;
      if (msg.topic === 'options') void app.options.load().catch(() => {});
      app.events.applyRemote({ topic: msg.topic, id: msg.id });
    } catch {
      // A foreign message on our channel: ignore.
    }
  });
  app.events.onInvalidate((inv, remote) => {
    if (remote || !up) return;
    void pub.publish(CHANNEL, JSON.stringify({ ...inv, from: instance })).catch((err) => setUp(false, err));
  });
  await Promise.allSettled([pub.connect(), sub.connect()]);
  return {
    close: async () => {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
