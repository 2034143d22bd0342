import bcrypt from 'bcryptjs';
import type { App } from '../../context';
import type { Prisma, User } from '../../db/generated/client';
import { AppError, badInput } from '../../errors/app-error';
import { randomAlnum } from '../../lib/random';
import { LOG_SYSTEM, formatQuota, recordLog } from '../log/log.service';
import { BCRYPT_COST } from '../setup/setup.service';

// Creating a user, whatever the path (register, admin create, OAuth, WeChat): quota grants and
// invitation rewards as reference/billing.md §9.

export const TAKEN = '用户名已存在，或已注销';

export interface NewUser {
  username: string;
  password?: string;
  displayName?: string;
  email?: string;
  githubId?: string;
  oidcId?: string;
  wechatId?: string;
  telegramId?: string;
  linuxDoId?: string;
  inviterId?: number;
}

const nowSec = () => BigInt(Math.floor(Date.now() / 1000));
export const optionQuota = (app: App, key: string) => BigInt(Math.max(0, Math.trunc(app.options.num(key))));

/** The original's validator text: "输入不合法 Key: 'User.X' Error:Field validation for 'X' failed on the 'tag' tag". */
export function invalidField(field: string, tag: string): AppError {
  return badInput(`输入不合法 Key: 'User.${field}' Error:Field validation for '${field}' failed on the '${tag}' tag`);
}

/** Length limits of the users model (username ≤ 12, display name ≤ 20, password 8–20, e-mail ≤ 50). */
export function checkUserFields(u: { username?: string; displayName?: string; password?: string; email?: string }, opts: { passwordRequired: boolean }) {
  const len = (s: string) => [...s].length;
  if (u.username !== undefined && len(u.username) > 12) throw invalidField('Username', 'max');
  if (u.displayName !== undefined && len(u.displayName) > 20) throw invalidField('DisplayName', 'max');
  if (u.password !== undefined && (u.password !== '' || opts.passwordRequired)) {
    if (len(u.password) < 8) throw invalidField('Password', 'min');
    if (len(u.password) > 20) throw invalidField('Password', 'max');
  }
  if (u.email !== undefined && u.email !== '') {
    if (len(u.email) > 50) throw invalidField('Email', 'max');
    if (!isEmail(u.email)) throw invalidField('Email', 'email');
  }
}

export const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) && s.length <= 254;

/** Username and e-mail must be unused, counting soft-deleted users. */
export async function assertUnused(app: App, username: string, email?: string, exceptId?: number) {
  const or: Prisma.UserWhereInput[] = [{ username }];
  if (email) or.push({ email });
  const found = await app.prisma.user.findFirst({ where: { OR: or, ...(exceptId ? { NOT: { id: exceptId } } : {}) }, select: { id: true } });
  if (found) throw badInput(TAKEN);
}

export async function inviterIdByAffCode(app: App, affCode: string | undefined | null): Promise<number> {
  if (!affCode) return 0;
  const u = await app.prisma.user.findFirst({ where: { affCode, deletedAt: null }, select: { id: true } });
  return u?.id ?? 0;
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === 'P2002';

/** Inserts the user with QuotaForNewUser (+ QuotaForInvitee), rewards the inviter, writes the logs. */
export async function insertUser(app: App, input: NewUser): Promise<User> {
  const newQuota = optionQuota(app, 'QuotaForNewUser');
  const inviterId = input.inviterId ?? 0;
  const inviteeQuota = inviterId ? optionQuota(app, 'QuotaForInvitee') : 0n;
  const inviterQuota = inviterId ? optionQuota(app, 'QuotaForInviter') : 0n;
  const password = input.password ? await hashPassword(input.password) : '';
  let user: User | null = null;
  for (let attempt = 0; attempt < 5 && !user; attempt++) {
    try {
      user = await app.prisma.$transaction(async (tx) => {
        const created = await tx.user.create({
          data: {
            username: input.username,
            password,
            displayName: input.displayName ?? input.username,
            email: input.email ?? '',
            githubId: input.githubId ?? '',
            oidcId: input.oidcId ?? '',
            wechatId: input.wechatId ?? '',
            telegramId: input.telegramId ?? '',
            linuxDoId: input.linuxDoId ?? '',
            affCode: randomAlnum(4),
            quota: newQuota + inviteeQuota,
            inviterId,
            createdAt: nowSec(),
          },
        });
        if (inviterId) {
          await tx.user.update({
            where: { id: inviterId },
            data: { affCount: { increment: 1 }, affQuota: { increment: inviterQuota }, affHistory: { increment: inviterQuota } },
          });
        }
        return created;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A taken name loses the race here; otherwise the aff code collided: draw again.
      if (await app.prisma.user.count({ where: { username: input.username } })) throw badInput(TAKEN);
    }
  }
  if (!user) throw badInput(TAKEN);
  if (newQuota > 0n) await recordLog(app, { userId: user.id, type: LOG_SYSTEM, content: `新用户注册赠送 ${formatQuota(app, newQuota)}` });
  if (inviteeQuota > 0n) await recordLog(app, { userId: user.id, type: LOG_SYSTEM, content: `使用邀请码赠送 ${formatQuota(app, inviteeQuota)}` });
  if (inviterQuota > 0n) await recordLog(app, { userId: inviterId, type: LOG_SYSTEM, content: `邀请用户赠送 ${formatQuota(app, inviterQuota)}` });
  if (inviterId) app.events.invalidate('users', inviterId);
  return user;
}

/** "<prefix><max id + 1>", the original's name for users signing up through a provider. */
export async function nextProviderUsername(app: App, prefix: string): Promise<string> {
  const max = await app.prisma.user.aggregate({ _max: { id: true } });
  let n = (max._max.id ?? 0) + 1;
  for (;;) {
    const name = `${prefix}${n}`;
    if (!(await app.prisma.user.count({ where: { username: name } }))) return name;
    n++;
  }
}
