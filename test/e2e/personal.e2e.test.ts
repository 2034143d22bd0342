import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannel } from '../helpers/relay-fixtures';
import { setupRoot } from '../helpers/test-server';
import { startConsole, toastTexts, waitForPath, type ConsoleHarness } from './helpers';

// Personal settings end to end as a normal user: balance and models, notification settings kept
// across a reload, access token, password change, account deletion.

let h: ConsoleHarness;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
// An antd input's test id lands on the <input> or on its wrapper, depending on the widget.
const input = (id: string) => h.page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();
const USER = { username: 'bob01', password: 'bob-password-1' };
const NEW_PASSWORD = 'bob-password-2';
const MODELS = Array.from({ length: 12 }, (_v, i) => `model-${String(i).padStart(2, '0')}`);

beforeAll(async () => {
  h = await startConsole();
  h.page.setDefaultTimeout(15_000);
  await setupRoot(h.server);
  const prisma = h.server.server.app.prisma;
  const bcrypt = await import('bcryptjs');
  await prisma.user.create({
    data: { username: USER.username, password: bcrypt.hashSync(USER.password, 4), displayName: 'Bob', quota: 2_500_000n, usedQuota: 500_000n, requestCount: 7, group: 'default', affCount: 3, affQuota: 1_500_000n, affHistory: 1_500_000n },
  });
  await createChannel(h.server, { name: 'models', baseUrl: 'http://127.0.0.1:9', models: MODELS });
  // GitHub login on: the bindings tab offers a bind action through the OAuth state flow.
  await h.server.server.app.options.set('GitHubOAuthEnabled', 'true');
  await h.server.server.app.options.set('GitHubClientId', 'gh-client-id');
});
afterAll(async () => {
  await h?.close();
});

const dbUser = () => h.server.server.app.prisma.user.findUniqueOrThrow({ where: { username: USER.username } });
const tab = (name: RegExp) => h.page.getByRole('tab', { name });

