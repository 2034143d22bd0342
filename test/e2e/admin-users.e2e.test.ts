import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { ROOT_PASSWORD, setupRoot } from '../helpers/test-server';
import { startConsole, toastTexts, waitForPath, type ConsoleHarness } from './helpers';

// User management end to end as root: add, search, group filter, paging, edit with the top-up
// dialog, promote/demote, disable/enable, delete. One browser and one database, in order.

let h: ConsoleHarness;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
// An antd input's test id lands on the <input> or on its wrapper, depending on the widget.
const input = (id: string) => h.page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();
const NAME = 'alice01';

beforeAll(async () => {
  h = await startConsole();
  h.page.setDefaultTimeout(15_000);
  await setupRoot(h.server);
  // Enough users for a second page at page size 10.
  await h.server.server.app.prisma.user.createMany({
    data: Array.from({ length: 12 }, (_v, i) => ({ username: `filler${i}`, password: 'x', displayName: `Filler ${i}`, group: 'default' })),
  });
});
afterAll(async () => {
  await h?.close();
});

const prisma = () => h.server.server.app.prisma;
const row = (name: string) => h.page.getByTestId(`user-row-${name}`);
const dbUser = () => prisma().user.findUniqueOrThrow({ where: { username: NAME } });

async function confirmPop(button: Locator) {
  await button.click();
  await h.page.locator('.ant-popconfirm').last().getByRole('button', { name: /确\s*定/ }).click();
}

/** Clicks an option of the open antd Select once its opening animation is over. */
async function pickOption(title: string) {
  const dropdown = h.page.locator('.ant-select-dropdown:visible');
  await dropdown.waitFor();
  await h.page.waitForTimeout(300);
  await dropdown.getByTitle(title, { exact: true }).click({ force: true });
}

/** Opens an antd Select; a click that lands while the table re-renders can be lost (seen in CI),
 * so a closed dropdown is clicked again, up to three times. */
async function openSelect(testId: string) {
  const dropdown = h.page.locator('.ant-select-dropdown:visible');
  for (let i = 0; i < 3; i++) {
    if (await dropdown.isVisible()) return;
    await h.page.getByTestId(testId).click();
    if (await dropdown.waitFor({ timeout: 3000 }).then(() => true, () => false)) return;
  }
}

async function search(keyword: string, group?: string) {
  const page = h.page;
  await input('user-search').fill(keyword);
  if (group) {
    await openSelect('user-group-filter');
    await pickOption(group);
  }
  await page.getByTestId('user-search-submit').click();
}

