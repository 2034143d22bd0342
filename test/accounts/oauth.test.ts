import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { startFakeHttp, type FakeHttp } from './fakes';

let t: TestServer;
let idp: FakeHttp;
beforeAll(async () => {
  t = await startTestServer();
  await setupRoot(t);
  idp = await startFakeHttp();
  const bearer = (h: Record<string, unknown>) => String(h.authorization ?? '');
  // GitHub
  idp.route('POST', '/login/oauth/access_token', (r) => {
    const b = JSON.parse(r.body) as { client_id: string; client_secret: string; code: string };
    const ok = b.client_id === 'gh-id' && b.client_secret === 'gh-secret';
    return { json: ok && b.code.startsWith('gh-') ? { access_token: `tok-${b.code}`, token_type: 'bearer' } : { error: 'bad_verification_code' } };
  });
  idp.route('GET', '/user', (r) => {
    const who = bearer(r.headers).replace('Bearer tok-gh-', '');
    return { json: { login: `octo-${who}`, name: `Octo ${who}`, email: `${who}@github.example` } };
  });
  // OIDC
  idp.route('GET', '/.well-known/openid-configuration', () => ({
    json: { issuer: idp.url, authorization_endpoint: `${idp.url}/authorize`, token_endpoint: `${idp.url}/oidc/token`, userinfo_endpoint: `${idp.url}/oidc/userinfo` },
  }));
  idp.route('POST', '/oidc/token', (r) => {
    const f = new URLSearchParams(r.body);
    const ok = f.get('grant_type') === 'authorization_code' && f.get('client_id') === 'oidc-id' && f.get('client_secret') === 'oidc-secret';
    return { json: ok ? { access_token: `oidc-${f.get('code')}`, token_type: 'Bearer' } : {} };
  });
  idp.route('GET', '/oidc/userinfo', (r) => {
    const code = bearer(r.headers).replace('Bearer oidc-', '');
    return { json: { sub: `sub-${code}`, email: `${code}@oidc.example`, name: 'OIDC Person', preferred_username: `pref${code}` } };
  });
  // LinuxDO
  idp.route('POST', '/linuxdo/token', (r) => {
    const ok = r.headers.authorization === `Basic ${Buffer.from('ldo-id:ldo-secret').toString('base64')}`;
    return { json: ok ? { access_token: `ldo-${new URLSearchParams(r.body).get('code')}` } : {} };
  });
  idp.route('GET', '/linuxdo/user', (r) => {
    const code = bearer(r.headers).replace('Bearer ldo-', '');
    return { json: { id: code === 'low' ? 7 : 4242, username: 'ldo', name: 'Linux Doer', active: true, trust_level: code === 'low' ? 0 : 2 } };
  });
  // WeChat auth server
  idp.route('GET', '/api/wechat/user', (r) => {
    if (r.headers.authorization !== 'wx-token') return { json: { success: false, message: '无权访问' } };
    const code = r.query.get('code');
    return { json: code === 'expired' ? { success: true, message: '', data: '' } : { success: true, message: '', data: `openid-${code}` } };
  });
  const o = t.server.app.options;
  for (const [k, v] of Object.entries({
    GitHubClientId: 'gh-id',
    GitHubClientSecret: 'gh-secret',
    GitHubOAuthTokenURL: `${idp.url}/login/oauth/access_token`,
    GitHubAPIBaseURL: idp.url,
    GitHubOAuthEnabled: 'true',
    'oidc.client_id': 'oidc-id',
    'oidc.client_secret': 'oidc-secret',
    'oidc.well_known': `${idp.url}/.well-known/openid-configuration`,
    'oidc.enabled': 'true',
    LinuxDOClientId: 'ldo-id',
    LinuxDOClientSecret: 'ldo-secret',
    LinuxDOTokenURL: `${idp.url}/linuxdo/token`,
    LinuxDOUserInfoURL: `${idp.url}/linuxdo/user`,
    LinuxDOMinimumTrustLevel: '1',
    LinuxDOOAuthEnabled: 'true',
    WeChatServerAddress: idp.url,
    WeChatServerToken: 'wx-token',
    WeChatAuthEnabled: 'true',
    TelegramBotToken: '123:bot-token',
    TelegramOAuthEnabled: 'true',
  })) {
    await o.set(k, v);
  }
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const prisma = () => t.server.app.prisma;

async function callback(api: ApiClient, provider: string, code: string, aff?: string) {
  const state = (await api.get(`/api/oauth/state${aff ? `?aff=${aff}` : ''}`)).body.data as string;
  expect(state).toMatch(/^[0-9A-Za-z]{12}$/);
  return api.get(`/api/oauth/${provider}?code=${code}&state=${state}`);
}

describe('OAuth state', () => {
  it('refuses a missing or foreign state with HTTP 403', async () => {
    const api = new ApiClient(t.url);
    const other = new ApiClient(t.url);
    const foreign = (await other.get('/api/oauth/state')).body.data;
    for (const path of ['/api/oauth/github?code=gh-a', `/api/oauth/github?code=gh-a&state=${foreign}`, `/api/oauth/oidc?code=x&state=${foreign}`]) {
      const r = await api.get(path);
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ success: false, message: 'state is empty or not same' });
    }
  });
});

