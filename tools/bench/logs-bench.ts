// Measures the log page, the stats query and the dashboard aggregate on a seeded database:
//   SQLITE_PATH=./data/bench.db npx tsx tools/seed-logs.ts && SQLITE_PATH=./data/bench.db npx tsx tools/bench/logs-bench.ts
//   SQL_DSN=postgres://postgres@127.0.0.1:5432/tollgate_logbench npx tsx tools/seed-logs.ts   (then the bench, same SQL_DSN)
// Targets: filtered page < 100 ms, stats < 100 ms, dashboard < 300 ms (median of 15 runs).
import pino from 'pino';
import { parseConfig } from '../../server/config/env';
import { buildServer } from '../../server/app';
import type { Ctx } from '../../server/context';
import { listLogs, logStats, quotaData } from '../../server/domain/log/log.queries';

const server = await buildServer(
  parseConfig({ NODE_ENV: 'production', SESSION_SECRET: 'bench', CRYPTO_SECRET: 'bench', SQL_DSN: process.env.SQL_DSN ?? '', SQLITE_PATH: process.env.SQLITE_PATH ?? './data/bench.db' }),
  { logger: pino({ level: 'silent' }) },
);
const admin: Ctx = { app: server.app, viewer: { id: 1, username: 'root', role: 100, status: 1, group: 'default', via: 'session' }, ip: '127.0.0.1' };
const user: Ctx = { ...admin, viewer: { id: 7, username: 'user7', role: 1, status: 1, group: 'default', via: 'session' } };
const now = Math.floor(Date.now() / 1000);
const week = now - 7 * 86400;

const cases: Array<[string, number, () => Promise<unknown>]> = [
  ['admin page, no filter', 100, () => listLogs(admin, false, { p: 1, page_size: 10 })],
  ['admin page, type=2 + username + 7 days', 100, () => listLogs(admin, false, { p: 1, page_size: 10, type: 2, username: 'user7', start_timestamp: week, end_timestamp: now })],
  ['admin page, model + 7 days, page 5', 100, () => listLogs(admin, false, { p: 5, page_size: 20, model_name: 'gpt-4o', start_timestamp: week })],
  ['self page, 7 days', 100, () => listLogs(user, true, { p: 1, page_size: 10, start_timestamp: week })],
  ['admin stats, 30 days, no filter', 100, () => logStats(admin, false, {})],
  ['admin stats, username + 7 days (edges)', 100, () => logStats(admin, false, { username: 'user7', start_timestamp: week + 17, end_timestamp: now - 13 })],
  ['self stats, model + 7 days', 100, () => logStats(user, true, { model_name: 'gpt-4o', start_timestamp: week + 17 })],
  ['admin dashboard, 7 days', 300, () => quotaData(admin, false, { start_timestamp: week, end_timestamp: now })],
  ['admin dashboard, 30 days', 300, () => quotaData(admin, false, { start_timestamp: now - 30 * 86400, end_timestamp: now })],
  ['self dashboard, 7 days', 300, () => quotaData(user, true, { start_timestamp: week, end_timestamp: now })],
];

console.log(`database: ${server.app.db.kind}, logs: ${await server.app.prisma.log.count()}, rollups: ${await server.app.prisma.quotaData.count()}`);
let failed = 0;
for (const [name, target, fn] of cases) {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[7];
  const okay = median < target;
  if (!okay) failed++;
  console.log(`${okay ? 'ok  ' : 'SLOW'} ${name.padEnd(44)} median ${median.toFixed(1).padStart(7)} ms  p90 ${times[13].toFixed(1).padStart(7)} ms  (target < ${target})`);
}
await server.close();
process.exit(failed ? 1 : 0);
