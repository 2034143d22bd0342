import { describe, expect, it } from 'vitest';
import { CHANNEL_TYPES, channelType, defaultBaseUrl } from './channel-types';

describe('channel types', () => {
  it('has 47 types, 40 of them offered in the UI', () => {
    expect(CHANNEL_TYPES).toHaveLength(47);
    expect(CHANNEL_TYPES.filter((c) => !c.legacy)).toHaveLength(40);
    expect(new Set(CHANNEL_TYPES.map((c) => c.value)).size).toBe(47);
    for (const unused of [28, 29, 30, 32]) expect(channelType(unused)).toBeUndefined();
  });

  it('knows default base URLs', () => {
    expect(defaultBaseUrl(1)).toBe('https://api.openai.com');
    expect(defaultBaseUrl(14)).toBe('https://api.anthropic.com');
    expect(defaultBaseUrl(24)).toBe('https://generativelanguage.googleapis.com');
    expect(defaultBaseUrl(20)).toBe('https://openrouter.ai/api');
    expect(defaultBaseUrl(3)).toBe('');
    expect(defaultBaseUrl(999)).toBe('');
  });

  it('keeps the original labels', () => {
    expect(channelType(8)?.name).toBe('自定义渠道');
    expect(channelType(45)?.name).toBe('字节火山方舟、豆包通用');
    expect(channelType(27)?.legacy).toBe(true);
  });
});
