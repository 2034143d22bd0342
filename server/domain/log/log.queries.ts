import { z } from 'zod';
import type { Ctx } from '../../context';
import type { Log, Prisma } from '../../db/generated/client';
import { badInput, forbidden } from '../../errors/app-error';
import { isAdmin } from '../../auth/viewer';
import { LOG_CONSUME } from './log.service';
import { HOUR } from './rollup';
import { rollupPoints, sumRollupQuota, type RollupFilter, type RollupPoint } from './rollup.queries';
import { nowSec, paging, pageOf, qint, qstr, type Page } from './paging';

// Reading usage logs (reference/rest-api.md §4.8). Admins read everything; a user reads only
// their own rows, without admin_info and channel names, with the id replaced by id mod 1024.

export const logFilterInput = z.object({
  type: qint,
  username: qstr,
  token_name: qstr,
  model_name: qstr,
  start_timestamp: qint,
  end_timestamp: qint,
  channel: qint,
  group: qstr,
});

export interface LogFilters {
  type?: number | null;
  username?: string | null;
  tokenName?: string | null;
  modelName?: string | null;
  start?: number | null;
  end?: number | null;
  channel?: number | null;
  group?: string | null;
}

export const parseLogFilters = (raw: unknown): LogFilters => {
  const f = logFilterInput.parse(raw ?? {});
  return { type: f.type, username: f.username, tokenName: f.token_name, modelName: f.model_name, start: f.start_timestamp, end: f.end_timestamp, channel: f.channel, group: f.group };
};

export interface Scope {
  /** null = every user (admin). */
  userId: number | null;
}

const viewerOf = (ctx: Ctx) => {
  if (!ctx.viewer) throw forbidden('无权进行此操作，未登录且未提供 access token');
  return ctx.viewer;
};

/** The scope a caller may read: admins everything (unless self is asked), users their own rows. */
export function scopeOf(ctx: Ctx, self: boolean): Scope {
  const v = viewerOf(ctx);
  if (!self && !isAdmin(v)) throw forbidden('无权进行此操作，权限不足');
  return { userId: self ? v.id : null };
}

/**
 * A SQL LIKE pattern as a Prisma filter. Prisma passes wildcards through unescaped, so
 * 'abc%' → startsWith 'abc', '%abc' → endsWith 'abc'; no wildcard → equality (indexed).
 */
export function likeFilter(pattern: string): Prisma.StringFilter | string {
  if (!/[%_]/.test(pattern)) return pattern;
  if (pattern.endsWith('%')) return { startsWith: pattern.slice(0, -1) };
  if (pattern.startsWith('%')) return { endsWith: pattern.slice(1) };
  return { startsWith: pattern, endsWith: pattern };
}

/** The filter shared by REST and GraphQL; self scopes ignore username and channel. */
export function logWhere(scope: Scope, f: LogFilters): Prisma.LogWhereInput {
  const w: Prisma.LogWhereInput = {};
  if (scope.userId !== null) w.userId = scope.userId;
  if (f.type) w.type = f.type;
  if (f.modelName) w.modelName = likeFilter(f.modelName);
  if (scope.userId === null && f.username) w.username = f.username;
  if (f.tokenName) w.tokenName = f.tokenName;
  if (f.start || f.end) w.createdAt = { ...(f.start ? { gte: BigInt(f.start) } : {}), ...(f.end ? { lte: BigInt(f.end) } : {}) };
  if (scope.userId === null && f.channel) w.channelId = f.channel;
  if (f.group) w.group = f.group;
  return w;
}

export type LogView = Log & { channelName: string };

/** What a non-admin may see of a row (original formatUserLogs). */
export function selfView(l: Log): LogView {
  let other = l.other;
  if (other) {
    try {
      const o = JSON.parse(other) as Record<string, unknown>;
      if (o && typeof o === 'object') {
        delete o.admin_info;
        other = JSON.stringify(o);
      }
    } catch {
      // Not JSON: left as written.
    }
  }
  return { ...l, id: l.id % 1024, other, channelName: '' };
}

