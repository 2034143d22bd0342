import { describe, expect, it } from 'vitest';
import type { PriceQuote } from '../domain/pricing/price-lookup';
import { consumeContent, estimatePreConsume, finalQuota, imageMultiplier } from './billing';

const q = (over: Partial<PriceQuote> = {}): PriceQuote => ({
  usePrice: false,
  modelPrice: -1,
  modelRatio: 1.25,
  priced: true,
  completionRatio: 4,
  cacheRatio: 0.5,
  cacheCreationRatio: 1.25,
  groupRatio: 1,
  userGroupRatio: -1,
  ...over,
});

describe('billing arithmetic (billing.md §4–§5)', () => {
  it('pre-consumes prompt + max_tokens, else PreConsumedQuota, truncated', () => {
    expect(estimatePreConsume({ quote: q(), promptTokens: 100, maxTokens: 50, preConsumedQuota: 500, quotaPerUnit: 500000, callMultiplier: 1 })).toBe(187);
    expect(estimatePreConsume({ quote: q(), promptTokens: 100, maxTokens: 0, preConsumedQuota: 500, quotaPerUnit: 500000, callMultiplier: 1 })).toBe(625);
    expect(estimatePreConsume({ quote: q({ usePrice: true, modelPrice: 0.04, groupRatio: 0.5 }), promptTokens: 0, maxTokens: 0, preConsumedQuota: 500, quotaPerUnit: 500000, callMultiplier: 2 })).toBe(20000);
  });

  it('settles with cache and completion ratios, rounding half away from zero, minimum 1', () => {
    const usage = { promptTokens: 1000, completionTokens: 100, cachedTokens: 400 };
    // (600 + 400*0.5 + 100*4) * 1.25 = 1500
    expect(finalQuota({ quote: q(), usage, quotaPerUnit: 500000, callMultiplier: 1, claudeNative: false })).toBe(1500);
    // (3 + 1*4) * 0.075 = 0.525 → 1
    expect(finalQuota({ quote: q({ modelRatio: 0.075 }), usage: { promptTokens: 3, completionTokens: 1 }, quotaPerUnit: 500000, callMultiplier: 1, claudeNative: false })).toBe(1);
    // (10 + 3*4) * 0.25 = 5.5 → 6
    expect(finalQuota({ quote: q({ modelRatio: 0.25 }), usage: { promptTokens: 10, completionTokens: 3 }, quotaPerUnit: 500000, callMultiplier: 1, claudeNative: false })).toBe(6);
    expect(finalQuota({ quote: q(), usage: { promptTokens: 0, completionTokens: 0 }, quotaPerUnit: 500000, callMultiplier: 1, claudeNative: false })).toBe(0);
  });

  it('Claude-native settles truncated with input excluding cache tokens', () => {
    const quote = q({ modelRatio: 1.5, completionRatio: 5, cacheRatio: 0.1, cacheCreationRatio: 1.25 });
    const usage = { promptTokens: 100, completionTokens: 11, cachedTokens: 1000, cacheCreationTokens: 7 };
    // (100 + 100 + 8.75 + 55) * 1.5 = 395.625 → 395
    expect(finalQuota({ quote, usage, quotaPerUnit: 500000, callMultiplier: 1, claudeNative: true })).toBe(395);
  });

  it('image multipliers', () => {
    expect(imageMultiplier('dall-e-3', { size: '1024x1024', n: 2 })).toBe(2);
    expect(imageMultiplier('dall-e-3', { size: '1792x1024', quality: 'hd' })).toBe(3);
    expect(imageMultiplier('dall-e-2', { size: '256x256' })).toBe(0.4);
  });
});

describe('consumeContent', () => {
  it('writes each price in the log text, also when consecutive calls alternate prices', () => {
    const ratio = q();
    const cheaper = q({ groupRatio: 0.5 });
    const fixed = q({ usePrice: true, modelPrice: 0.02 });
    for (let i = 0; i < 2; i++) {
      expect(consumeContent(ratio)).toBe('模型倍率 1.25，补全倍率 4.00，分组倍率 1.00');
      expect(consumeContent(ratio)).toBe('模型倍率 1.25，补全倍率 4.00，分组倍率 1.00');
      expect(consumeContent(cheaper)).toBe('模型倍率 1.25，补全倍率 4.00，分组倍率 0.50');
      expect(consumeContent(fixed)).toBe('模型价格 0.02，分组倍率 1.00');
    }
  });
});
