import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit';

// Sliding windows in Redis sorted sets (score = time in ms), so several instances share
// limits. Each operation is one Lua script: trim, count, maybe add, expire — atomic.

const HIT = `
local now = tonumber(ARGV[1])
local from = now - tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', from)
local n = redis.call('ZCARD', KEYS[1])
if n >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

const COUNT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
return redis.call('ZCARD', KEYS[1])`;

const RECORD = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

// Weighted windows (tokens per minute): members "<id>:<amount>", summed in the script.
const SUM = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local total = 0
for _, m in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  total = total + tonumber(string.match(m, ':(%d+)$'))
end
return total`;

let seq = 0;
const member = () => `${Date.now()}-${process.pid}-${++seq}-${randomBytes(3).toString('hex')}`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    readonly redis: Redis,
    private readonly prefix = 'tollgate:rl:',
  ) {}

  async hit(key: string, limit: number, windowSec: number): Promise<boolean> {
    const r = await this.redis.eval(HIT, 1, this.prefix + key, Date.now(), windowSec * 1000, limit, member());
    return Number(r) === 1;
  }

  async count(key: string, windowSec: number): Promise<number> {
    return Number(await this.redis.eval(COUNT, 1, this.prefix + key, Date.now(), windowSec * 1000));
  }

  async record(key: string, windowSec: number): Promise<void> {
    await this.redis.eval(RECORD, 1, this.prefix + key, Date.now(), windowSec * 1000, member());
  }

  /** Adds `amount` to a weighted window (e.g. tokens used). */
  async add(key: string, amount: number, windowSec: number): Promise<void> {
    await this.redis.eval(RECORD, 1, this.prefix + key, Date.now(), windowSec * 1000, `${member()}:${Math.max(0, Math.round(amount))}`);
  }

  /** Sum of a weighted window. */
  async sum(key: string, windowSec: number): Promise<number> {
    return Number(await this.redis.eval(SUM, 1, this.prefix + key, Date.now(), windowSec * 1000));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/**
 * The Redis store when REDIS_CONN_STRING is set and reachable at start; otherwise memory
 * (logged), so a Redis outage at boot does not stop the gateway.
 */
export async function createRateLimitStore(
  url: string,
  log: Pick<Logger, 'info' | 'warn'>,
  prefix?: string,
): Promise<{ store: RateLimitStore; close: () => Promise<void> }> {
  if (!url) {
    const store = new MemoryRateLimitStore();
    return { store, close: async () => store.close() };
  }
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000, enableOfflineQueue: true });
  redis.on('error', () => undefined); // reported below or by failing calls
  try {
    await redis.connect();
    await redis.ping();
    log.info('rate limits use Redis');
    const store = new RedisRateLimitStore(redis, prefix);
    return { store, close: () => store.close() };
  } catch (err) {
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'Redis unreachable at start; rate limits fall back to memory');
    redis.disconnect();
    const store = new MemoryRateLimitStore();
    return { store, close: async () => store.close() };
  }
}