describe('GitHub', () => {
  it('signs up (with the session aff code), logs in again, refuses deleted and disabled', async () => {
    await t.server.app.options.set('QuotaForInvitee', '77');
    const inviter = await createUser(t, { username: 'ghinviter' });
    const aff = (await inviter.get('/api/user/aff')).body.data;
    const api = new ApiClient(t.url);
    const max = (await prisma().user.aggregate({ _max: { id: true } }))._max.id!;
    const r = await callback(api, 'github', 'gh-one', aff);
    expect(r.body.success).toBe(true);
    expect(r.body.message).toBe('');
    expect(r.body.data).toMatchObject({ username: `github_${max + 1}`, display_name: 'Octo one', role: 1, status: 1 });
    const u = await prisma().user.findUniqueOrThrow({ where: { id: r.body.data.id } });
    expect(u).toMatchObject({ githubId: 'octo-one', email: 'one@github.example', inviterId: inviter.id, quota: 77n });
    await t.server.app.options.set('QuotaForInvitee', '0');
    // The session now belongs to that user.
    api.userId = u.id;
    expect((await api.get('/api/user/self')).body.data.username).toBe(u.username);

    const again = await callback(new ApiClient(t.url), 'github', 'gh-one');
    expect(again.body.data.id).toBe(u.id);

    await prisma().user.update({ where: { id: u.id }, data: { status: 2 } });
    expect((await callback(new ApiClient(t.url), 'github', 'gh-one')).body).toEqual({ success: false, message: '用户已被封禁' });
    await prisma().user.update({ where: { id: u.id }, data: { status: 1, deletedAt: new Date() } });
    expect((await callback(new ApiClient(t.url), 'github', 'gh-one')).body).toEqual({ success: false, message: '用户已注销' });

    const bad = await callback(new ApiClient(t.url), 'github', 'not-gh');
    expect(bad.body).toEqual({ success: false, message: '返回值非法，用户字段为空，请稍后重试！' });
  });

  it('binds to the logged-in user and refuses a second binding', async () => {
    const me = await createUser(t, { username: 'ghbinder' });
    const r = await callback(me, 'github', 'gh-bind');
    expect(r.body).toEqual({ success: true, message: 'bind', data: null });
    expect((await prisma().user.findUniqueOrThrow({ where: { id: me.id } })).githubId).toBe('octo-bind');
    const other = await createUser(t, { username: 'ghbinder2' });
    expect((await callback(other, 'github', 'gh-bind')).body).toEqual({ success: false, message: '该 GitHub 账户已被绑定' });
  });

  it('is refused when disabled, and sign-up when registration is closed', async () => {
    await t.server.app.options.set('GitHubOAuthEnabled', 'false');
    expect((await callback(new ApiClient(t.url), 'github', 'gh-two')).body).toEqual({ success: false, message: '管理员未开启通过 GitHub 登录以及注册' });
    await t.server.app.options.set('GitHubOAuthEnabled', 'true');
    await t.server.app.options.set('RegisterEnabled', 'false');
    expect((await callback(new ApiClient(t.url), 'github', 'gh-two')).body).toEqual({ success: false, message: '管理员关闭了新用户注册' });
    await t.server.app.options.set('RegisterEnabled', 'true');
  });
});

