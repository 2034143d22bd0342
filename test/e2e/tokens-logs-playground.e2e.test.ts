import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { createChannel, settled } from '../helpers/relay-fixtures';
import { createUser, ROOT_PASSWORD, setupRoot } from '../helpers/test-server';
import { startConsole, toastTexts, waitForPath, type ConsoleHarness } from './helpers';

// Tokens, usage logs and the playground end to end, on a demo-like channel served by the bundled
// mock upstream. The steps share one browser and one fresh database, in order.

let h: ConsoleHarness;
let mock: MockServer;

beforeAll(async () => {
  mock = await startOpenAIMock({ delayMs: 150 });
  h = await startConsole(process.env.E2E_CLIENT_DIST ? { FRONTEND_DIST: process.env.E2E_CLIENT_DIST } : {});
  rootApi = await setupRoot(h.server);
  await createChannel(h.server, { name: 'mock-openai', baseUrl: mock.url, models: ['gpt-4o-mini', 'gpt-4o', 'mock-error-429'] });
  // Root starts with some quota so the playground can spend it.
  await h.server.server.app.prisma.user.update({ where: { username: 'root' }, data: { quota: BigInt(50_000_000) } });
});
afterAll(async () => {
  await h?.close();
  await mock?.close();
});

let tokenKey = '';
let rootApi: Awaited<ReturnType<typeof setupRoot>>;
const local = (key: string) => h.page.evaluate((k) => localStorage.getItem(k), key);

