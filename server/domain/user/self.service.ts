import bcrypt from 'bcryptjs';
import { z } from 'zod';
import type { Ctx } from '../../context';
import { badInput, forbidden } from '../../errors/app-error';
import { ROLE_ROOT } from '../../auth/viewer';
import { randomAlnum } from '../../lib/random';
import { LOG_SYSTEM, formatQuota, recordLog } from '../log/log.service';
import { quotaValue } from './user-admin.service';
import { assertUnused, checkUserFields, hashPassword, isEmail } from './user-create';
import { parseUserSetting } from './user-setting';
import { webhookUrlAllowed } from './quota-warning';

// What a user does to their own account (reference/rest-api.md §4.3, self routes).

function me(ctx: Ctx) {
  if (!ctx.viewer) throw forbidden('无权进行此操作，未登录且未提供 access token');
  return ctx.viewer;
}

async function selfRow(ctx: Ctx) {
  const user = await ctx.app.prisma.user.findFirst({ where: { id: me(ctx).id, deletedAt: null } });
  if (!user) throw forbidden('用户不存在');
  return user;
}

export const updateSelfInput = z.object({
  username: z.string().optional(),
  display_name: z.string().optional(),
  password: z.string().optional(),
  original_password: z.string().optional().default(''),
});
export type UpdateSelfInput = z.input<typeof updateSelfInput>;

/** PUT /api/user/self: the current password is always required, as in the original. */
export async function updateSelf(ctx: Ctx, raw: unknown): Promise<void> {
  const parsed = updateSelfInput.safeParse(raw ?? {});
  if (!parsed.success) throw badInput('无效的参数');
  const input = parsed.data;
  const username = input.username?.trim() || undefined;
  checkUserFields({ username, displayName: input.display_name, password: input.password ?? '' }, { passwordRequired: false });
  const user = await selfRow(ctx);
  if (!(await bcrypt.compare(input.original_password, user.password || '!'))) throw badInput('原密码错误');
  if (username && username !== user.username) await assertUnused(ctx.app, username, undefined, user.id);
  await ctx.app.prisma.user.update({
    where: { id: user.id },
    data: {
      ...(username ? { username } : {}),
      ...(input.display_name ? { displayName: input.display_name } : {}),
      ...(input.password ? { password: await hashPassword(input.password) } : {}),
    },
  });
  ctx.app.events.invalidate('users', user.id);
}

/** DELETE /api/user/self: soft delete; the root account cannot remove itself. */
export async function deleteSelf(ctx: Ctx): Promise<void> {
  const user = await selfRow(ctx);
  if (user.role >= ROLE_ROOT) throw forbidden('不能删除超级管理员账户');
  await ctx.app.prisma.user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
  ctx.app.events.invalidate('users', user.id);
}

/** GET /api/user/aff: the 4-char invitation code, created on first request. */
export async function affiliateCode(ctx: Ctx): Promise<string> {
  const user = await selfRow(ctx);
  if (user.affCode) return user.affCode;
  for (let i = 0; i < 10; i++) {
    const code = randomAlnum(4);
    try {
      const r = await ctx.app.prisma.user.updateMany({ where: { id: user.id, affCode: null }, data: { affCode: code } });
      if (r.count) return code;
      return (await selfRow(ctx)).affCode ?? code;
    } catch {
      // Taken by someone else: draw again.
    }
  }
  throw badInput('生成邀请码失败，请重试');
}

export const transferInput = z.object({ quota: quotaValue });

/** POST /api/user/aff_transfer: aff_quota → quota in one conditional UPDATE. */
export async function transferAffiliateQuota(ctx: Ctx, raw: unknown): Promise<void> {
  const parsed = transferInput.safeParse(raw ?? {});
  if (!parsed.success) throw badInput('无效的参数');
  const amount = parsed.data.quota;
  const user = await selfRow(ctx);
  const unit = BigInt(Math.trunc(ctx.app.options.num('QuotaPerUnit', 500000)));
  if (amount < unit) throw badInput(`划转失败 转移额度最小为${formatQuota(ctx.app, unit)}！`);
  const moved = await ctx.app.prisma.user.updateMany({
    where: { id: user.id, affQuota: { gte: amount } },
    data: { affQuota: { decrement: amount }, quota: { increment: amount } },
  });
  if (!moved.count) throw badInput('划转失败 邀请额度不足！');
  await recordLog(ctx.app, { userId: user.id, type: LOG_SYSTEM, content: `邀请额度划转 ${formatQuota(ctx.app, amount)} 到余额` });
  ctx.app.events.invalidate('users', user.id);
}

export const settingInput = z.object({
  notify_type: z.string().optional().default(''),
  quota_warning_threshold: z.number().optional().default(0),
  webhook_url: z.string().optional().default(''),
  webhook_secret: z.string().optional().default(''),
  notification_email: z.string().optional().default(''),
  accept_unset_model_ratio_model: z.boolean().optional().default(false),
  record_ip_log: z.boolean().optional().default(false),
});
export type SettingInput = z.input<typeof settingInput>;

/** PUT /api/user/setting. An empty webhook secret keeps the saved one (secrets are sent only when set). */
export async function updateNotificationSettings(ctx: Ctx, raw: unknown): Promise<void> {
  const parsed = settingInput.safeParse(raw ?? {});
  if (!parsed.success) throw badInput('无效的参数');
  const s = parsed.data;
  if (s.notify_type !== 'email' && s.notify_type !== 'webhook') throw badInput('无效的预警类型');
  if (!(s.quota_warning_threshold > 0)) throw badInput('预警阈值必须大于0');
  if (s.notify_type === 'webhook') {
    if (!s.webhook_url) throw badInput('Webhook地址不能为空');
    if (!webhookUrlAllowed(ctx.app, s.webhook_url)) throw badInput('无效的Webhook地址');
  }
  if (s.notify_type === 'email' && s.notification_email && (!s.notification_email.includes('@') || !isEmail(s.notification_email))) {
    throw badInput('无效的邮箱地址');
  }
  const user = await selfRow(ctx);
  const old = parseUserSetting(user.setting);
  const next: Record<string, unknown> = {
    ...old,
    notify_type: s.notify_type,
    quota_warning_threshold: s.quota_warning_threshold,
    accept_unset_model_ratio_model: s.accept_unset_model_ratio_model,
    record_ip_log: s.record_ip_log,
  };
  if (s.notify_type === 'webhook') {
    next.webhook_url = s.webhook_url;
    if (s.webhook_secret) next.webhook_secret = s.webhook_secret;
  }
  if (s.notify_type === 'email') next.notification_email = s.notification_email;
  await ctx.app.prisma.user.update({ where: { id: user.id }, data: { setting: JSON.stringify(next) } });
  ctx.app.events.invalidate('users', user.id);
}