async function login(password: string) {
  const page = h.page;
  await page.goto(h.url('/login'));
  await page.getByPlaceholder('用户名/邮箱').fill(USER.username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByTestId('login-submit').click();
  await waitForPath(page, '/token');
}

describe('personal settings', () => {
  it('shows balance, usage and the models (collapsed after 10)', async () => {
    const page = h.page;
    await login(USER.password);
    await page.goto(h.url('/personal'));
    const stats = page.getByTestId('personal-stats');
    await stats.waitFor();
    const text = await stats.innerText();
    expect(text).toContain('$5.00'); // 2,500,000 / 500,000
    expect(text).toContain('$1.00');
    expect(text).toContain('7');
    const models = page.getByTestId('personal-models');
    expect(await models.locator('.ant-tag').count()).toBe(10);
    await models.getByTestId('models-toggle').click();
    expect(await models.locator('.ant-tag').count()).toBe(12);
    expect(await models.innerText()).toContain('model-11');
    await models.getByTestId('models-toggle').click();
    expect(await models.locator('.ant-tag').count()).toBe(10);
    // The referral link carries the user's code.
    const u = await dbUser();
    expect(u.affCode).toMatch(/^\w{4}$/);
    expect(await input('aff-link').inputValue()).toMatch(new RegExp(`/register\\?aff=${u.affCode}$`));
    await page.waitForTimeout(300);
    await h.screenshot('personal-overview');
  });

  it('transfers referral quota to the balance (at least one unit)', async () => {
    const page = h.page;
    const aff = page.getByTestId('personal-affiliate');
    expect(await aff.innerText()).toContain('$3.00');
    await aff.getByTestId('aff-transfer').click();
    await input('aff-amount').fill('100000');
    await page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => toastTexts(page)).toContain('划转金额最低为 $1.00');
    await input('aff-amount').fill('1000000');
    await page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => toastTexts(page)).toContain('划转成功');
    // Balance $5 + $2; pending $3 - $2.
    await poll(() => page.getByTestId('personal-stats').innerText()).toContain('$7.00');
    expect(await aff.innerText()).toContain('$1.00');
    const u = await dbUser();
    expect([u.quota, u.affQuota]).toEqual([3_500_000n, 500_000n]);
  });

  it('opens the same page on /user/edit', async () => {
    await h.page.goto(h.url('/user/edit'));
    await h.page.getByTestId('personal-stats').waitFor();
    expect(await h.page.getByTestId('personal-stats').innerText()).toContain('$7.00');
  });

  it('shows the bindings tab', async () => {
    const page = h.page;
    await tab(/账户绑定/).click();
    const bindings = page.getByTestId('personal-bindings');
    await bindings.waitFor();
    expect(await bindings.getByTestId('binding-email').innerText()).toContain('未绑定');
    // Bind e-mail needs both the address and the code.
    await bindings.getByTestId('bind-email-open').click();
    await page.locator('.ant-modal:visible').getByRole('button', { name: /绑\s*定/ }).click();
    await poll(() => toastTexts(page)).toContain('请输入邮箱和验证码！');
    await page.keyboard.press('Escape');
    expect(await bindings.getByTestId('binding-github').innerText()).toContain('未绑定');
    await page.waitForTimeout(300);
    await h.screenshot('personal-bindings');
    // Bind GitHub: GET /api/oauth/state, then the provider's page with that state (stubbed here).
    let authorizeUrl = '';
    await page.route('https://github.com/**', (route) => {
      authorizeUrl = route.request().url();
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>github stub</p>' });
    });
    await bindings.getByTestId('bind-github').click();
    await page.getByText('github stub').waitFor();
    const url = new URL(authorizeUrl);
    expect(url.pathname).toBe('/login/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('gh-client-id');
    expect(url.searchParams.get('state')).toMatch(/^\w{12}$/);
    await page.goto(h.url('/personal'));
    await tab(/账户绑定/).click();
  });

  it('changes notification settings and keeps them after a reload', async () => {
    const page = h.page;
    await tab(/通知设置/).click();
    const form = page.getByTestId('notification-tab');
    await form.waitFor();
    // Default threshold 500000, e-mail notification.
    expect(await input('notify-threshold').inputValue()).toBe('500000');
    await form.getByText('Webhook通知').click();
    await input('notify-webhook-url').fill('http://example.com/hook');
    await form.getByTestId('notify-save').click();
    await form.getByText('Webhook地址必须以https://开头').first().waitFor();
    await input('notify-webhook-url').fill('https://example.com/hook');
    await input('notify-webhook-secret').fill('s3cret');
    const threshold = input('notify-threshold');
    await threshold.click();
    await page.locator('.ant-select-dropdown:visible').getByText('5 $ (1000000)').click();
    expect(await threshold.inputValue()).toBe('1000000');
    await page.waitForTimeout(200);
    await h.screenshot('personal-notification');
    await form.getByTestId('notify-save').click();
    await poll(() => toastTexts(page)).toContain('设置已更新');
    const setting = JSON.parse((await dbUser()).setting);
    expect(setting).toMatchObject({ notify_type: 'webhook', webhook_url: 'https://example.com/hook', webhook_secret: 's3cret', quota_warning_threshold: 1000000 });
    await page.reload();
    await tab(/通知设置/).click();
    await form.waitFor();
    expect(await input('notify-webhook-url').inputValue()).toBe('https://example.com/hook');
    expect(await input('notify-threshold').inputValue()).toBe('1000000');
    expect(await form.getByRole('radio', { name: 'Webhook通知' }).isChecked()).toBe(true);
    // The secret is never sent back; an empty field keeps it.
    expect(await input('notify-webhook-secret').inputValue()).toBe('');
  });

  it('switches the price setting', async () => {
    const page = h.page;
    await tab(/价格设置/).click();
    const sw = page.getByTestId('accept-unset-price');
    await sw.waitFor();
    expect(await sw.getAttribute('aria-checked')).toBe('false');
    await sw.click();
    await poll(() => sw.getAttribute('aria-checked')).toBe('true');
    await poll(async () => JSON.parse((await dbUser()).setting).accept_unset_model_ratio_model).toBe(true);
    // The notification settings saved before are kept.
    expect(JSON.parse((await dbUser()).setting)).toMatchObject({ notify_type: 'webhook', webhook_secret: 's3cret' });
    await page.waitForTimeout(200);
    await h.screenshot('personal-price');
  });

  it('generates a system access token', async () => {
    const page = h.page;
    await tab(/安全设置/).click();
    await page.getByTestId('generate-access-token').click();
    const field = input('access-token');
    await field.waitFor();
    const token = await field.inputValue();
    expect(token.length).toBeGreaterThanOrEqual(28);
    expect((await dbUser()).accessToken).toBe(token);
    // The token works on the management API.
    const me = await fetch(h.url('/api/user/self'), { headers: { Authorization: token, 'New-Api-User': String((await dbUser()).id) } }).then((r) => r.json());
    expect(me.data.username).toBe(USER.username);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
    await h.screenshot('personal-security');
  });

  it('changes the password and logs in with the new one', async () => {
    const page = h.page;
    await page.getByTestId('change-password').click();
    const form = page.getByTestId('password-form');
    await form.getByLabel('原密码').fill('wrong-password');
    await form.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('确认新密码').fill('something-else');
    await page.getByTestId('password-ok').click();
    await form.getByText('两次输入的密码不一致').waitFor();
    await form.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await page.getByTestId('password-ok').click();
    await poll(() => toastTexts(page)).toContain('原密码错误');
    await form.getByLabel('原密码').fill(USER.password);
    await page.getByTestId('password-ok').click();
    await poll(() => toastTexts(page)).toContain('密码修改成功！');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await waitForPath(page, '/login');
    await login(NEW_PASSWORD);
  });

  it('deletes the account only with the exact username', async () => {
    const page = h.page;
    await page.goto(h.url('/personal'));
    await tab(/安全设置/).click();
    await page.getByTestId('delete-account').click();
    await input('delete-account-name').fill('bob');
    await page.getByTestId('delete-account-ok').click();
    await poll(() => toastTexts(page)).toContain('请输入你的账户名以确认删除！');
    expect((await dbUser()).deletedAt).toBeNull();
    await input('delete-account-name').fill(USER.username);
    await page.getByTestId('delete-account-ok').click();
    await waitForPath(page, '/login');
    expect((await dbUser()).deletedAt).not.toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  it('renders in dark theme and English', async () => {
    const page = h.page;
    // A fresh user for the picture, logged in with English and the dark theme stored.
    const bcrypt = await import('bcryptjs');
    await h.server.server.app.prisma.user.create({
      data: { username: 'carol01', password: bcrypt.hashSync('carol-password-1', 4), displayName: 'Carol', quota: 12_345_678n, group: 'default' },
    });
    await page.evaluate(() => {
      localStorage.setItem('i18nextLng', 'en');
      localStorage.setItem('theme-mode', 'dark');
    });
    await page.goto(h.url('/login'));
    await page.getByPlaceholder('Username / e-mail').fill('carol01');
    await page.getByPlaceholder('Password').fill('carol-password-1');
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/token');
    await page.goto(h.url('/personal'));
    await page.getByTestId('personal-stats').waitFor();
    expect(await page.getByTestId('personal-stats').innerText()).toContain('Balance');
    expect(await page.getByTestId('personal-stats').innerText()).toContain('$24.69');
    await page.waitForTimeout(500);
    await h.screenshot('personal-dark-en');
  });
});