describe('user management', () => {
  it('logs in as root and lists users with paging', async () => {
    const page = h.page;
    await page.goto(h.url('/login'));
    await page.getByPlaceholder('用户名/邮箱').fill('root');
    await page.getByPlaceholder('密码').fill(ROOT_PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/token');
    await page.goto(h.url('/user'));
    await page.getByTestId('user-table').waitFor();
    // 13 users, newest first: page 1 holds 10, page 2 loads the remaining 3 on demand.
    await page.getByText('共 13 条').waitFor();
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(10);
    await page.locator('.ant-pagination-item-2').click();
    await row('root').waitFor();
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(3);
    expect(await row('root').innerText()).toContain('超级管理员');
    await page.locator('.ant-pagination-item-1').click();
    await row('filler11').waitFor();
  });

  it('remembers the page size', async () => {
    const page = h.page;
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('20 / page').or(page.locator('.ant-select-dropdown:visible').getByText('20 条/页')).click();
    await poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(13);
    expect(await page.evaluate(() => localStorage.getItem('user-page-size'))).toBe('20');
    await page.reload();
    await page.getByTestId('user-table').waitFor();
    await poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(13);
  });

  it('adds a user from the side panel', async () => {
    const page = h.page;
    await page.getByTestId('add-user').click();
    await page.getByTestId('add-user-submit').click();
    await poll(() => toastTexts(page)).toContain('用户名和密码不能为空！');
    const form = page.getByTestId('add-user-form');
    await form.getByLabel('用户名').fill(NAME);
    await form.getByLabel('显示名称').fill('Alice Display');
    await form.getByLabel('密码').fill('alice-password-1');
    await page.getByTestId('add-user-submit').click();
    await poll(() => toastTexts(page)).toContain('用户账户创建成功！');
    // The new user appears at the top without a reload.
    await row(NAME).waitFor();
    expect(await row(NAME).innerText()).toContain('Alice Display');
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').first().getAttribute('data-testid')).toBe(`user-row-${NAME}`);
    const u = await dbUser();
    expect(u).toMatchObject({ displayName: 'Alice Display', role: 1, status: 1 });
    await page.waitForTimeout(300);
    await h.screenshot('admin-users-list');
  });

  it('finds the user by keyword', async () => {
    const page = h.page;
    await search('alice');
    await page.getByText('共 1 条').waitFor();
    await row(NAME).waitFor();
    expect(await row('root').count()).toBe(0);
  });

  it('edits group and quota with the top-up dialog', async () => {
    const page = h.page;
    await row(NAME).getByRole('button', { name: /编\s*辑/ }).click();
    const drawer = page.getByTestId('user-edit-drawer');
    await drawer.getByTestId('user-edit-form').waitFor();
    expect(await drawer.getByLabel('用户名').inputValue()).toBe(NAME);
    await drawer.getByText('请输入新的密码，最短 8 位', { exact: false }).or(drawer.getByPlaceholder('请输入新的密码，最短 8 位')).first().waitFor();
    // Top-up: +1,000,000 quota (= $2.00), applied at once.
    await drawer.getByTestId('user-edit-topup').click();
    await input('topup-amount').fill('1000000');
    await page.getByTestId('topup-ok').click();
    await poll(() => toastTexts(page)).toContain('额度已更新');
    await poll(() => input('user-edit-quota').inputValue()).toBe('1000000');
    expect((await dbUser()).quota).toBe(1000000n);
    // A negative amount subtracts.
    await drawer.getByTestId('user-edit-topup').click();
    await input('topup-amount').fill('-250000');
    await page.getByTestId('topup-ok').click();
    await poll(async () => (await dbUser()).quota).toBe(750000n);
    await poll(() => input('user-edit-quota').inputValue()).toBe('750000');
    // Group and remark through the form.
    await drawer.getByTestId('user-edit-group').click();
    await pickOption('vip');
    await drawer.getByLabel('备注').fill('test remark');
    await page.locator('.ant-drawer-body').evaluate((el) => el.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await h.screenshot('admin-users-edit-drawer');
    await drawer.getByTestId('user-edit-submit').click();
    await poll(() => toastTexts(page)).toContain('用户信息更新成功！');
    await poll(async () => (await dbUser()).group).toBe('vip');
    expect((await dbUser()).remark).toBe('test remark');
    // The row shows the new balance and group.
    await poll(() => row(NAME).getByTestId('user-quota').innerText()).toBe('$1.50');
    expect(await row(NAME).innerText()).toContain('vip');
  });

  it('opens the edit panel from /user/edit/{id}', async () => {
    const page = h.page;
    const u = await dbUser();
    await page.goto(h.url(`/user/edit/${u.id}`));
    const drawer = page.getByTestId('user-edit-drawer');
    await drawer.getByTestId('user-edit-form').waitFor();
    expect(await drawer.getByLabel('用户名').inputValue()).toBe(NAME);
    // Nothing changed: the original's message.
    await drawer.getByTestId('user-edit-submit').click();
    await poll(() => toastTexts(page)).toContain('你似乎并没有修改什么');
    await drawer.getByRole('button', { name: /取\s*消/ }).click();
    await waitForPath(page, '/user');
  });

  it('filters by group', async () => {
    const page = h.page;
    await page.getByTestId('user-table').waitFor();
    await search('', 'vip');
    await page.getByText('共 1 条').waitFor();
    await row(NAME).waitFor();
    expect(await row('filler0').count()).toBe(0);
  });

  it('promotes, demotes, disables, enables and deletes', async () => {
    const page = h.page;
    const actions = page.getByTestId(`user-actions-${NAME}`);
    await confirmPop(actions.getByRole('button', { name: /提\s*升/ }));
    await poll(() => row(NAME).innerText()).toContain('管理员');
    expect((await dbUser()).role).toBe(10);
    // Promoting an admin again: the server's message as an error toast.
    await confirmPop(actions.getByRole('button', { name: /提\s*升/ }));
    await poll(() => toastTexts(page)).toContain('该用户已经是管理员');
    await confirmPop(actions.getByRole('button', { name: /降\s*级/ }));
    await poll(() => row(NAME).innerText()).toContain('普通用户');
    expect((await dbUser()).role).toBe(1);
    await actions.getByRole('button', { name: /禁\s*用/ }).click();
    await poll(() => row(NAME).innerText()).toContain('已封禁');
    expect((await dbUser()).status).toBe(2);
    await actions.getByRole('button', { name: /启\s*用/ }).click();
    await poll(() => row(NAME).innerText()).toContain('已激活');
    expect((await dbUser()).status).toBe(1);
    await confirmPop(actions.getByRole('button', { name: /删\s*除/ }));
    await poll(() => row(NAME).innerText()).toContain('已注销');
    expect(await page.getByTestId(`user-actions-${NAME}`).count()).toBe(0);
    expect((await dbUser()).deletedAt).not.toBeNull();
    // After a reload the deleted row is still listed as cancelled.
    await page.reload();
    await search(NAME);
    await poll(() => row(NAME).innerText()).toContain('已注销');
  });

  it('stays usable on a phone-sized screen', async () => {
    const page = h.page;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByTestId('user-table').waitFor();
    await page.getByTestId('add-user').click();
    await page.getByTestId('add-user-form').waitFor();
    // The side panel takes the whole width on a phone.
    const panel = page.locator('.ant-drawer-content-wrapper').filter({ has: page.getByTestId('add-user-form') });
    await poll(async () => Math.round((await panel.boundingBox())?.width ?? 0)).toBe(390);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await h.screenshot('admin-users-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
