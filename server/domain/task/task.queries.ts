import { z } from 'zod';
import type { Ctx } from '../../context';
import type { Midjourney, Prisma, Task } from '../../db/generated/client';
import { paging, pageOf, qint, qstr, type Page } from '../log/paging';
import { scopeOf, type Scope } from '../log/log.queries';

// Read side of drawing (Midjourney) jobs and creative tasks (reference/rest-api.md §4.8).
// Drawing times are milliseconds, task times seconds.

export const mjFilterInput = z.object({ channel_id: qint, mj_id: qstr, start_timestamp: qint, end_timestamp: qint });
export const taskFilterInput = z.object({
  channel_id: qint,
  task_id: qstr,
  platform: qstr,
  status: qstr,
  action: qstr,
  start_timestamp: qint,
  end_timestamp: qint,
});

export interface MjFilters {
  channelId?: number | null;
  mjId?: string | null;
  start?: number | null;
  end?: number | null;
}
export interface TaskFilters extends Omit<MjFilters, 'mjId'> {
  taskId?: string | null;
  platform?: string | null;
  status?: string | null;
  action?: string | null;
}

const range = (start?: number | null, end?: number | null): Prisma.BigIntFilter | undefined =>
  start || end ? { ...(start ? { gte: BigInt(start) } : {}), ...(end ? { lte: BigInt(end) } : {}) } : undefined;

export function mjWhere(scope: Scope, f: MjFilters): Prisma.MidjourneyWhereInput {
  const w: Prisma.MidjourneyWhereInput = {};
  if (scope.userId !== null) w.userId = scope.userId;
  else if (f.channelId) w.channelId = f.channelId;
  if (f.mjId) w.mjId = f.mjId;
  const t = range(f.start, f.end);
  if (t) w.submitTime = t;
  return w;
}

export function taskWhere(scope: Scope, f: TaskFilters): Prisma.TaskWhereInput {
  const w: Prisma.TaskWhereInput = {};
  if (scope.userId !== null) w.userId = scope.userId;
  else if (f.channelId) w.channelId = f.channelId;
  if (f.taskId) w.taskId = f.taskId;
  if (f.platform) w.platform = f.platform;
  if (f.status) w.status = f.status;
  if (f.action) w.action = f.action;
  const t = range(f.start, f.end);
  if (t) w.submitTime = t;
  return w;
}

/** image_url points at our proxy when MjForwardUrlEnabled. */
export function mjView(ctx: Ctx, m: Midjourney): Midjourney {
  if (!ctx.app.options.bool('MjForwardUrlEnabled')) return m;
  const base = ctx.app.options.get('ServerAddress').replace(/\/+$/, '');
  return { ...m, imageUrl: `${base}/mj/image/${m.mjId}` };
}

export async function listMidjourney(ctx: Ctx, self: boolean, query: unknown): Promise<Page<Midjourney>> {
  const scope = scopeOf(ctx, self);
  const p = paging(query);
  const q = mjFilterInput.parse(query ?? {});
  const where = mjWhere(scope, { channelId: q.channel_id, mjId: q.mj_id, start: q.start_timestamp, end: q.end_timestamp });
  const [total, rows] = await Promise.all([
    ctx.app.prisma.midjourney.count({ where }),
    ctx.app.prisma.midjourney.findMany({ where, orderBy: { id: 'desc' }, skip: p.skip, take: p.size }),
  ]);
  return pageOf(p, total, rows.map((m) => mjView(ctx, m)));
}

export async function listTasks(ctx: Ctx, self: boolean, query: unknown): Promise<Page<Task>> {
  const scope = scopeOf(ctx, self);
  const p = paging(query);
  const q = taskFilterInput.parse(query ?? {});
  const where = taskWhere(scope, {
    channelId: q.channel_id,
    taskId: q.task_id,
    platform: q.platform,
    status: q.status,
    action: q.action,
    start: q.start_timestamp,
    end: q.end_timestamp,
  });
  const [total, rows] = await Promise.all([
    ctx.app.prisma.task.count({ where }),
    ctx.app.prisma.task.findMany({ where, orderBy: { id: 'desc' }, skip: p.skip, take: p.size }),
  ]);
  return pageOf(p, total, rows);
}
