import type { OptionStore } from '../../config/option-store';

// Price and ratio rules of the original (reference/billing.md §2–§3), used by the relay's
// billing and by the pricing page: one place.

export const UNSET_MODEL_RATIO = 37.5;
const CLAUDE_CACHE_CREATION_RATIO = 1.25;

type NumberMap = Record<string, number>;

/** Pricing aliases: gizmo families and Gemini thinking variants share one entry. */
export function pricingName(model: string, forRatio = false): string {
  if (model.startsWith('gpt-4-gizmo')) return 'gpt-4-gizmo-*';
  if (model.startsWith('gpt-4o-gizmo')) return 'gpt-4o-gizmo-*';
  if (forRatio) {
    if (/^gemini-2\.5-flash.*-thinking-/.test(model)) return 'gemini-2.5-flash-thinking-*';
    if (/^gemini-2\.5-pro.*-thinking-/.test(model)) return 'gemini-2.5-pro-thinking-*';
  }
  return model;
}

/** A fixed per-call price (USD), or null when the model is billed by tokens. */
export function modelPrice(options: OptionStore, model: string): number | null {
  const prices = options.json<NumberMap>('ModelPrice', {});
  const v = prices[pricingName(model)];
  return typeof v === 'number' ? v : null;
}

/** The model ratio; `found` false means unpriced (billed at 37.5 only in self-use mode or by consent). */
export function modelRatio(options: OptionStore, model: string): { ratio: number; found: boolean } {
  const ratios = options.json<NumberMap>('ModelRatio', {});
  const v = ratios[pricingName(model, true)] ?? ratios[model];
  return typeof v === 'number' ? { ratio: v, found: true } : { ratio: UNSET_MODEL_RATIO, found: false };
}

/** Built-in completion ratios that win over the CompletionRatio option. */
function fixedCompletionRatio(m: string): number | null {
  if (m.startsWith('gpt-4o-gizmo') || m.startsWith('gpt-4-gizmo')) return null;
  if (m === 'gpt-4o-2024-05-13') return 3;
  if (m === 'chatgpt-4o-latest') return 3;
  if (m.startsWith('gpt-4o')) return 4;
  if (m.startsWith('gpt-4-turbo')) return 3;
  if (m.startsWith('gpt-4.5-preview')) return 2;
  if (m.startsWith('o1') || m.startsWith('o3')) return 4;
  if (m.startsWith('claude-3') || m.startsWith('claude-sonnet-4') || m.startsWith('claude-opus-4')) return 5;
  if (m.startsWith('claude-2') || m.startsWith('claude-instant')) return 3;
  if (m.startsWith('gpt-3.5')) {
    if (m === 'gpt-3.5-turbo' || m.endsWith('0125')) return 3;
    if (m.endsWith('1106')) return 2;
    return 4 / 3;
  }
  if (m.startsWith('mistral-')) return 3;
  if (m.startsWith('gemini-1.5') || m.startsWith('gemini-2.0')) return 4;
  if (m.startsWith('gemini-2.5-flash')) return 2.5 / 0.3;
  if (m === 'deepseek-chat' || m === 'deepseek-reasoner') return 4;
  if (m === 'command-r') return 3;
  if (m === 'command-r-plus') return 5;
  return null;
}

function defaultCompletionRatio(m: string): number {
  if (m.startsWith('gpt-4')) return 2;
  if (m.startsWith('gemini-2.5-pro')) return 8;
  if (m.startsWith('gemini')) return 4;
  return 1;
}

export function completionRatio(options: OptionStore, model: string): number {
  const name = pricingName(model);
  const configured = options.json<NumberMap>('CompletionRatio', {})[name];
  if (!name.includes('/')) {
    const fixed = fixedCompletionRatio(name);
    if (fixed !== null) return fixed;
  }
  if (typeof configured === 'number') return configured;
  return defaultCompletionRatio(name);
}

export function cacheRatio(options: OptionStore, model: string): number {
  const v = options.json<NumberMap>('CacheRatio', {})[pricingName(model)];
  return typeof v === 'number' ? v : 1;
}

export function cacheCreationRatio(model: string): number {
  return model.startsWith('claude') ? CLAUDE_CACHE_CREATION_RATIO : CLAUDE_CACHE_CREATION_RATIO;
}

/** Group ratio for a user of `userGroup` calling through `usingGroup`; userGroupRatio −1 = none. */
export function groupRatioFor(options: OptionStore, userGroup: string, usingGroup: string): { groupRatio: number; userGroupRatio: number } {
  const special = options.json<Record<string, NumberMap>>('GroupGroupRatio', {})[userGroup]?.[usingGroup];
  if (typeof special === 'number') return { groupRatio: special, userGroupRatio: special };
  const v = options.json<NumberMap>('GroupRatio', {})[usingGroup];
  return { groupRatio: typeof v === 'number' ? v : 1, userGroupRatio: -1 };
}

/** Groups a user may call through: UserUsableGroups plus their own group ("用户分组"). */
export function usableGroups(options: OptionStore, userGroup: string): Record<string, string> {
  const groups = { ...options.json<Record<string, string>>('UserUsableGroups', {}) };
  if (userGroup && !(userGroup in groups)) groups[userGroup] = '用户分组';
  return groups;
}

export function autoGroups(options: OptionStore): string[] {
  const v = options.json<unknown>('AutoGroups', ['default']);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : ['default'];
}

export interface PriceQuote {
  usePrice: boolean;
  modelPrice: number;
  modelRatio: number;
  /** False when the model has neither price nor ratio. */
  priced: boolean;
  completionRatio: number;
  cacheRatio: number;
  cacheCreationRatio: number;
  groupRatio: number;
  userGroupRatio: number;
}

/** Everything billing needs for one call, looked up by the requested (unmapped) model name. */
export function quote(options: OptionStore, model: string, userGroup: string, usingGroup: string): PriceQuote {
  const { groupRatio, userGroupRatio } = groupRatioFor(options, userGroup, usingGroup);
  const price = modelPrice(options, model);
  const ratio = modelRatio(options, model);
  return {
    usePrice: price !== null,
    modelPrice: price ?? -1,
    modelRatio: price !== null ? 0 : ratio.ratio,
    priced: price !== null || ratio.found,
    completionRatio: completionRatio(options, model),
    cacheRatio: cacheRatio(options, model),
    cacheCreationRatio: cacheCreationRatio(model),
    groupRatio,
    userGroupRatio,
  };
}