/** Adds channel names for admin rows. */
export async function withChannelNames(ctx: Ctx, rows: Log[]): Promise<LogView[]> {
  const ids = [...new Set(rows.map((l) => l.channelId).filter((id) => id > 0))];
  const names = new Map<number, string>();
  if (ids.length) {
    for (const c of await ctx.app.prisma.channel.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })) names.set(c.id, c.name);
  }
  return rows.map((l) => ({ ...l, channelName: names.get(l.channelId) ?? '' }));
}

const view = (ctx: Ctx, scope: Scope, rows: Log[]) => (scope.userId === null ? withChannelNames(ctx, rows) : Promise.resolve(rows.map(selfView)));

/**
 * Rows matching a log filter. Unfiltered or by type only, the per-type counts that triggers keep
 * in log_counts answer exactly without counting a million rows; other filters use their indexes.
 */
export async function countLogs(ctx: Ctx, where: Prisma.LogWhereInput): Promise<number> {
  const keys = Object.keys(where);
  if (keys.length === 0 || (keys.length === 1 && typeof where.type === 'number')) {
    const r = await ctx.app.prisma.logCount.aggregate({ where: typeof where.type === 'number' ? { type: where.type } : {}, _sum: { n: true } });
    return Number(r._sum.n ?? 0n);
  }
  return ctx.app.prisma.log.count({ where });
}

export async function listLogs(ctx: Ctx, self: boolean, query: unknown): Promise<Page<LogView>> {
  const scope = scopeOf(ctx, self);
  const p = paging(query);
  const where = logWhere(scope, parseLogFilters(query));
  const [total, rows] = await Promise.all([countLogs(ctx, where), pageRows(ctx, where, p.skip, p.size)]);
  return pageOf(p, total, await view(ctx, scope, rows));
}

/**
 * Newest rows first. The ids of the page come first, so a filter that an index covers sorts
 * index entries rather than thousands of whole rows; then only the page's rows are read.
 */
async function pageRows(ctx: Ctx, where: Prisma.LogWhereInput, skip: number, take: number): Promise<Log[]> {
  const ids = await ctx.app.prisma.log.findMany({ where, orderBy: { id: 'desc' }, skip, take, select: { id: true } });
  if (!ids.length) return [];
  return ctx.app.prisma.log.findMany({ where: { id: { in: ids.map((r) => r.id) } }, orderBy: { id: 'desc' } });
}

/** GET /api/log/search: keyword = a log type number, or a content prefix; at most 100 rows. */
export async function searchLogs(ctx: Ctx, self: boolean, keyword: string): Promise<LogView[]> {
  const scope = scopeOf(ctx, self);
  const kw = keyword.trim();
  const or: Prisma.LogWhereInput[] = [];
  if (/^\d{1,9}$/.test(kw)) or.push({ type: Number(kw) });
  if (kw && !self) or.push({ content: { startsWith: kw } });
  if (!or.length) return [];
  const where: Prisma.LogWhereInput = { OR: or, ...(scope.userId !== null ? { userId: scope.userId } : {}) };
  const rows = await ctx.app.prisma.log.findMany({ where, orderBy: { id: 'desc' }, take: 100 });
  return view(ctx, scope, rows);
}

/** GET /api/log/token?key=: recent rows of one token, shown as to its owner. */
export async function logsByTokenKey(ctx: Ctx, key: string): Promise<LogView[]> {
  const k = key.trim().replace(/^sk-/, '');
  if (!k) throw badInput('参数错误');
  const token = await ctx.app.prisma.token.findUnique({ where: { key: k }, select: { id: true } });
  if (!token) return [];
  const rows = await ctx.app.prisma.log.findMany({ where: { tokenId: token.id }, orderBy: { id: 'desc' }, take: 100 });
  return rows.map(selfView);
}

export interface LogStats {
  quota: number;
  rpm: number;
  tpm: number;
}

/** Token ids a token-name filter stands for in the rollups (deleted tokens included). */
async function tokenIdsNamed(ctx: Ctx, scope: Scope, name: string): Promise<number[]> {
  const rows = await ctx.app.prisma.token.findMany({ where: { name, ...(scope.userId !== null ? { userId: scope.userId } : {}) }, select: { id: true } });
  return rows.map((t) => t.id);
}

