import { z } from 'zod';
import type { Ctx } from '../../context';
import type { Prisma, Redemption } from '../../db/generated/client';
import { AppError, badInput, forbidden, notFound } from '../../errors/app-error';
import { isAdmin } from '../../auth/viewer';
import { randomHex } from '../../lib/random';
import { formatQuota, LOG_TOPUP, recordLog } from '../log/log.service';
import { nowSec, paging, pageOf, type Page } from '../log/paging';

// Redemption codes (reference/rest-api.md §4.7, billing.md §10). Admin manages; any user redeems.

export const CODE_UNUSED = 1;
export const CODE_DISABLED = 2;
export const CODE_USED = 3;

const int = z.coerce.number().int();
const big = z.union([z.number().int(), z.string().regex(/^-?\d+$/), z.bigint()]).transform((v) => BigInt(v));

export const createRedemptionInput = z.object({
  name: z.string().default(''),
  quota: big.default(100n),
  count: int.default(0),
  expired_time: big.default(0n),
});
export const updateRedemptionInput = z.object({
  id: int,
  name: z.string().default(''),
  quota: big.default(0n),
  expired_time: big.default(0n),
  status: int.optional(),
});
export const redemptionStatusInput = z.object({ id: int, status: int });
export const redeemInput = z.object({ key: z.string().default('') });

const requireAdmin = (ctx: Ctx) => {
  if (!isAdmin(ctx.viewer)) throw forbidden('无权进行此操作，权限不足');
};

const checkExpiry = (t: bigint) => {
  if (t !== 0n && t < BigInt(nowSec())) throw badInput('过期时间不能早于当前时间');
};

const alive: Prisma.RedemptionWhereInput = { deletedAt: null };

/** Search filter shared with GraphQL: name prefix, or the id when the keyword is a number. */
export function redemptionWhere(keyword?: string | null): Prisma.RedemptionWhereInput {
  const kw = keyword?.trim();
  if (!kw) return alive;
  const or: Prisma.RedemptionWhereInput[] = [{ name: { startsWith: kw } }];
  if (/^\d+$/.test(kw) && Number(kw) <= 2_147_483_647) or.unshift({ id: Number(kw) });
  return { ...alive, OR: or };
}

export async function listRedemptions(ctx: Ctx, query: unknown, keyword?: string): Promise<Page<Redemption>> {
  requireAdmin(ctx);
  const p = paging(query);
  const where = redemptionWhere(keyword);
  const [total, items] = await Promise.all([
    ctx.app.prisma.redemption.count({ where }),
    ctx.app.prisma.redemption.findMany({ where, orderBy: { id: 'desc' }, skip: p.skip, take: p.size }),
  ]);
  return pageOf(p, total, items);
}

export async function getRedemption(ctx: Ctx, id: number): Promise<Redemption> {
  requireAdmin(ctx);
  const row = Number.isInteger(id) ? await ctx.app.prisma.redemption.findFirst({ where: { id, ...alive } }) : null;
  if (!row) throw notFound('兑换码不存在');
  return row;
}

/** Creates `count` codes; returns their keys (32 hex characters). */
export async function createRedemptions(ctx: Ctx, raw: unknown): Promise<string[]> {
  requireAdmin(ctx);
  const input = createRedemptionInput.parse(raw ?? {});
  const chars = [...input.name].length;
  if (chars === 0 || chars > 20) throw badInput('兑换码名称长度必须在1-20之间');
  if (input.count <= 0) throw badInput('兑换码个数必须大于0');
  if (input.count > 100) throw badInput('一次兑换码批量生成的个数不能大于 100');
  checkExpiry(input.expired_time);
  const now = BigInt(nowSec());
  const keys = Array.from({ length: input.count }, () => randomHex(16));
  await ctx.app.prisma.redemption.createMany({
    data: keys.map((key) => ({ userId: ctx.viewer!.id, key, name: input.name, quota: input.quota, createdTime: now, expiredTime: input.expired_time })),
  });
  return keys;
}

