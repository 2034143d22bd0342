// Seeds usage logs plus their matching hourly rollups, for benchmarks:
//   npx tsx tools/seed-logs.ts [rows=1000000]     (SQL_DSN or SQLITE_PATH picks the database)
// Multi-row inserts inside transactions; rows spread over the last 30 days, 50 users,
// 12 models, 200 tokens (3 models each), 8 channels; 95% consumption rows.
import { openDatabase } from '../server/db/database';
import { addRollups, hourBucket, rollupKey, type RollupAdd } from '../server/domain/log/rollup';

const total = Number(process.argv[2] ?? 1_000_000);
const db = await openDatabase({ sqlDsn: process.env.SQL_DSN ?? '', sqlitePath: process.env.SQLITE_PATH ?? './data/bench.db' });
const models = ['gpt-4o', 'gpt-4o-mini', 'gpt-4', 'o1', 'o3-mini', 'claude-3-5-sonnet-20241022', 'claude-opus-4-20250514', 'gemini-2.0-flash', 'gemini-2.5-pro', 'deepseek-chat', 'deepseek-reasoner', 'text-embedding-3-small'];
const groups = ['default', 'vip', 'svip'];
const now = Math.floor(Date.now() / 1000);
const span = 30 * 86400;
let seed = 42;
const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)];

const cols = 'user_id, created_at, type, content, username, token_name, model_name, quota, prompt_tokens, completion_tokens, use_time, is_stream, channel_id, token_id, "group", ip, other';
const rollups = new Map<string, RollupAdd>();
const BATCH = 500;
const started = Date.now();
for (let done = 0; done < total; ) {
  await db.sql.tx(async (q) => {
    for (let chunk = 0; chunk < 20 && done < total; chunk++) {
      const n = Math.min(BATCH, total - done);
      const params: (string | number | boolean)[] = [];
      for (let i = 0; i < n; i++) {
        const at = now - span + Math.floor(((done + i) / total) * span);
        const user = 1 + Math.floor(rnd() * 50);
        const type = rnd() < 0.95 ? 2 : pick([1, 3, 4]);
        // Like real traffic: each token calls a few models, each model goes to its channel.
        const token = type === 2 ? user * 4 - Math.floor(rnd() * 4) : 0;
        const mi = (token * 7 + Math.floor(rnd() * 3)) % models.length;
        const model = type === 2 ? models[mi] : '';
        const channel = type === 2 ? 1 + (mi % 8) : 0;
        const pt = Math.floor(rnd() * 2000);
        const ct = Math.floor(rnd() * 800);
        const quota = type === 2 ? pt + ct * 2 : 0;
        params.push(user, at, type, type === 2 ? '模型倍率 1.00，补全倍率 1.00，分组倍率 1.00' : '系统消息', `user${user}`, token ? `token${token}` : '', model, quota, pt, ct, 1, rnd() < 0.5, channel, token, pick(groups), '', type === 2 ? '{"model_ratio":1,"admin_info":{"use_channel":["1"]}}' : '');
        if (type === 2) {
          const r: RollupAdd = { userId: user, username: `user${user}`, modelName: model, tokenId: token, channelId: channel, createdAt: at, tokens: pt + ct, count: 1, quota };
          const k = rollupKey({ ...r, bucket: hourBucket(at) });
          const m = rollups.get(k);
          if (m) {
            m.tokens += r.tokens;
            m.count += 1;
            m.quota += r.quota;
          } else rollups.set(k, r);
        }
      }
      const row = `(${Array(17).fill('?').join(', ')})`;
      await q.run(`INSERT INTO logs (${cols}) VALUES ${Array(n).fill(row).join(', ')}`, params);
      done += n;
    }
  });
  if (done % 100_000 === 0) console.log(`${done} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const rows = [...rollups.values()];
for (let i = 0; i < rows.length; i += 5000) await db.sql.tx((q) => addRollups(q, rows.slice(i, i + 5000)));
console.log(`seeded ${total} logs and ${rows.length} rollup rows in ${((Date.now() - started) / 1000).toFixed(1)} s (${db.kind})`);
await db.close();