/**
 * Rollup filter for everything but time; null when a filter cannot be answered from rollups
 * (group is not rolled up; with DataExportEnabled off, rollups of older periods may be missing:
 * before rollups were always written the relay skipped them then).
 */
async function rollupFilter(ctx: Ctx, scope: Scope, f: LogFilters): Promise<RollupFilter | null> {
  if (f.group || !ctx.app.options.bool('DataExportEnabled')) return null;
  const w: RollupFilter = {};
  if (scope.userId !== null) w.userId = scope.userId;
  else if (f.username) w.username = f.username;
  if (f.modelName) w.modelName = likeFilter(f.modelName);
  if (scope.userId === null && f.channel) w.channelId = f.channel;
  if (f.tokenName) w.tokenIds = await tokenIdsNamed(ctx, scope, f.tokenName);
  return w;
}

async function rawQuota(ctx: Ctx, scope: Scope, f: LogFilters, start: number, end: number): Promise<bigint> {
  const where = logWhere(scope, { ...f, type: LOG_CONSUME, start, end });
  const r = await ctx.app.prisma.log.aggregate({ where, _sum: { quota: true } });
  return r._sum.quota ?? 0n;
}

/**
 * Sum of consumption quota for the filters. Whole hours come from the rollups; the partial
 * hours at either edge (at most two) from raw rows, so no query scans more than an hour of logs.
 */
export async function sumQuota(ctx: Ctx, scope: Scope, f: LogFilters): Promise<bigint> {
  const rw = await rollupFilter(ctx, scope, f);
  const start = f.start || 0;
  const end = f.end || 0;
  if (!rw) return rawQuota(ctx, scope, f, start, end);
  const hs = start ? Math.ceil(start / HOUR) * HOUR : 0;
  const he = end ? Math.floor((end + 1) / HOUR) * HOUR : null;
  if (he !== null && he <= hs) return rawQuota(ctx, scope, f, start, end);
  const createdAt: Prisma.BigIntFilter = {};
  if (hs) createdAt.gte = BigInt(hs);
  if (he !== null) createdAt.lt = BigInt(he);
  const parts = [sumRollupQuota(ctx, { ...rw, ...(hs || he !== null ? { createdAt } : {}) })];
  if (start && start < hs) parts.push(rawQuota(ctx, scope, f, start, hs - 1));
  if (end && he !== null && he <= end) parts.push(rawQuota(ctx, scope, f, he, end));
  return (await Promise.all(parts)).reduce((a, b) => a + b, 0n);
}

/** {quota, rpm, tpm}: rpm/tpm count consumption rows of the last 60 s (the time filters do not apply). */
export async function logStats(ctx: Ctx, self: boolean, query: unknown): Promise<LogStats> {
  const scope = scopeOf(ctx, self);
  return statsFor(ctx, scope, parseLogFilters(query));
}

export async function statsFor(ctx: Ctx, scope: Scope, f: LogFilters): Promise<LogStats> {
  const recent = logWhere(scope, { ...f, type: LOG_CONSUME, start: nowSec() - 60, end: 0 });
  const [quota, r] = await Promise.all([
    sumQuota(ctx, scope, f),
    ctx.app.prisma.log.aggregate({ where: recent, _count: { _all: true }, _sum: { promptTokens: true, completionTokens: true } }),
  ]);
  return { quota: Number(quota), rpm: r._count._all, tpm: (r._sum.promptTokens ?? 0) + (r._sum.completionTokens ?? 0) };
}

// ---- dashboard (quota_data) ----

export const dataQueryInput = z.object({ start_timestamp: qint, end_timestamp: qint, username: qstr });

export type QuotaPoint = RollupPoint & { userId: number; username: string };

const defaultSpan: Record<string, number> = { hour: 86400, day: 7 * 86400, week: 30 * 86400 };

