import { z } from 'zod';
import type { Ctx } from '../../context';
import type { Prisma, Token } from '../../db/generated/client';
import { badInput, forbidden, notFound } from '../../errors/app-error';
import { randomAlnum } from '../../lib/random';
import { nowSec, paging, pageOf, type Page } from '../log/paging';

// API tokens (spec 002 §7, reference/rest-api.md §4.6). A user sees and touches only their own.

export const TOKEN_ENABLED = 1;
export const TOKEN_DISABLED = 2;
export const TOKEN_EXPIRED = 3;
export const TOKEN_EXHAUSTED = 4;

const MSG_EXPIRED = '令牌已过期，无法启用，请先修改令牌过期时间，或者设置为永不过期';
const MSG_EXHAUSTED = '令牌可用额度已用尽，无法启用，请先修改令牌剩余额度，或者设置为无限额度';

const int = z.coerce.number().int();
const big = z.union([z.number().int(), z.string().regex(/^-?\d+$/), z.bigint()]).transform((v) => BigInt(v));

export const tokenFields = z.object({
  name: z.string().default(''),
  expired_time: big.default(-1n),
  remain_quota: big.default(0n),
  unlimited_quota: z.boolean().default(false),
  model_limits_enabled: z.boolean().default(false),
  model_limits: z.string().default(''),
  allow_ips: z.string().nullable().default(''),
  group: z.string().default(''),
  rpm_limit: int.min(0).default(0),
  tpm_limit: int.min(0).default(0),
});
export const updateTokenInput = tokenFields.extend({ id: int, status: int.optional() });
export const tokenStatusInput = z.object({ id: int, status: int.refine((s) => s >= 1 && s <= 4, '状态无效') });
export const tokenSearchInput = z.object({ keyword: z.string().optional().default(''), token: z.string().optional().default('') });

const viewerId = (ctx: Ctx) => {
  if (!ctx.viewer) throw forbidden('无权进行此操作，未登录且未提供 access token');
  return ctx.viewer.id;
};

const checkName = (name: string) => {
  if (Buffer.byteLength(name, 'utf8') > 30) throw badInput('令牌名称过长');
};

const isExpired = (t: Pick<Token, 'expiredTime'>, now = nowSec()) => t.expiredTime !== -1n && t.expiredTime <= BigInt(now);
const isExhausted = (t: Pick<Token, 'unlimitedQuota' | 'remainQuota'>) => !t.unlimitedQuota && t.remainQuota <= 0n;

/** The status a token really has now: an enabled token past its expiry or quota is expired/exhausted. */
export function trueStatus(t: Token, now = nowSec()): number {
  if (t.status !== TOKEN_ENABLED) return t.status;
  if (isExpired(t, now)) return TOKEN_EXPIRED;
  if (isExhausted(t)) return TOKEN_EXHAUSTED;
  return t.status;
}

/** Writes the true status back for rows read with a stale one; returns the corrected rows. */
export async function keepStatusTrue(ctx: Ctx, tokens: Token[]): Promise<Token[]> {
  const now = nowSec();
  const out: Token[] = [];
  for (const t of tokens) {
    const s = trueStatus(t, now);
    if (s === t.status) {
      out.push(t);
      continue;
    }
    // Conditional on the status read, so a concurrent change is not overwritten.
    await ctx.app.prisma.token.updateMany({ where: { id: t.id, status: t.status }, data: { status: s } });
    ctx.app.events.invalidate('tokens', t.key);
    out.push({ ...t, status: s });
  }
  return out;
}

const alive = (userId: number): Prisma.TokenWhereInput => ({ userId, deletedAt: null });

export async function listTokens(ctx: Ctx, query: unknown): Promise<Page<Token>> {
  const userId = viewerId(ctx);
  const p = paging(query);
  const [total, rows] = await Promise.all([
    ctx.app.prisma.token.count({ where: alive(userId) }),
    ctx.app.prisma.token.findMany({ where: alive(userId), orderBy: { id: 'desc' }, skip: p.skip, take: p.size }),
  ]);
  return pageOf(p, total, await keepStatusTrue(ctx, rows));
}

/** The filter of GET /api/token/search, shared with GraphQL: name LIKE %kw%, key LIKE %t%. */
export function tokenSearchWhere(userId: number, input: { keyword?: string | null; token?: string | null }): Prisma.TokenWhereInput {
  const where: Prisma.TokenWhereInput = alive(userId);
  if (input.keyword) where.name = { contains: input.keyword };
  const key = (input.token ?? '').replace(/^sk-/, '');
  if (key) where.key = { contains: key };
  return where;
}

export async function searchTokens(ctx: Ctx, raw: unknown): Promise<Token[]> {
  const userId = viewerId(ctx);
  const input = tokenSearchInput.parse(raw ?? {});
  const rows = await ctx.app.prisma.token.findMany({ where: tokenSearchWhere(userId, input), orderBy: { id: 'desc' }, take: 1000 });
  return keepStatusTrue(ctx, rows);
}

