import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import type { Ctx } from '../../server/context';
import { addRollups, type RollupAdd } from '../../server/domain/log/rollup';
import { deleteLogsBefore, listLogs, logWhere, quotaData, statsFor, usage, type LogFilters, type Scope } from '../../server/domain/log/log.queries';
import { startLogRetention } from '../../server/domain/log/log-retention';

// The fast paths (log_counts for unfiltered totals, quota_model_hours and quota_data for stats and
// the dashboard) must give exactly what the raw log rows give. A small random data set written
// the way the relay writes it (log row + addRollups in its transaction) is compared both ways.

const H = 3600;
const now = Math.floor(Date.now() / 1000);
const models = ['gpt-4o', 'gpt-4o-mini', 'claude-3', 'gemini'];

describe('rollups and log counts equal the raw rows', () => {
  let t: TestServer;
  let admin: Ctx;
  const users: Array<{ id: number; name: string; tokens: Array<{ id: number; name: string }> }> = [];
  const userCtx = (i: number): Ctx => ({ ...admin, viewer: { id: users[i].id, username: users[i].name, role: 1, status: 1, group: 'default', via: 'session' } });

  beforeAll(async () => {
    t = await startTestServer();
    const app = t.server.app;
    admin = { app, viewer: { id: 1, username: 'root', role: 100, status: 1, group: 'default', via: 'session' }, ip: '127.0.0.1' };
    for (const name of ['ann', 'ben', 'cid']) {
      const u = await app.prisma.user.create({ data: { username: name, password: 'x' } });
      const tokens = [];
      // Two users share a token name, so a token-name filter covers several token ids.
      for (const tn of [`${name}-main`, 'shared']) tokens.push(await app.prisma.token.create({ data: { userId: u.id, key: `${name}-${tn}`, name: tn } }));
      users.push({ id: u.id, name, tokens: tokens.map((k) => ({ id: k.id, name: k.name })) });
    }
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)];
    // 600 consumption calls over the last 3 days (a few in the last minute), in batches as the
    // relay settles them; other log types in between.
    for (let b = 0; b < 30; b++) {
      await app.db.sql.tx(async (q) => {
        const rollups: RollupAdd[] = [];
        for (let i = 0; i < 20; i++) {
          const u = pick(users);
          const tok = rnd() < 0.2 ? { id: 0, name: '' } : pick(u.tokens);
          const at = b === 29 ? now - Math.floor(rnd() * 50) : now - 3 * 86400 + Math.floor(rnd() * (3 * 86400 - 120));
          const model = pick(models);
          const channel = 1 + Math.floor(rnd() * 3);
          const pt = Math.floor(rnd() * 500);
          const ct = Math.floor(rnd() * 200);
          const quota = pt + 2 * ct;
          await q.run(
            'INSERT INTO logs (user_id, created_at, type, content, username, token_name, model_name, quota, prompt_tokens, completion_tokens, channel_id, token_id, "group") VALUES (?, ?, 2, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
            [u.id, at, 'x', u.name, tok.name, model, quota, pt, ct, channel, tok.id, pick(['default', 'vip'])],
          );
          rollups.push({ userId: u.id, username: u.name, modelName: model, tokenId: tok.id, channelId: channel, createdAt: at, tokens: pt + ct, count: 1, quota });
        }
        await addRollups(q, rollups);
      });
      await app.prisma.log.createMany({ data: [1, 3, 4].map((type) => ({ userId: users[0].id, username: 'ann', type, createdAt: BigInt(now - b * H), content: 'other' })) });
    }
  });
  afterAll(() => t.close());

  const rawTotal = (where = {}) => t.server.app.prisma.log.count({ where });
  const rawQuota = async (scope: Scope, f: LogFilters) => Number((await t.server.app.prisma.log.aggregate({ where: logWhere(scope, { ...f, type: 2 }), _sum: { quota: true } }))._sum.quota ?? 0n);
  const rawPoints = (start: number, end: number, userId?: number) =>
    t.server.app.db.sql.all<{ h: number; model: string; count: number; quota: number; tokens: number }>(
      `SELECT created_at - created_at % 3600 AS h, model_name AS model, COUNT(*) AS count, SUM(quota) AS quota, SUM(prompt_tokens + completion_tokens) AS tokens
       FROM logs WHERE type = 2 AND created_at - created_at % 3600 BETWEEN ? AND ?${userId ? ` AND user_id = ${userId}` : ''} GROUP BY 1, 2 ORDER BY 1, 2`,
      [start, end],
    );
  const points = (rows: Array<{ createdAt: bigint; modelName: string; count: number; quota: bigint; tokenUsed: bigint }>) =>
    rows.map((r) => ({ h: Number(r.createdAt), model: r.modelName, count: r.count, quota: Number(r.quota), tokens: Number(r.tokenUsed) }));
  const num = (rows: Array<Record<string, unknown>>) => rows.map((r) => ({ h: Number(r.h), model: r.model, count: Number(r.count), quota: Number(r.quota), tokens: Number(r.tokens) }));

  it('log page totals without filters or by type come from log_counts and equal COUNT(*)', async () => {
    expect((await listLogs(admin, false, {})).total).toBe(await rawTotal());
    expect(await rawTotal()).toBe(690);
    for (const type of [1, 2, 3, 4, 5]) expect((await listLogs(admin, false, { type })).total).toBe(await rawTotal({ type }));
    const page = await listLogs(admin, false, { p: 3, page_size: 7, model_name: 'gpt-4o', start_timestamp: now - 86400 });
    const ids = await t.server.app.prisma.log.findMany({ where: { modelName: 'gpt-4o', createdAt: { gte: BigInt(now - 86400) } }, orderBy: { id: 'desc' }, skip: 14, take: 7, select: { id: true } });
    expect(page.items.map((l) => l.id)).toEqual(ids.map((l) => l.id));
    expect(page.total).toBe(await rawTotal({ modelName: 'gpt-4o', createdAt: { gte: BigInt(now - 86400) } }));
  });

  it('stats quota equals the raw sum for every filter; rpm/tpm count the last minute', async () => {
    const all: Scope = { userId: null };
    const edges = { start: now - 2 * 86400 + 1234, end: now - 3 * H - 77 };
    const filters: LogFilters[] = [
      {},
      { username: 'ben' },
      { modelName: 'gpt-4o' },
      { modelName: 'gpt-4o%' },
      { tokenName: 'shared' },
      { channel: 2 },
      { group: 'vip' },
      edges,
      { start: edges.start },
      { end: edges.end },
      { ...edges, modelName: 'claude-3' },
      { ...edges, username: 'cid', tokenName: 'shared' },
      { start: now - 1800, end: now - 1000 },
    ];
    for (const f of filters) expect((await statsFor(admin, all, f)).quota, JSON.stringify(f)).toBe(await rawQuota(all, f));
    const self: Scope = { userId: users[1].id };
    for (const f of [{}, { modelName: 'gemini', start: edges.start }, { tokenName: 'shared' }]) {
      expect((await statsFor(userCtx(1), self, f)).quota, JSON.stringify(f)).toBe(await rawQuota(self, f));
    }
    const recent = await t.server.app.prisma.log.aggregate({
      where: { type: 2, createdAt: { gte: BigInt(Math.floor(Date.now() / 1000) - 60) } },
      _count: { _all: true },
      _sum: { promptTokens: true, completionTokens: true },
    });
    const s = await statsFor(admin, all, {});
    expect(s.rpm).toBe(recent._count._all);
    expect(s.tpm).toBe((recent._sum.promptTokens ?? 0) + (recent._sum.completionTokens ?? 0));
    expect(s.rpm).toBeGreaterThan(0);
    // With DataExportEnabled off, stats come from the raw rows (rollups of periods it was off
    // may be missing on databases from before rollups were always written).
    await t.server.app.options.set('DataExportEnabled', 'false');
    expect((await statsFor(admin, all, edges)).quota).toBe(await rawQuota(all, edges));
    await t.server.app.options.set('DataExportEnabled', 'true');
  });

  it('dashboard and usage points equal the raw rows grouped per hour and model', async () => {
    const start = now - 2 * 86400;
    const admins = await quotaData(admin, false, { start_timestamp: start, end_timestamp: now });
    expect(points(admins)).toEqual(num(await rawPoints(start, now)));
    expect(admins.length).toBeGreaterThan(50);
    const ben = await quotaData(admin, false, { start_timestamp: start, end_timestamp: now, username: 'ben' });
    expect(points(ben)).toEqual(num(await rawPoints(start, now, users[1].id)));
    const mine = await quotaData(userCtx(2), true, { start_timestamp: start, end_timestamp: now });
    expect(points(mine)).toEqual(num(await rawPoints(start, now, users[2].id)));
    const days = await usage(admin, { userId: null }, { start: now - 4 * 86400, end: now, granularity: 'DAY' });
    const raw = num(await rawPoints(now - 4 * 86400, now));
    for (const d of days) {
      const inDay = raw.filter((r) => r.model === d.modelName && r.h - (r.h % 86400) === d.bucket);
      expect([d.count, Number(d.quota), Number(d.tokens)]).toEqual([inDay.reduce((a, r) => a + r.count, 0), inDay.reduce((a, r) => a + r.quota, 0), inDay.reduce((a, r) => a + r.tokens, 0)]);
    }
    expect(days.reduce((a, d) => a + d.count, 0)).toBe(600);
  });

  it('quota_model_hours follows every change to quota_data (updates, deletes, plain inserts)', async () => {
    const { sql } = t.server.app.db;
    const grouped = async () =>
      num(await sql.all('SELECT created_at AS h, model_name AS model, SUM(count) AS count, SUM(quota) AS quota, SUM(token_used) AS tokens FROM quota_data GROUP BY created_at, model_name ORDER BY 1, 2'));
    const hours = async () => num(await sql.all('SELECT created_at AS h, model_name AS model, count, quota, token_used AS tokens FROM quota_model_hours WHERE count <> 0 ORDER BY 1, 2'));
    expect(await hours()).toEqual(await grouped());
    const bucket = now - (now % H) - 50 * 86400;
    await sql.run('INSERT INTO quota_data (user_id, username, model_name, created_at, token_used, count, quota) VALUES (?, ?, ?, ?, 10, 2, 300), (?, ?, ?, ?, 5, 1, 100)', [
      users[0].id, 'ann', 'old-model', bucket, users[1].id, 'ben', 'old-model', bucket,
    ]);
    await sql.run("UPDATE quota_data SET quota = quota + 7, count = count + 1 WHERE model_name = 'gpt-4o'");
    await sql.run("UPDATE quota_data SET model_name = 'renamed' WHERE model_name = 'gemini' AND user_id = ?", [users[2].id]);
    await sql.run('DELETE FROM quota_data WHERE user_id = ? AND model_name = ?', [users[1].id, 'old-model']);
    expect(await hours()).toEqual(await grouped());
  });

  it('retention deletes old consumption rows in small batches and log_counts stays exact', async () => {
    const app = t.server.app;
    const old = now - 40 * 86400;
    await app.prisma.log.createMany({ data: Array.from({ length: 7 }, (_, i) => ({ userId: users[0].id, createdAt: BigInt(old + i), type: i < 5 ? 2 : 1 })) });
    const deletes: string[] = [];
    const run = app.db.sql.run.bind(app.db.sql);
    app.db.sql.run = (text, params) => {
      if (text.startsWith('DELETE FROM logs')) deletes.push(text);
      return run(text, params);
    };
    try {
      await app.options.set('LogRetentionDays', '30');
      const ret = startLogRetention(app, { firstDelayMs: 1e9, batch: 2, pauseMs: 0 });
      expect(await ret.runOnce()).toBe(5);
      await ret.stop();
    } finally {
      app.db.sql.run = run;
      await app.options.set('LogRetentionDays', '0');
    }
    expect(deletes).toHaveLength(3); // 2 + 2 + 1: each batch its own short statement
    expect(deletes.every((d) => d.includes('LIMIT 2'))).toBe(true);
    expect(await rawTotal({ createdAt: { lt: BigInt(now - 30 * 86400) } })).toBe(2);
    expect(await deleteLogsBefore(admin, now - 30 * 86400, { batch: 1 })).toBe(2);
    await app.db.sql.run('UPDATE logs SET type = 5 WHERE id IN (SELECT id FROM logs WHERE type = 4 ORDER BY id LIMIT 3)');
    expect((await listLogs(admin, false, {})).total).toBe(await rawTotal());
    for (const type of [1, 2, 3, 4, 5]) expect((await listLogs(admin, false, { type })).total).toBe(await rawTotal({ type }));
    expect(await rawTotal({ type: 5 })).toBe(3);
  });
});
