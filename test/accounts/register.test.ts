import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { MemoryExpiringStore, setStore } from '../../server/domain/user/expiring-store';
import { MemoryRateLimitStore, RateLimiter } from '../../server/auth/rate-limit';
import { startFakeHttp, startSmtp, useSmtp, type FakeHttp, type FakeSmtp } from './fakes';

let t: TestServer;
let smtp: FakeSmtp;
beforeAll(async () => {
  t = await startTestServer();
  await setupRoot(t);
  smtp = await startSmtp();
  await useSmtp(t, smtp);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const opt = (k: string, v: string) => t.server.app.options.set(k, v);
const row = (username: string) => t.server.app.prisma.user.findUniqueOrThrow({ where: { username } });
const logsOf = (userId: number) => t.server.app.prisma.log.findMany({ where: { userId }, orderBy: { id: 'asc' } });

describe('register', () => {
  it('creates a common user with a bcrypt-10 hash who can then log in', async () => {
    const api = new ApiClient(t.url);
    const r = await api.post('/api/user/register', { username: 'alice', password: 'alice-pass-1', password2: 'alice-pass-1' });
    expect(r.body).toEqual({ success: true, message: '', data: null });
    const u = await row('alice');
    expect(u).toMatchObject({ role: 1, status: 1, displayName: 'alice', group: 'default', quota: 0n });
    expect(u.password).toMatch(/^\$2[aby]\$10\$/);
    expect(u.affCode).toMatch(/^[0-9A-Za-z]{4}$/);
    const me = await new ApiClient(t.url).login('alice', 'alice-pass-1');
    expect(me.username).toBe('alice');
  });

  it('validates lengths, confirmation and uniqueness (soft-deleted names stay taken)', async () => {
    const api = new ApiClient(t.url);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: 'thirteen-char', password: 'password-1' }, "输入不合法 Key: 'User.Username' Error:Field validation for 'Username' failed on the 'max' tag"],
      [{ username: 'shortpw', password: '1234567' }, "输入不合法 Key: 'User.Password' Error:Field validation for 'Password' failed on the 'min' tag"],
      [{ username: 'longpw', password: 'x'.repeat(21) }, "输入不合法 Key: 'User.Password' Error:Field validation for 'Password' failed on the 'max' tag"],
      [{ username: 'mismatch', password: 'password-1', password2: 'password-2' }, '两次输入的密码不一致'],
      [{ username: 'alice', password: 'password-1' }, '用户名已存在，或已注销'],
      [{ username: 12, password: 'password-1' }, '无效的参数'],
    ];
    for (const [body, message] of cases) expect((await api.post('/api/user/register', body)).body, JSON.stringify(body)).toEqual({ success: false, message });

    const gone = await createUser(t, { username: 'gone' });
    await t.server.app.prisma.user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    expect((await api.post('/api/user/register', { username: 'gone', password: 'password-1' })).body.message).toBe('用户名已存在，或已注销');
    // Exactly 8 and 20 characters, 12-char name: accepted.
    expect((await api.post('/api/user/register', { username: 'twelve-chars', password: '12345678' })).body.success).toBe(true);
    expect((await api.post('/api/user/register', { username: 'pw20', password: 'x'.repeat(20) })).body.success).toBe(true);
  });

  it('honours RegisterEnabled and PasswordRegisterEnabled', async () => {
    const api = new ApiClient(t.url);
    await opt('RegisterEnabled', 'false');
    expect((await api.post('/api/user/register', { username: 'closed', password: 'password-1' })).body).toEqual({ success: false, message: '管理员关闭了新用户注册' });
    await opt('RegisterEnabled', 'true');
    await opt('PasswordRegisterEnabled', 'false');
    expect((await api.post('/api/user/register', { username: 'closed', password: 'password-1' })).body.message).toBe(
      '管理员关闭了通过密码进行注册，请使用第三方账户验证的形式进行注册',
    );
    await opt('PasswordRegisterEnabled', 'true');
  });

  it('grants QuotaForNewUser and the invitation rewards, with system logs', async () => {
    await opt('QuotaForNewUser', '1000');
    await opt('QuotaForInviter', '2000');
    await opt('QuotaForInvitee', '500');
    try {
      const inviter = await createUser(t, { username: 'inviter', quota: 7 });
      const code = (await inviter.get('/api/user/aff')).body.data as string;
      expect(code).toMatch(/^[0-9A-Za-z]{4}$/);
      expect((await inviter.get('/api/user/aff')).body.data).toBe(code);

      const r = await new ApiClient(t.url).post('/api/user/register', { username: 'invitee', password: 'password-1', aff_code: code });
      expect(r.body.success).toBe(true);
      const invitee = await row('invitee');
      expect(invitee.quota).toBe(1500n);
      expect(invitee.inviterId).toBe(inviter.id);
      expect((await logsOf(invitee.id)).map((l) => [l.type, l.content])).toEqual([
        [4, '新用户注册赠送 ＄0.002000 额度'],
        [4, '使用邀请码赠送 ＄0.001000 额度'],
      ]);
      const inv = await row('inviter');
      expect([inv.quota, inv.affCount, inv.affQuota, inv.affHistory]).toEqual([7n, 1, 2000n, 2000n]);
      expect((await logsOf(inv.id)).map((l) => [l.type, l.content])).toEqual([[4, '邀请用户赠送 ＄0.004000 额度']]);

      // Unknown code: no inviter, only the new-user grant.
      await new ApiClient(t.url).post('/api/user/register', { username: 'nocode', password: 'password-1', aff_code: 'zzzz' });
      expect((await row('nocode')).quota).toBe(1000n);
    } finally {
      await opt('QuotaForNewUser', '0');
      await opt('QuotaForInviter', '0');
      await opt('QuotaForInvitee', '0');
    }
  });
});

