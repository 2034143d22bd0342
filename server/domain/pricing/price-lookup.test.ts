import { describe, expect, it } from 'vitest';
import { OptionStore } from '../../config/option-store';
import type { SqlRunner } from '../../db/sql';
import { completionRatio, groupRatioFor, modelRatio, pricingName, quote, usableGroups } from './price-lookup';

const store = () => new OptionStore({} as SqlRunner);

describe('price lookup (billing.md §2–§3)', () => {
  it('uses shipped ratios and 37.5 for unpriced models', () => {
    const o = store();
    expect(modelRatio(o, 'gpt-4o-mini')).toEqual({ ratio: 0.075, found: true });
    expect(modelRatio(o, 'gpt-4.1')).toEqual({ ratio: 37.5, found: false });
  });

  it('a per-call price wins over ratios', () => {
    const q = quote(store(), 'dall-e-3', 'default', 'default');
    expect(q.usePrice).toBe(true);
    expect(q.modelPrice).toBe(0.04);
    expect(q.priced).toBe(true);
    expect(pricingName('gpt-4-gizmo-abc')).toBe('gpt-4-gizmo-*');
    expect(quote(store(), 'gpt-4-gizmo-abc', 'default', 'default').modelPrice).toBe(0.1);
  });

  it('built-in completion ratios win over the option, defaults do not', () => {
    const o = store();
    o.apply('CompletionRatio', JSON.stringify({ 'gpt-4o': 9, 'gpt-4-0613': 7, 'org/model': 6 }), false);
    expect(completionRatio(o, 'gpt-4o')).toBe(4);
    expect(completionRatio(o, 'gpt-4o-2024-05-13')).toBe(3);
    expect(completionRatio(o, 'gpt-4-0613')).toBe(7);
    expect(completionRatio(o, 'gpt-4-32k')).toBe(2);
    expect(completionRatio(o, 'claude-sonnet-4-20250514')).toBe(5);
    expect(completionRatio(o, 'gemini-2.5-pro')).toBe(8);
    expect(completionRatio(o, 'org/model')).toBe(6);
    expect(completionRatio(o, 'something-else')).toBe(1);
    expect(completionRatio(o, 'gemini-2.5-flash')).toBeCloseTo(8.333, 3);
  });

  it('GroupGroupRatio overrides GroupRatio; unknown groups are 1', () => {
    const o = store();
    o.apply('GroupRatio', JSON.stringify({ default: 1, vip: 0.8 }), false);
    o.apply('GroupGroupRatio', JSON.stringify({ svip: { vip: 0.5 } }), false);
    expect(groupRatioFor(o, 'default', 'vip')).toEqual({ groupRatio: 0.8, userGroupRatio: -1 });
    expect(groupRatioFor(o, 'svip', 'vip')).toEqual({ groupRatio: 0.5, userGroupRatio: 0.5 });
    expect(groupRatioFor(o, 'default', 'nope')).toEqual({ groupRatio: 1, userGroupRatio: -1 });
  });

  it("the user's own group is always usable", () => {
    expect(usableGroups(store(), 'special')).toEqual({ default: '默认分组', vip: 'vip分组', special: '用户分组' });
  });
});
