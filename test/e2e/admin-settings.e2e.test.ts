import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createChannel } from '../helpers/relay-fixtures';
import { ROOT_PASSWORD, setupRoot } from '../helpers/test-server';
import { startConsole, waitForPath, type ConsoleHarness } from './helpers';

// System settings end to end: one option changed on each tab survives a reload, JSON is
// checked on blur, and the unset-models list empties once a model gets a ratio.

let h: ConsoleHarness;

beforeAll(async () => {
  h = await startConsole();
  await setupRoot(h.server);
  // A model enabled on a channel with neither a price nor a ratio.
  await createChannel(h.server, { name: 'unpriced', baseUrl: 'http://127.0.0.1:9', models: ['tollgate-unpriced-1'] });
});
afterAll(async () => {
  await h?.close();
});

const option = (key: string) => h.server.server.app.options.get(key);
const waitToast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor({ timeout: 10_000 });

async function openTab(tab: string) {
  await h.page.goto(h.url(`/setting?tab=${tab}`));
  await h.page.getByTestId('setting-page').waitFor();
}

/** Fills an option input of a section, saves, reloads and returns the shown value. */
async function changeAndReload(tab: string, section: string, key: string, value: string) {
  const page = h.page;
  await openTab(tab);
  const input = page.getByTestId(section).getByTestId(`opt-${key}`);
  await input.fill(value);
  await page.getByTestId(`${section}-save`).click();
  await waitToast(page, '保存成功');
  await page.reload();
  await page.getByTestId(section).waitFor();
  return page.getByTestId(section).getByTestId(`opt-${key}`).inputValue();
}

describe('admin settings', () => {
  it('logs in as root', async () => {
    const page = h.page;
    await page.goto(h.url('/login'));
    await page.getByPlaceholder('用户名/邮箱').fill('root');
    await page.getByPlaceholder('密码').fill(ROOT_PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/token');
  });

  it('operation tab: saves a number and a switch, and warns when nothing changed', async () => {
    const page = h.page;
    expect(await changeAndReload('operation', 'section-general', 'RetryTimes', '3')).toBe('3');
    expect(option('RetryTimes')).toBe('3');
    await page.getByTestId('section-general-save').click();
    await waitToast(page, '你似乎并没有修改什么');
    const sw = page.getByTestId('section-general').getByTestId('opt-DisplayTokenStatEnabled');
    expect(await sw.getAttribute('aria-checked')).toBe('true');
    await sw.click();
    await page.getByTestId('section-general-save').click();
    await waitToast(page, '保存成功');
    await expect.poll(() => option('DisplayTokenStatEnabled')).toBe('false');
    await page.mouse.move(0, 0);
    await h.screenshot('admin-settings-operation');
  });

  it('checks JSON on blur', async () => {
    const page = h.page;
    await openTab('operation');
    const field = page.getByTestId('section-group-ratio').getByTestId('opt-GroupRatio');
    await field.fill('{"default": 1,');
    await field.press('Tab');
    await page.getByTestId('section-group-ratio').getByText('不是合法的 JSON 字符串').waitFor();
    await page.getByTestId('section-group-ratio-save').click();
    await page.waitForTimeout(300);
    expect(JSON.parse(option('GroupRatio'))).toEqual({ default: 1, vip: 1, svip: 1 });
  });

  it('lists a model without a price until it gets a ratio', async () => {
    const page = h.page;
    await openTab('operation');
    await page.getByTestId('ratio-tab-unset').click();
    const row = page.getByTestId('unset-row-tollgate-unpriced-1');
    await row.waitFor();
    await row.getByTestId('pricing-ratio').fill('abc');
    await row.getByTestId('unset-save-tollgate-unpriced-1').click();
    await waitToast(page, '请输入数字');
    await row.getByTestId('pricing-ratio').fill('1.5');
    await row.getByTestId('unset-save-tollgate-unpriced-1').click();
    await waitToast(page, '保存成功');
    await page.getByTestId('unset-models-empty').waitFor();
    expect(JSON.parse(option('ModelRatio'))['tollgate-unpriced-1']).toBe(1.5);
    // The visual editor shows it, and adding it again is refused.
    await page.getByTestId('ratio-tab-visual').click();
    await page.getByTestId('pricing-search').locator('input').fill('tollgate-unpriced');
    await page.getByTestId('pricing-editor').getByText('tollgate-unpriced-1').waitFor();
    await page.getByTestId('pricing-add').click();
    await page.getByTestId('pricing-model-name').fill('tollgate-unpriced-1');
    await page.getByTestId('pricing-ratio').last().fill('2');
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await waitToast(page, '模型名称已存在');
    await page.getByTestId('pricing-model-name').fill('tollgate-fixed-1');
    await page.getByText('按次计费').last().click();
    await page.getByTestId('pricing-price').last().fill('0');
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await waitToast(page, '模型价格不能为0');
    await page.getByTestId('pricing-price').last().fill('0.05');
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await page.getByTestId('pricing-apply').click();
    await waitToast(page, '保存成功');
    await expect.poll(() => JSON.parse(option('ModelPrice'))['tollgate-fixed-1']).toBe(0.05);
  });

  it('rate limit tab keeps a change', async () => {
    expect(await changeAndReload('ratelimit', 'section-ratelimit', 'ModelRequestRateLimitCount', '12')).toBe('12');
    expect(option('ModelRequestRateLimitCount')).toBe('12');
    await h.screenshot('admin-settings-ratelimit');
  });

  it('models tab keeps a change', async () => {
    expect(await changeAndReload('models', 'section-global', 'general_setting.ping_interval_seconds', '30')).toBe('30');
    expect(option('general_setting.ping_interval_seconds')).toBe('30');
    await h.screenshot('admin-settings-models');
  });

  it('system tab strips the trailing slash and needs a server address for payment', async () => {
    const page = h.page;
    await openTab('system');
    await page.getByTestId('section-payment').getByTestId('opt-EpayId').fill('0001');
    await page.getByTestId('section-payment-save').click();
    await waitToast(page, '请先填写服务器地址');
    expect(await changeAndReload('system', 'section-server', 'ServerAddress', 'https://gw.example.com/')).toBe('https://gw.example.com');
    expect(option('ServerAddress')).toBe('https://gw.example.com');
    await page.getByTestId('section-oidc').getByTestId('opt-oidc.well_known').fill('http://127.0.0.1:9/.well-known/openid-configuration');
    await page.getByTestId('oidc-discover').click();
    await waitToast(page, '获取 OIDC 配置失败，请检查网络状况和 Well-Known URL 是否正确');
    await h.screenshot('admin-settings-system');
  });

  it('other tab keeps a change', async () => {
    expect(await changeAndReload('other', 'section-site', 'SystemName', 'Tollgate Test')).toBe('Tollgate Test');
    expect(option('SystemName')).toBe('Tollgate Test');
    await h.screenshot('admin-settings-other');
  });

  it('renders in dark mode and English', async () => {
    const page = h.page;
    await page.evaluate(() => {
      localStorage.setItem('theme-mode', 'dark');
      localStorage.setItem('i18nextLng', 'en');
    });
    await openTab('operation');
    await page.getByTestId('section-general').waitFor();
    expect(await page.getByTestId('setting-tab-operation').innerText()).toBe('Operations');
    await h.screenshot('admin-settings-dark-en');
    await page.goto(h.url('/channel'));
    await page.getByTestId('channel-table').waitFor();
    await h.screenshot('admin-channels-dark-en');
    await page.evaluate(() => {
      localStorage.setItem('theme-mode', 'light');
      localStorage.setItem('i18nextLng', 'zh');
    });
  });
});
