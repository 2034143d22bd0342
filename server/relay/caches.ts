import type { App } from '../context';
import { metrics } from '../lib/metrics';

// In-memory views of tokens and users for the relay's hot path: no database row is read per
// call once warm. Entries expire after SYNC_FREQUENCY seconds and are dropped at once on
// invalidation (local writes, or other instances through the Redis bridge).

export interface TokenEntry {
  id: number;
  userId: number;
  key: string;
  name: string;
  status: number;
  expiredTime: number;
  remainQuota: number;
  unlimitedQuota: boolean;
  modelLimits: Set<string> | null;
  allowIps: Set<string> | null;
  group: string;
  rpmLimit: number;
  tpmLimit: number;
  loadedAt: number;
}

export interface UserSetting {
  notify_type?: string;
  quota_warning_threshold?: number;
  accept_unset_model_ratio_model?: boolean;
  record_ip_log?: boolean;
  [k: string]: unknown;
}

export interface UserEntry {
  id: number;
  username: string;
  role: number;
  status: number;
  group: string;
  email: string;
  quota: number;
  deleted: boolean;
  setting: UserSetting;
  loadedAt: number;
}

const splitList = (s: string | null, sep: RegExp): Set<string> | null => {
  const items = (s ?? '').split(sep).map((x) => x.trim()).filter(Boolean);
  return items.length ? new Set(items) : null;
};

export class RelayCaches {
  private tokens = new Map<string, TokenEntry | null>();
  private users = new Map<number, UserEntry | null>();
  private ttlMs: number;

  constructor(private app: App) {
    this.ttlMs = app.config.SYNC_FREQUENCY * 1000;
    app.events.onInvalidate(({ topic, id }) => {
      if (topic === 'tokens') {
        if (id === undefined) this.tokens.clear();
        else this.tokens.delete(String(id));
      } else if (topic === 'users') {
        if (id === undefined) this.users.clear();
        else this.users.delete(Number(id));
      }
    });
  }

  private fresh(e: { loadedAt: number } | null | undefined): boolean {
    return !!e && Date.now() - e.loadedAt < this.ttlMs;
  }

  async token(key: string): Promise<TokenEntry | null> {
    const hit = this.tokens.get(key);
    if (hit !== undefined && (hit === null ? false : this.fresh(hit))) {
      metrics.inc('tollgate_cache_lookups_total', { cache: 'token', result: 'hit' });
      return hit;
    }
    metrics.inc('tollgate_cache_lookups_total', { cache: 'token', result: 'miss' });
    const row = await this.app.prisma.token.findUnique({ where: { key } });
    const entry: TokenEntry | null =
      row && !row.deletedAt
        ? {
            id: row.id,
            userId: row.userId,
            key: row.key,
            name: row.name,
            status: row.status,
            expiredTime: Number(row.expiredTime),
            remainQuota: Number(row.remainQuota),
            unlimitedQuota: row.unlimitedQuota,
            modelLimits: row.modelLimitsEnabled ? (splitList(row.modelLimits, /,/) ?? new Set()) : null,
            allowIps: splitList(row.allowIps, /[\n,]/),
            group: row.group,
            rpmLimit: row.rpmLimit,
            tpmLimit: row.tpmLimit,
            loadedAt: Date.now(),
          }
        : null;
    // Unknown keys are not cached: a key created a moment ago must work at once.
    if (entry) this.tokens.set(key, entry);
    return entry;
  }

  async user(id: number): Promise<UserEntry | null> {
    const hit = this.users.get(id);
    if (hit && this.fresh(hit)) {
      metrics.inc('tollgate_cache_lookups_total', { cache: 'user', result: 'hit' });
      return hit;
    }
    metrics.inc('tollgate_cache_lookups_total', { cache: 'user', result: 'miss' });
    const row = await this.app.prisma.user.findUnique({ where: { id } });
    if (!row) return null;
    let setting: UserSetting = {};
    try {
      setting = row.setting ? (JSON.parse(row.setting) as UserSetting) : {};
    } catch {
      setting = {};
    }
    const entry: UserEntry = {
      id: row.id,
      username: row.username,
      role: row.role,
      status: row.status,
      group: row.group,
      email: row.email,
      quota: Number(row.quota),
      deleted: row.deletedAt !== null,
      setting,
      loadedAt: Date.now(),
    };
    this.users.set(id, entry);
    return entry;
  }

  /** Keeps cached balances in step with the ledger's own writes. */
  adjust(userId: number, userDelta: number, tokenKey: string | null, tokenDelta: number): void {
    const u = this.users.get(userId);
    if (u) u.quota += userDelta;
    if (tokenKey) {
      const t = this.tokens.get(tokenKey);
      if (t) t.remainQuota += tokenDelta;
    }
  }

  setTokenStatus(key: string, status: number): void {
    const t = this.tokens.get(key);
    if (t) t.status = status;
  }
}
