import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, ROOT_PASSWORD, createUser, startTestServer, type TestServer } from '../helpers/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

describe('first run', () => {
  it('reports setup status, validates input, creates root once', async () => {
    const api = new ApiClient(t.url);
    const before = await api.get('/api/setup');
    expect(before.body).toEqual({ success: true, data: { status: false, root_init: false, database_type: t.db.kind } });

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: ' ', password: '12345678', confirmPassword: '12345678' }, '请输入管理员用户名'],
      [{ username: 'a-very-long-name', password: '12345678', confirmPassword: '12345678' }, '用户名长度不能超过12个字符'],
      [{ username: 'root', password: '12345678', confirmPassword: '12345679' }, '两次输入的密码不一致'],
      [{ username: 'root', password: '1234567', confirmPassword: '1234567' }, '密码长度至少为8个字符'],
      [{ username: 'root', password: 1234, confirmPassword: 1234 }, '请求参数有误'],
    ];
    for (const [body, message] of cases) {
      const r = await api.post('/api/setup', body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ success: false, message });
    }

    const ok = await api.post('/api/setup', { username: 'root', password: ROOT_PASSWORD, confirmPassword: ROOT_PASSWORD, SelfUseModeEnabled: true });
    expect(ok.body).toEqual({ success: true, message: '系统初始化成功' });
    const again = await api.post('/api/setup', { username: 'x', password: ROOT_PASSWORD, confirmPassword: ROOT_PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('系统已经初始化完成');

    const root = await t.server.app.prisma.user.findUniqueOrThrow({ where: { username: 'root' } });
    expect(root.role).toBe(100);
    expect(root.quota).toBe(100000000n);
    expect(root.displayName).toBe('Root User');
    expect(root.password).toMatch(/^\$2[aby]\$10\$/);

    const status = await api.get('/api/status');
    expect(status.body.success).toBe(true);
    expect(status.body.data.setup).toBe(true);
    expect(status.body.data.self_use_mode_enabled).toBe(true);
    for (const key of [
      'system_name', 'logo', 'footer_html', 'quota_per_unit', 'display_in_currency', 'enable_drawing', 'enable_task',
      'enable_data_export', 'chats', 'pay_methods', 'data_export_default_time', 'default_collapse_sidebar',
      'mj_notify_enabled', 'chat_link', 'chat_link2', 'docs_link', 'version', 'start_time', 'email_verification',
      'turnstile_check', 'turnstile_site_key', 'github_oauth', 'github_client_id', 'oidc_enabled', 'oidc_client_id',
      'oidc_authorization_endpoint', 'wechat_login', 'wechat_qrcode', 'telegram_oauth', 'telegram_bot_name',
      'linuxdo_oauth', 'linuxdo_client_id', 'demo_site_enabled', 'enable_online_topup', 'price', 'usd_exchange_rate',
      'default_use_auto_group',
    ]) {
      expect(status.body.data, key).toHaveProperty(key);
    }
    expect(status.body.data.quota_per_unit).toBe(500000);
    expect(status.body.data.system_name).toBe('New API');
  });

  it('setup run concurrently still creates one root', async () => {
    const other = await startTestServer();
    try {
      const api = new ApiClient(other.url);
      const body = { username: 'root', password: ROOT_PASSWORD, confirmPassword: ROOT_PASSWORD };
      const results = await Promise.all(Array.from({ length: 5 }, () => api.post('/api/setup', body)));
      expect(results.filter((r) => r.body.success).length).toBe(1);
      expect(await other.server.app.prisma.user.count()).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('sessions', () => {
  it('logs in by username or e-mail and enforces New-Api-User', async () => {
    const bob = await createUser(t, { username: 'bob', password: 'bob-password' });
    await t.server.app.prisma.user.update({ where: { id: bob.id }, data: { email: 'bob@example.com' } });

    const anon = new ApiClient(t.url);
    expect((await anon.post('/api/user/login', { username: '', password: '' })).body).toEqual({ success: false, message: '无效的参数' });
    expect((await anon.post('/api/user/login', { username: 'bob', password: 'wrong-pass' })).body.message).toBe('用户名或密码错误，或用户已被封禁');
    const byMail = await anon.post('/api/user/login', { username: 'bob@example.com', password: 'bob-password' });
    expect(byMail.body.data).toEqual({ id: bob.id, username: 'bob', display_name: 'bob', role: 1, status: 1, group: 'default' });
    const cookie = byMail.headers.getSetCookie().find((c) => c.startsWith('session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const noHeader = await anon.get('/api/user/self');
    expect(noHeader.status).toBe(401);
    expect(noHeader.body.message).toBe('无权进行此操作，未提供 New-Api-User');
    const wrongHeader = await anon.get('/api/user/self', { 'New-Api-User': String(bob.id + 100) });
    expect(wrongHeader.status).toBe(401);
    expect(wrongHeader.body.message).toBe('无权进行此操作，New-Api-User 与登录用户不匹配');
    const badHeader = await anon.get('/api/user/self', { 'New-Api-User': 'abc' });
    expect(badHeader.body.message).toBe('无权进行此操作，New-Api-User 格式错误');
    const self = await anon.get('/api/user/self', { 'New-Api-User': String(bob.id) });
    expect(self.body.data.username).toBe('bob');
    expect(self.body.data.password).toBe('');

    const out = await anon.get('/api/user/logout');
    expect(out.body.success).toBe(true);
    const after = await anon.get('/api/user/self', { 'New-Api-User': String(bob.id) });
    expect(after.status).toBe(401);
  });

  it('issues an access token accepted by /api and /graphql, refused once the user is banned', async () => {
    const carol = await createUser(t, { username: 'carol' });
    const token = (await carol.get('/api/user/token')).body.data as string;
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    const tokenClient = new ApiClient(t.url);
    const viaToken = await tokenClient.get('/api/user/self', { Authorization: token, 'New-Api-User': String(carol.id) });
    expect(viaToken.body.data.username).toBe('carol');
    const gql = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { username } }' }),
    }).then((r) => r.json());
    expect(gql.data.viewer.username).toBe('carol');
    const unknown = await tokenClient.get('/api/user/self', { Authorization: 'not-a-real-token', 'New-Api-User': String(carol.id) });
    expect(unknown.body).toEqual({ success: false, message: '无权进行此操作，access token 无效' });

    await t.server.app.prisma.user.update({ where: { id: carol.id }, data: { status: 2 } });
    expect((await carol.get('/api/user/self')).body).toEqual({ success: false, message: '用户已被封禁' });
    expect((await tokenClient.get('/api/user/self', { Authorization: token, 'New-Api-User': String(carol.id) })).body.success).toBe(false);
    const login = await new ApiClient(t.url).post('/api/user/login', { username: 'carol', password: 'password-123' });
    expect(login.body.success).toBe(false);
  });

  it('a soft-deleted user loses the session at once', async () => {
    const dave = await createUser(t, { username: 'dave' });
    expect((await dave.get('/api/user/self')).body.success).toBe(true);
    await t.server.app.prisma.user.update({ where: { id: dave.id }, data: { deletedAt: new Date() } });
    expect((await dave.get('/api/user/self')).body.success).toBe(false);
  });
});

describe('error contract', () => {
  it('answers malformed JSON, wrong types, oversized bodies and unknown routes with a 4xx envelope', async () => {
    const api = new ApiClient(t.url);
    const bad = await api.call('POST', '/api/user/login', '{not json');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toContain('JSON');
    const wrongType = await api.post('/api/user/login', { username: 5, password: [] });
    expect(wrongType.status).toBeLessThan(500);
    expect(wrongType.body.success).toBe(false);
    const huge = await api.call('POST', '/api/user/login', JSON.stringify({ username: 'x'.repeat(70 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body.success).toBe(false);
    const unknown = await api.get('/api/definitely/not/here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Invalid URL (GET /api/definitely/not/here)' });
    expect(unknown.text).not.toMatch(/at \w+ \(/);
    const trailing = await api.get('/api/status/');
    expect(trailing.body.success).toBe(true);
  });

  it('serves /healthz', async () => {
    const r = await fetch(`${t.url}/healthz`).then((x) => x.json());
    expect(r.status).toBe('ok');
    expect(r.database).toBe(t.db.kind);
  });
});
