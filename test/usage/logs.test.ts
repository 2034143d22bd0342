import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupRoot, startTestServer, type ApiClient, type TestServer } from '../helpers/test-server';
import { addRollups } from '../../server/domain/log/rollup';
import { startLogRetention } from '../../server/domain/log/log-retention';

const now = Math.floor(Date.now() / 1000);
const H = 3600;

describe('usage logs, stats, dashboard, drawing and task logs', () => {
  let t: TestServer;
  let root: ApiClient;
  let alice: Awaited<ReturnType<typeof createUser>>;
  let bob: Awaited<ReturnType<typeof createUser>>;
  let channelId = 0;
  let aliceKey = '';

  // Consumption rows as the relay writes them: a log row plus its hourly rollup.
  async function consume(user: { id: number; name: string }, at: number, model: string, quota: number, extra: { tokenId?: number; tokenName?: string; group?: string } = {}) {
    const app = t.server.app;
    await app.prisma.log.create({
      data: {
        userId: user.id,
        username: user.name,
        createdAt: BigInt(at),
        type: 2,
        modelName: model,
        quota: BigInt(quota),
        promptTokens: 10,
        completionTokens: 5,
        channelId,
        tokenId: extra.tokenId ?? 0,
        tokenName: extra.tokenName ?? '',
        group: extra.group ?? 'default',
        content: '模型倍率 1.00，补全倍率 1.00，分组倍率 1.00',
        other: JSON.stringify({ model_ratio: 1, admin_info: { use_channel: [String(channelId)] } }),
      },
    });
    await addRollups(app.db.sql, [{ userId: user.id, username: user.name, modelName: model, tokenId: extra.tokenId ?? 0, channelId, createdAt: at, tokens: 15, count: 1, quota }]);
  }

  beforeAll(async () => {
    t = await startTestServer();
    root = await setupRoot(t);
    alice = await createUser(t, { username: 'alice', quota: 1000 });
    bob = await createUser(t, { username: 'bob' });
    channelId = (await t.server.app.prisma.channel.create({ data: { name: 'main-ch', key: 'k', type: 1 } })).id;
    await alice.post('/api/token/', { name: 'tk', unlimited_quota: true });
    const tok = (await alice.get('/api/token/')).body.data.items[0];
    aliceKey = tok.key;
    const A = { id: alice.id, name: 'alice' };
    const B = { id: bob.id, name: 'bob' };
    const base = Math.floor((now - 10 * H) / H) * H; // an hour boundary 10 h ago
    await t.server.app.prisma.log.create({ data: { userId: alice.id, username: 'alice', createdAt: BigInt(base), type: 1, content: '通过兑换码充值 x' } });
    await consume(A, base + 100, 'gpt-4o', 1000, { tokenId: tok.id, tokenName: 'tk' });
    await consume(A, base + H + 5, 'gpt-4o', 2000, { tokenId: tok.id, tokenName: 'tk' });
    await consume(A, base + 2 * H + 7, 'gpt-4o-mini', 4000, { group: 'vip' });
    await consume(B, base + 2 * H + 9, 'claude-3', 8000);
    await consume(A, now - 5, 'gpt-4o', 16000, { tokenId: tok.id, tokenName: 'tk' });
  });
  afterAll(() => t.close());

  it('lists admin logs with channel names and every filter', async () => {
    const all = (await root.get('/api/log/?p=1&page_size=3')).body.data;
    expect(all.total).toBe(6);
    expect(all.items).toHaveLength(3);
    expect(all.items[0]).toMatchObject({ model_name: 'gpt-4o', channel: channelId, channel_name: 'main-ch', quota: 16000 });
    expect(JSON.parse(all.items[0].other).admin_info).toBeDefined();
    const q = async (s: string) => (await root.get(`/api/log/?${s}`)).body.data;
    expect((await q('type=1')).total).toBe(1);
    expect((await q('username=bob')).items.map((x: any) => x.model_name)).toEqual(['claude-3']);
    expect((await q('model_name=gpt-4o')).total).toBe(3);
    expect((await q('model_name=gpt-4o%25')).total).toBe(4);
    expect((await q('token_name=tk')).total).toBe(3);
    expect((await q('group=vip')).total).toBe(1);
    expect((await q(`channel=${channelId}&type=2`)).total).toBe(5);
    expect((await q(`start_timestamp=${now - 60}`)).total).toBe(1);
    expect((await q(`end_timestamp=${now - 60}&type=2`)).total).toBe(4);
    expect((await alice.get('/api/log/')).body.success).toBe(false);
  });

  it('self logs: own rows only, no admin_info or channel name, id mod 1024', async () => {
    const r = (await alice.get('/api/log/self/?username=bob')).body.data;
    expect(r.total).toBe(5);
    const row = await t.server.app.prisma.log.findFirstOrThrow({ where: { userId: alice.id }, orderBy: { id: 'desc' } });
    expect(r.items[0].id).toBe(row.id % 1024);
    expect(r.items[0].channel_name).toBe('');
    expect(JSON.parse(r.items[0].other)).toEqual({ model_ratio: 1 });
    expect((await bob.get('/api/log/self')).body.data.total).toBe(1);
  });

  it('stats: quota from rollups plus partial-hour edges equals the raw sum; rpm/tpm of the last minute', async () => {
    const stat = async (c: ApiClient, path: string) => (await c.get(path)).body.data;
    expect(await stat(root, '/api/log/stat?type=0')).toEqual({ quota: 31000, rpm: 1, tpm: 15 });
    expect(await stat(alice, '/api/log/self/stat')).toEqual({ quota: 23000, rpm: 1, tpm: 15 });
    expect((await stat(bob, '/api/log/self/stat')).quota).toBe(8000);
    const base = Math.floor((now - 10 * H) / H) * H;
    // Edges inside hours: start after the first row, end before the last minute.
    expect((await stat(root, `/api/log/stat?start_timestamp=${base + 101}&end_timestamp=${now - 60}`)).quota).toBe(14000);
    expect((await stat(root, `/api/log/stat?start_timestamp=${base + 100}&end_timestamp=${base + H + 5}`)).quota).toBe(3000);
    expect((await stat(root, `/api/log/stat?start_timestamp=${base + H}&end_timestamp=${base + 3 * H - 1}`)).quota).toBe(14000);
    expect((await stat(root, '/api/log/stat?token_name=tk')).quota).toBe(19000);
    expect((await stat(root, '/api/log/stat?model_name=gpt-4o%25')).quota).toBe(23000);
    expect((await stat(root, '/api/log/stat?group=vip')).quota).toBe(4000);
    expect((await stat(root, '/api/log/stat?username=bob')).quota).toBe(8000);
  });

  it('search, token logs, dashboard data', async () => {
    const s = (await root.get('/api/log/search?keyword=通过兑换码')).body.data;
    expect(s.map((x: any) => x.type)).toEqual([1]);
    expect((await root.get('/api/log/search?keyword=2')).body.data).toHaveLength(5);
    expect((await alice.get('/api/log/self/search?keyword=2')).body.data).toHaveLength(4);
    const byKey = (await new (root.constructor as typeof ApiClient)(t.url).get(`/api/log/token?key=sk-${aliceKey}`)).body.data;
    expect(byKey).toHaveLength(3);
    expect(byKey[0].channel_name).toBe('');
    const data = (await root.get(`/api/data/?start_timestamp=${now - 86400}&end_timestamp=${now}`)).body.data;
    expect(data.reduce((a: number, d: any) => a + d.quota, 0)).toBe(31000);
    expect(data[0]).toHaveProperty('token_used');
    const mine = (await alice.get(`/api/data/self?start_timestamp=${now - 86400}&end_timestamp=${now}`)).body.data;
    expect(mine.reduce((a: number, d: any) => a + d.count, 0)).toBe(4);
    expect((await root.get(`/api/data/?username=bob&start_timestamp=${now - 86400}`)).body.data.map((d: any) => d.quota)).toEqual([8000]);
    expect((await alice.get(`/api/data/self?start_timestamp=${now - 40 * 86400}&end_timestamp=${now}`)).body.message).toBe('时间跨度不能超过 1 个月');
  });

  it('deletes old logs by timestamp (admin) and by retention (consumption only)', async () => {
    const app = t.server.app;
    await app.options.set('LogRetentionDays', '0');
    const ret = startLogRetention(app, { firstDelayMs: 1e9, batch: 2, pauseMs: 0 });
    expect(await ret.runOnce()).toBe(0);
    for (let i = 0; i < 5; i++) await app.prisma.log.create({ data: { userId: bob.id, createdAt: BigInt(now - 40 * 86400), type: 2, quota: 1n } });
    await app.prisma.log.create({ data: { userId: bob.id, createdAt: BigInt(now - 40 * 86400), type: 1 } });
    await app.options.set('LogRetentionDays', '30');
    expect(await ret.runOnce()).toBe(5);
    await ret.stop();
    expect(await app.prisma.log.count({ where: { createdAt: { lt: BigInt(now - 30 * 86400) } } })).toBe(1);
    expect((await root.del(`/api/log/?target_timestamp=${now - 86400}`)).body.data).toBe(1);
    expect((await root.del('/api/log/')).body.success).toBe(false);
    expect((await root.get('/api/log/')).body.data.total).toBe(6);
  });

  it('drawing and task logs with filters (ms for drawing, s for tasks)', async () => {
    const app = t.server.app;
    const ms = Date.now();
    await app.prisma.midjourney.createMany({
      data: [
        { userId: alice.id, mjId: 'mj-1', action: 'IMAGINE', submitTime: BigInt(ms - 1000), channelId, imageUrl: 'https://cdn/x.png' },
        { userId: bob.id, mjId: 'mj-2', action: 'UPSCALE', submitTime: BigInt(ms - 10 * 86400_000), channelId: 99 },
      ],
    });
    await app.prisma.task.createMany({
      data: [
        { userId: alice.id, taskId: 'task-1', platform: 'suno', action: 'MUSIC', status: 'SUCCESS', submitTime: BigInt(now - 10), channelId, properties: '{"input":"x"}' },
        { userId: bob.id, taskId: 'task-2', platform: 'suno', action: 'LYRICS', status: 'FAILURE', submitTime: BigInt(now - 5 * 86400), channelId: 99 },
      ],
    });
    await app.options.set('ServerAddress', 'https://gw.example');
    const mj = (await root.get('/api/mj/')).body.data;
    expect(mj.total).toBe(2);
    expect(mj.items.find((x: any) => x.mj_id === 'mj-1').image_url).toBe('https://gw.example/mj/image/mj-1');
    expect((await root.get('/api/mj/?channel_id=99')).body.data.items.map((x: any) => x.mj_id)).toEqual(['mj-2']);
    expect((await root.get(`/api/mj/?start_timestamp=${ms - 86400_000}&end_timestamp=${ms}`)).body.data.total).toBe(1);
    const self = (await alice.get('/api/mj/self/?channel_id=99')).body.data;
    expect(self.items.map((x: any) => x.mj_id)).toEqual(['mj-1']);
    await app.options.set('MjForwardUrlEnabled', 'false');
    expect((await alice.get('/api/mj/self')).body.data.items[0].image_url).toBe('https://cdn/x.png');
    expect((await alice.get('/api/mj/')).body.success).toBe(false);
    const tasks = (await root.get(`/api/task/?start_timestamp=${now - 86400}`)).body.data;
    expect(tasks.items.map((x: any) => x.task_id)).toEqual(['task-1']);
    expect(tasks.items[0].properties).toEqual({ input: 'x' });
    expect((await root.get('/api/task/?status=FAILURE&platform=suno')).body.data.items.map((x: any) => x.task_id)).toEqual(['task-2']);
    expect((await bob.get('/api/task/self?task_id=task-1')).body.data.total).toBe(0);
    expect((await bob.get('/api/task/self')).body.data.total).toBe(1);
  });
});
