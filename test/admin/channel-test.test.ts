import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, ROLE_ADMIN, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { autoDisableChannel, autoEnableChannel } from '../../server/domain/channel/channel-health';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai';

let t: TestServer;
let admin: ApiClient;
let fake: FakeOpenAI;
let id = 0;
beforeAll(async () => {
  t = await startTestServer();
  await setupRoot(t);
  admin = await createUser(t, { username: 'tadmin', role: ROLE_ADMIN });
  fake = await startFakeOpenAI();
  const r = await admin.post('/api/channel/', { name: 'fake', type: 1, key: 'sk-fake', base_url: fake.url, models: 'gpt-4o-mini', model_mapping: '{"gpt-4o-mini":"fake-a"}' });
  id = r.body.data.id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const row = () => t.server.app.prisma.channel.findUniqueOrThrow({ where: { id } });
const waitFor = async (cond: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await cond()); i++) await new Promise((r) => setTimeout(r, 50));
};

describe('channel tests', () => {
  it('tests one channel through its adaptor and records the time', async () => {
    const r = await admin.get(`/api/channel/test/${id}`);
    expect(r.body).toMatchObject({ success: true, message: '' });
    expect(typeof r.body.time).toBe('number');
    expect(fake.hits).toContain('POST /v1/chat/completions');
    const c = await row();
    expect(Number(c.testTime)).toBeGreaterThan(0);
    fake.failWith = { status: 400, message: 'model broken' };
    const bad = await admin.get(`/api/channel/test/${id}?model=other`);
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toContain('model broken');
    fake.failWith = null;
  });

  it('auto-disable needs auto_ban; auto-enable on a passing test when enabled by option', async () => {
    await autoDisableChannel(t.server.app, id, 'upstream said no');
    let c = await row();
    expect(c.status).toBe(3);
    expect(JSON.parse(c.otherInfo)).toMatchObject({ status_reason: 'upstream said no', status_time: expect.any(Number) });
    expect((await t.server.app.prisma.ability.findMany({ where: { channelId: id } })).every((a) => !a.enabled)).toBe(true);
    const log = await t.server.app.prisma.log.findFirst({ where: { type: 4, content: { contains: '已被禁用' } } });
    expect(log).not.toBeNull();
    await admin.get(`/api/channel/test/${id}`);
    expect((await row()).status).toBe(3);
    await t.server.app.options.set('AutomaticEnableChannelEnabled', 'true');
    await admin.get(`/api/channel/test/${id}`);
    c = await row();
    expect(c.status).toBe(1);
    expect((await t.server.app.prisma.ability.findMany({ where: { channelId: id } })).every((a) => a.enabled)).toBe(true);
    await admin.put('/api/channel/', { id, auto_ban: 0 });
    await autoDisableChannel(t.server.app, id, 'x');
    expect((await row()).status).toBe(1);
    await admin.put('/api/channel/', { id, auto_ban: 1, status: 2 });
    await autoEnableChannel(t.server.app, id);
    expect((await row()).status).toBe(2); // a manual disable is never undone
    await admin.put('/api/channel/', { id, status: 1 });
  });

  it('test-all runs in the background, refuses a second run, disables slow channels', async () => {
    await t.server.app.options.set('ChannelDisableThreshold', '0.2');
    fake.delayMs = 400;
    const first = await admin.get('/api/channel/test');
    expect(first.body.success).toBe(true);
    const second = await admin.get('/api/channel/test');
    expect(second.body).toMatchObject({ success: false, message: '测试已在运行中' });
    await waitFor(async () => (await row()).status === 3);
    const c = await row();
    expect(c.status).toBe(3);
    expect(JSON.parse(c.otherInfo).status_reason).toMatch(/^响应时间 .*s 超过阈值 0\.20s$/);
    fake.delayMs = 0;
    await waitFor(async () => !!(await t.server.app.prisma.log.findFirst({ where: { content: '通道测试完成' } })));
  });

  it('test_upstream answers per client format; balance; multi-key balance refused', async () => {
    const r = await admin.get(`/api/channel/test_upstream/${id}`);
    expect(r.body.success).toBe(true);
    expect(r.body.data.results.map((x: { format: string }) => x.format)).toEqual(['openai', 'claude', 'gemini']);
    expect(r.body.data.supported).toContain('openai');
    const bal = await admin.get(`/api/channel/update_balance/${id}`);
    expect(bal.body).toEqual({ success: true, message: '', balance: 12.5 });
    expect((await row()).balance).toBe(12.5);
    const multi = await admin.post('/api/channel/', { mode: 'multi_to_single', channel: { name: 'mk', key: 'a\nb', models: 'x', base_url: fake.url } });
    const mb = await admin.get(`/api/channel/update_balance/${multi.body.data.id}`);
    expect(mb.body).toMatchObject({ success: false, message: '多密钥渠道不支持余额查询' });
    const ds = await admin.post('/api/channel/', { name: 'ollama', type: 4, key: 'k', models: 'x' });
    expect((await admin.get(`/api/channel/update_balance/${ds.body.data.id}`)).body.success).toBe(false);
  });
});
