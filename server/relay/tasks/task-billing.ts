import type { Relay } from '../relay';
import type { RelayCaller } from '../token-auth';
import { QuotaShortage, type Charge } from '../ledger';
import { groupRatioFor, modelPrice } from '../../domain/pricing/price-lookup';
import { DEFAULT_MODEL_PRICE } from '../../domain/pricing/default-prices';
import { formatQuota } from '../../domain/log/log.service';

// Money for drawing/music tasks: a fixed price per call, taken at submit through the ledger
// (pre-consume the full amount, settle the same amount when the upstream accepted the job),
// and given back when the job later ends in FAILURE (reference/billing.md §1, §6, §8).

/** Tasks without a configured or built-in price cost this much (USD). */
const FALLBACK_TASK_PRICE = 0.1;

export interface TaskQuote {
  modelName: string;
  price: number;
  groupRatio: number;
  userGroupRatio: number;
  quota: number;
}

export interface TaskLog {
  content: string;
  channelId: number;
  group: string;
  startedMs: number;
  /** Client IP, recorded only when the user's setting asks for it. */
  ip: string;
}

export class TaskBilling {
  constructor(private relay: Relay) {}

  quote(modelName: string, userGroup: string, usingGroup: string): TaskQuote {
    const o = this.relay.app.options;
    const price = modelPrice(o, modelName) ?? DEFAULT_MODEL_PRICE[modelName] ?? FALLBACK_TASK_PRICE;
    const { groupRatio, userGroupRatio } = groupRatioFor(o, userGroup, usingGroup);
    const quota = Math.trunc(price * o.num('QuotaPerUnit', 500000) * groupRatio);
    return { modelName, price, groupRatio, userGroupRatio, quota };
  }

  /** Takes the full price from user and token; null when either cannot pay. */
  async take(caller: RelayCaller, quota: number): Promise<Charge | null> {
    const t = caller.token;
    try {
      return await this.relay.ledger.preConsume(caller.user.id, t ? { id: t.id, key: t.key, unlimited: t.unlimitedQuota } : null, quota);
    } catch (err) {
      if (err instanceof QuotaShortage) return null;
      throw err;
    }
  }

  /** The upstream accepted the job: the charge stands; consume log as the original writes it. */
  confirm(charge: Charge, caller: RelayCaller, q: TaskQuote, log: TaskLog): void {
    const app = this.relay.app;
    const logOn = app.options.bool('LogConsumeEnabled');
    this.relay.ledger.track(
      this.relay.ledger.settle(charge, {
        quota: charge.pre,
        countRequest: true,
        channelId: log.channelId,
        log: logOn
          ? {
              username: caller.user.username,
              tokenName: caller.tokenName,
              modelName: q.modelName,
              content: log.content,
              promptTokens: 0,
              completionTokens: 0,
              useTime: Math.round((Date.now() - log.startedMs) / 1000),
              isStream: false,
              channelId: log.channelId,
              group: log.group,
              ip: caller.user.setting.record_ip_log ? log.ip : '',
              other: { model_price: q.price, group_ratio: q.groupRatio, user_group_ratio: q.userGroupRatio },
            }
          : null,
        rollup: { username: caller.user.username, modelName: q.modelName, tokens: 0 },
      }),
    );
  }

  release(charge: Charge): void {
    this.relay.ledger.track(this.relay.ledger.refund(charge));
  }

  /**
   * A job that was charged at submit ended in FAILURE: claims the row (only one poller or
   * notify wins), credits user and token back, takes the amount off the used counters and
   * writes a system log — one transaction. Returns false when the row was already final.
   */
  async refundFailed(job: { table: 'midjourneys' | 'tasks'; id: number; userId: number; tokenId: number; channelId: number; quota: number; failReason: string; logText: string }): Promise<boolean> {
    const app = this.relay.app;
    const ts = Math.floor(Date.now() / 1000);
    let tokenKey: string | null = null;
    const done = await app.db.sql.tx(async (q) => {
      const claimed = await q.run(`UPDATE ${job.table} SET status = 'FAILURE', progress = '100%', fail_reason = ? WHERE id = ? AND progress <> '100%'`, [job.failReason, job.id]);
      if (claimed === 0 || job.quota <= 0) return claimed > 0;
      await q.run('UPDATE users SET quota = quota + ?, used_quota = used_quota - ? WHERE id = ?', [job.quota, job.quota, job.userId]);
      if (job.tokenId) {
        await q.run('UPDATE tokens SET remain_quota = remain_quota + ?, used_quota = used_quota - ? WHERE id = ?', [job.quota, job.quota, job.tokenId]);
        const rows = await q.all<{ key: string }>('SELECT "key" AS key FROM tokens WHERE id = ?', [job.tokenId]);
        tokenKey = rows[0]?.key ?? null;
      }
      if (job.channelId) await q.run('UPDATE channels SET used_quota = used_quota - ? WHERE id = ?', [job.quota, job.channelId]);
      const users = await q.all<{ username: string }>('SELECT username FROM users WHERE id = ?', [job.userId]);
      await q.run('INSERT INTO logs (user_id, created_at, type, content, username, token_id) VALUES (?, ?, 4, ?, ?, ?)', [
        job.userId,
        ts,
        `${job.logText}，补偿 ${formatQuota(app, job.quota)}`,
        users[0]?.username ?? '',
        job.tokenId,
      ]);
      return true;
    });
    if (done && job.quota > 0) this.relay.caches.adjust(job.userId, job.quota, tokenKey, job.quota);
    return done;
  }
}
