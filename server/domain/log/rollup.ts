import type { SqlRunner } from '../../db/sql';

// Hourly rollups (table quota_data): one row per hour bucket × user × model × token × channel.
// The relay upserts them on every settled call; the dashboard and stats read them instead of
// scanning raw log rows. Database triggers add every quota_data change to quota_model_hours
// (per hour × model), so writers only ever write quota_data.

export const HOUR = 3600;

export const hourBucket = (ts: number) => ts - (((ts % HOUR) + HOUR) % HOUR);

export interface RollupKey {
  bucket: number;
  userId: number;
  modelName: string;
  tokenId: number;
  channelId: number;
}

export const rollupKey = (k: RollupKey) => `${k.bucket}|${k.userId}|${k.modelName}|${k.tokenId}|${k.channelId}`;

export interface RollupAdd extends Omit<RollupKey, 'bucket'> {
  createdAt: number;
  username: string;
  tokens: number;
  count: number;
  quota: number;
}

/** Adds to rollup rows (upsert on uniq_quota_data_bucket). Works on SQLite and PostgreSQL. */
export async function addRollups(sql: SqlRunner, input: RollupAdd[]): Promise<void> {
  // PostgreSQL refuses one statement touching a row twice: merge equal keys first.
  const merged = new Map<string, RollupAdd>();
  for (const r of input) {
    const key = rollupKey({ bucket: hourBucket(r.createdAt), userId: r.userId, modelName: r.modelName, tokenId: r.tokenId, channelId: r.channelId });
    const m = merged.get(key);
    if (!m) merged.set(key, { ...r }); // a copy: later equal keys add to it
    else {
      m.tokens += r.tokens;
      m.count += r.count;
      m.quota += r.quota;
    }
  }
  // One order for every writer, so concurrent batches take row locks in the same order.
  const rows = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
  // Large statements: the trigger of each takes its quota_model_hours locks in one sorted pass.
  for (let i = 0; i < rows.length; i += 500) {
    const part = rows.slice(i, i + 500);
    const values = part.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    const params = part.flatMap((r) => [r.userId, r.username, r.modelName, r.tokenId, r.channelId, hourBucket(r.createdAt), r.tokens, r.count, r.quota]);
    await sql.run(
      `INSERT INTO quota_data (user_id, username, model_name, token_id, channel_id, created_at, token_used, count, quota) VALUES ${values}
       ON CONFLICT (created_at, user_id, model_name, token_id, channel_id) DO UPDATE SET token_used = quota_data.token_used + excluded.token_used, count = quota_data.count + excluded.count, quota = quota_data.quota + excluded.quota`,
      params,
    );
  }
}