describe('OIDC and LinuxDO', () => {
  it('OIDC discovers endpoints, exchanges the code, uses preferred_username', async () => {
    const r = await callback(new ApiClient(t.url), 'oidc', 'x1');
    expect(r.body.data).toMatchObject({ username: 'prefx1', display_name: 'OIDC Person' });
    const tokenCall = idp.requests.find((q) => q.path === '/oidc/token')!;
    expect(new URLSearchParams(tokenCall.body).get('redirect_uri')).toBe('http://localhost:3000/oauth/oidc');
    expect((await prisma().user.findUniqueOrThrow({ where: { username: 'prefx1' } })).oidcId).toBe('sub-x1');
    const me = await createUser(t, { username: 'oidcbind' });
    expect((await callback(me, 'oidc', 'x1')).body.message).toBe('该 OIDC 账户已被绑定');
    expect((await callback(me, 'oidc', 'x2')).body.message).toBe('bind');
  });

  it('LinuxDO with Basic client auth and the trust-level floor', async () => {
    const r = await callback(new ApiClient(t.url), 'linuxdo', 'hi');
    expect(r.body.data.username).toMatch(/^linuxdo_\d+$/);
    expect(r.body.data.display_name).toBe('Linux Doer');
    expect((await callback(new ApiClient(t.url), 'linuxdo', 'low')).body.message).toBe('信任等级未达到管理员设置的最低信任等级');
    const me = await createUser(t, { username: 'ldobind' });
    expect((await callback(me, 'linuxdo', 'hi')).body.message).toBe('该 Linux DO 账户已被绑定');
  });
});

describe('WeChat', () => {
  it('logs in by code, binds by code', async () => {
    const api = new ApiClient(t.url);
    const r = await api.get('/api/oauth/wechat?code=123456');
    expect(r.body.data.username).toMatch(/^wechat_\d+$/);
    expect(r.body.data.display_name).toBe('WeChat User');
    expect((await new ApiClient(t.url).get('/api/oauth/wechat?code=123456')).body.data.id).toBe(r.body.data.id);
    expect((await new ApiClient(t.url).get('/api/oauth/wechat?code=expired')).body).toEqual({ success: false, message: '验证码错误或已过期' });
    const me = await createUser(t, { username: 'wxbind' });
    expect((await me.get('/api/oauth/wechat/bind?code=123456')).body.message).toBe('该微信账号已被绑定');
    expect((await me.get('/api/oauth/wechat/bind?code=777')).body).toEqual({ success: true, message: '', data: null });
    expect((await prisma().user.findUniqueOrThrow({ where: { id: me.id } })).wechatId).toBe('openid-777');
  });
});

describe('Telegram', () => {
  const sign = (fields: Record<string, string>, token = '123:bot-token') => {
    const data = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('\n');
    const hash = createHmac('sha256', createHash('sha256').update(token).digest()).update(data).digest('hex');
    return new URLSearchParams({ ...fields, hash }).toString();
  };
  const widget = (id: string, authDate = Math.floor(Date.now() / 1000)) => ({ id, first_name: 'Tele', username: 'tele', auth_date: String(authDate) });

  it('binds with a signed widget (302 to /setting) and logs in with it', async () => {
    const anon = new ApiClient(t.url);
    expect((await anon.get(`/api/oauth/telegram/login?${sign(widget('555'))}`)).body).toEqual({ success: false, message: '该 Telegram 账户未绑定' });
    const me = await createUser(t, { username: 'tgbind' });
    const bound = await me.get(`/api/oauth/telegram/bind?${sign(widget('555'))}`);
    expect(bound.status).toBe(302);
    expect(bound.headers.get('location')).toBe('/setting');
    const r = await anon.get(`/api/oauth/telegram/login?${sign(widget('555'))}`);
    expect(r.body.data).toMatchObject({ id: me.id, username: 'tgbind' });
    const other = await createUser(t, { username: 'tgbind2' });
    expect((await other.get(`/api/oauth/telegram/bind?${sign(widget('555'))}`)).body.message).toBe('该 Telegram 账户已被绑定');
  });

  it('rejects a wrong hash, another bot token, a tampered field and a stale auth_date', async () => {
    const anon = new ApiClient(t.url);
    const tampered = sign(widget('555')).replace('first_name=Tele', 'first_name=Evil');
    for (const q of [sign(widget('555'), 'other:token'), tampered, sign(widget('555', Math.floor(Date.now() / 1000) - 86401)), 'id=555&auth_date=1']) {
      expect((await anon.get(`/api/oauth/telegram/login?${q}`)).body).toEqual({ success: false, message: '无效的请求' });
    }
    await t.server.app.options.set('TelegramOAuthEnabled', 'false');
    expect((await anon.get(`/api/oauth/telegram/login?${sign(widget('555'))}`)).body.message).toBe('管理员未开启通过 Telegram 登录以及注册');
    await t.server.app.options.set('TelegramOAuthEnabled', 'true');
  });
});
