import type { Ctx } from '../../context';
import { forbidden } from '../../errors/app-error';
import { isAdmin } from '../../auth/viewer';
import { UNSET_MODEL_RATIO, completionRatio, groupRatioFor, modelPrice, modelRatio, usableGroups } from './price-lookup';

// The public pricing page (reference/billing.md §7) and the admin's list of unpriced models.

export interface PricingEntry {
  model_name: string;
  quota_type: 0 | 1;
  model_ratio: number;
  model_price: number;
  owner_by: string;
  completion_ratio: number;
  enable_groups: string[];
  supported_endpoint_types: string[];
}

export interface Pricing {
  data: PricingEntry[];
  group_ratio: Record<string, number>;
  usable_group: Record<string, string>;
}

/** Client formats a channel type answers natively (besides OpenAI, which every channel speaks via conversion). */
const NATIVE_ENDPOINTS: Record<number, string> = { 14: 'anthropic', 24: 'gemini' };

async function enabledAbilities(ctx: Ctx) {
  return ctx.app.prisma.ability.findMany({
    where: { enabled: true },
    select: { model: true, group: true, channel: { select: { type: true } } },
  });
}

/** GET /api/pricing: models with an enabled ability; group ratios for the caller's usable groups. */
export async function getPricing(ctx: Ctx): Promise<Pricing> {
  const options = ctx.app.options;
  const byModel = new Map<string, { groups: Set<string>; endpoints: Set<string> }>();
  for (const a of await enabledAbilities(ctx)) {
    let e = byModel.get(a.model);
    if (!e) byModel.set(a.model, (e = { groups: new Set(), endpoints: new Set() }));
    e.groups.add(a.group);
    const native = NATIVE_ENDPOINTS[a.channel.type];
    if (native) e.endpoints.add(native);
    e.endpoints.add('openai');
  }
  const data: PricingEntry[] = [...byModel.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([model, e]) => {
      const price = modelPrice(options, model);
      const ratio = modelRatio(options, model);
      return {
        model_name: model,
        quota_type: price !== null ? 1 : 0,
        model_ratio: ratio.found ? ratio.ratio : UNSET_MODEL_RATIO,
        model_price: price ?? 0,
        owner_by: '',
        completion_ratio: completionRatio(options, model),
        enable_groups: [...e.groups].sort(),
        supported_endpoint_types: [...e.endpoints].sort(),
      };
    });

  // GroupRatio limited to the caller's usable groups; a logged-in user sees GroupGroupRatio overrides.
  const userGroup = ctx.viewer?.group ?? '';
  const usable = usableGroups(options, userGroup);
  const group_ratio: Record<string, number> = {};
  for (const [g, r] of Object.entries(options.json<Record<string, number>>('GroupRatio', {}))) {
    if (!(g in usable)) continue;
    group_ratio[g] = ctx.viewer ? groupRatioFor(options, userGroup, g).groupRatio : r;
  }
  return { data, group_ratio, usable_group: usable };
}

/** Models enabled on some channel that have neither a price nor a ratio (the "unset models" tab). */
export async function unsetModels(ctx: Ctx): Promise<string[]> {
  if (!isAdmin(ctx.viewer)) throw forbidden('无权进行此操作，权限不足');
  const rows = await ctx.app.prisma.ability.findMany({ where: { enabled: true }, distinct: ['model'], select: { model: true } });
  return rows
    .map((r) => r.model)
    .filter((m) => modelPrice(ctx.app.options, m) === null && !modelRatio(ctx.app.options, m).found)
    .sort();
}
