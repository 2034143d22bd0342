import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { maybeWarnQuota } from '../../server/domain/user/quota-warning';
import { MemoryExpiringStore, setStore } from '../../server/domain/user/expiring-store';
import { startFakeHttp, startSmtp, useSmtp, type FakeHttp, type FakeSmtp } from './fakes';
import { createChannel, createToken, settled } from '../helpers/relay-fixtures';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';

let t: TestServer;
let smtp: FakeSmtp;
let hook: FakeHttp;
let now = Date.now();
beforeAll(async () => {
  t = await startTestServer();
  await setupRoot(t);
  smtp = await startSmtp();
  await useSmtp(t, smtp);
  hook = await startFakeHttp();
  hook.route('POST', '/hook', () => ({ json: { ok: true } }));
  setStore(t.server.app, new MemoryExpiringStore(() => now));
  await t.server.app.options.set('NotifyWebhookAllowHttp', 'true');
  await t.server.app.options.set('ServerAddress', 'https://gw.example.com');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await hook?.close();
});

const app = () => t.server.app;

describe('quota warning', () => {
  it('posts a signed webhook once per 2 hours when below the user threshold', async () => {
    const u = await createUser(t, { username: 'hooked' });
    await u.put('/api/user/setting', { notify_type: 'webhook', quota_warning_threshold: 5000, webhook_url: `${hook.url}/hook`, webhook_secret: 'whsec' });

    expect(await maybeWarnQuota(app(), u.id, 10_000n, 4_000n)).toBe(false); // 6000 left ≥ 5000
    expect(await maybeWarnQuota(app(), u.id, 10_000n, 6_000n)).toBe(true);
    const calls = hook.requests.filter((r) => r.path === '/hook');
    expect(calls).toHaveLength(1);
    const body = JSON.parse(calls[0].body);
    expect(body).toMatchObject({ type: 'quota_exceed', title: '您的额度即将用尽', values: ['您的额度即将用尽', '＄0.008000 额度', 'https://gw.example.com/topup', 'https://gw.example.com/topup'] });
    expect(body.content).toContain('当前剩余额度为 ＄0.008000 额度');
    expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(calls[0].headers['x-webhook-signature']).toBe(createHmac('sha256', 'whsec').update(calls[0].body).digest('hex'));

    expect(await maybeWarnQuota(app(), u.id, 100n, 50n)).toBe(false);
    now += 2 * 3600_000 - 1000;
    expect(await maybeWarnQuota(app(), u.id, 100n, 50n)).toBe(false);
    now += 2000;
    expect(await maybeWarnQuota(app(), u.id, 100n, 50n)).toBe(true);
    expect(hook.requests.filter((r) => r.path === '/hook')).toHaveLength(2);
  });

  it('warns after a relay call that takes the balance below the threshold, not before', async () => {
    const mock = await startOpenAIMock();
    try {
      const u = await createUser(t, { username: 'relaywarn', quota: 2_000_000 });
      await u.put('/api/user/setting', { notify_type: 'webhook', quota_warning_threshold: 1_999_995, webhook_url: `${hook.url}/relayhook`, webhook_secret: 'whsec' });
      hook.route('POST', '/relayhook', () => ({ json: { ok: true } }));
      await createChannel(t, { name: 'warn-ch', baseUrl: mock.url, models: ['gpt-4o-mini'] });
      const token = await createToken(t, u.id);
      const call = () =>
        fetch(`${t.url}/v1/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token.sk}`, 'content-type': 'application/json' },
          body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x'.repeat(4000) }] }),
        });
      const hooked = () => hook.requests.filter((r) => r.path === '/relayhook').length;
      // Each call costs a little quota; calls go on until the balance is under the threshold.
      let calls = 0;
      for (; calls < 40 && hooked() === 0; calls++) {
        expect((await call()).status).toBe(200);
        await settled(t);
        for (let i = 0; i < 20 && hooked() === 0; i++) await new Promise((r) => setTimeout(r, 10));
      }
      expect(hooked()).toBe(1);
      expect(calls).toBeGreaterThan(1);
      const user = await app().prisma.user.findUniqueOrThrow({ where: { id: u.id } });
      expect(Number(user.quota)).toBeLessThan(1_999_995);
      expect(JSON.parse(hook.requests.find((r) => r.path === '/relayhook')!.body)).toMatchObject({ type: 'quota_exceed' });
    } finally {
      await mock.close();
    }
  });

  it('mails notification_email, else the account e-mail; falls back to QuotaRemindThreshold', async () => {
    const a = await createUser(t, { username: 'mailwarn' });
    await app().prisma.user.update({ where: { id: a.id }, data: { email: 'acct@example.com' } });
    await app().options.set('QuotaRemindThreshold', '1000');
    expect(await maybeWarnQuota(app(), a.id, 1500n, 400n)).toBe(false);
    expect(await maybeWarnQuota(app(), a.id, 1500n, 600n)).toBe(true);
    const m = await smtp.next('acct@example.com');
    expect(m.subject).toBe('您的额度即将用尽');
    expect(m.body).toContain("充值链接：<a href='https://gw.example.com/topup'>");

    const b = await createUser(t, { username: 'mailwarn2' });
    await b.put('/api/user/setting', { notify_type: 'email', quota_warning_threshold: 100, notification_email: 'notify@example.com' });
    expect(await maybeWarnQuota(app(), b.id, 150n, 60n)).toBe(true);
    expect((await smtp.next('notify@example.com')).body).toContain('当前剩余额度为 ＄0.000180 额度');
  });

  it('requires https unless the switch is on, and never throws', async () => {
    const u = await createUser(t, { username: 'insecure' });
    await u.put('/api/user/setting', { notify_type: 'webhook', quota_warning_threshold: 5000, webhook_url: `${hook.url}/hook` });
    await app().options.set('NotifyWebhookAllowHttp', 'false');
    const before = hook.requests.length;
    expect(await maybeWarnQuota(app(), u.id, 10n, 5n)).toBe(false);
    expect(hook.requests.length).toBe(before);
    await app().options.set('NotifyWebhookAllowHttp', 'true');
    // A receiver that fails: no exception, and the next settlement may retry.
    await app().prisma.user.update({ where: { id: u.id }, data: { setting: JSON.stringify({ notify_type: 'webhook', quota_warning_threshold: 5000, webhook_url: `${hook.url}/missing` }) } });
    expect(await maybeWarnQuota(app(), u.id, 10n, 5n)).toBe(false);
    await app().prisma.user.update({ where: { id: u.id }, data: { setting: JSON.stringify({ notify_type: 'webhook', quota_warning_threshold: 5000, webhook_url: `${hook.url}/hook` }) } });
    expect(await maybeWarnQuota(app(), u.id, 10n, 5n)).toBe(true);
    expect(await maybeWarnQuota(app(), 999_999, 10n, 5n)).toBe(false);
  });
});
