import type { Ctx } from '../../context';
import { groupRatioFor, usableGroups } from '../pricing/price-lookup';

// Groups a user may pick and the models they reach (reference/rest-api.md §4.3).

export interface GroupInfo {
  ratio: number | string;
  desc: string;
}

/** GroupRatio keys (GET /api/group/). */
export function allGroupNames(ctx: Ctx): string[] {
  return Object.keys(ctx.app.options.json<Record<string, unknown>>('GroupRatio', {}));
}

/** `{group: {ratio, desc}}` for GroupRatio ∩ usable groups, plus "auto" when offered. */
export function groupsFor(ctx: Ctx, userGroup: string): Record<string, GroupInfo> {
  const usable = usableGroups(ctx.app.options, userGroup);
  const out: Record<string, GroupInfo> = {};
  for (const name of allGroupNames(ctx)) {
    if (name in usable) out[name] = { ratio: groupRatioFor(ctx.app.options, userGroup, name).groupRatio, desc: usable[name] };
  }
  const offered = ctx.app.options.json<Record<string, string>>('UserUsableGroups', {});
  if ('auto' in offered) out.auto = { ratio: '自动', desc: offered.auto };
  return out;
}

/** The caller's groups (anonymous callers see the defaults). */
export async function viewerGroups(ctx: Ctx): Promise<Record<string, GroupInfo>> {
  let group = '';
  if (ctx.viewer) group = (await ctx.app.prisma.user.findUnique({ where: { id: ctx.viewer.id }, select: { group: true } }))?.group ?? '';
  return groupsFor(ctx, group);
}

/** Enabled models across the user's usable groups, in first-seen order. */
export async function userModels(ctx: Ctx, userId: number): Promise<string[]> {
  const user = await ctx.app.prisma.user.findUnique({ where: { id: userId }, select: { group: true } });
  const groups = Object.keys(usableGroups(ctx.app.options, user?.group ?? ''));
  if (!groups.length) return [];
  const rows = await ctx.app.prisma.ability.findMany({
    where: { group: { in: groups }, enabled: true },
    select: { model: true },
    distinct: ['model'],
    orderBy: { model: 'asc' },
  });
  return rows.map((r) => r.model);
}
