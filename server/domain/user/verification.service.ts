import { safeEqual } from '../../lib/random';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Ctx } from '../../context';
import { badInput, forbidden } from '../../errors/app-error';
import { randomHex } from '../../lib/random';
import { sendMail } from '../mail/mailer';
import { storeOf } from './expiring-store';
import { hashPassword, invalidField, isEmail } from './user-create';

// E-mail codes and password reset links (reference/rest-api.md §4.2): 6-char codes and 32-hex
// reset tokens, valid 10 minutes, each usable once.

export const VERIFICATION_VALID_MINUTES = 10;
const TTL = VERIFICATION_VALID_MINUTES * 60_000;
type Purpose = 'v' | 'r';
const key = (purpose: Purpose, email: string) => `code:${purpose}:${email.toLowerCase()}`;

export const DOMAIN_NOT_ALLOWED =
  "The administrator has enabled the email domain name whitelist, and your email address is not allowed due to special symbols or it's not in the whitelist.";

/** Consumes the code when it matches; false when wrong, expired or already used. */
export async function verifyCode(ctx: Ctx, purpose: Purpose, email: string, code: string): Promise<boolean> {
  if (!email || !code) return false;
  const store = storeOf(ctx.app);
  const saved = await store.get(key(purpose, email));
  if (saved === null || !safeEqual(saved, code)) return false;
  // take() makes a second concurrent use fail.
  const taken = await store.take(key(purpose, email));
  return taken !== null && safeEqual(taken, code);
}

function systemName(ctx: Ctx) {
  return ctx.app.options.get('SystemName') || 'New API';
}

/** GET /api/verification: checks the address, stores a code, mails it. */
export async function sendVerificationCode(ctx: Ctx, emailRaw: unknown): Promise<void> {
  const email = typeof emailRaw === 'string' ? emailRaw.trim() : '';
  if (!email || !isEmail(email)) throw badInput('无效的参数');
  const [local, domain] = [email.slice(0, email.lastIndexOf('@')), email.slice(email.lastIndexOf('@') + 1)];
  const o = ctx.app.options;
  if (o.bool('EmailDomainRestrictionEnabled')) {
    const allowed = o.get('EmailDomainWhitelist').split(',').map((d) => d.trim().toLowerCase()).filter(Boolean);
    if (!allowed.includes(domain.toLowerCase())) throw badInput(DOMAIN_NOT_ALLOWED);
  }
  if (o.bool('EmailAliasRestrictionEnabled') && /[+.]/.test(local)) {
    throw badInput('管理员已启用邮箱地址别名限制，您的邮箱地址由于包含特殊符号而被拒绝。');
  }
  if (await ctx.app.prisma.user.count({ where: { email } })) throw badInput('邮箱地址已被占用');
  const code = randomUUID().replaceAll('-', '').slice(0, 6);
  await storeOf(ctx.app).set(key('v', email), code, TTL);
  const name = systemName(ctx);
  await sendMail(ctx.app, {
    to: email,
    subject: `${name}邮箱验证邮件`,
    html:
      `<p>您好，你正在进行${name}邮箱验证。</p>` +
      `<p>您的验证码为: <strong>${code}</strong></p>` +
      `<p>验证码 ${VERIFICATION_VALID_MINUTES} 分钟内有效，如果不是本人操作，请忽略。</p>`,
  });
}

/** GET /api/reset_password: mails {ServerAddress}/user/reset?email=…&token=… */
export async function sendPasswordReset(ctx: Ctx, emailRaw: unknown): Promise<void> {
  const email = typeof emailRaw === 'string' ? emailRaw.trim() : '';
  if (!email || !isEmail(email)) throw badInput('无效的参数');
  if (!(await ctx.app.prisma.user.count({ where: { email, deletedAt: null } }))) throw badInput('该邮箱地址未注册');
  const token = randomHex(16);
  await storeOf(ctx.app).set(key('r', email), token, TTL);
  const base = (ctx.app.options.get('ServerAddress') || 'http://localhost:3000').replace(/\/+$/, '');
  const link = `${base}/user/reset?email=${encodeURIComponent(email)}&token=${token}`;
  const name = systemName(ctx);
  await sendMail(ctx.app, {
    to: email,
    subject: `${name}密码重置`,
    html:
      `<p>您好，你正在进行${name}密码重置。</p>` +
      `<p>点击 <a href='${link}'>此处</a> 进行密码重置。</p>` +
      `<p>如果链接无法点击，请尝试点击下面的链接或将其复制到浏览器中打开：<br> ${link} </p>` +
      `<p>重置链接 ${VERIFICATION_VALID_MINUTES} 分钟内有效，如果不是本人操作，请忽略。</p>`,
  });
}

export const resetInput = z.object({ email: z.string().catch(''), token: z.string().catch('') });

/** POST /api/user/reset: consumes the token and returns the new password (12 hex chars). */
export async function resetPassword(ctx: Ctx, raw: unknown): Promise<string> {
  const { email, token } = resetInput.parse(raw ?? {});
  if (!email || !token) throw badInput('无效的参数');
  if (!(await verifyCode(ctx, 'r', email, token))) throw badInput('重置链接非法或已过期');
  const password = randomHex(6);
  const hash = await hashPassword(password);
  const updated = await ctx.app.prisma.user.updateMany({ where: { email, deletedAt: null }, data: { password: hash } });
  if (!updated.count) throw badInput('该邮箱地址未注册');
  return password;
}

/** GET /api/oauth/email/bind: the code proves the address; the caller's e-mail becomes it. */
export async function bindEmail(ctx: Ctx, emailRaw: unknown, codeRaw: unknown): Promise<void> {
  if (!ctx.viewer) throw forbidden('无权进行此操作，未登录且未提供 access token');
  const email = typeof emailRaw === 'string' ? emailRaw.trim() : '';
  const code = typeof codeRaw === 'string' ? codeRaw.trim() : '';
  if (!email || !code) throw badInput('无效的参数');
  if (email.length > 50) throw invalidField('Email', 'max');
  if (!(await verifyCode(ctx, 'v', email, code))) throw badInput('验证码错误或已过期');
  await ctx.app.prisma.user.update({ where: { id: ctx.viewer.id }, data: { email } });
  ctx.app.events.invalidate('users', ctx.viewer.id);
}
