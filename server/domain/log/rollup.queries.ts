import type { Ctx } from '../../context';
import type { Prisma } from '../../db/generated/client';

// Reads of the hourly rollups. A filter by user, token or channel needs quota_data (one row per
// hour × user × model × token × channel, hundreds of thousands a month); otherwise the
// per-hour × model totals in quota_model_hours give the same sums from a few thousand rows.

export interface RollupFilter {
  userId?: number;
  username?: string;
  /** A Prisma string filter (see likeFilter). */
  modelName?: Prisma.StringFilter | string;
  tokenIds?: number[];
  channelId?: number;
  createdAt?: Prisma.BigIntFilter;
}

export interface RollupPoint {
  modelName: string;
  createdAt: bigint;
  count: number;
  quota: bigint;
  tokenUsed: bigint;
}

const perModelHour = (f: RollupFilter) => f.userId === undefined && !f.username && f.tokenIds === undefined && !f.channelId;

const modelAndTime = (f: RollupFilter) => ({
  ...(f.modelName !== undefined ? { modelName: f.modelName } : {}),
  ...(f.createdAt ? { createdAt: f.createdAt } : {}),
});

const modelHourWhere = (f: RollupFilter): Prisma.QuotaModelHourWhereInput => modelAndTime(f);

const quotaDataWhere = (f: RollupFilter): Prisma.QuotaDataWhereInput => ({
  ...modelAndTime(f),
  ...(f.userId !== undefined ? { userId: f.userId } : f.username ? { username: f.username } : {}),
  ...(f.tokenIds !== undefined ? { tokenId: { in: f.tokenIds } } : {}),
  ...(f.channelId ? { channelId: f.channelId } : {}),
});

/** Sum of quota over the rollups matching the filter. */
export async function sumRollupQuota(ctx: Ctx, f: RollupFilter): Promise<bigint> {
  const r = perModelHour(f)
    ? await ctx.app.prisma.quotaModelHour.aggregate({ where: modelHourWhere(f), _sum: { quota: true } })
    : await ctx.app.prisma.quotaData.aggregate({ where: quotaDataWhere(f), _sum: { quota: true } });
  return r._sum.quota ?? 0n;
}

/**
 * Points per hour × model (summed over users, tokens and channels), oldest first. Hours without
 * a call are left out on both paths (a quota_model_hours row emptied by deletes stays at 0).
 */
export async function rollupPoints(ctx: Ctx, f: RollupFilter): Promise<RollupPoint[]> {
  if (perModelHour(f)) {
    const rows = await ctx.app.prisma.quotaModelHour.findMany({
      where: { ...modelHourWhere(f), count: { not: 0 } },
      select: { modelName: true, createdAt: true, count: true, quota: true, tokenUsed: true },
      orderBy: [{ createdAt: 'asc' }, { modelName: 'asc' }],
    });
    return rows;
  }
  const rows = await ctx.app.prisma.quotaData.groupBy({
    by: ['modelName', 'createdAt'],
    where: quotaDataWhere(f),
    _sum: { count: true, quota: true, tokenUsed: true },
    orderBy: [{ createdAt: 'asc' }, { modelName: 'asc' }],
  });
  return rows
    .map((r) => ({ modelName: r.modelName, createdAt: r.createdAt, count: r._sum.count ?? 0, quota: r._sum.quota ?? 0n, tokenUsed: r._sum.tokenUsed ?? 0n }))
    .filter((p) => p.count !== 0);
}
