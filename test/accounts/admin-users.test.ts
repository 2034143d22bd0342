import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, ROLE_ADMIN, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';

let t: TestServer;
let root: ApiClient & { id?: number };
let admin: ApiClient & { id: number };
beforeAll(async () => {
  t = await startTestServer();
  root = await setupRoot(t);
  admin = await createUser(t, { username: 'admin1', role: ROLE_ADMIN });
});
afterAll(async () => t?.close());

const prisma = () => t.server.app.prisma;
const row = (id: number) => prisma().user.findUniqueOrThrow({ where: { id } });
let n = 0;
const target = async (role: number) => (await createUser(t, { username: `tgt${++n}`, role })).id;

describe('user list and search', () => {
  it('pages id-descending, includes soft-deleted users, hides passwords', async () => {
    for (let i = 0; i < 5; i++) await createUser(t, { username: `list${i}`, group: i % 2 ? 'vip' : 'default' });
    const gone = await createUser(t, { username: 'listgone' });
    await prisma().user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const total = await prisma().user.count();
    const p1 = await root.get('/api/user/?p=1&page_size=3');
    expect(p1.body.success).toBe(true);
    expect(p1.body.data).toMatchObject({ page: 1, page_size: 3, total });
    expect(p1.body.data.items.map((u: { username: string }) => u.username)).toEqual(['listgone', 'list4', 'list3']);
    expect(p1.body.data.items[0].DeletedAt).not.toBeNull();
    expect(p1.body.data.items[0].password).toBe('');
    const p2 = await root.get('/api/user/?p=2&page_size=3');
    expect(p2.body.data.items.map((u: { username: string }) => u.username)).toEqual(['list2', 'list1', 'list0']);

    const s = await root.get('/api/user/search?keyword=list&group=vip&p=1&page_size=10');
    expect(s.body.data.items.map((u: { username: string }) => u.username)).toEqual(['list3', 'list1']);
    expect(s.body.data.total).toBe(2);
    const byId = await root.get(`/api/user/search?keyword=${gone.id}`);
    expect(byId.body.data.items.map((u: { id: number }) => u.id)).toContain(gone.id);

    const plain = await createUser(t, { username: 'plainuser' });
    expect((await plain.get('/api/user/')).body).toEqual({ success: false, message: '无权进行此操作，权限不足' });
  });
});

describe('get, create, update', () => {
  it('reads users below the caller only', async () => {
    const u = await target(1);
    expect((await admin.get(`/api/user/${u}`)).body.data.username).toMatch(/^tgt/);
    expect((await admin.get(`/api/user/${admin.id}`)).body).toEqual({ success: false, message: '无权获取同级或更高等级用户的信息' });
    expect((await root.get(`/api/user/${admin.id}`)).body.data.role).toBe(10);
    expect((await root.get('/api/user/999999')).body).toEqual({ success: false, message: '用户不存在' });
  });

  it('creates common users only, with QuotaForNewUser and its log', async () => {
    await t.server.app.options.set('QuotaForNewUser', '300');
    try {
      expect((await admin.post('/api/user/', { username: 'made1', password: 'password-1', display_name: 'Made' })).body).toEqual({ success: true, message: '', data: null });
      const made = await prisma().user.findUniqueOrThrow({ where: { username: 'made1' } });
      expect(made).toMatchObject({ role: 1, displayName: 'Made', quota: 300n });
      const logs = await prisma().log.findMany({ where: { userId: made.id } });
      expect(logs.map((l) => [l.type, l.content])).toEqual([[4, '新用户注册赠送 ＄0.000600 额度']]);
    } finally {
      await t.server.app.options.set('QuotaForNewUser', '0');
    }
    expect((await admin.post('/api/user/', { username: 'made2', password: 'password-1', role: 10 })).body.message).toBe('无法创建权限大于等于自己的用户');
    expect((await root.post('/api/user/', { username: 'made3', password: 'password-1', role: 10 })).body.success).toBe(true);
    expect((await prisma().user.findUniqueOrThrow({ where: { username: 'made3' } })).role).toBe(1);
    expect((await admin.post('/api/user/', { username: '', password: 'password-1' })).body.message).toBe('无效的参数');
    expect((await admin.post('/api/user/', { username: 'made1', password: 'password-1' })).body.message).toBe('用户名已存在，或已注销');
  });

  it('updates fields and moves quota atomically with a manage log', async () => {
    const id = await target(1);
    await prisma().user.update({ where: { id }, data: { quota: 1000n } });
    const r = await admin.put('/api/user/', { id, username: `ren${id}`, display_name: 'Renamed', group: 'vip', remark: 'note', quota: 4000 });
    expect(r.body).toEqual({ success: true, message: '', data: null });
    const u = await row(id);
    expect(u).toMatchObject({ username: `ren${id}`, displayName: 'Renamed', group: 'vip', remark: 'note', quota: 4000n, role: 1 });
    const logs = await prisma().log.findMany({ where: { userId: id, type: 3 } });
    expect(logs.map((l) => l.content)).toEqual(['管理员将用户额度从 ＄0.002000 额度修改为 ＄0.008000 额度']);

    // Negative: the balance goes down, relay spending between read and write is kept.
    await admin.put('/api/user/', { id, quota: 2500 });
    expect((await row(id)).quota).toBe(2500n);
    expect((await admin.put('/api/user/', { id, quota: '12.5' })).body.message).toBe('无效的参数');
    expect((await admin.put('/api/user/', { id: admin.id, display_name: 'x' })).body.message).toBe('无权更新同权限等级或更高权限等级的用户信息');
    expect((await admin.put('/api/user/', { id, role: 10 })).body.message).toBe('无权将其他用户权限等级提升到大于等于自己的权限等级');
    const pw = await admin.put('/api/user/', { id, password: 'new-password-1' });
    expect(pw.body.success).toBe(true);
    await new ApiClient(t.url).login(`ren${id}`, 'new-password-1');
  });

  it('invalidates the users cache on every write', async () => {
    const seen: Array<string | number | undefined> = [];
    t.server.app.events.onInvalidate((inv) => inv.topic === 'users' && seen.push(inv.id));
    const id = await target(1);
    await admin.put('/api/user/', { id, quota: 10 });
    await admin.post('/api/user/manage', { id, action: 'disable' });
    expect(seen.filter((x) => x === id).length).toBe(2);
  });
});