describe('e-mail verification', () => {
  it('mails a 6-char code that registers once', async () => {
    await opt('EmailVerificationEnabled', 'true');
    try {
      const api = new ApiClient(t.url);
      expect((await api.post('/api/user/register', { username: 'mailer', password: 'password-1' })).body.message).toBe('管理员开启了邮箱验证，请输入邮箱地址和验证码');
      const sent = await api.get('/api/verification?email=mailer@example.com');
      expect(sent.body).toEqual({ success: true, message: '', data: null });
      const mail = await smtp.next('mailer@example.com');
      expect(mail.subject).toBe('New API邮箱验证邮件');
      const code = /验证码为: <strong>([0-9a-f]{6})<\/strong>/.exec(mail.body)?.[1];
      expect(code).toBeDefined();
      expect(mail.body).toContain('验证码 10 分钟内有效');

      const wrong = await api.post('/api/user/register', { username: 'mailer', password: 'password-1', email: 'mailer@example.com', verification_code: 'abcdef' === code ? '000000' : 'abcdef' });
      expect(wrong.body.message).toBe('验证码错误或已过期');
      const good = await api.post('/api/user/register', { username: 'mailer', password: 'password-1', email: 'mailer@example.com', verification_code: code });
      expect(good.body.success).toBe(true);
      expect((await row('mailer')).email).toBe('mailer@example.com');
      const again = await api.post('/api/user/register', { username: 'mailer2', password: 'password-1', email: 'mailer@example.com', verification_code: code });
      expect(again.body.message).toBe('验证码错误或已过期');
      // The address is now taken.
      expect((await api.get('/api/verification?email=mailer@example.com')).body.message).toBe('邮箱地址已被占用');
    } finally {
      await opt('EmailVerificationEnabled', 'false');
    }
  });

  it('codes expire after 10 minutes', async () => {
    let now = Date.now();
    setStore(t.server.app, new MemoryExpiringStore(() => now));
    await opt('EmailVerificationEnabled', 'true');
    try {
      const api = new ApiClient(t.url);
      await api.get('/api/verification?email=late@example.com');
      const code = /<strong>(\w{6})<\/strong>/.exec((await smtp.next('late@example.com')).body)?.[1];
      now += 10 * 60_000 + 1;
      const r = await api.post('/api/user/register', { username: 'late', password: 'password-1', email: 'late@example.com', verification_code: code });
      expect(r.body.message).toBe('验证码错误或已过期');
    } finally {
      setStore(t.server.app, new MemoryExpiringStore());
      await opt('EmailVerificationEnabled', 'false');
    }
  });

  it('applies the domain whitelist and alias restriction', async () => {
    const api = new ApiClient(t.url);
    expect((await api.get('/api/verification?email=not-an-email')).body).toEqual({ success: false, message: '无效的参数' });
    await opt('EmailDomainRestrictionEnabled', 'true');
    await opt('EmailDomainWhitelist', 'good.com,qq.com');
    expect((await api.get('/api/verification?email=x@bad.com')).body.message).toMatch(/^The administrator has enabled the email domain name whitelist/);
    expect((await api.get('/api/verification?email=x@good.com')).body.success).toBe(true);
    await opt('EmailAliasRestrictionEnabled', 'true');
    expect((await api.get('/api/verification?email=a.b@good.com')).body.message).toBe('管理员已启用邮箱地址别名限制，您的邮箱地址由于包含特殊符号而被拒绝。');
    expect((await api.get('/api/verification?email=a+b@good.com'.replace('+', '%2B'))).body.message).toBe('管理员已启用邮箱地址别名限制，您的邮箱地址由于包含特殊符号而被拒绝。');
    await opt('EmailDomainRestrictionEnabled', 'false');
    await opt('EmailAliasRestrictionEnabled', 'false');
  });

  it('binds an e-mail to the logged-in user with a code', async () => {
    const u = await createUser(t, { username: 'binder' });
    await u.get('/api/verification?email=binder@example.com');
    const code = /<strong>(\w{6})<\/strong>/.exec((await smtp.next('binder@example.com')).body)?.[1];
    expect((await u.get(`/api/oauth/email/bind?email=binder@example.com&code=wrong1`)).body.message).toBe('验证码错误或已过期');
    expect((await u.get(`/api/oauth/email/bind?email=binder@example.com&code=${code}`)).body).toEqual({ success: true, message: '', data: null });
    expect((await row('binder')).email).toBe('binder@example.com');
    expect((await new ApiClient(t.url).get(`/api/oauth/email/bind?email=binder@example.com&code=${code}`)).status).toBe(401);
  });

  it('reports a missing SMTP configuration without a 5xx', async () => {
    await opt('SMTPServer', '');
    await opt('SMTPAccount', '');
    const r = await new ApiClient(t.url).get('/api/verification?email=nosmtp@example.com');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: false, message: 'SMTP 服务器未配置' });
    await useSmtp(t, smtp);
  });
});

