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

interface TokenRow {
  id: number;
  user_id: number;
  key: string;
  name: string;
  status: number;
  expired_time: number | string;
  remain_quota: number | string;
  unlimited_quota: boolean | number;
  model_limits_enabled: boolean | number;
  model_limits: string;
  allow_ips: string | null;
  group: string;
  rpm_limit: number;
  tpm_limit: number;
  deleted_at: unknown;
}

interface UserRow {
  id: number;
  username: string;
  role: number;
  status: number;
  group: string;
  email: string;
  quota: number | string;
  deleted_at: unknown;
  setting: string;
}

const lookup = (cache: string, result: string) => metrics.counter('tollgate_cache_lookups_total', { cache, result });
const LOOKUPS = { tokenHit: lookup('token', 'hit'), tokenMiss: lookup('token', 'miss'), userHit: lookup('user', 'hit'), userMiss: lookup('user', 'miss') };

/** SQLite answers 0/1, PostgreSQL true/false. */
export const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 't';

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
      LOOKUPS.tokenHit();
      return hit;
    }
    LOOKUPS.tokenMiss();
    // The driver directly: the relay never needs Prisma's engine on its path.
    const [row] = await this.app.db.sql.all<TokenRow>(
      'SELECT id, user_id, key, name, status, expired_time, remain_quota, unlimited_quota, model_limits_enabled, model_limits, allow_ips, "group", rpm_limit, tpm_limit, deleted_at FROM tokens WHERE key = ?',
      [key],
    );
    const entry: TokenEntry | null =
      row && !row.deleted_at
        ? {
            id: Number(row.id),
            userId: Number(row.user_id),
            key: row.key,
            name: row.name,
            status: Number(row.status),
            expiredTime: Number(row.expired_time),
            remainQuota: Number(row.remain_quota),
            unlimitedQuota: truthy(row.unlimited_quota),
            modelLimits: truthy(row.model_limits_enabled) ? (splitList(row.model_limits, /,/) ?? new Set()) : null,
            allowIps: splitList(row.allow_ips, /[\n,]/),
            group: row.group,
            rpmLimit: Number(row.rpm_limit),
            tpmLimit: Number(row.tpm_limit),
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
      LOOKUPS.userHit();
      return hit;
    }
    LOOKUPS.userMiss();
    const [row] = await this.app.db.sql.all<UserRow>('SELECT id, username, role, status, "group", email, quota, deleted_at, setting FROM users WHERE id = ?', [id]);
    if (!row) return null;
    let setting: UserSetting = {};
    try {
      setting = row.setting ? (JSON.parse(row.setting) as UserSetting) : {};
    } catch {
      setting = {};
    }
    const entry: UserEntry = {
      id: Number(row.id),
      username: row.username,
      role: Number(row.role),
      status: Number(row.status),
      group: row.group,
      email: row.email,
      quota: Number(row.quota),
      deleted: row.deleted_at !== null && row.deleted_at !== undefined,
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
