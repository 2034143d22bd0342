import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { App } from '../context';
import type { SqlRunner } from '../db/sql';
import type { RelayCaches } from './caches';
import { SettleBatch, writeSettlements } from './settle-batch';

// The billing ledger: quota moves with the driver directly (no Prisma round trip), each step
// one short transaction with conditional updates, so concurrent calls can never spend what
// is not there. A pre-consumed amount is journaled in pending_charges until settled or
// refunded; rows left behind by a crash are refunded at the next start.

export interface Charge {
  id: string;
  userId: number;
  tokenId: number;
  tokenKey: string | null;
  pre: number;
}

export interface ConsumeLog {
  username: string;
  tokenName: string;
  modelName: string;
  content: string;
  promptTokens: number;
  completionTokens: number;
  useTime: number;
  isStream: boolean;
  channelId: number;
  group: string;
  ip: string;
  other: Record<string, unknown>;
}

export interface Settlement {
  quota: number;
  /** False when the call produced no tokens: no request counted (billing.md §5). */
  countRequest: boolean;
  channelId: number;
  log: ConsumeLog | null;
  rollup: { username: string; modelName: string; tokens: number } | null;
}

const now = () => Math.floor(Date.now() / 1000);
/** How long a settle or refund keeps retrying while the database is away. */
const MAX_RETRY_MS = 15 * 60 * 1000;

export class QuotaShortage extends Error {
  constructor(readonly who: 'user' | 'token') {
    super(who);
  }
}

export class Ledger {
  readonly instance: string;
  private inflight = new Set<Promise<unknown>>();
  private sql: SqlRunner;
  private batch: SettleBatch;

  constructor(
    private app: App,
    private caches: RelayCaches,
  ) {
    this.sql = app.db.sql;
    // A batch that fails for good is logged here: most settlements are not tracked one by one.
    this.batch = new SettleBatch((items) =>
      this.durably('settle', () => writeSettlements(this.sql, items)).catch((err) => {
        this.app.log.error({ err, settlements: items.length }, 'ledger write failed');
        throw err;
      }),
    );
    this.instance = app.config.INSTANCE_ID || `${hostname()}:${app.config.PORT}`;
  }

  /** Takes `pre` from the user (and token) atomically; throws QuotaShortage. */
  async preConsume(userId: number, token: { id: number; key: string; unlimited: boolean } | null, pre: number): Promise<Charge> {
    // Only a journaled (pre-consumed) charge needs an id.
    const charge: Charge = { id: pre > 0 ? randomUUID() : '', userId, tokenId: token?.id ?? 0, tokenKey: token?.key ?? null, pre };
    if (pre <= 0) return charge;
    await this.sql.tx(async (q) => {
      const u = await q.run('UPDATE users SET quota = quota - ? WHERE id = ? AND quota >= ?', [pre, userId, pre]);
      if (u === 0) throw new QuotaShortage('user');
      if (token) {
        const t = await q.run(
          'UPDATE tokens SET remain_quota = remain_quota - ?, used_quota = used_quota + ? WHERE id = ? AND (unlimited_quota = ? OR remain_quota >= ?)',
          [pre, pre, token.id, true, pre],
        );
        if (t === 0) throw new QuotaShortage('token');
      }
      await q.run('INSERT INTO pending_charges (id, user_id, token_id, quota, created_at, instance) VALUES (?, ?, ?, ?, ?, ?)', [
        charge.id,
        userId,
        charge.tokenId,
        pre,
        now(),
        this.instance,
      ]);
    });
    this.caches.adjust(userId, -pre, charge.tokenKey, -pre);
    return charge;
  }

  /** Charges the final amount: the difference to the pre-consumed amount, counters, log row.
   * Settlements are written in batches (one transaction per flush) and retried while the
   * database is away; the cached balances move at once. Shutdown waits for the batches
   * (drain), so the returned promise needs tracking only when more work follows it. */
  settle(charge: Charge, s: Settlement): Promise<void> {
    const delta = s.quota - charge.pre;
    this.caches.adjust(charge.userId, -delta, charge.tokenKey, -delta);
    return this.batch.add({ charge, s, ts: now() });
  }

  private async durably(what: string, fn: () => Promise<void>): Promise<void> {
    let delay = 200;
    const started = Date.now();
    for (;;) {
      try {
        return await fn();
      } catch (err) {
        if (Date.now() - started > MAX_RETRY_MS) throw err;
        this.app.log.warn({ err: (err as Error).message, what, retryInMs: delay }, 'ledger write failed; retrying');
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 5000);
      }
    }
  }

  /** Gives back what was pre-consumed when the call failed. */
  async refund(charge: Charge): Promise<void> {
    if (charge.pre <= 0) return;
    await this.durably('refund', async () => void (await this.refundRow(charge.id, charge.userId, charge.tokenId, charge.pre)));
    this.caches.adjust(charge.userId, charge.pre, charge.tokenKey, charge.pre);
  }

  private async refundRow(id: string, userId: number, tokenId: number, quota: number): Promise<boolean> {
    return this.sql.tx(async (q) => {
      // Deleting the journal row first makes a concurrent second refund a no-op.
      const gone = await q.run('DELETE FROM pending_charges WHERE id = ?', [id]);
      if (gone === 0) return false;
      await q.run('UPDATE users SET quota = quota + ? WHERE id = ?', [quota, userId]);
      if (tokenId) await q.run('UPDATE tokens SET remain_quota = remain_quota + ?, used_quota = used_quota - ? WHERE id = ?', [quota, quota, tokenId]);
      return true;
    });
  }

  /** At start: refunds charges this instance left behind, and very old ones of any instance. */
  async reconcile(): Promise<number> {
    const rows = await this.sql.all<{ id: string; user_id: number; token_id: number; quota: number | string }>(
      'SELECT id, user_id, token_id, quota FROM pending_charges WHERE instance = ? OR created_at < ?',
      [this.instance, now() - 24 * 3600],
    );
    let n = 0;
    for (const r of rows) if (await this.refundRow(r.id, Number(r.user_id), Number(r.token_id), Number(r.quota))) n++;
    if (n) {
      this.app.log.warn({ refunded: n }, 'refunded quota pre-consumed by calls cut off by a previous stop');
      this.app.events.invalidate('users');
      this.app.events.invalidate('tokens');
    }
    return n;
  }

  /** Runs a settle/refund off the response path; shutdown waits for it. */
  track(p: Promise<unknown>): void {
    const wrapped = p.catch((err) => this.app.log.error({ err }, 'ledger write failed')).finally(() => this.inflight.delete(wrapped));
    this.inflight.add(wrapped);
  }

  pendingWrites(): number {
    return this.inflight.size + this.batch.size();
  }

  async drain(): Promise<void> {
    while (this.inflight.size || this.batch.size()) {
      await this.batch.flushNow();
      await Promise.all([...this.inflight]);
    }
  }
}
