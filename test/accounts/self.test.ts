import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';

let t: TestServer;
let root: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  root = await setupRoot(t);
});
afterAll(async () => t?.close());

const row = (username: string) => t.server.app.prisma.user.findUniqueOrThrow({ where: { username } });

describe('own account', () => {
  it('updates name and password only with the current password', async () => {
    const u = await createUser(t, { username: 'selfie', password: 'first-pass-1' });
    expect((await u.put('/api/user/self', { display_name: 'Me' })).body).toEqual({ success: false, message: '原密码错误' });
    expect((await u.put('/api/user/self', { display_name: 'Me', original_password: 'first-pass-1' })).body.success).toBe(true);
    expect((await row('selfie')).displayName).toBe('Me');
    expect((await u.put('/api/user/self', { password: 'short', original_password: 'first-pass-1' })).body.message).toMatch(/^输入不合法 .*'min' tag$/);
    expect((await u.put('/api/user/self', { password: 'second-pass-2', original_password: 'first-pass-1' })).body.success).toBe(true);
    await new ApiClient(t.url).login('selfie', 'second-pass-2');
    await createUser(t, { username: 'taken' });
    expect((await u.put('/api/user/self', { username: 'taken', original_password: 'second-pass-2' })).body.message).toBe('用户名已存在，或已注销');
  });

  it('deletes itself softly; root cannot', async () => {
    const u = await createUser(t, { username: 'leaver' });
    expect((await u.del('/api/user/self')).body).toEqual({ success: true, message: '', data: null });
    expect((await row('leaver')).deletedAt).not.toBeNull();
    expect((await u.get('/api/user/self')).body.message).toBe('用户已被封禁');
    expect((await root.del('/api/user/self')).body).toEqual({ success: false, message: '不能删除超级管理员账户' });
  });

  it('transfers affiliate quota with the one-unit minimum, atomically', async () => {
    const u = await createUser(t, { username: 'affy', quota: 10 });
    await t.server.app.prisma.user.update({ where: { id: u.id }, data: { affQuota: 1_200_000n } });
    expect((await u.post('/api/user/aff_transfer', { quota: 499_999 })).body).toEqual({ success: false, message: '划转失败 转移额度最小为＄1.000000 额度！' });
    expect((await u.post('/api/user/aff_transfer', { quota: 2_000_000 })).body).toEqual({ success: false, message: '划转失败 邀请额度不足！' });
    // Two concurrent transfers of 1 000 000 from 1 200 000: exactly one wins.
    const rs = await Promise.all([u.post('/api/user/aff_transfer', { quota: 1_000_000 }), u.post('/api/user/aff_transfer', { quota: 1_000_000 })]);
    expect(rs.map((r) => r.body.message).sort()).toEqual(['划转失败 邀请额度不足！', '划转成功']);
    const after = await row('affy');
    expect([after.quota, after.affQuota]).toEqual([1_000_010n, 200_000n]);
    const logs = await t.server.app.prisma.log.findMany({ where: { userId: u.id } });
    expect(logs.map((l) => [l.type, l.content])).toEqual([[4, '邀请额度划转 ＄2.000000 额度 到余额']]);
  });

  it('saves notification settings with the original checks', async () => {
    const u = await createUser(t, { username: 'notif' });
    const base = { notify_type: 'webhook', quota_warning_threshold: 500000, webhook_url: 'https://hooks.example.com/x', webhook_secret: 's3' };
    expect((await u.put('/api/user/setting', { ...base, notify_type: 'sms' })).body.message).toBe('无效的预警类型');
    expect((await u.put('/api/user/setting', { ...base, quota_warning_threshold: 0 })).body.message).toBe('预警阈值必须大于0');
    expect((await u.put('/api/user/setting', { ...base, webhook_url: '' })).body.message).toBe('Webhook地址不能为空');
    expect((await u.put('/api/user/setting', { ...base, webhook_url: 'http://hooks.example.com/x' })).body.message).toBe('无效的Webhook地址');
    expect((await u.put('/api/user/setting', { ...base, notify_type: 'email', notification_email: 'nope' })).body.message).toBe('无效的邮箱地址');
    expect((await u.put('/api/user/setting', base)).body).toEqual({ success: true, message: '设置已更新', data: null });
    // An empty secret keeps the saved one.
    await u.put('/api/user/setting', { ...base, webhook_secret: '' });
    expect(JSON.parse((await row('notif')).setting)).toMatchObject({ notify_type: 'webhook', quota_warning_threshold: 500000, webhook_url: base.webhook_url, webhook_secret: 's3' });
  });
});

describe('groups and models', () => {
  it('lists groups with ratios for the caller, and GroupRatio keys for admins', async () => {
    const o = t.server.app.options;
    await o.set('GroupRatio', JSON.stringify({ default: 1, vip: 1.5, svip: 3 }));
    await o.set('UserUsableGroups', JSON.stringify({ default: '默认分组', vip: 'vip分组', auto: '自动选择' }));
    await o.set('GroupGroupRatio', JSON.stringify({ vip: { vip: 0.8 } }));
    const u = await createUser(t, { username: 'grouper', group: 'vip' });
    expect((await u.get('/api/user/self/groups')).body.data).toEqual({
      default: { ratio: 1, desc: '默认分组' },
      vip: { ratio: 0.8, desc: 'vip分组' },
      auto: { ratio: '自动', desc: '自动选择' },
    });
    const anon = (await new ApiClient(t.url).get('/api/user/groups')).body.data;
    expect(anon.vip).toEqual({ ratio: 1.5, desc: 'vip分组' });
    const svip = await createUser(t, { username: 'svipper', group: 'svip' });
    expect((await svip.get('/api/user/self/groups')).body.data.svip).toEqual({ ratio: 3, desc: '用户分组' });
    expect((await root.get('/api/group/')).body.data).toEqual(['default', 'vip', 'svip']);
    expect((await u.get('/api/group/')).body.message).toBe('无权进行此操作，权限不足');
  });

  it('lists enabled models of the usable groups and the built-in catalog', async () => {
    const p = t.server.app.prisma;
    const ch = await p.channel.create({ data: { type: 1, key: 'k', name: 'c', models: 'a,b' } });
    await p.ability.createMany({
      data: [
        { group: 'default', model: 'gpt-4o', channelId: ch.id, enabled: true },
        { group: 'vip', model: 'claude-x', channelId: ch.id, enabled: true },
        { group: 'svip', model: 'secret-model', channelId: ch.id, enabled: true },
        { group: 'default', model: 'off-model', channelId: ch.id, enabled: false },
      ],
    });
    const u = await createUser(t, { username: 'modeler' });
    expect((await u.get('/api/user/models')).body.data).toEqual(['claude-x', 'gpt-4o']);
    const models = (await u.get('/api/models')).body.data;
    expect(models['1']).toContain('gpt-4o');
    expect(models['14']).toContain('claude-3-5-sonnet-20241022');
    expect(models['24']).toContain('gemini-1.5-pro');
    expect((await new ApiClient(t.url).get('/api/models')).status).toBe(401);
  });
});

