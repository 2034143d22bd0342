import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { createChannel, createToken, settled } from '../helpers/relay-fixtures';
import { createUser, ROOT_PASSWORD, setupRoot } from '../helpers/test-server';
import { modelPrices } from '../../client/src/routes/pricing/prices';
import { startConsole, toastTexts, waitForPath, type ConsoleHarness } from './helpers';

// Redemption codes, wallet, pricing, dashboard and the drawing/task logs end to end.
// The steps share one browser and one fresh database, in order.

let h: ConsoleHarness;
let mock: MockServer;
let aliceId = 0;
let keys: string[] = [];

beforeAll(async () => {
  mock = await startOpenAIMock({ delayMs: 10 });
  h = await startConsole(process.env.E2E_CLIENT_DIST ? { FRONTEND_DIST: process.env.E2E_CLIENT_DIST } : {});
  await setupRoot(h.server);
  await createChannel(h.server, { name: 'mock-openai', baseUrl: mock.url, models: ['gpt-4o-mini', 'gpt-4o'] });
  const alice = await createUser(h.server, { username: 'alice', quota: 5_000_000 });
  aliceId = alice.id;
});
afterAll(async () => {
  await h?.close();
  await mock?.close();
});

async function login(username: string, password: string) {
  const page = h.page;
  await h.context.clearCookies();
  await page.goto(h.url('/login'));
  await page.evaluate(() => localStorage.removeItem('user'));
  await page.goto(h.url('/login'));
  await page.getByPlaceholder('用户名/邮箱').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByTestId('login-submit').click();
  await waitForPath(page, '/token');
}

const settle = async () => {
  await h.page.mouse.move(0, 0);
  await h.page.waitForTimeout(300);
};

