import { safeEqual } from '../../lib/random';
import type { Ctx } from '../../context';
import type { User } from '../../db/generated/client';
import { AppError, badInput, forbidden } from '../../errors/app-error';
import { USER_ENABLED } from '../../auth/viewer';
import { randomAlnum } from '../../lib/random';
import { insertUser, inviterIdByAffCode, nextProviderUsername } from '../user/user-create';
import type { SessionPort } from '../user/session-port';

// Third-party login and binding shared by every provider (reference/rest-api.md §4.2):
// the CSRF state, "log in or sign up", and "bind to the logged-in user".

export type IdentityField = 'githubId' | 'oidcId' | 'linuxDoId' | 'wechatId' | 'telegramId';

export interface ProviderInfo {
  field: IdentityField;
  /** Prefix of auto-created usernames ("github_" + max id + 1). */
  usernamePrefix: string;
  /** Used in "管理员未开启通过 X 登录以及注册". */
  disabledMessage: string;
  boundMessage: string;
  enabled(ctx: Ctx): boolean;
}

export interface Identity {
  id: string;
  displayName: string;
  email?: string;
  /** A provider-chosen username (OIDC preferred_username), used when free. */
  username?: string;
}

/** GET /api/oauth/state: a 12-char state (and the aff code) kept in the session. */
export function issueOAuthState(session: SessionPort, aff?: string | null): string {
  const state = randomAlnum(12);
  session.update({ oauthState: state, ...(aff ? { aff } : {}) });
  return state;
}

export function checkOAuthState(session: SessionPort, state: string | undefined | null): void {
  const saved = session.read().oauthState;
  if (!state || !saved || !safeEqual(state, saved)) throw new AppError('FORBIDDEN', 'state is empty or not same', 403);
}

/** Finds the user holding this identity, or signs one up; refuses deleted and banned users. */
export async function loginWithIdentity(ctx: Ctx, session: SessionPort, p: ProviderInfo, who: Identity): Promise<User> {
  const holder = await ctx.app.prisma.user.findFirst({ where: { [p.field]: who.id } });
  let user: User;
  if (holder) {
    if (holder.deletedAt) throw forbidden('用户已注销');
    user = holder;
  } else {
    if (!ctx.app.options.bool('RegisterEnabled')) throw forbidden('管理员关闭了新用户注册');
    let username = who.username?.trim();
    if (!username || [...username].length > 12 || (await ctx.app.prisma.user.count({ where: { username } }))) {
      username = await nextProviderUsername(ctx.app, p.usernamePrefix);
    }
    user = await insertUser(ctx.app, {
      username,
      displayName: who.displayName,
      email: who.email && !(await ctx.app.prisma.user.count({ where: { email: who.email } })) ? who.email : '',
      [p.field]: who.id,
      inviterId: await inviterIdByAffCode(ctx.app, session.read().aff),
    });
  }
  if (user.status !== USER_ENABLED) throw forbidden('用户已被封禁');
  session.login(user);
  return user;
}

/** Binds the identity to the given user unless someone (even deleted) holds it. */
export async function bindIdentity(ctx: Ctx, userId: number, p: ProviderInfo, who: Identity): Promise<void> {
  if (await ctx.app.prisma.user.count({ where: { [p.field]: who.id } })) throw badInput(p.boundMessage);
  const user = await ctx.app.prisma.user.findFirst({ where: { id: userId, deletedAt: null } });
  if (!user) throw forbidden('用户已注销');
  await ctx.app.prisma.user.update({ where: { id: userId }, data: { [p.field]: who.id } });
  ctx.app.events.invalidate('users', userId);
}

/** The state-protected callback of GitHub, OIDC and LinuxDO: binds when logged in, else logs in. */
export async function oauthCallback(
  ctx: Ctx,
  session: SessionPort,
  p: ProviderInfo,
  fetchIdentity: (code: string) => Promise<Identity>,
  q: { code?: string; state?: string },
): Promise<{ bind: true } | { bind: false; user: User }> {
  checkOAuthState(session, q.state);
  if (!p.enabled(ctx)) throw forbidden(p.disabledMessage);
  if (!q.code) throw badInput('无效的参数');
  const who = await fetchIdentity(q.code);
  const loggedIn = session.read().id;
  if (loggedIn) {
    await bindIdentity(ctx, loggedIn, p, who);
    return { bind: true };
  }
  return { bind: false, user: await loginWithIdentity(ctx, session, p, who) };
}

/** WeChat-style login (no state): a code from the user, checked by the provider. */
export async function loginWithCode(ctx: Ctx, session: SessionPort, p: ProviderInfo, fetchIdentity: (code: string) => Promise<Identity>, code: string | undefined) {
  if (!p.enabled(ctx)) throw forbidden(p.disabledMessage);
  if (!code) throw badInput('无效的参数');
  return loginWithIdentity(ctx, session, p, await fetchIdentity(code));
}

export async function bindWithCode(ctx: Ctx, p: ProviderInfo, fetchIdentity: (code: string) => Promise<Identity>, code: string | undefined) {
  if (!ctx.viewer) throw forbidden('无权进行此操作，未登录且未提供 access token');
  if (!p.enabled(ctx)) throw forbidden(p.disabledMessage);
  if (!code) throw badInput('无效的参数');
  await bindIdentity(ctx, ctx.viewer.id, p, await fetchIdentity(code));
}