describe('manage and delete over HTTP, every actor × target', () => {
  const cases: Array<[string, 'root' | 'admin', number, string, string | { role: number; status: number }]> = [
    ['admin promotes user', 'admin', 1, 'promote', '普通管理员用户无法提升其他用户为管理员'],
    ['admin disables admin', 'admin', 10, 'disable', '无权更新同权限等级或更高权限等级的用户信息'],
    ['admin disables root', 'admin', 100, 'disable', '无权更新同权限等级或更高权限等级的用户信息'],
    ['admin disables user', 'admin', 1, 'disable', { role: 1, status: 2 }],
    ['admin demotes user', 'admin', 1, 'demote', '该用户已经是普通用户'],
    ['root promotes user', 'root', 1, 'promote', { role: 10, status: 1 }],
    ['root promotes admin', 'root', 10, 'promote', '该用户已经是管理员'],
    ['root demotes admin', 'root', 10, 'demote', { role: 1, status: 1 }],
    ['root disables root', 'root', 100, 'disable', '无法禁用超级管理员用户'],
    ['root deletes root', 'root', 100, 'delete', '无法删除超级管理员用户'],
    ['root demotes root', 'root', 100, 'demote', '无法降级超级管理员用户'],
    ['root disables admin', 'root', 10, 'disable', { role: 10, status: 2 }],
  ];
  it.each(cases)('%s', async (_name, who, targetRole, action, want) => {
    const actor = who === 'root' ? root : admin;
    const id = targetRole === 100 ? (await prisma().user.findFirstOrThrow({ where: { role: 100 } })).id : await target(targetRole);
    const r = await actor.post('/api/user/manage', { id, action });
    if (typeof want === 'string') {
      expect(r.body).toEqual({ success: false, message: want });
    } else {
      expect(r.body.success).toBe(true);
      expect(r.body.data).toMatchObject({ ...want, id: 0, username: '', quota: 0 });
      expect(await row(id)).toMatchObject(want);
    }
  });

  it('enable, soft delete and hard delete', async () => {
    const id = await target(1);
    await admin.post('/api/user/manage', { id, action: 'disable' });
    expect((await admin.post('/api/user/manage', { id, action: 'enable' })).body.data).toMatchObject({ role: 1, status: 1 });
    expect((await admin.post('/api/user/manage', { id, action: 'delete' })).body.success).toBe(true);
    expect((await row(id)).deletedAt).not.toBeNull();
    expect((await admin.post('/api/user/manage', { id, action: 'explode' })).body.message).toBe('无效的参数');

    const victim = await target(1);
    expect((await admin.del(`/api/user/${victim}`)).body.success).toBe(true);
    expect(await prisma().user.findUnique({ where: { id: victim } })).toBeNull();
    const otherAdmin = await target(10);
    expect((await admin.del(`/api/user/${otherAdmin}`)).body).toEqual({ success: false, message: '无权删除同权限等级或更高权限等级的用户' });
    const rootId = (await prisma().user.findFirstOrThrow({ where: { role: 100 } })).id;
    expect((await root.del(`/api/user/${rootId}`)).body.message).toBe('无权删除同权限等级或更高权限等级的用户');
    expect((await root.del(`/api/user/${otherAdmin}`)).body.success).toBe(true);
  });

  it('a disabled user is locked out at once', async () => {
    const u = await createUser(t, { username: 'lockme' });
    expect((await u.get('/api/user/self')).body.success).toBe(true);
    await admin.post('/api/user/manage', { id: u.id, action: 'disable' });
    expect((await u.get('/api/user/self')).body).toEqual({ success: false, message: '用户已被封禁' });
  });
});