describe('wallet, pricing and logs', () => {
  it('creates redemption codes as root and shows their keys', async () => {
    const page = h.page;
    await login('root', ROOT_PASSWORD);
    await page.goto(h.url('/redemption'));
    await page.getByTestId('redemption-page').waitFor();
    await page.getByTestId('redemption-add').click();
    // Name is required (1–20 characters); the count must be 1..100.
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('兑换码名称长度必须在1-20之间').waitFor();
    expect(await page.getByTestId('redemption-quota').inputValue()).toBe('100000');
    await page.getByTestId('redemption-name').fill('e2e-codes');
    await page.getByTestId('redemption-quota').fill('500000');
    await page.getByTestId('redemption-count').fill('101');
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('兑换码个数必须大于0且不超过100').waitFor();
    await page.getByTestId('redemption-count').fill('2');
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    const shown = page.getByTestId('redemption-keys');
    await shown.waitFor();
    keys = (await shown.innerText()).split('\n').filter(Boolean);
    const stored = await h.server.server.app.prisma.redemption.findMany({ where: { name: 'e2e-codes' } });
    expect(keys).toHaveLength(2);
    expect(keys.sort()).toEqual(stored.map((r) => r.key).sort());
    await settle();
    await h.screenshot('wallet-pricing-redemption-keys');
    await page.getByRole('button', { name: '关闭', exact: true }).click();
    await expect.poll(() => page.getByTestId('redemption-table').locator('tbody tr.ant-table-row').count()).toBe(2);
    expect(await page.getByTestId('redemption-table').innerText()).toContain('未使用');
  });

  it('disables and re-enables a code', async () => {
    const page = h.page;
    await page.getByTestId('redemption-disable').first().click();
    await expect.poll(() => page.getByTestId('redemption-table').innerText()).toContain('已禁用');
    await page.getByTestId('redemption-enable').first().click();
    await expect.poll(() => page.getByTestId('redemption-table').innerText()).not.toContain('已禁用');
    await settle();
    await h.screenshot('wallet-pricing-redemption');
  });

  it('renders drawing and task logs with the admin banner and detail modals', async () => {
    const prisma = h.server.server.app.prisma;
    const now = Date.now();
    await prisma.midjourney.create({
      data: {
        userId: aliceId,
        code: 1,
        action: 'IMAGINE',
        mjId: 'mj-e2e-1',
        prompt: '一只猫',
        promptEn: 'a cat',
        submitTime: BigInt(now - 90_000),
        startTime: BigInt(now - 85_000),
        finishTime: BigInt(now - 5_000),
        status: 'FAILURE',
        progress: '40%',
        failReason: 'upstream refused: a very long failure reason text '.repeat(4),
        channelId: 1,
      },
    });
    await prisma.midjourney.create({
      data: { userId: aliceId, code: 1, action: 'UPSCALE', mjId: 'mj-e2e-2', submitTime: BigInt(now - 20_000), finishTime: BigInt(now - 10_000), status: 'SUCCESS', progress: '100%', channelId: 1 },
    });
    const sec = Math.floor(now / 1000);
    await prisma.task.create({
      data: {
        userId: aliceId,
        taskId: 'task-e2e-1',
        platform: 'suno',
        action: 'MUSIC',
        status: 'SUCCESS',
        progress: '100%',
        submitTime: BigInt(sec - 30),
        finishTime: BigInt(sec - 5),
        createdAt: BigInt(sec - 30),
        channelId: 1,
        data: JSON.stringify({ title: 'e2e song' }),
      },
    });
    const page = h.page;
    await page.goto(h.url('/midjourney'));
    await page.getByTestId('mj-page').waitFor();
    await page.getByTestId('mj-notify-banner').waitFor();
    await expect.poll(() => page.getByTestId('mj-id').allInnerTexts()).toEqual(['mj-e2e-2', 'mj-e2e-1']);
    const table = await page.getByTestId('mj-table').innerText();
    for (const text of ['绘图', '放大', '失败', '成功', '已提交', 'a cat']) expect(table).toContain(text);
    // 80 s elapsed is red, 10 s green.
    const elapsed = page.getByTestId('elapsed');
    expect(await elapsed.nth(1).getAttribute('class')).toContain('red');
    expect(await elapsed.nth(0).getAttribute('class')).toContain('green');
    await page.getByTestId('full-text-cell').first().click();
    await expect.poll(() => page.getByTestId('full-text').innerText()).toContain('upstream refused');
    await settle();
    await h.screenshot('wallet-pricing-midjourney-modal');
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-task-id').fill('mj-e2e-1');
    await page.getByTestId('filter-submit').click();
    await expect.poll(() => page.getByTestId('mj-id').allInnerTexts()).toEqual(['mj-e2e-1']);
    await settle();
    await h.screenshot('wallet-pricing-midjourney');

    await page.goto(h.url('/task'));
    await page.getByTestId('task-page').waitFor();
    await expect.poll(() => page.getByTestId('task-id').allInnerTexts()).toEqual(['task-e2e-1']);
    const tasks = await page.getByTestId('task-table').innerText();
    for (const text of ['Suno', '生成音乐', '成功']) expect(tasks).toContain(text);
    await page.getByTestId('task-id').click();
    await expect.poll(() => page.getByTestId('task-json').innerText()).toContain('"title": "e2e song"');
    await page.keyboard.press('Escape');
    await settle();
    await h.screenshot('wallet-pricing-task');
  });

  it('draws the dashboard after relay calls', async () => {
    const token = await createToken(h.server, aliceId);
    for (let i = 0; i < 3; i++) {
      const r = await fetch(`${h.server.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token.sk}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ model: i === 2 ? 'gpt-4o' : 'gpt-4o-mini', messages: [{ role: 'user', content: `hello ${i}` }] }),
      });
      expect(r.status).toBe(200);
      await r.text();
    }
    await settled(h.server);
    const page = h.page;
    await page.goto(h.url('/detail'));
    await page.getByTestId('detail-page').waitFor();
    await page.getByTestId('detail-calls-chart').locator('svg.recharts-surface').first().waitFor();
    await expect.poll(() => page.getByTestId('detail-total-calls').innerText()).toContain('3');
    expect(await page.getByTestId('detail-quota-chart').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('detail-quota-chart').innerText()).toContain('gpt-4o-mini');
    // The admin username filter narrows to nobody.
    await page.getByTestId('detail-username').fill('nobody');
    await page.getByTestId('detail-search').click();
    await expect.poll(() => page.getByTestId('detail-total-calls').innerText()).toContain('0');
    await page.getByTestId('detail-username').fill('alice');
    await page.getByTestId('detail-search').click();
    await expect.poll(() => page.getByTestId('detail-total-calls').innerText()).toContain('3');
    await settle();
    await h.screenshot('wallet-pricing-detail');
  });

  it('redeems a code on /topup as a user and the balance rises', async () => {
    const page = h.page;
    await login('alice', 'password-123');
    await page.goto(h.url('/topup'));
    await page.getByTestId('topup-page').waitFor();
    const balance = page.getByTestId('wallet-balance');
    const before = Number((await balance.innerText()).replace(/[^0-9.]/g, ''));
    await page.getByTestId('redeem-submit').click();
    await expect.poll(async () => (await toastTexts(page)).join(' ')).toContain('请输入兑换码！');
    await page.getByTestId('redeem-key').fill(keys[0]);
    await page.getByTestId('redeem-submit').click();
    await expect.poll(async () => (await toastTexts(page)).join(' ')).toContain('兑换成功！');
    await expect.poll(async () => Number((await balance.innerText()).replace(/[^0-9.]/g, ''))).toBeCloseTo(before + 1, 2);
    const user = await h.server.server.app.prisma.user.findUniqueOrThrow({ where: { id: aliceId } });
    expect(Number(user.quota) / 500000).toBeCloseTo(before + 1, 2);
    // Online top-up is not configured here.
    await page.getByTestId('online-topup-off').waitFor();
    expect(await page.getByTestId('online-topup').innerText()).toContain('管理员未开启在线充值！');
    await settle();
    await h.screenshot('wallet-pricing-topup');
  });

  it('shows prices by the formula on /pricing with the user group banner', async () => {
    const page = h.page;
    await page.goto(h.url('/pricing'));
    await page.getByTestId('pricing-page').waitFor();
    await expect.poll(() => page.getByTestId('pricing-banner').innerText()).toContain('default');
    const pricing = await fetch(h.url('/api/pricing')).then((r) => r.json());
    const entry = pricing.data.find((m: { model_name: string }) => m.model_name === 'gpt-4o-mini');
    expect(entry).toBeTruthy();
    const expected = modelPrices(
      { quotaType: entry.quota_type, modelRatio: entry.model_ratio, completionRatio: entry.completion_ratio, modelPrice: entry.model_price },
      pricing.group_ratio.default ?? 1,
    );
    expect(expected.prompt).toBe(`$${(entry.model_ratio * 2).toFixed(4).replace(/\.?0+$/, '')}`);
    const row = page.getByTestId('pricing-table').locator('tr', { hasText: 'gpt-4o-mini' });
    const text = await row.innerText();
    expect(text).toContain(`${expected.prompt} / 1M tokens`);
    expect(text).toContain(`${expected.completion} / 1M tokens`);
    expect(text).toContain('按量计费');
    // Fuzzy search and the ratio toggle.
    await page.getByTestId('pricing-search').fill('4omini');
    await expect.poll(() => page.getByTestId('pricing-model-name').allInnerTexts()).toEqual(['gpt-4o-mini']);
    await page.getByTestId('pricing-ratio-toggle').click();
    await expect.poll(() => page.getByTestId('pricing-table').innerText()).toContain(`补全倍率: ${Number(entry.completion_ratio).toFixed(3)}`);
    await settle();
    await h.screenshot('wallet-pricing-pricing');
  });

  it('warns about the default group ratio when logged out, in English on the dark theme', async () => {
    const page = h.page;
    await h.context.clearCookies();
    await page.evaluate(() => {
      localStorage.removeItem('user');
      localStorage.setItem('i18nextLng', 'en');
      localStorage.setItem('theme-mode', 'dark');
    });
    await page.goto(h.url('/pricing'));
    await page.getByTestId('pricing-page').waitFor();
    await expect.poll(() => page.getByTestId('pricing-banner').innerText()).toContain('Not logged in; showing the default group ratio: 1');
    await page.getByTestId('pricing-table').locator('tr', { hasText: 'gpt-4o-mini' }).waitFor();
    await settle();
    await h.screenshot('wallet-pricing-pricing-dark-en');
  });
});
