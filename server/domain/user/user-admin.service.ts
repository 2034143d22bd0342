import { z } from 'zod';
import type { Ctx } from '../../context';
import type { User } from '../../db/generated/client';
import { badInput, forbidden } from '../../errors/app-error';
import { isAdmin } from '../../auth/viewer';
import { LOG_MANAGE, formatQuota, recordLog } from '../log/log.service';
import { userSearchWhere } from './user.queries';
import { MANAGE_ACTIONS, manageResult, manageRuleAction, userActionRefusal, type ManageAction } from './user.rules';
import { assertUnused, checkUserFields, hashPassword, insertUser } from './user-create';

// Admin user management (reference/rest-api.md §4.3). Role rules come from user.rules.ts.

const NO_USER = '用户不存在';

function actor(ctx: Ctx) {
  if (!ctx.viewer) throw forbidden('无权进行此操作，未登录且未提供 access token');
  if (!isAdmin(ctx.viewer)) throw forbidden('无权进行此操作，权限不足');
  return ctx.viewer;
}

function refuseUnless(message: string | null) {
  if (message) throw forbidden(message);
}

/** Integer quota from JSON number, GraphQL BigInt or a digit string. */
export const quotaValue = z.union([z.number().int(), z.bigint(), z.string().regex(/^-?\d+$/)]).transform((v) => BigInt(v));

export interface UserPage {
  items: User[];
  total: number;
}

/** List (no filter) or search, id descending, soft-deleted users included. */
export async function listUsers(ctx: Ctx, q: { keyword?: string | null; group?: string | null; page: number; pageSize: number }): Promise<UserPage> {
  actor(ctx);
  const where = userSearchWhere(q);
  const [items, total] = await Promise.all([
    ctx.app.prisma.user.findMany({ where, orderBy: { id: 'desc' }, skip: (q.page - 1) * q.pageSize, take: q.pageSize }),
    ctx.app.prisma.user.count({ where }),
  ]);
  return { items, total };
}

export async function getUser(ctx: Ctx, id: number): Promise<User> {
  const me = actor(ctx);
  const user = await ctx.app.prisma.user.findFirst({ where: { id, deletedAt: null } });
  if (!user) throw badInput(NO_USER);
  refuseUnless(userActionRefusal(me.role, user.role, 'get'));
  return user;
}

export const createUserInput = z.object({
  username: z.string().optional().default(''),
  password: z.string().optional().default(''),
  display_name: z.string().optional().default(''),
  role: z.number().int().optional().default(0),
});

/** POST /api/user/: always a common user with QuotaForNewUser. */
export async function createUser(ctx: Ctx, raw: unknown): Promise<User> {
  const me = actor(ctx);
  const parsed = createUserInput.safeParse(raw ?? {});
  if (!parsed.success) throw badInput('无效的参数');
  const input = { ...parsed.data, username: parsed.data.username.trim() };
  if (!input.username || !input.password) throw badInput('无效的参数');
  checkUserFields({ username: input.username, displayName: input.display_name, password: input.password }, { passwordRequired: true });
  refuseUnless(userActionRefusal(me.role, input.role, 'create'));
  await assertUnused(ctx.app, input.username);
  return insertUser(ctx.app, { username: input.username, password: input.password, displayName: input.display_name || input.username });
}

export const updateUserInput = z.object({
  id: z.number().int().positive(),
  username: z.string().optional(),
  display_name: z.string().optional(),
  password: z.string().optional(),
  group: z.string().max(64).optional(),
  remark: z.string().max(255).optional(),
  role: z.number().int().optional(),
  /** The new balance (the console sends the whole user). */
  quota: quotaValue.optional(),
  /** Added to the balance; negative subtracts. */
  quota_delta: quotaValue.optional(),
});
export type UpdateUserInput = z.input<typeof updateUserInput>;

/** PUT /api/user/: writes name, display name, group, remark, password (if given) and quota. */
export async function updateUser(ctx: Ctx, raw: unknown): Promise<User> {
  const me = actor(ctx);
  const parsed = updateUserInput.safeParse(raw ?? {});
  if (!parsed.success) throw badInput('无效的参数');
  const input = parsed.data;
  const username = input.username?.trim();
  checkUserFields({ username, displayName: input.display_name, password: input.password ?? '' }, { passwordRequired: false });
  const origin = await ctx.app.prisma.user.findFirst({ where: { id: input.id, deletedAt: null } });
  if (!origin) throw badInput(NO_USER);
  refuseUnless(userActionRefusal(me.role, origin.role, 'update', input.role ?? 0));
  if (username !== undefined && username === '') throw badInput('无效的参数');
  if (username && username !== origin.username) await assertUnused(ctx.app, username, undefined, origin.id);

  // The balance moves by a difference (quota = quota + ?) so relay spending in between is kept.
  let delta = input.quota_delta ?? 0n;
  if (input.quota !== undefined) delta += input.quota - origin.quota;
  const updated = await ctx.app.prisma.user.update({
    where: { id: origin.id },
    data: {
      ...(username ? { username } : {}),
      ...(input.display_name !== undefined ? { displayName: input.display_name || username || origin.username } : {}),
      ...(input.group !== undefined && input.group !== '' ? { group: input.group } : {}),
      ...(input.remark !== undefined ? { remark: input.remark } : {}),
      ...(input.password ? { password: await hashPassword(input.password) } : {}),
      ...(delta !== 0n ? { quota: { increment: delta } } : {}),
    },
  });
  if (delta !== 0n) {
    await recordLog(ctx.app, {
      userId: origin.id,
      type: LOG_MANAGE,
      content: `管理员将用户额度从 ${formatQuota(ctx.app, updated.quota - delta)}修改为 ${formatQuota(ctx.app, updated.quota)}`,
    });
  }
  ctx.app.events.invalidate('users', origin.id);
  return updated;
}

export const manageInput = z.object({ id: z.number().int().positive(), action: z.enum(MANAGE_ACTIONS) });

/** POST /api/user/manage → the role and status after the action. */
export async function manageUser(ctx: Ctx, raw: unknown): Promise<{ role: number; status: number }> {
  const me = actor(ctx);
  const parsed = manageInput.safeParse(raw ?? {});
  if (!parsed.success) throw badInput('无效的参数');
  const { id, action } = parsed.data as { id: number; action: ManageAction };
  const user = await ctx.app.prisma.user.findUnique({ where: { id } });
  if (!user) throw badInput(NO_USER);
  refuseUnless(userActionRefusal(me.role, user.role, manageRuleAction(action)));
  const next = manageResult(action, user.role, user.status);
  await ctx.app.prisma.user.update({
    where: { id },
    data: action === 'delete' ? { deletedAt: new Date() } : { role: next.role, status: next.status },
  });
  ctx.app.events.invalidate('users', id);
  return next;
}

/** DELETE /api/user/:id: removes the row (and its tokens). */
export async function hardDeleteUser(ctx: Ctx, id: number): Promise<void> {
  const me = actor(ctx);
  const user = await ctx.app.prisma.user.findUnique({ where: { id } });
  if (!user) throw badInput(NO_USER);
  refuseUnless(userActionRefusal(me.role, user.role, 'delete'));
  await ctx.app.prisma.user.delete({ where: { id } });
  ctx.app.events.invalidate('users', id);
}
