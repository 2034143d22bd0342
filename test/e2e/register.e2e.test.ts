import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsole, waitForPath, type ConsoleHarness } from './helpers';
import { setupRoot } from '../helpers/test-server';

// Registration in the browser: the spec's checks, an invitation code from ?aff, then login.

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsole();
  await setupRoot(h.server);
}, 120_000);
afterAll(async () => h?.close());

describe('register', () => {
  it('validates, registers with an invitation code and lets the new user log in', { timeout: 120_000 }, async () => {
    const prisma = h.server.server.app.prisma;
    const inviter = await prisma.user.create({ data: { username: 'inviter', password: 'x', affCode: 'AbCd' } });
    const page = h.page;
    await page.goto(h.url('/register?aff=AbCd'));
    const form = page.getByTestId('register-page');
    await form.waitFor();
    const fields = form.locator('input');
    await fields.nth(0).fill('newbie');
    await fields.nth(1).fill('short');
    await fields.nth(2).fill('different1');
    await form.getByRole('button', { name: '注 册' }).or(form.getByRole('button', { name: '注册' })).first().click();
    await expect.poll(() => form.innerText(), { timeout: 15_000 }).toContain('密码长度为8-20个字符');
    await expect.poll(() => form.innerText(), { timeout: 15_000 }).toContain('两次输入的密码不一致');
    await fields.nth(1).fill('newbie-pass-1');
    await fields.nth(2).fill('newbie-pass-1');
    await form.getByRole('button', { name: '注 册' }).or(form.getByRole('button', { name: '注册' })).first().click();
    await waitForPath(page, '/login', 30_000);
    const user = await prisma.user.findUniqueOrThrow({ where: { username: 'newbie' } });
    expect(user.inviterId).toBe(inviter.id);
    expect(user.password).toMatch(/^\$2[aby]\$10\$/);
    await page.getByPlaceholder('用户名/邮箱').fill('newbie');
    await page.getByPlaceholder('密码').fill('newbie-pass-1');
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/token', 30_000);
    await h.screenshot('register-then-login');
  });
});
