import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock, MOCK_OPENAI_MODELS } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { ROOT_PASSWORD, setupRoot } from '../helpers/test-server';
import { startConsole, toastTexts, waitForPath, type ConsoleHarness } from './helpers';

// Channel administration end to end against the bundled OpenAI mock: create, edit, model
// test, status toggle, batch tag and tag-wide disable. One browser and database, in order.

let h: ConsoleHarness;
let mock: MockServer;

beforeAll(async () => {
  mock = await startOpenAIMock({ delayMs: 20 });
  h = await startConsole();
  await setupRoot(h.server);
});
afterAll(async () => {
  await h?.close();
  await mock?.close();
});

const db = () => h.server.server.app.prisma;
const waitToast = (text: string) => h.page.locator('.ant-message-notice', { hasText: text }).first().waitFor({ timeout: 10_000 });
const row = () => h.page.getByTestId('channel-row-mock-chan');

describe('admin channels', () => {
  it('logs in as root and opens the empty channel list', async () => {
    const page = h.page;
    await page.goto(h.url('/login'));
    await page.getByPlaceholder('用户名/邮箱').fill('root');
    await page.getByPlaceholder('密码').fill(ROOT_PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/token');
    await page.goto(h.url('/channel'));
    await page.getByTestId('channel-table').waitFor();
    expect(await page.locator('[data-testid^="channel-row-"]').count()).toBe(0);
  });

  it('validates and creates a channel with models fetched from the upstream', async () => {
    const page = h.page;
    await page.getByTestId('channel-add').click();
    await page.getByTestId('channel-edit-form').waitFor();
    await page.getByTestId('channel-submit').click();
    await waitToast('请填写渠道名称和渠道密钥！');
    await page.getByTestId('channel-name').fill('mock-chan');
    await page.getByTestId('channel-key').fill('sk-mock-key');
    await page.getByTestId('channel-base-url').fill(`${mock.url}/`);
    await page.getByTestId('channel-submit').click();
    await waitToast('请至少选择一个模型！');
    // Invalid JSON is reported when the field loses focus.
    await page.getByTestId('channel-model_mapping').fill('{oops');
    await page.getByTestId('channel-name').click();
    await page.getByText('不是合法的 JSON 字符串').first().waitFor();
    await page.getByTestId('channel-model_mapping').fill('');
    await page.getByTestId('channel-fetch-models').click();
    await waitToast('获取模型列表成功');
    await page.mouse.move(0, 0);
    await h.screenshot('admin-channels-edit-drawer');
    await page.getByTestId('channel-submit').click();
    await waitToast('渠道创建成功！');
    await row().waitFor();
    const c = await db().channel.findFirstOrThrow({ where: { name: 'mock-chan' } });
    expect(c.models.split(',').sort()).toEqual([...MOCK_OPENAI_MODELS].sort());
    // The trailing slash is gone.
    expect(c.baseUrl).toBe(mock.url);
    expect(c.group).toBe('default');
    expect(c.autoBan).toBe(1);
  });

  it('edits the channel', async () => {
    const page = h.page;
    await row().getByTestId('channel-edit').click();
    await page.getByTestId('channel-edit-form').waitFor();
    expect(await page.getByTestId('channel-name').inputValue()).toBe('mock-chan');
    await page.getByTestId('channel-test-model').fill('gpt-4o-mini');
    await page.getByTestId('channel-priority-input').fill('7');
    await page.getByTestId('channel-submit').click();
    await waitToast('渠道更新成功！');
    await expect.poll(async () => (await db().channel.findFirstOrThrow({ where: { name: 'mock-chan' } })).testModel).toBe('gpt-4o-mini');
    const c = await db().channel.findFirstOrThrow({ where: { name: 'mock-chan' } });
    expect(Number(c.priority)).toBe(7);
    // The key was left empty, so it is unchanged (the relay still authenticates with it).
    expect(await row().getByTestId('channel-priority').inputValue()).toBe('7');
  });

  it('tests the channel with a chosen model and shows the time', async () => {
    const page = h.page;
    expect(await row().getByTestId('channel-response-time').innerText()).toContain('未测试');
    await row().getByTestId('channel-test-more').click();
    await page.getByText('选择模型测试').click();
    await page.getByTestId('test-model-gpt-4o').click();
    const result = page.getByTestId('test-result-gpt-4o');
    await result.waitFor({ timeout: 15_000 });
    expect(await result.innerText()).toMatch(/成功 · \d+\.\d{2} 秒/);
    expect(mock.requests.some((r) => (r.json as { model?: string } | undefined)?.model === 'gpt-4o')).toBe(true);
    await page.locator('.ant-modal-close').click();
    await page.locator('.ant-modal-wrap').first().waitFor({ state: 'hidden' });
    await expect.poll(() => row().getByTestId('channel-response-time').innerText(), { timeout: 10_000 }).toMatch(/\d+\.\d{2} 秒/);
    expect(await row().getByTestId('channel-response-time').getAttribute('data-color')).toBe('green');
  });

  it('toggles the status', async () => {
    await row().getByTestId('channel-toggle').click();
    await expect.poll(() => row().getByTestId('channel-status').innerText(), { timeout: 10_000 }).toBe('已禁用');
    expect((await db().channel.findFirstOrThrow({ where: { name: 'mock-chan' } })).status).toBe(2);
    await row().getByTestId('channel-toggle').click();
    await expect.poll(() => row().getByTestId('channel-status').innerText(), { timeout: 10_000 }).toBe('已启用');
  });

  it('needs a selection for batch delete, then tags the channel and disables the tag', async () => {
    const page = h.page;
    await page.getByTestId('channel-batch-delete').click();
    await waitToast('请先选择要删除的通道！');
    await row().locator('input[type="checkbox"]').check();
    await page.getByTestId('channel-batch-tag').click();
    await page.getByTestId('channel-batch-tag-input').fill('team-a');
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await waitToast('已为 1 个渠道设置标签！');
    expect((await db().channel.findFirstOrThrow({ where: { name: 'mock-chan' } })).tag).toBe('team-a');

    await page.getByTestId('channel-tag-mode').click();
    const tagRow = page.getByTestId('tag-row-team-a');
    await tagRow.waitFor();
    await page.getByTestId('tag-edit-team-a').click();
    await page.getByTestId('tag-edit-form').waitFor();
    await page.getByTestId('tag-edit-submit').click();
    await waitToast('没有任何修改！');
    await page.keyboard.press('Escape');
    await page.getByTestId('tag-disable-team-a').click();
    await expect.poll(async () => (await db().channel.findFirstOrThrow({ where: { name: 'mock-chan' } })).status, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => tagRow.innerText(), { timeout: 10_000 }).toContain('启用 0 / 1');
    await page.getByTestId('tag-enable-team-a').click();
    await expect.poll(async () => (await db().channel.findFirstOrThrow({ where: { name: 'mock-chan' } })).status, { timeout: 10_000 }).toBe(1);
    await page.getByTestId('channel-tag-mode').click();
    await row().waitFor();
    await page.waitForTimeout(300);
    await h.screenshot('admin-channels-list');
    expect(await toastTexts(page)).toBeDefined();
  });

  it('copies, explains an auto-disabled channel, asks about /v1 and deletes', async () => {
    const page = h.page;
    await row().getByTestId('channel-copy').click();
    await waitToast('渠道复制成功');
    const copy = page.getByTestId('channel-row-mock-chan_复制');
    await copy.waitFor();
    const copied = await db().channel.findFirstOrThrow({ where: { name: 'mock-chan_复制' } });
    expect(copied.models).toBe((await db().channel.findFirstOrThrow({ where: { name: 'mock-chan' } })).models);
    // Auto-disabled (3): the tooltip shows the reason and time from other_info.
    await db().channel.update({ where: { id: copied.id }, data: { status: 3, otherInfo: JSON.stringify({ status_reason: 'quota exhausted (mock)', status_time: 1700000000 }) } });
    await page.reload();
    await copy.getByTestId('channel-status').hover();
    await page.getByText('quota exhausted (mock)').waitFor();
    // A base URL ending in /v1 asks first; cancelling keeps the old value.
    await copy.getByTestId('channel-edit').click();
    await page.getByTestId('channel-base-url').fill(`${mock.url}/v1`);
    await page.getByTestId('channel-submit').click();
    await page.getByText('不需要在末尾加/v1').waitFor();
    await page.getByRole('button', { name: /取\s*消/ }).last().click();
    expect((await db().channel.findUniqueOrThrow({ where: { id: copied.id } })).baseUrl).toBe(mock.url);
    await page.locator('.ant-drawer-close').click();
    await copy.getByTestId('channel-delete').click();
    await page.getByRole('button', { name: /删\s*除/ }).last().click();
    await copy.waitFor({ state: 'detached' });
    expect(await db().channel.count()).toBe(1);
  });
});
