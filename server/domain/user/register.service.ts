import { z } from 'zod';
import type { Ctx } from '../../context';
import { badInput, forbidden } from '../../errors/app-error';
import { randomAlnum } from '../../lib/random';
import { assertUnused, checkUserFields, insertUser, inviterIdByAffCode, invalidField } from './user-create';
import { verifyCode } from './verification.service';

// POST /api/user/register (reference/rest-api.md §4.2), checks in the original's order.

export const registerInput = z.object({
  username: z.string().optional().default(''),
  password: z.string().optional().default(''),
  password2: z.string().optional(),
  email: z.string().optional().default(''),
  verification_code: z.string().optional().default(''),
  aff_code: z.string().optional().default(''),
});
export type RegisterInput = z.input<typeof registerInput>;

export async function register(ctx: Ctx, raw: unknown) {
  const o = ctx.app.options;
  if (!o.bool('RegisterEnabled')) throw forbidden('管理员关闭了新用户注册');
  if (!o.bool('PasswordRegisterEnabled')) throw forbidden('管理员关闭了通过密码进行注册，请使用第三方账户验证的形式进行注册');
  const parsed = registerInput.safeParse(raw ?? {});
  if (!parsed.success) throw badInput('无效的参数');
  const input = { ...parsed.data, username: parsed.data.username.trim(), email: parsed.data.email.trim() };
  if (!input.username) throw invalidField('Username', 'required');
  checkUserFields({ username: input.username, password: input.password, email: input.email }, { passwordRequired: true });
  if (input.password2 !== undefined && input.password2 !== input.password) throw badInput('两次输入的密码不一致');
  const emailRequired = o.bool('EmailVerificationEnabled');
  if (emailRequired) {
    if (!input.email || !input.verification_code) throw badInput('管理员开启了邮箱验证，请输入邮箱地址和验证码');
    if (!(await verifyCode(ctx, 'v', input.email, input.verification_code))) throw badInput('验证码错误或已过期');
  }
  const email = emailRequired ? input.email : '';
  await assertUnused(ctx.app, input.username, email);
  const user = await insertUser(ctx.app, {
    username: input.username,
    password: input.password,
    email,
    inviterId: await inviterIdByAffCode(ctx.app, input.aff_code),
  });
  if (ctx.app.config.GENERATE_DEFAULT_TOKEN) {
    const now = BigInt(Math.floor(Date.now() / 1000));
    await ctx.app.prisma.token.create({
      data: {
        userId: user.id,
        name: `${user.username}的初始令牌`,
        key: randomAlnum(48),
        createdTime: now,
        accessedTime: now,
        expiredTime: -1n,
        remainQuota: 500000n,
        unlimitedQuota: true,
        group: o.bool('DefaultUseAutoGroup') ? 'auto' : '',
      },
    });
  }
  return user;
}