describe('tokens, logs and playground', () => {
  it('logs in as root', async () => {
    const page = h.page;
    await page.goto(h.url('/login'));
    await page.getByPlaceholder('用户名/邮箱').fill('root');
    await page.getByPlaceholder('密码').fill(ROOT_PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/token');
    expect(JSON.parse((await local('user')) ?? 'null')).toMatchObject({ username: 'root' });
  });

  it('creates a token in the drawer and lists it', async () => {
    const page = h.page;
    await page.goto(h.url('/token'));
    await page.getByTestId('token-table').waitFor();
    await page.getByTestId('token-add').click();
    // The name is required.
    await page.getByTestId('token-submit').click();
    await page.getByText('请输入名称').first().waitFor();
    await page.getByTestId('token-name').fill('e2e-token');
    // The $10 preset sets 10 × 500000.
    await page.getByRole('button', { name: '$10', exact: true }).click();
    expect(await page.locator('[data-testid="token-quota"] input, input[data-testid="token-quota"]').first().inputValue()).toBe('5000000');
    await page.getByTestId('token-submit').click();
    await expect.poll(async () => (await toastTexts(page)).join(' '), { timeout: 15_000 }).toContain('令牌创建成功，请在列表页面点击复制获取令牌！');
    const row = page.locator('tr', { has: page.getByTestId('token-row-name').getByText('e2e-token', { exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toContain('$10.00');
    expect(await row.innerText()).toContain('永不过期');
    const token = await h.server.server.app.prisma.token.findFirstOrThrow({ where: { name: 'e2e-token' } });
    expect(token.remainQuota).toBe(BigInt(5_000_000));
    expect(Number(token.expiredTime)).toBe(-1);
    tokenKey = token.key;
    expect(await row.innerText()).toContain(`sk-${tokenKey.slice(0, 4)}`);
  });

  it('disables and enables the token', async () => {
    const page = h.page;
    const row = page.locator('tr', { has: page.getByTestId('token-row-name').getByText('e2e-token', { exact: true }) });
    const status = async () => (await h.server.server.app.prisma.token.findFirstOrThrow({ where: { name: 'e2e-token' } })).status;
    await row.getByTestId('token-status-switch').click();
    await expect.poll(() => row.getByTestId('token-status').innerText(), { timeout: 15_000 }).toBe('已禁用');
    expect(await status()).toBe(2);
    await row.getByTestId('token-status-switch').click();
    await expect.poll(() => row.getByTestId('token-status').innerText(), { timeout: 15_000 }).toBe('已启用');
    expect(await status()).toBe(1);
  });

  it('falls back to a dialog with the key when the clipboard refuses', async () => {
    const page = h.page;
    // Headless Chromium has no clipboard grant; make the refusal certain.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await page.getByTestId('token-copy-selected').click();
    await expect.poll(async () => (await toastTexts(page)).join(' '), { timeout: 15_000 }).toContain('请至少选择一个令牌！');
    const row = page.locator('tr', { has: page.getByTestId('token-row-name').getByText('e2e-token', { exact: true }) });
    await row.getByTestId('token-copy').click();
    await page.locator('.ant-modal-confirm-title', { hasText: '无法复制到剪贴板，请手动复制' }).waitFor();
    expect(await page.getByTestId('copy-fallback').innerText()).toBe(`sk-${tokenKey}`);
    await page.locator('.ant-modal-confirm-btns button').click();
    await page.getByTestId('copy-fallback').waitFor({ state: 'detached' });
  });

  it('batch-creates tokens with random suffixes and searches by keyword', { timeout: 90_000 }, async () => {
    const page = h.page;
    await page.getByTestId('token-add').click();
    await page.getByTestId('token-name').fill('batch');
    await page.getByRole('button', { name: '10个', exact: true }).click();
    await page.getByTestId('token-submit').click();
    // Creation is sequential; wait for all ten rows (an earlier success toast may still be showing).
    const batchNamesInDb = async () => (await h.server.server.app.prisma.token.findMany({ where: { name: { startsWith: 'batch' } } })).map((t) => t.name);
    await expect.poll(async () => (await batchNamesInDb()).length, { timeout: 60_000 }).toBe(10);
    await expect.poll(async () => (await toastTexts(page)).join(' '), { timeout: 15_000 }).toContain('令牌创建成功');
    const names = await batchNamesInDb();
    expect(names).toHaveLength(10);
    expect(names.filter((n) => n !== 'batch').every((n) => /^batch-[A-Za-z0-9]{6}$/.test(n))).toBe(true);
    await expect.poll(() => page.locator('.ant-pagination-total-text').innerText(), { timeout: 15_000 }).toContain('11');
    await page.getByTestId('token-search-keyword').fill('e2e');
    await page.getByTestId('token-search').click();
    await expect.poll(() => page.getByTestId('token-row-name').allInnerTexts(), { timeout: 15_000 }).toEqual(['e2e-token']);
    await page.getByTestId('token-search-keyword').fill('');
    await page.getByTestId('token-search-key').fill(`sk-${tokenKey}`);
    await page.getByTestId('token-search').click();
    await expect.poll(() => page.getByTestId('token-row-name').allInnerTexts(), { timeout: 15_000 }).toEqual(['e2e-token']);
    await page.getByTestId('token-search-key').fill('');
    await page.getByTestId('token-search').click();
    await expect.poll(() => page.getByTestId('token-row-name').count(), { timeout: 15_000 }).toBe(10);
    await page.mouse.move(0, 400);
    await page.waitForTimeout(300);
    await h.screenshot('tokens-logs-playground-token');
  });

  it('deletes a token after confirmation', async () => {
    const page = h.page;
    const name = (await page.getByTestId('token-row-name').first().innerText()).trim();
    expect(name).toMatch(/^batch/);
    await page.getByTestId('token-delete').first().click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(async () => (await toastTexts(page)).join(' '), { timeout: 15_000 }).toContain('删除成功');
    await expect.poll(() => page.getByTestId('token-row-name').allInnerTexts(), { timeout: 15_000 }).not.toContain(name);
    await expect.poll(() => page.locator('.ant-pagination-total-text').innerText(), { timeout: 15_000 }).toContain('10');
    const left = await h.server.server.app.prisma.token.count({ where: { name, deletedAt: null } });
    expect(left).toBe(0);
  });

  it('streams a playground answer as it arrives', async () => {
    const page = h.page;
    await page.goto(h.url('/playground'));
    await page.getByTestId('playground-page').waitFor();
    // The sample greeting exchange and the default system prompt.
    expect(await page.getByTestId('pg-messages').innerText()).toContain('你好，请问有什么可以帮助您的吗？');
    expect(await page.getByTestId('pg-system').inputValue()).toBe('You are a helpful assistant.');
    await page.getByTestId('pg-model').getByText('gpt-4o-mini').waitFor();
    await page.locator('input[data-testid="pg-max-tokens"], [data-testid="pg-max-tokens"] input').first().fill('64');
    await page.getByTestId('pg-input').fill('tell me about tollgate streaming');
    await page.getByTestId('pg-send').click();
    const reply = page.getByTestId('chat-assistant').last();
    // Mid-stream the message is incomplete and already shows the first words.
    await page.waitForSelector('[data-testid="chat-assistant"][data-status="incomplete"]', { timeout: 10_000 });
    const partial = await reply.innerText();
    await expect.poll(() => reply.getAttribute('data-status'), { timeout: 15_000 }).toBe('complete');
    const full = await reply.innerText();
    expect(full).toContain('Hello! You said: tell me about tollgate streaming');
    expect(partial.length).toBeLessThan(full.length);
    // The request carried the chosen group and model, no temperature (0 = unset), the system prompt.
    const body = mock.requests.at(-1)!.json as Record<string, any>;
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.max_tokens).toBe(64);
    expect(body.temperature).toBeUndefined();
    expect(body.messages[0]).toEqual({ role: 'system', content: 'You are a helpful assistant.' });
    await settled(h.server);
    await page.mouse.move(0, 400);
    await page.waitForTimeout(300);
    await h.screenshot('tokens-logs-playground-playground');
  });

  it('marks a failed answer as an error and clears the context', async () => {
    const page = h.page;
    await page.getByTestId('pg-clear').click();
    expect(await page.getByTestId('chat-assistant').count()).toBe(0);
    await page.getByTestId('pg-model').click();
    await page.keyboard.type('mock-error');
    await page.keyboard.press('Enter');
    await page.getByTestId('pg-input').fill('this one fails');
    await page.getByTestId('pg-send').click();
    const reply = page.getByTestId('chat-assistant').last();
    await expect.poll(() => reply.getAttribute('data-status'), { timeout: 15_000 }).toBe('error');
    expect((await reply.innerText()).trim().length).toBeGreaterThan(2);
  });

  it('renders the playground in English on the dark theme', async () => {
    const page = h.page;
    await page.evaluate(() => {
      localStorage.setItem('i18nextLng', 'en');
      localStorage.setItem('theme-mode', 'dark');
    });
    await page.goto(h.url('/playground'));
    await page.getByText('Clear context').waitFor();
    expect(await page.getByTestId('playground-settings').innerText()).toContain('System prompt');
    await page.mouse.move(0, 400);
    await page.waitForTimeout(500);
    await h.screenshot('tokens-logs-playground-playground-dark-en');
    await page.evaluate(() => {
      localStorage.setItem('i18nextLng', 'zh');
      localStorage.setItem('theme-mode', 'light');
    });
  });

  it('shows the call made with the new key in the usage log, with its cost and detail', async () => {
    const page = h.page;
    const res = await fetch(h.url('/v1/chat/completions'), {
      method: 'POST',
      headers: { authorization: `Bearer sk-${tokenKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'log me' }] }),
    });
    expect(res.status).toBe(200);
    await res.text();
    await settled(h.server);
    const log = await h.server.server.app.prisma.log.findFirstOrThrow({ where: { tokenName: 'e2e-token', type: 2 } });
    expect(Number(log.quota)).toBeGreaterThan(0);
    await page.goto(h.url('/log'));
    await page.getByTestId('log-table').waitFor();
    const row = page.locator('tr.ant-table-row', { hasText: 'e2e-token' });
    await row.waitFor();
    expect(await row.getByTestId('log-cost').innerText()).toMatch(/^\$\d/);
    expect(await page.getByTestId('log-stats').innerText()).toContain('消耗额度');
    // Admin columns: user name of the row.
    expect(await row.innerText()).toContain('root');
    await row.locator('.ant-table-row-expand-icon').click();
    const detail = page.getByTestId('log-detail');
    await detail.waitFor();
    const text = await detail.innerText();
    expect(text).toContain('模型倍率');
    expect(text).toContain('分组倍率');
    expect(text).toContain('补全倍率');
    // The type filter narrows to top-ups: the consumption row is gone.
    await page.getByTestId('log-type').click();
    await page.locator('.ant-select-item-option', { hasText: '充值' }).click();
    await page.getByTestId('log-search').click();
    await expect.poll(() => page.locator('tr.ant-table-row', { hasText: 'e2e-token' }).count(), { timeout: 15_000 }).toBe(0);
    await page.getByTestId('log-type').click();
    await page.locator('.ant-select-item-option', { hasText: '全部' }).click();
    await page.getByTestId('log-search').click();
    await page.locator('tr.ant-table-row', { hasText: 'e2e-token' }).first().locator('.ant-table-row-expand-icon').click();
    await page.getByTestId('log-detail').waitFor();
    await page.mouse.move(0, 400);
    await page.waitForTimeout(300);
    await h.screenshot('tokens-logs-playground-log');
  });

  it('renders tokens and logs in English on the dark theme', async () => {
    const page = h.page;
    await page.evaluate(() => {
      localStorage.setItem('i18nextLng', 'en');
      localStorage.setItem('theme-mode', 'dark');
    });
    await page.goto(h.url('/token'));
    await page.getByText('Add token').waitFor();
    await page.getByTestId('token-row-name').first().waitFor();
    await page.mouse.move(0, 400);
    await page.waitForTimeout(400);
    await h.screenshot('tokens-logs-playground-token-dark-en');
    await page.goto(h.url('/log'));
    await page.locator('tr.ant-table-row').first().waitFor();
    await page.locator('tr.ant-table-row .ant-table-row-expand-icon').first().click();
    await page.getByTestId('log-detail').waitFor();
    expect(await page.getByTestId('log-detail').innerText()).toContain('Model ratio');
    await page.mouse.move(0, 400);
    await page.waitForTimeout(400);
    await h.screenshot('tokens-logs-playground-log-dark-en');
    // Phone width: the filters stack and the tables scroll sideways.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(h.url('/token'));
    await page.getByTestId('token-row-name').first().waitFor();
    await page.waitForTimeout(400);
    await h.screenshot('tokens-logs-playground-token-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => {
      localStorage.setItem('i18nextLng', 'zh');
      localStorage.setItem('theme-mode', 'light');
    });
  });

  it('opens chat links filled with the first enabled key', async () => {
    const page = h.page;
    // A same-origin template, so the frame and the redirect stay on loopback.
    const r = await rootApi.put('/api/option/', { key: 'Chats', value: JSON.stringify([{ Local: '/chat-frame?server={address}&key={key}' }]) });
    expect(r.body.success).toBe(true);
    await page.goto(h.url('/chat/0'));
    const frame = page.getByTestId('chat-iframe');
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    // The first enabled token of the list (newest first), as the original.
    const first = await h.server.server.app.prisma.token.findFirstOrThrow({ where: { status: 1, deletedAt: null }, orderBy: { id: 'desc' } });
    expect(src).toContain(`key=sk-${first.key}`);
    const address = String((await rootApi.get('/api/status')).body.data.server_address).replace(/\/+$/, '');
    expect(src).toContain(`server=${encodeURIComponent(address)}`);
    await page.goto(h.url('/chat/7'));
    await page.getByText('聊天链接配置错误，请联系管理员').waitFor();
    await page.goto(h.url('/chat2link'));
    await waitForPath(page, '/chat-frame');
    expect(new URL(page.url()).searchParams.get('key')).toBe(`sk-${first.key}`);
  });

  it('shows a normal user only their own logs, and sends them to /token from a chat without tokens', async () => {
    const page = h.page;
    await createUser(h.server, { username: 'alice', password: 'alice-pass-1', quota: 1_000_000 });
    await h.context.clearCookies();
    await page.evaluate(() => localStorage.removeItem('user'));
    await page.goto(h.url('/login'));
    await page.getByPlaceholder('用户名/邮箱').fill('alice');
    await page.getByPlaceholder('密码').fill('alice-pass-1');
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/token');
    await page.goto(h.url('/log'));
    await page.getByTestId('log-table').waitFor();
    await page.getByTestId('log-stats').waitFor();
    // No admin filters or columns, and none of root's rows.
    expect(await page.getByTestId('log-username').count()).toBe(0);
    const headers = await page.locator('.ant-table-thead th').allInnerTexts();
    expect(headers).not.toContain('渠道');
    expect(headers).not.toContain('用户');
    expect(await page.locator('tr.ant-table-row', { hasText: 'e2e-token' }).count()).toBe(0);
    await page.goto(h.url('/chat/0'));
    await expect.poll(async () => (await toastTexts(page)).join(' '), { timeout: 15_000 }).toContain('当前没有可用的启用令牌');
    await waitForPath(page, '/token');
  });

  it('shows the expired message on /playground?expired=true', async () => {
    await h.page.goto(h.url('/playground?expired=true'));
    await h.page.getByTestId('pg-expired').waitFor();
    expect((await toastTexts(h.page)).join(' ')).toContain('未登录或登录已过期，请重新登录！');
  });
});
