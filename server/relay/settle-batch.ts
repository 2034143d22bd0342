import type { SqlRunner, SqlValue } from '../db/sql';
import { addRollups, type RollupAdd } from '../domain/log/rollup';
import type { Charge, Settlement } from './ledger';

// Settlements leave the response path and reach the database in batches: one transaction per
// flush (every few milliseconds under load) instead of one per call. Counters are summed per
// user, token and channel; log rows go in multi-row inserts. Rows are touched in id order so
// concurrent flushes (other instances, pre-consumptions) cannot deadlock on PostgreSQL.

export interface PendingSettlement {
  charge: Charge;
  s: Settlement;
  /** Unix seconds of the settlement (log created_at, token accessed_time). */
  ts: number;
}

interface OpenBatch {
  items: PendingSettlement[];
  done: Promise<void>;
  resolve(): void;
  reject(err: unknown): void;
}

const FLUSH_DELAY_MS = 20;
const MAX_BATCH = 512;
const ROWS_PER_INSERT = 64;

export class SettleBatch {
  private open: OpenBatch | null = null;
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(private readonly write: (items: PendingSettlement[]) => Promise<void>) {}

  /** Queues one settlement; resolves when its batch is committed. */
  add(item: PendingSettlement): Promise<void> {
    if (!this.open) this.open = openBatch();
    const b = this.open;
    b.items.push(item);
    this.queued++;
    if (b.items.length >= MAX_BATCH) this.kick();
    else this.timer ??= setTimeout(() => this.kick(), FLUSH_DELAY_MS);
    return b.done;
  }

  /** Settlements queued or being written. */
  size(): number {
    return this.queued;
  }

  /** Writes what is queued now; resolves when every batch so far is committed or failed. */
  flushNow(): Promise<void> {
    this.kick();
    return this.chain;
  }

  private kick(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const b = this.open;
    if (!b) return;
    this.open = null;
    // One flush at a time: batches commit in the order calls settled.
    this.chain = this.chain.then(() =>
      this.write(b.items).then(b.resolve, b.reject).finally(() => (this.queued -= b.items.length)),
    );
  }
}

function openBatch(): OpenBatch {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const done = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Callers may not attach a handler before a failure; the ledger logs it through track().
  done.catch(() => {});
  return { items: [], done, resolve, reject };
}

const sum = <K>(m: Map<K, number[]>, k: K, add: number[]) => {
  const cur = m.get(k);
  if (!cur) m.set(k, add.slice());
  else for (let i = 0; i < add.length; i++) cur[i] += add[i];
};

const byId = <V>(m: Map<number, V>) => [...m].sort((a, b) => a[0] - b[0]);

const LOG_COLUMNS =
  'user_id, created_at, type, content, username, token_name, model_name, quota, prompt_tokens, completion_tokens, use_time, is_stream, channel_id, token_id, "group", ip, other';
const LOG_ROW = '(?, ?, 2, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

/** One transaction for a whole batch: all of it lands or none (then it is retried). */
export async function writeSettlements(sql: SqlRunner, items: PendingSettlement[]): Promise<void> {
  const users = new Map<number, number[]>(); // [quota delta, used, requests]
  const tokens = new Map<number, number[]>(); // [delta, accessed]
  const channels = new Map<number, number[]>(); // [used]
  const logs: SqlValue[][] = [];
  const rollups: RollupAdd[] = [];
  const journal: string[] = [];
  for (const { charge, s, ts } of items) {
    const delta = s.quota - charge.pre;
    sum(users, charge.userId, [delta, s.quota, s.countRequest ? 1 : 0]);
    if (charge.tokenId) {
      sum(tokens, charge.tokenId, [delta, 0]);
      const t = tokens.get(charge.tokenId)!;
      t[1] = Math.max(t[1], ts);
    }
    if (s.channelId && s.quota) sum(channels, s.channelId, [s.quota]);
    const l = s.log;
    if (l) {
      logs.push([charge.userId, ts, l.content, l.username, l.tokenName, l.modelName, s.quota, l.promptTokens, l.completionTokens, l.useTime, l.isStream, l.channelId, charge.tokenId, l.group, l.ip, JSON.stringify(l.other)]);
    }
    if (s.rollup) {
      rollups.push({ userId: charge.userId, username: s.rollup.username, modelName: s.rollup.modelName, tokenId: charge.tokenId, channelId: s.channelId, createdAt: ts, tokens: s.rollup.tokens, count: 1, quota: s.quota });
    }
    if (charge.pre > 0) journal.push(charge.id);
  }
  await sql.tx(async (q) => {
    for (const [id, [delta, used, requests]] of byId(users)) {
      await q.run('UPDATE users SET quota = quota - ?, used_quota = used_quota + ?, request_count = request_count + ? WHERE id = ?', [delta, used, requests, id]);
    }
    for (const [id, [delta, accessed]] of byId(tokens)) {
      await q.run('UPDATE tokens SET remain_quota = remain_quota - ?, used_quota = used_quota + ?, accessed_time = ? WHERE id = ?', [delta, delta, accessed, id]);
    }
    for (const [id, [used]] of byId(channels)) await q.run('UPDATE channels SET used_quota = used_quota + ? WHERE id = ?', [used, id]);
    for (let i = 0; i < logs.length; i += ROWS_PER_INSERT) {
      const part = logs.slice(i, i + ROWS_PER_INSERT);
      await q.run(`INSERT INTO logs (${LOG_COLUMNS}) VALUES ${part.map(() => LOG_ROW).join(', ')}`, part.flat());
    }
    if (rollups.length) await addRollups(q, rollups);
    for (let i = 0; i < journal.length; i += ROWS_PER_INSERT) {
      const part = journal.slice(i, i + ROWS_PER_INSERT);
      await q.run(`DELETE FROM pending_charges WHERE id IN (${part.map(() => '?').join(', ')})`, part);
    }
  });
}
