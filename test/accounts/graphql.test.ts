import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { startSmtp, useSmtp, type FakeSmtp } from './fakes';

let t: TestServer;
let root: ApiClient;
let smtp: FakeSmtp;
beforeAll(async () => {
  t = await startTestServer();
  root = await setupRoot(t);
  smtp = await startSmtp();
  await useSmtp(t, smtp);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const prisma = () => t.server.app.prisma;

describe('accounts over GraphQL', () => {
  it('viewer shows settings, groups, affiliate and usable models', async () => {
    const u = await createUser(t, { username: 'gqlview' });
    await u.put('/api/user/setting', { notify_type: 'webhook', quota_warning_threshold: 9, webhook_url: 'https://h.example.com', webhook_secret: 'x' });
    const ch = await prisma().channel.create({ data: { type: 1, key: 'k', name: 'c', models: 'm' } });
    await prisma().ability.create({ data: { group: 'default', model: 'gql-model', channelId: ch.id } });
    const r = await u.graphql('{ viewer { settings { notifyType quotaWarningThreshold webhookUrl webhookSecretSet } groups { name ratio desc } affiliate { code count } usableModels } }');
    expect(r.errors).toBeUndefined();
    expect(r.data.viewer.settings).toEqual({ notifyType: 'webhook', quotaWarningThreshold: 9, webhookUrl: 'https://h.example.com', webhookSecretSet: true });
    expect(r.data.viewer.groups).toContainEqual({ name: 'default', ratio: 1, desc: '默认分组' });
    expect(r.data.viewer.affiliate.code).toMatch(/^[0-9A-Za-z]{4}$/);
    expect(r.data.viewer.usableModels).toEqual(['gql-model']);
  });

  it('register, then admin create / update / manage / delete', async () => {
    const anon = new ApiClient(t.url);
    const reg = await anon.graphql('mutation($i: RegisterInput!) { register(input: $i) }', { i: { username: 'gqlreg', password: 'short' } });
    expect(reg.errors?.[0].message).toMatch(/^输入不合法 /);
    expect((await anon.graphql('mutation($i: RegisterInput!) { register(input: $i) }', { i: { username: 'gqlreg', password: 'password-1' } })).data.register).toBe(true);

    const created = await root.graphql('mutation($i: CreateUserInput!) { createUser(input: $i) { userId username role quota } }', { i: { username: 'gqlmade', password: 'password-1' } });
    const id = created.data.createUser.userId;
    expect(created.data.createUser).toMatchObject({ username: 'gqlmade', role: 1 });
    await prisma().user.update({ where: { id }, data: { quota: 1000n } });
    const upd = await root.graphql('mutation($i: UpdateUserInput!) { updateUser(input: $i) { quota group } }', { i: { userId: id, quotaDelta: -300, group: 'vip' } });
    expect(upd.data.updateUser).toEqual({ quota: 700, group: 'vip' });
    const log = await prisma().log.findFirstOrThrow({ where: { userId: id, type: 3 } });
    expect(log.content).toBe('管理员将用户额度从 ＄0.002000 额度修改为 ＄0.001400 额度');

    const m = await root.graphql('mutation($i: ManageUserInput!) { manageUser(input: $i) { userId role status } }', { i: { userId: id, action: 'PROMOTE' } });
    expect(m.data.manageUser).toEqual({ userId: id, role: 10, status: 1 });
    const rootId = (await prisma().user.findFirstOrThrow({ where: { role: 100 } })).id;
    const bad = await root.graphql('mutation($i: ManageUserInput!) { manageUser(input: $i) { role } }', { i: { userId: rootId, action: 'DISABLE' } });
    expect(bad.errors?.[0]).toMatchObject({ message: '无法禁用超级管理员用户', extensions: { code: 'FORBIDDEN' } });

    const plain = await createUser(t, { username: 'gqlplain' });
    const denied = await plain.graphql('mutation { deleteUser(userId: 1) }');
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await root.graphql(`mutation { deleteUser(userId: ${id}) }`)).data.deleteUser).toBe(true);
    expect(await prisma().user.findUnique({ where: { id } })).toBeNull();
  });

  it('self mutations: update, token, transfer, notifications, delete', async () => {
    const u = await createUser(t, { username: 'gqlself', password: 'password-1' });
    const s = await u.graphql('mutation($i: UpdateSelfInput!) { updateSelf(input: $i) { displayName } }', { i: { displayName: 'Selfie', originalPassword: 'password-1' } });
    expect(s.data.updateSelf.displayName).toBe('Selfie');
    expect((await u.graphql('mutation($i: UpdateSelfInput!) { updateSelf(input: $i) { displayName } }', { i: { displayName: 'x', originalPassword: 'nope' } })).errors?.[0].message).toBe('原密码错误');
    const tok = await u.graphql('mutation { generateAccessToken }');
    expect(tok.data.generateAccessToken).toHaveLength(32);

    await prisma().user.update({ where: { id: u.id }, data: { affQuota: 600_000n } });
    const tr = await u.graphql('mutation { transferAffiliateQuota(quota: 500000) { quota affQuota } }');
    expect(tr.data.transferAffiliateQuota).toEqual({ quota: 500000, affQuota: 100000 });

    const n = await u.graphql('mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) { settings { notifyType notificationEmail } } }', {
      i: { notifyType: 'email', quotaWarningThreshold: 1000, notificationEmail: 'n@example.com' },
    });
    expect(n.data.updateNotificationSettings.settings).toEqual({ notifyType: 'email', notificationEmail: 'n@example.com' });

    expect((await u.graphql('mutation { deleteSelf }')).data.deleteSelf).toBe(true);
    expect((await prisma().user.findUniqueOrThrow({ where: { id: u.id } })).deletedAt).not.toBeNull();
    expect((await root.graphql('mutation { deleteSelf }')).errors?.[0].message).toBe('不能删除超级管理员账户');
  });

  it('e-mail code, bind, reset', async () => {
    const u = await createUser(t, { username: 'gqlmail', password: 'password-1' });
    expect((await u.graphql('mutation { sendVerificationCode(email: "gm@example.com") }')).data.sendVerificationCode).toBe(true);
    const code = /<strong>(\w{6})<\/strong>/.exec((await smtp.next('gm@example.com')).body)![1];
    const b = await u.graphql('mutation($e: String!, $c: String!) { bindEmail(email: $e, code: $c) { email } }', { e: 'gm@example.com', c: code });
    expect(b.data.bindEmail.email).toBe('gm@example.com');

    const anon = new ApiClient(t.url);
    expect((await anon.graphql('mutation { requestPasswordReset(email: "gm@example.com") }')).data.requestPasswordReset).toBe(true);
    const token = /token=([0-9a-f]{32})/.exec((await smtp.next('gm@example.com')).body)![1];
    const r = await anon.graphql('mutation($t: String!) { resetPassword(email: "gm@example.com", token: $t) }', { t: token });
    expect(r.data.resetPassword).toMatch(/^[0-9a-f]{12}$/);
    await new ApiClient(t.url).login('gqlmail', r.data.resetPassword);
    expect((await anon.graphql('mutation($t: String!) { resetPassword(email: "gm@example.com", token: $t) }', { t: token })).errors?.[0].message).toBe('重置链接非法或已过期');
  });
});