describe('password reset', () => {
  it('mails a single-use link and sets a new 12-hex password', async () => {
    const u = await createUser(t, { username: 'forgetful', password: 'old-password' });
    await t.server.app.prisma.user.update({ where: { id: u.id }, data: { email: 'forgetful@example.com' } });
    await opt('ServerAddress', 'https://gw.example.com/');
    const api = new ApiClient(t.url);
    expect((await api.get('/api/reset_password?email=nobody@example.com')).body).toEqual({ success: false, message: '该邮箱地址未注册' });
    expect((await api.get('/api/reset_password?email=forgetful@example.com')).body.success).toBe(true);
    const mail = await smtp.next('forgetful@example.com');
    expect(mail.subject).toBe('New API密码重置');
    const m = /https:\/\/gw\.example\.com\/user\/reset\?email=([^&]+)&token=([0-9a-f]{32})/.exec(mail.body);
    expect(m).not.toBeNull();
    const [email, token] = [decodeURIComponent(m![1]), m![2]];
    expect(email).toBe('forgetful@example.com');

    expect((await api.post('/api/user/reset', { email, token: 'f'.repeat(32) })).body).toEqual({ success: false, message: '重置链接非法或已过期' });
    const r = await api.post('/api/user/reset', { email, token });
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatch(/^[0-9a-f]{12}$/);
    const hash = (await row('forgetful')).password;
    expect(await bcrypt.compare(r.body.data, hash)).toBe(true);
    await new ApiClient(t.url).login('forgetful', r.body.data);
    expect((await api.post('/api/user/reset', { email, token })).body.message).toBe('重置链接非法或已过期');
    expect((await api.post('/api/user/reset', { email: '', token: '' })).body.message).toBe('无效的参数');
  });
});

