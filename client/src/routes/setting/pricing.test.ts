import { describe, expect, it } from 'vitest';
import { applyPricing, pricingChanges, readNumber, readPricing } from './pricing';

describe('pricing conversions', () => {
  it('turns prices per 1M tokens into ratios', () => {
    expect(readPricing({ mode: 'price', inputPrice: '10', outputPrice: '30' })).toEqual({ kind: 'ratio', ratio: 5, completion: 3 });
    expect(readPricing({ mode: 'price', inputPrice: '2.5' })).toEqual({ kind: 'ratio', ratio: 1.25, completion: undefined });
  });
  it('rejects a zero fixed price and non-numbers', () => {
    expect(() => readPricing({ mode: 'per-call', price: '0' })).toThrow('模型价格不能为0');
    expect(() => readNumber('abc')).toThrow('请输入数字');
    expect(() => readNumber('1.2.3')).toThrow('请输入有效的数字');
    expect(() => readNumber('-1')).toThrow('请输入有效的数字');
  });
  it('a fixed price replaces the ratios and only changed maps are saved', () => {
    const maps = applyPricing({ price: {}, ratio: { a: 1 }, completion: { a: 2 } }, 'a', { kind: 'per-call', price: 0.02 });
    expect(maps).toEqual({ price: { a: 0.02 }, ratio: {}, completion: {} });
    const saved = { ModelPrice: '{}', ModelRatio: '{"a":1}', CompletionRatio: '{}' };
    expect(pricingChanges(maps, saved).map((e) => e.key)).toEqual(['ModelPrice', 'ModelRatio']);
  });
});
