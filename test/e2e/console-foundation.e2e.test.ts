import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsole, toastTexts, waitForPath, type ConsoleHarness } from './helpers';

// The console foundation end to end: setup, login, layout, guards, language and theme.
// The steps share one browser and one fresh database, in order.

const ROOT = { username: 'root', password: 'root-password-1' };
let h: ConsoleHarness;

beforeAll(async () => {
  h = await startConsole();
});
afterAll(async () => {
  await h?.close();
});

const local = (key: string) => h.page.evaluate((k) => localStorage.getItem(k), key);

describe('console foundation', () => {
  it('sends every page to /setup on a fresh database', async () => {
    await h.page.goto(h.url('/'));
    await waitForPath(h.page, '/setup');
    await h.page.goto(h.url('/token'));
    await waitForPath(h.page, '/setup');
    await h.page.getByTestId('setup-page').waitFor();
    // The SQLite warning appears only on SQLite; the status is mirrored in localStorage.
    await h.page.getByText('系统初始化').first().waitFor();
    const warned = await h.page.getByText('数据库警告').isVisible();
    expect(warned).toBe(h.server.server.app.db.kind === 'sqlite');
    expect(JSON.parse((await local('status')) ?? '{}').setup).toBe(false);
    expect(await local('enable_drawing')).toMatch(/^(true|false)$/);
  });

  it('validates the setup form', async () => {
    const page = h.page;
    await page.getByRole('button', { name: /初始化系统/ }).click();
    await page.getByText('请输入管理员用户名').waitFor();
    await page.getByText('密码长度至少为8个字符').first().waitFor();
    await page.getByLabel('用户名').fill('root');
    await page.getByLabel('密码', { exact: true }).fill('short');
    await page.getByLabel('确认密码').fill('different');
    await page.getByRole('button', { name: /初始化系统/ }).click();
    await page.getByText('密码长度至少为8个字符').waitFor();
    await page.getByText('两次输入的密码不一致').waitFor();
    expect(page.url()).toContain('/setup');
    const r = await fetch(h.url('/api/setup')).then((x) => x.json());
    expect(r.data.status).toBe(false);
  });

  it('initializes the system, reloads and leaves /setup', async () => {
    const page = h.page;
    await page.getByLabel('密码', { exact: true }).fill(ROOT.password);
    await page.getByLabel('确认密码').fill(ROOT.password);
    await page.getByRole('button', { name: /初始化系统/ }).click();
    await page.getByText('系统初始化成功').waitFor();
    // The page reloads after 1.5 s; status now says set up, so /setup redirects home.
    await waitForPath(page, '/', 10_000);
    const r = await fetch(h.url('/api/setup')).then((x) => x.json());
    expect(r.data.status).toBe(true);
    expect(JSON.parse((await local('status')) ?? '{}').setup).toBe(true);
  });

  it('sends a visitor from a login-required page to /login', async () => {
    await h.page.goto(h.url('/token'));
    await waitForPath(h.page, '/login');
  });

  it('asks for both fields and shows the server message for a wrong password', async () => {
    const page = h.page;
    await page.getByTestId('login-submit').click();
    await page.getByText('请输入用户名和密码！').waitFor();
    await page.getByPlaceholder('用户名/邮箱').fill(ROOT.username);
    await page.getByPlaceholder('密码').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await page.getByText('用户名或密码错误，或用户已被封禁').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await local('user')).toBeNull();
  });

  it('logs in and lands on /token with the side bar', async () => {
    const page = h.page;
    await page.getByPlaceholder('密码').fill(ROOT.password);
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/token');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    const text = await sidebar.innerText();
    for (const label of ['操练场', 'API令牌', '使用日志', '用户管理', '系统设置', '个人设置']) expect(text).toContain(label);
    const user = JSON.parse((await local('user')) ?? 'null');
    expect(user).toMatchObject({ username: 'root', role: 100 });
    expect(typeof user.id).toBe('number');
    // The tokens screen itself (its search box) has rendered.
    await page.getByTestId('token-search-keyword').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(300);
    await h.screenshot('console-foundation-token');
  });

  it('shows the not-found page for an unknown path', async () => {
    await h.page.goto(h.url('/no/such/page'));
    await h.page.getByText('页面不存在，请检查你的浏览器地址是否正确').waitFor();
  });

  it('switches the interface to English', async () => {
    const page = h.page;
    await page.goto(h.url('/token'));
    await page.getByTestId('sidebar').getByText('API令牌').waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByTestId('lang-en').click();
    await page.getByTestId('sidebar').getByText('API tokens').waitFor();
    expect(await page.getByTestId('top-nav').innerText()).toContain('Home');
    expect(await local('i18nextLng')).toBe('en');
    // The choice survives a reload.
    await page.reload();
    await page.getByTestId('sidebar').getByText('Usage logs').waitFor();
  });

  it('toggles the dark theme and remembers it', async () => {
    const page = h.page;
    const bg = () => page.evaluate(() => getComputedStyle(document.querySelector('.ant-layout-header')!).backgroundColor);
    const light = await bg();
    await page.getByTestId('theme-toggle').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await local('theme-mode')).toBe('dark');
    await expect.poll(bg).not.toBe(light);
    const [r, g, b] = (await bg()).match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(200);
    await page.mouse.move(0, 400);
    await page.waitForTimeout(500); // let antd's colour transitions finish before the picture
    await h.screenshot('console-foundation-dark');
    await page.getByTestId('theme-toggle').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  });

  it('logs out to /login and forgets the user', async () => {
    const page = h.page;
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await waitForPath(page, '/login');
    expect(await local('user')).toBeNull();
    await page.goto(h.url('/token'));
    await waitForPath(page, '/login');
    // Logged out: login and register links; register is hidden on mobile widths.
    const register = page.getByRole('banner').getByRole('link', { name: 'Sign up' });
    await register.waitFor();
    await page.setViewportSize({ width: 500, height: 800 });
    await register.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows the expired-login message on /login?expired=true', async () => {
    const page = h.page;
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'zh'));
    await page.goto(h.url('/login?expired=true'));
    await page.getByTestId('expired-alert').waitFor();
    expect(await page.getByTestId('expired-alert').innerText()).toContain('未登录或登录已过期，请重新登录');
    expect((await toastTexts(page)).join(' ')).toContain('未登录或登录已过期，请重新登录');
  });
});