describe('turnstile', () => {
  let cf: FakeHttp;
  beforeAll(async () => {
    cf = await startFakeHttp();
    cf.route('POST', '/siteverify', (req) => {
      const form = new URLSearchParams(req.body);
      return { json: { success: form.get('secret') === 'ts-secret' && form.get('response') === 'good-token' } };
    });
  });
  afterAll(async () => cf?.close());

  it('checks register, login, verification and reset once per session', async () => {
    await opt('TurnstileSecretKey', 'ts-secret');
    await opt('TurnstileVerifyURL', `${cf.url}/siteverify`);
    await opt('TurnstileCheckEnabled', 'true');
    try {
      const api = new ApiClient(t.url);
      for (const call of [
        () => api.post('/api/user/register', { username: 'human', password: 'password-1' }),
        () => api.post('/api/user/login', { username: 'alice', password: 'alice-pass-1' }),
        () => api.get('/api/verification?email=h@example.com'),
        () => api.get('/api/reset_password?email=h@example.com'),
      ]) {
        expect((await call()).body).toEqual({ success: false, message: 'Turnstile token 为空' });
      }
      expect((await api.post('/api/user/register?turnstile=bad-token', { username: 'human', password: 'password-1' })).body).toEqual({
        success: false,
        message: 'Turnstile 校验失败，请刷新重试！',
      });
      const before = cf.requests.length;
      expect((await api.post('/api/user/register?turnstile=good-token', { username: 'human', password: 'password-1' })).body.success).toBe(true);
      // Checked once: the session remembers it.
      expect((await api.post('/api/user/register', { username: 'human2', password: 'password-1' })).body.success).toBe(true);
      expect((await api.post('/api/user/login', { username: 'human', password: 'password-1' })).body.success).toBe(true);
      expect(cf.requests.length).toBe(before + 1);
      // The GraphQL login mutation applies the same check.
      const gql = new ApiClient(t.url);
      const refused = await gql.graphql('mutation { login(input: {username: "human", password: "password-1"}) { username } }');
      expect(refused.errors?.[0].message).toBe('Turnstile token 为空');
      const passed = await gql.graphql('mutation { login(input: {username: "human", password: "password-1", turnstile: "good-token"}) { username } }');
      expect(passed.data.login.username).toBe('human');
    } finally {
      await opt('TurnstileCheckEnabled', 'false');
    }
  });
});

describe('critical rate limit', () => {
  it('applies to register, verification, reset, user/reset, e-mail bind and oauth routes', async () => {
    const s = await startTestServer({ CRITICAL_RATE_LIMIT: '2' });
    try {
      const calls: Array<(api: ApiClient) => Promise<{ status: number }>> = [
        (a) => a.post('/api/user/register', { username: 'x', password: 'password-1' }),
        (a) => a.get('/api/verification?email=a@b.co'),
        (a) => a.get('/api/reset_password?email=a@b.co'),
        (a) => a.post('/api/user/reset', {}),
        (a) => a.get('/api/oauth/email/bind?email=a@b.co&code=1'),
        (a) => a.get('/api/oauth/state'),
        (a) => a.get('/api/oauth/github'),
        (a) => a.get('/api/oauth/oidc'),
        (a) => a.get('/api/oauth/linuxdo'),
        (a) => a.get('/api/oauth/wechat'),
        (a) => a.get('/api/oauth/telegram/login'),
      ];
      for (const call of calls) {
        // A fresh budget per route, so each 429 proves that route is limited.
        s.server.app.limiter = new RateLimiter(new MemoryRateLimitStore());
        const api = new ApiClient(s.url);
        const statuses = [(await call(api)).status, (await call(api)).status, (await call(api)).status];
        expect(statuses, call.toString()).toEqual([statuses[0], statuses[1], 429]);
        expect(statuses[0]).not.toBe(429);
      }
      expect((await new ApiClient(s.url).get('/api/status')).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});

