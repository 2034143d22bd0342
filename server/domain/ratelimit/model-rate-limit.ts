import type { App } from '../../context';
import type { RateLimitStore } from '../../auth/rate-limit';

// Per-user model request limits (options ModelRequestRateLimit*, reference/options.md §1.3)
// and per-token RPM/TPM limits (tokens.rpm_limit / tpm_limit). The relay calls these.

export type LimitResult = { ok: true } | { ok: false; message: string };

interface WeightedStore {
  add(key: string, amount: number, windowSec: number): Promise<void>;
  sum(key: string, windowSec: number): Promise<number>;
}

/** In-process weighted windows, for when the limiter store is in memory. */
class MemoryWeighted implements WeightedStore {
  private entries = new Map<string, Array<[number, number]>>();

  private recent(key: string, windowSec: number) {
    const from = Date.now() - windowSec * 1000;
    const kept = (this.entries.get(key) ?? []).filter(([t]) => t > from);
    if (kept.length) this.entries.set(key, kept);
    else this.entries.delete(key);
    return kept;
  }

  async add(key: string, amount: number, windowSec: number) {
    // Keys of idle tokens would otherwise stay forever.
    if (this.entries.size > 10_000) for (const k of [...this.entries.keys()]) this.recent(k, windowSec);
    const list = this.recent(key, windowSec);
    list.push([Date.now(), amount]);
    this.entries.set(key, list);
  }

  async sum(key: string, windowSec: number) {
    return this.recent(key, windowSec).reduce((s, [, n]) => s + n, 0);
  }
}

const memoryWeighted = new WeakMap<RateLimitStore, MemoryWeighted>();

function weighted(store: RateLimitStore): WeightedStore {
  const w = store as Partial<WeightedStore>;
  if (typeof w.add === 'function' && typeof w.sum === 'function') return w as WeightedStore;
  let m = memoryWeighted.get(store);
  if (!m) memoryWeighted.set(store, (m = new MemoryWeighted()));
  return m;
}

interface ModelLimits {
  minutes: number;
  total: number;
  success: number;
}

function modelLimits(app: App, group: string): ModelLimits {
  const o = app.options;
  let total = o.num('ModelRequestRateLimitCount', 0);
  let success = o.num('ModelRequestRateLimitSuccessCount', 1000);
  const override = o.json<Record<string, unknown>>('ModelRequestRateLimitGroup', {})[group];
  if (Array.isArray(override) && override.length === 2 && override.every((n) => typeof n === 'number')) {
    [total, success] = override as [number, number];
  }
  return { minutes: o.num('ModelRequestRateLimitDurationMinutes', 1), total, success };
}

const totalKey = (userId: number) => `mrl:total:${userId}`;
const successKey = (userId: number) => `mrl:success:${userId}`;

/** Before a relay call: checks (and counts) the user's model requests. */
export async function checkModelRequestLimit(app: App, userId: number, group: string): Promise<LimitResult> {
  if (!app.options.bool('ModelRequestRateLimitEnabled')) return { ok: true };
  const { minutes, total, success } = modelLimits(app, group);
  if (minutes <= 0) return { ok: true };
  const windowSec = minutes * 60;
  const store = app.limiter.store;
  if (success > 0 && (await store.count(successKey(userId), windowSec)) >= success) {
    return { ok: false, message: `您已达到请求数限制：${minutes}分钟内最多请求${success}次` };
  }
  if (total > 0 && !(await store.hit(totalKey(userId), total, windowSec))) {
    return { ok: false, message: `您已达到总请求数限制：${minutes}分钟内最多请求${total}次，包括失败次数，请检查您的请求是否正确` };
  }
  return { ok: true };
}

/** After a successful relay call. */
export async function recordModelRequestSuccess(app: App, userId: number, group: string): Promise<void> {
  if (!app.options.bool('ModelRequestRateLimitEnabled')) return;
  const { minutes } = modelLimits(app, group);
  if (minutes <= 0) return;
  await app.limiter.store.record(successKey(userId), minutes * 60);
}

/** Per-token limits: requests per minute (counted here) and tokens per minute (recorded after a call). 0 = no limit. */
export async function checkTokenLimits(app: App, tokenId: number, rpmLimit: number, tpmLimit: number): Promise<LimitResult> {
  const store = app.limiter.store;
  if (tpmLimit > 0 && (await weighted(store).sum(`tpm:${tokenId}`, 60)) >= tpmLimit) {
    return { ok: false, message: `该令牌已达到每分钟 Token 数限制：每分钟最多 ${tpmLimit} 个 Token` };
  }
  if (rpmLimit > 0 && !(await store.hit(`rpm:${tokenId}`, rpmLimit, 60))) {
    return { ok: false, message: `该令牌已达到每分钟请求数限制：每分钟最多请求 ${rpmLimit} 次` };
  }
  return { ok: true };
}

/** After a call: adds the tokens it used (prompt + completion) to the token's TPM window. */
export async function recordTokenUsage(app: App, tokenId: number, tokens: number): Promise<void> {
  if (tokens <= 0) return;
  await weighted(app.limiter.store).add(`tpm:${tokenId}`, tokens, 60);
}
