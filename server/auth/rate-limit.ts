// Fixed-size sliding windows per key, as the original's in-memory limiter (a list of request
// times per key). The store is swappable: in-process by default, Redis when several instances
// share limits (see rate-limit-redis.ts).

export interface RateLimitStore {
  /** Records a hit; false when the key already had `limit` hits within `windowSec`. */
  hit(key: string, limit: number, windowSec: number): Promise<boolean>;
  /** Counts hits without recording one. */
  count(key: string, windowSec: number): Promise<number>;
  /** Records a hit unconditionally (e.g. a success counted after the fact). */
  record(key: string, windowSec: number): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private hits = new Map<string, number[]>();
  private sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private recent(key: string, windowSec: number, now: number): number[] {
    const list = this.hits.get(key) ?? [];
    const from = now - windowSec * 1000;
    let i = 0;
    while (i < list.length && list[i] <= from) i++;
    const kept = i > 0 ? list.slice(i) : list;
    this.hits.set(key, kept);
    return kept;
  }

  async hit(key: string, limit: number, windowSec: number): Promise<boolean> {
    const now = Date.now();
    const list = this.recent(key, windowSec, now);
    if (list.length >= limit) return false;
    list.push(now);
    return true;
  }

  async count(key: string, windowSec: number): Promise<number> {
    return this.recent(key, windowSec, Date.now()).length;
  }

  async record(key: string, windowSec: number): Promise<void> {
    this.recent(key, windowSec, Date.now()).push(Date.now());
  }

  private sweep() {
    const cutoff = Date.now() - 20 * 60 * 1000;
    for (const [k, list] of this.hits) if (list.length === 0 || list[list.length - 1] < cutoff) this.hits.delete(k);
  }

  close() {
    clearInterval(this.sweeper);
  }
}

export class RateLimiter {
  constructor(public store: RateLimitStore) {}

  allow(scope: string, id: string, limit: number, windowSec: number): Promise<boolean> {
    return this.store.hit(`${scope}:${id}`, limit, windowSec);
  }
}