export async function getToken(ctx: Ctx, id: number): Promise<Token> {
  const userId = viewerId(ctx);
  const row = Number.isInteger(id) ? await ctx.app.prisma.token.findFirst({ where: { id, ...alive(userId) } }) : null;
  if (!row) throw notFound('令牌不存在');
  return (await keepStatusTrue(ctx, [row]))[0];
}

export async function createToken(ctx: Ctx, raw: unknown): Promise<Token> {
  const userId = viewerId(ctx);
  const input = tokenFields.parse(raw ?? {});
  checkName(input.name);
  const now = BigInt(nowSec());
  for (let attempt = 0; ; attempt++) {
    try {
      const token = await ctx.app.prisma.token.create({
        data: {
          userId,
          key: randomAlnum(48),
          name: input.name,
          createdTime: now,
          accessedTime: now,
          expiredTime: input.expired_time,
          remainQuota: input.remain_quota,
          unlimitedQuota: input.unlimited_quota,
          modelLimitsEnabled: input.model_limits_enabled,
          modelLimits: input.model_limits,
          allowIps: input.allow_ips ?? '',
          group: input.group,
          rpmLimit: input.rpm_limit,
          tpmLimit: input.tpm_limit,
        },
      });
      ctx.app.events.invalidate('tokens', token.key);
      return token;
    } catch (err) {
      if (attempt >= 3) throw err; // a 48-char key collision is practically impossible
    }
  }
}

async function ownToken(ctx: Ctx, id: number): Promise<Token> {
  const userId = viewerId(ctx);
  const row = await ctx.app.prisma.token.findFirst({ where: { id, ...alive(userId) } });
  if (!row) throw notFound('令牌不存在');
  return row;
}

/** Refuses enabling a token whose expiry or quota would turn it off again at once. */
function checkEnable(t: Token) {
  if (isExpired(t)) throw badInput(MSG_EXPIRED);
  if (isExhausted(t)) throw badInput(MSG_EXHAUSTED);
}

/** PUT /api/token/: writes the editable fields; the status is only kept true. */
export async function updateToken(ctx: Ctx, raw: unknown): Promise<Token> {
  const input = updateTokenInput.parse(raw ?? {});
  checkName(input.name);
  const current = await ownToken(ctx, input.id);
  const next: Token = {
    ...current,
    name: input.name,
    expiredTime: input.expired_time,
    remainQuota: input.remain_quota,
    unlimitedQuota: input.unlimited_quota,
    modelLimitsEnabled: input.model_limits_enabled,
    modelLimits: input.model_limits,
    allowIps: input.allow_ips ?? '',
    group: input.group,
    rpmLimit: input.rpm_limit,
    tpmLimit: input.tpm_limit,
  };
  const saved = await ctx.app.prisma.token.update({
    where: { id: current.id },
    data: {
      name: next.name,
      expiredTime: next.expiredTime,
      remainQuota: next.remainQuota,
      unlimitedQuota: next.unlimitedQuota,
      modelLimitsEnabled: next.modelLimitsEnabled,
      modelLimits: next.modelLimits,
      allowIps: next.allowIps,
      group: next.group,
      rpmLimit: next.rpmLimit,
      tpmLimit: next.tpmLimit,
      status: trueStatus(next),
    },
  });
  ctx.app.events.invalidate('tokens', saved.key);
  return saved;
}

/** PUT /api/token/?status_only=true */
export async function setTokenStatus(ctx: Ctx, raw: unknown): Promise<Token> {
  const input = tokenStatusInput.parse(raw ?? {});
  const current = await ownToken(ctx, input.id);
  if (input.status === TOKEN_ENABLED) checkEnable(current);
  const saved = await ctx.app.prisma.token.update({ where: { id: current.id }, data: { status: input.status } });
  ctx.app.events.invalidate('tokens', saved.key);
  return saved;
}

/** Soft delete of one or many own tokens; returns how many were deleted. */
export async function deleteTokens(ctx: Ctx, ids: number[]): Promise<number> {
  const userId = viewerId(ctx);
  if (ids.length === 0 || ids.some((i) => !Number.isInteger(i))) throw badInput('参数错误');
  const rows = await ctx.app.prisma.token.findMany({ where: { id: { in: ids }, ...alive(userId) }, select: { id: true, key: true } });
  if (rows.length === 0) return 0;
  const r = await ctx.app.prisma.token.updateMany({ where: { id: { in: rows.map((t) => t.id) }, deletedAt: null }, data: { deletedAt: new Date() } });
  for (const t of rows) ctx.app.events.invalidate('tokens', t.key);
  return r.count;
}

export async function deleteToken(ctx: Ctx, id: number): Promise<void> {
  await ownToken(ctx, id);
  await deleteTokens(ctx, [id]);
}

export const batchIdsInput = z.object({ ids: z.array(int).default([]) });
