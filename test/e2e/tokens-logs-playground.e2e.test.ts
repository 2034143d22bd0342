import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { createChannel, settled } from '../helpers/relay-fixtures';
import { ROOT_PASSWORD, setupRoot } from '../helpers/test-server';
import { startConsole, toastTexts, waitForPath, type ConsoleHarness } from './helpers';

// Tokens, usage logs and the playground end to end, on a demo-like channel served by the bundled
// mock upstream. The steps share one browser and one fresh database, in order.

let h: ConsoleHarness;
let mock: MockServer;

beforeAll(async () => {
  mock = await startOpenAIMock({ delayMs: 150 });
  h = await startConsole(process.env.E2E_CLIENT_DIST ? { FRONTEND_DIST: process.env.E2E_CLIENT_DIST } : {});
  await setupRoot(h.server);
  await createChannel(h.server, { name: 'mock-openai', baseUrl: mock.url, models: ['gpt-4o-mini', 'gpt-4o', 'mock-error-429'] });
  // Root starts with some quota so the playground can spend it.
  await h.server.server.app.prisma.user.update({ where: { username: 'root' }, data: { quota: BigInt(50_000_000) } });
});
afterAll(async () => {
  await h?.close();
  await mock?.close();
});

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

  it('shows the expired message on /playground?expired=true', async () => {
    await h.page.goto(h.url('/playground?expired=true'));
    await h.page.getByTestId('pg-expired').waitFor();
    expect((await toastTexts(h.page)).join(' ')).toContain('未登录或登录已过期，请重新登录！');
  });
});
