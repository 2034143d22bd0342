import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';

describe('tokens', () => {
  let t: TestServer;
  let alice: Awaited<ReturnType<typeof createUser>>;
  let bob: Awaited<ReturnType<typeof createUser>>;
  const invalidated: string[] = [];

  beforeAll(async () => {
    t = await startTestServer();
    await setupRoot(t);
    alice = await createUser(t, { username: 'alice', quota: 1000 });
    bob = await createUser(t, { username: 'bob' });
    t.server.app.events.onInvalidate((inv) => inv.topic === 'tokens' && invalidated.push(String(inv.id)));
  });
  afterAll(() => t.close());

  it('creates without data, lists with paging, returns full 48-char keys', async () => {
    const r = await alice.post('/api/token/', { name: 'first', remain_quota: 500000, expired_time: -1, rpm_limit: 5 });
    expect(r.body).toEqual({ success: true, message: '' });
    for (let i = 0; i < 11; i++) await alice.post('/api/token/', { name: `t${i}`, unlimited_quota: true });
    const page = (await alice.get('/api/token/?p=1&size=5')).body.data;
    expect(page.total).toBe(12);
    expect(page.page_size).toBe(5);
    expect(page.items).toHaveLength(5);
    expect(page.items[0].name).toBe('t10');
    const all = (await alice.get('/api/token/?p=1&size=100')).body.data.items;
    const first = all.find((x: any) => x.name === 'first');
    expect(first.key).toMatch(/^[0-9a-zA-Z]{48}$/);
    expect(first.rpm_limit).toBe(5);
    expect(first.remain_quota).toBe(500000);
    expect(first.DeletedAt).toBeNull();
    expect(new Set(all.map((x: any) => x.key)).size).toBe(12);
    expect(invalidated).toContain(first.key);
  });

  it('rejects names over 30 bytes', async () => {
    const r = await alice.post('/api/token/', { name: '令牌名称令牌名称令牌名称1' }); // 37 bytes
    expect(r.body).toMatchObject({ success: false, message: '令牌名称过长' });
  });

  it('searches by keyword and key (plain array), only own tokens', async () => {
    await bob.post('/api/token/', { name: 'first-bob' });
    const r = await alice.get('/api/token/search?keyword=fir');
    expect(Array.isArray(r.body.data)).toBe(true);
    expect(r.body.data.map((x: any) => x.name)).toEqual(['first']);
    const key = r.body.data[0].key as string;
    const byKey = await alice.get(`/api/token/search?token=sk-${key.slice(5, 20)}`);
    expect(byKey.body.data.map((x: any) => x.key)).toEqual([key]);
  });

  it('isolates users', async () => {
    const mine = (await alice.get('/api/token/search?keyword=first')).body.data[0];
    expect((await bob.get(`/api/token/${mine.id}`)).body.success).toBe(false);
    expect((await bob.put('/api/token/', { ...mine, name: 'hacked' })).body.success).toBe(false);
    expect((await bob.del(`/api/token/${mine.id}`)).body.success).toBe(false);
    expect((await alice.get(`/api/token/${mine.id}`)).body.data.name).toBe('first');
  });

  it('updates fields and keeps status true; refuses enabling expired or exhausted tokens', async () => {
    const mine = (await alice.get('/api/token/search?keyword=first')).body.data[0];
    const past = Math.floor(Date.now() / 1000) - 10;
    const r = await alice.put('/api/token/', { ...mine, name: 'first2', expired_time: past, model_limits_enabled: true, model_limits: 'gpt-4o', group: 'vip', tpm_limit: 9 });
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatchObject({ name: 'first2', status: 3, model_limits: 'gpt-4o', group: 'vip', tpm_limit: 9 });
    let en = await alice.put('/api/token/?status_only=true', { id: mine.id, status: 1 });
    expect(en.body).toMatchObject({ success: false, message: '令牌已过期，无法启用，请先修改令牌过期时间，或者设置为永不过期' });
    await alice.put('/api/token/', { ...mine, expired_time: -1, remain_quota: 0, unlimited_quota: false });
    en = await alice.put('/api/token/?status_only=true', { id: mine.id, status: 1 });
    expect(en.body).toMatchObject({ success: false, message: '令牌可用额度已用尽，无法启用，请先修改令牌剩余额度，或者设置为无限额度' });
    await alice.put('/api/token/', { ...mine, expired_time: -1, remain_quota: 10 });
    en = await alice.put('/api/token/?status_only=true', { id: mine.id, status: 1 });
    expect(en.body.data.status).toBe(1);
    const dis = await alice.put('/api/token/?status_only=true', { id: mine.id, status: 2 });
    expect(dis.body.data.status).toBe(2);
  });

  it('shows the true status on read and writes it back', async () => {
    await alice.post('/api/token/', { name: 'soon', expired_time: Math.floor(Date.now() / 1000) + 1000, unlimited_quota: true });
    const row = await t.server.app.prisma.token.findFirstOrThrow({ where: { name: 'soon' } });
    await t.server.app.prisma.token.update({ where: { id: row.id }, data: { expiredTime: 5n } });
    const got = await alice.get(`/api/token/${row.id}`);
    expect(got.body.data.status).toBe(3);
    expect((await t.server.app.prisma.token.findUniqueOrThrow({ where: { id: row.id } })).status).toBe(3);
    await t.server.app.prisma.token.update({ where: { id: row.id }, data: { expiredTime: -1n, unlimitedQuota: false, remainQuota: 0n, status: 1 } });
    const list = (await alice.get('/api/token/?size=100')).body.data.items;
    expect(list.find((x: any) => x.id === row.id).status).toBe(4);
  });

  it('soft-deletes one and in batch', async () => {
    const items = (await alice.get('/api/token/?size=100')).body.data.items;
    const before = items.length;
    expect((await alice.del(`/api/token/${items[0].id}/`)).body.success).toBe(true);
    const b = await alice.post('/api/token/batch', { ids: [items[1].id, items[2].id, 999999] });
    expect(b.body.data).toBe(2);
    expect((await alice.get('/api/token/?size=100')).body.data.total).toBe(before - 3);
    const row = await t.server.app.prisma.token.findUniqueOrThrow({ where: { id: items[0].id } });
    expect(row.deletedAt).not.toBeNull();
    expect((await alice.post('/api/token/batch', { ids: [] })).body).toMatchObject({ success: false, message: '参数错误' });
  });
});
