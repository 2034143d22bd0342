import { describe, expect, it } from 'vitest';
import {
  completionPrice,
  formatPrice,
  formatRatio,
  fuzzyMatch,
  modelPrices,
  perCallPrice,
  promptPrice,
  usageCost,
} from '../../client/src/routes/pricing/prices';

// Spec 002 §9 pricing formulas as the pricing page shows them.

describe('pricing formulas', () => {
  it('prices prompt and completion per 1M tokens from the ratios', () => {
    expect(promptPrice(0.075, 1)).toBeCloseTo(0.15, 10);
    expect(promptPrice(2.5, 1.5)).toBeCloseTo(7.5, 10);
    expect(completionPrice(2.5, 4, 1.5)).toBeCloseTo(30, 10);
    expect(completionPrice(0.075, 4, 0.5)).toBeCloseTo(0.3, 10);
  });

  it('prices a per-call model by price × group ratio', () => {
    expect(perCallPrice(0.04, 2)).toBeCloseTo(0.08, 10);
    expect(modelPrices({ quotaType: 1, modelRatio: 37.5, completionRatio: 1, modelPrice: 0.04 }, 2)).toEqual({ perCall: '$0.08' });
  });

  it('computes a pay-per-usage request cost in USD', () => {
    // ratio 1, group 1: one token costs one quota = 1/500000 USD.
    expect(usageCost(1, 1, 1000, 0, 1)).toBeCloseTo(0.002, 12);
    expect(usageCost(2, 0.5, 100, 100, 3)).toBeCloseTo((2 * 0.5 * 400) / 500000, 12);
  });

  it('formats ratios to 3 decimals and plain prices without trailing zeros', () => {
    expect(formatRatio(4)).toBe('4.000');
    expect(formatRatio(0.3333333)).toBe('0.333');
    expect(modelPrices({ quotaType: 0, modelRatio: 0.075, completionRatio: 4, modelPrice: 0 }, 1)).toEqual({ prompt: '$0.15', completion: '$0.6' });
    expect(formatPrice(0.0005)).toBe('$0.0005');
  });

  it('shows prices at the top-up price in USD or CNY with two decimals', () => {
    const d = { topUp: true, currency: 'USD' as const, price: 7.3, usdExchangeRate: 7.3 };
    expect(formatPrice(2, d)).toBe('$2.00');
    expect(formatPrice(2, { ...d, price: 3.65 })).toBe('$1.00');
    expect(formatPrice(2, { ...d, price: 3.65, currency: 'CNY' })).toBe('¥7.30');
    expect(formatPrice(0.5, { ...d, currency: 'CNY' })).toBe('¥3.65');
  });

  it('matches model names fuzzily', () => {
    expect(fuzzyMatch('gpt-4o-mini', '4omini')).toBe(true);
    expect(fuzzyMatch('gpt-4o-mini', 'GPT')).toBe(true);
    expect(fuzzyMatch('gpt-4o-mini', 'claude')).toBe(false);
    expect(fuzzyMatch('anything', '  ')).toBe(true);
  });
});