/** PUT /api/redemption/: name, quota, expiry of an unused code. */
export async function updateRedemption(ctx: Ctx, raw: unknown): Promise<Redemption> {
  const input = updateRedemptionInput.parse(raw ?? {});
  const current = await getRedemption(ctx, input.id);
  if (current.status === CODE_USED) throw badInput('兑换码已被使用，无法修改');
  const chars = [...input.name].length;
  if (chars === 0 || chars > 20) throw badInput('兑换码名称长度必须在1-20之间');
  checkExpiry(input.expired_time);
  return ctx.app.prisma.redemption.update({
    where: { id: current.id },
    data: { name: input.name, quota: input.quota, expiredTime: input.expired_time },
  });
}

/** PUT /api/redemption/?status_only=true: enable or disable an unused code. */
export async function setRedemptionStatus(ctx: Ctx, raw: unknown): Promise<Redemption> {
  const input = redemptionStatusInput.parse(raw ?? {});
  const current = await getRedemption(ctx, input.id);
  if (input.status !== CODE_UNUSED && input.status !== CODE_DISABLED) throw badInput('参数错误');
  if (current.status === CODE_USED) throw badInput('兑换码已被使用，无法修改');
  // Conditional: a code redeemed meanwhile stays used.
  const r = await ctx.app.prisma.redemption.updateMany({ where: { id: current.id, status: { not: CODE_USED } }, data: { status: input.status } });
  if (r.count === 0) throw badInput('兑换码已被使用，无法修改');
  return { ...current, status: input.status };
}

export async function deleteRedemption(ctx: Ctx, id: number): Promise<void> {
  const row = await getRedemption(ctx, id);
  await ctx.app.prisma.redemption.update({ where: { id: row.id }, data: { deletedAt: new Date() } });
}

/** DELETE /api/redemption/invalid: used, disabled and expired codes → count. */
export async function deleteInvalidRedemptions(ctx: Ctx): Promise<number> {
  requireAdmin(ctx);
  const now = BigInt(nowSec());
  const r = await ctx.app.prisma.redemption.updateMany({
    where: { ...alive, OR: [{ status: { in: [CODE_USED, CODE_DISABLED] } }, { expiredTime: { not: 0n, lt: now } }] },
    data: { deletedAt: new Date() },
  });
  return r.count;
}

const redeemFail = (reason: string) => new AppError('BAD_USER_INPUT', `兑换失败，${reason}`);

/**
 * Credits a code to the caller exactly once: the code is claimed by a conditional update
 * (status 1 → 3) whose affected-row count decides, in the same transaction as the credit.
 * Returns the quota added.
 */
export async function redeem(ctx: Ctx, raw: unknown): Promise<bigint> {
  if (!ctx.viewer) throw forbidden('无权进行此操作，未登录且未提供 access token');
  const userId = ctx.viewer.id;
  const { key } = redeemInput.parse(raw ?? {});
  const code = key.trim();
  if (!code) throw badInput('未提供兑换码');
  const now = BigInt(nowSec());
  const redeemed = await ctx.app.prisma.$transaction(async (tx) => {
    const row = await tx.redemption.findFirst({ where: { key: code, ...alive } });
    if (!row) throw redeemFail('无效的兑换码');
    if (row.status !== CODE_UNUSED) throw redeemFail('该兑换码已被使用');
    if (row.expiredTime !== 0n && row.expiredTime < now) throw redeemFail('该兑换码已过期');
    const claimed = await tx.redemption.updateMany({
      where: { id: row.id, status: CODE_UNUSED, deletedAt: null },
      data: { status: CODE_USED, redeemedTime: now, usedUserId: userId },
    });
    if (claimed.count !== 1) throw redeemFail('该兑换码已被使用');
    await tx.user.update({ where: { id: userId }, data: { quota: { increment: row.quota } } });
    await recordLog(
      ctx.app,
      { userId, type: LOG_TOPUP, content: `通过兑换码充值 ${formatQuota(ctx.app, row.quota)}，兑换码ID ${row.id}` },
      tx,
    );
    return row;
  });
  ctx.app.events.invalidate('users', userId);
  return redeemed.quota;
}
