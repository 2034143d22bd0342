import { createHash, createHmac } from 'node:crypto';
import type { Ctx } from '../../context';
import type { User } from '../../db/generated/client';
import { badInput, forbidden } from '../../errors/app-error';
import { USER_ENABLED } from '../../auth/viewer';
import { safeEqual } from '../../lib/random';
import type { SessionPort } from '../user/session-port';
import { bindIdentity, type ProviderInfo } from './oauth.service';

// Telegram Login Widget (core.telegram.org/widgets/login#checking-authorization): hash = hex
// HMAC-SHA256 over the sorted "k=v" lines joined by "\n", keyed with SHA-256(bot token).

export const MAX_AUTH_AGE_SECONDS = 86400;

export const telegram: ProviderInfo = {
  field: 'telegramId',
  usernamePrefix: 'telegram_',
  disabledMessage: '管理员未开启通过 Telegram 登录以及注册',
  boundMessage: '该 Telegram 账户已被绑定',
  enabled: (ctx) => ctx.app.options.bool('TelegramOAuthEnabled'),
};

export function telegramHash(fields: Record<string, string>, botToken: string): string {
  const data = Object.keys(fields)
    .filter((k) => k !== 'hash')
    .map((k) => `${k}=${fields[k]}`)
    .sort()
    .join('\n');
  const key = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', key).update(data).digest('hex');
}

/** The verified Telegram id from widget fields; throws "无效的请求" when forged or stale. */
export function verifyTelegram(ctx: Ctx, raw: Record<string, unknown>, nowSec = Math.floor(Date.now() / 1000)): string {
  if (!telegram.enabled(ctx)) throw forbidden(telegram.disabledMessage);
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') fields[k] = v;
  const hash = fields.hash ?? '';
  if (!hash || !fields.id || !safeEqual(hash, telegramHash(fields, ctx.app.options.get('TelegramBotToken')))) throw badInput('无效的请求');
  const authDate = Number(fields.auth_date);
  if (!Number.isFinite(authDate) || nowSec - authDate > MAX_AUTH_AGE_SECONDS) throw badInput('无效的请求');
  return fields.id;
}

/** Login only: the Telegram account must already be bound. */
export async function telegramLogin(ctx: Ctx, session: SessionPort, fields: Record<string, unknown>): Promise<User> {
  const id = verifyTelegram(ctx, fields);
  const user = await ctx.app.prisma.user.findFirst({ where: { telegramId: id, deletedAt: null } });
  if (!user) throw badInput('该 Telegram 账户未绑定');
  if (user.status !== USER_ENABLED) throw forbidden('用户已被封禁');
  session.login(user);
  return user;
}

export async function telegramBind(ctx: Ctx, session: SessionPort, fields: Record<string, unknown>): Promise<void> {
  const id = verifyTelegram(ctx, fields);
  const userId = session.read().id;
  if (!userId) throw forbidden('无权进行此操作，未登录且未提供 access token');
  await bindIdentity(ctx, userId, telegram, { id, displayName: '' });
}
