import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from '../../server/auth/rate-limit';
import { RedisRateLimitStore, createRateLimitStore } from '../../server/auth/rate-limit-redis';
import { checkModelRequestLimit, checkTokenLimits, recordModelRequestSuccess, recordTokenUsage } from '../../server/domain/ratelimit/model-rate-limit';
import type { App } from '../../server/context';

// The model and token limits against both stores; options come from a plain map.

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let redis: Redis;
beforeAll(() => {
  redis = new Redis(REDIS);
});
afterAll(async () => {
  await redis.quit();
});

function fakeApp(store: RateLimitStore, opts: Record<string, string>): App {
  const get = (k: string) => opts[k] ?? '';
  const options = {
    get,
    bool: (k: string) => get(k) === 'true',
    num: (k: string, d = 0) => (get(k) === '' ? d : Number(get(k))),
    json: <T>(k: string, d: T) => (get(k) ? (JSON.parse(get(k)) as T) : d),
  };
  return { limiter: new RateLimiter(store), options } as unknown as App;
}

const stores: Array<[string, () => RateLimitStore]> = [
  ['memory', () => new MemoryRateLimitStore()],
  ['redis', () => new RedisRateLimitStore(redis, `test:${randomBytes(6).toString('hex')}:`)],
];

describe.each(stores)('limits with the %s store', (_name, make) => {
  it('basic sliding window', async () => {
    const s = make();
    expect(await s.hit('k', 2, 60)).toBe(true);
    expect(await s.hit('k', 2, 60)).toBe(true);
    expect(await s.hit('k', 2, 60)).toBe(false);
    expect(await s.count('k', 60)).toBe(2);
    await s.record('r', 1);
    expect(await s.count('r', 1)).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await s.count('r', 1)).toBe(0);
  });

  it('model request limits: total (with failures) and success, group overrides', async () => {
    const app = fakeApp(make(), {
      ModelRequestRateLimitEnabled: 'true',
      ModelRequestRateLimitDurationMinutes: '1',
      ModelRequestRateLimitCount: '3',
      ModelRequestRateLimitSuccessCount: '2',
      ModelRequestRateLimitGroup: '{"vip":[0,1]}',
    });
    expect(await checkModelRequestLimit(app, 1, 'default')).toEqual({ ok: true });
    await recordModelRequestSuccess(app, 1, 'default');
    expect(await checkModelRequestLimit(app, 1, 'default')).toEqual({ ok: true });
    await recordModelRequestSuccess(app, 1, 'default');
    expect(await checkModelRequestLimit(app, 1, 'default')).toEqual({ ok: false, message: '您已达到请求数限制：1分钟内最多请求2次' });

    expect((await checkModelRequestLimit(app, 2, 'default')).ok).toBe(true);
    expect((await checkModelRequestLimit(app, 2, 'default')).ok).toBe(true);
    expect((await checkModelRequestLimit(app, 2, 'default')).ok).toBe(true);
    expect(await checkModelRequestLimit(app, 2, 'default')).toEqual({
      ok: false,
      message: '您已达到总请求数限制：1分钟内最多请求3次，包括失败次数，请检查您的请求是否正确',
    });
    // vip: total unlimited, one success.
    for (let i = 0; i < 5; i++) expect((await checkModelRequestLimit(app, 3, 'vip')).ok).toBe(true);
    await recordModelRequestSuccess(app, 3, 'vip');
    expect((await checkModelRequestLimit(app, 3, 'vip')).ok).toBe(false);
    const off = fakeApp(make(), { ModelRequestRateLimitEnabled: 'false', ModelRequestRateLimitCount: '1' });
    for (let i = 0; i < 3; i++) expect((await checkModelRequestLimit(off, 1, 'default')).ok).toBe(true);
  });

  it('token RPM and TPM', async () => {
    const app = fakeApp(make(), {});
    expect((await checkTokenLimits(app, 7, 2, 0)).ok).toBe(true);
    expect((await checkTokenLimits(app, 7, 2, 0)).ok).toBe(true);
    const third = await checkTokenLimits(app, 7, 2, 0);
    expect(third.ok).toBe(false);
    expect((await checkTokenLimits(app, 8, 0, 100)).ok).toBe(true);
    await recordTokenUsage(app, 8, 60);
    expect((await checkTokenLimits(app, 8, 0, 100)).ok).toBe(true);
    await recordTokenUsage(app, 8, 45);
    expect((await checkTokenLimits(app, 8, 0, 100)).ok).toBe(false);
    expect((await checkTokenLimits(app, 9, 0, 100)).ok).toBe(true);
  });
});

describe('store selection', () => {
  it('uses Redis when reachable, memory when not', async () => {
    const log = pino({ level: 'silent' });
    const ok = await createRateLimitStore(REDIS, log);
    expect(ok.store).toBeInstanceOf(RedisRateLimitStore);
    await ok.close();
    const down = await createRateLimitStore('redis://127.0.0.1:1', log);
    expect(down.store).toBeInstanceOf(MemoryRateLimitStore);
    await down.close();
    const none = await createRateLimitStore('', log);
    expect(none.store).toBeInstanceOf(MemoryRateLimitStore);
    await none.close();
  });
});