/** GET /api/data/ and /api/data/self: hourly points per model (summed over tokens and channels). */
export async function quotaData(ctx: Ctx, self: boolean, query: unknown): Promise<QuotaPoint[]> {
  const scope = scopeOf(ctx, self);
  if (!ctx.app.options.bool('DataExportEnabled')) throw badInput('管理员未开启数据看板');
  const q = dataQueryInput.parse(query ?? {});
  const end = q.end_timestamp || nowSec();
  const start = q.start_timestamp || end - (defaultSpan[ctx.app.options.get('DataExportDefaultTime')] ?? 86400);
  if (self && end - start > 2592000) throw badInput('时间跨度不能超过 1 个月');
  const f: RollupFilter = { createdAt: { gte: BigInt(start), lte: BigInt(end) } };
  if (scope.userId !== null) f.userId = scope.userId;
  else if (q.username) f.username = q.username;
  const who = scope.userId !== null ? { userId: scope.userId, username: ctx.viewer!.username } : { userId: 0, username: q.username };
  return (await rollupPoints(ctx, f)).map((p) => ({ ...who, ...p }));
}

export interface UsagePoint {
  bucket: number;
  modelName: string;
  count: number;
  quota: bigint;
  tokens: bigint;
}

/** Quota and tokens per model per hour or day (UTC) from the rollups, for integrators. */
export async function usage(ctx: Ctx, scope: Scope, input: { start: number; end: number; granularity: 'HOUR' | 'DAY'; username?: string | null; modelName?: string | null }): Promise<UsagePoint[]> {
  if (input.end - input.start > 366 * 86400) throw badInput('时间跨度不能超过 1 年');
  const f: RollupFilter = { createdAt: { gte: BigInt(input.start), lte: BigInt(input.end) } };
  if (scope.userId !== null) f.userId = scope.userId;
  else if (input.username) f.username = input.username;
  if (input.modelName) f.modelName = likeFilter(input.modelName);
  const size = input.granularity === 'DAY' ? 86400 : HOUR;
  const acc = new Map<string, UsagePoint>();
  for (const r of await rollupPoints(ctx, f)) {
    const t = Number(r.createdAt);
    const bucket = t - (t % size);
    const key = `${bucket}|${r.modelName}`;
    const p = acc.get(key) ?? { bucket, modelName: r.modelName, count: 0, quota: 0n, tokens: 0n };
    p.count += r.count;
    p.quota += r.quota;
    p.tokens += r.tokenUsed;
    acc.set(key, p);
  }
  return [...acc.values()].sort((a, b) => a.bucket - b.bucket || a.modelName.localeCompare(b.modelName));
}

// ---- deletion ----

/**
 * Deletes logs older than `before` in batches (short transactions); optionally only some types.
 * Oldest first along the created_at index, so a batch never scans the rows it keeps.
 */
export async function deleteLogsBefore(ctx: Pick<Ctx, 'app'>, before: number, opts: { types?: number[]; batch?: number; pauseMs?: number; stop?: () => boolean } = {}): Promise<number> {
  const batch = opts.batch ?? 1000;
  const typeSql = opts.types?.length ? ` AND type IN (${opts.types.map((t) => Math.trunc(t)).join(',')})` : '';
  let total = 0;
  while (!opts.stop?.()) {
    const n = await ctx.app.db.sql.run(`DELETE FROM logs WHERE id IN (SELECT id FROM logs WHERE created_at < ?${typeSql} ORDER BY created_at LIMIT ${batch})`, [before]);
    total += n;
    if (n < batch) break;
    if (opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs));
  }
  return total;
}

/** DELETE /api/log/?target_timestamp= (admin). */
export async function deleteOldLogs(ctx: Ctx, query: unknown): Promise<number> {
  scopeOf(ctx, false);
  const { target_timestamp } = z.object({ target_timestamp: qint }).parse(query ?? {});
  if (!target_timestamp) throw badInput('target timestamp is required');
  return deleteLogsBefore(ctx, target_timestamp, { batch: 1000 });
}

// ---- per-field views for GraphQL (same rules as the REST rows) ----

/** The id a reader sees: admins the real one, users id mod 1024. */
export const logIdFor = (ctx: Ctx, l: Pick<Log, 'id'>) => (isAdmin(ctx.viewer) ? l.id : l.id % 1024);

/** other as a reader sees it: admin_info only for admins. */
export const logOtherFor = (ctx: Ctx, l: Log) => (isAdmin(ctx.viewer) ? l.other : selfView(l).other);
