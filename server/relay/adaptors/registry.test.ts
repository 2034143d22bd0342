import { describe, expect, it } from 'vitest';
import { CHANNEL_TYPES } from '../../domain/channel/channel-types';
import { ADAPTORS, adaptorFor } from './registry';

describe('registry', () => {
  it('maps channel types to adaptors', () => {
    expect(adaptorFor(1).slug).toBe('openai');
    expect(adaptorFor(3).slug).toBe('azure');
    expect(adaptorFor(8).slug).toBe('custom');
    expect(adaptorFor(14).slug).toBe('claude');
    expect(adaptorFor(24).slug).toBe('gemini');
    expect(adaptorFor(33).slug).toBe('aws');
    expect(adaptorFor(41).slug).toBe('vertex');
    expect(adaptorFor(43).slug).toBe('deepseek');
    expect(adaptorFor(12345).slug).toBe('openai');
  });

  it('has no channel type claimed twice, and every claimed type exists', () => {
    const types = ADAPTORS.flatMap((a) => a.channelTypes);
    expect(new Set(types).size).toBe(types.length);
    const known = new Set(CHANNEL_TYPES.map((c) => c.value));
    for (const t of types) expect(known.has(t)).toBe(true);
  });

  it('every adaptor serves chat in all three inbound formats', () => {
    for (const a of ADAPTORS) for (const m of ['chat', 'messages', 'gemini.generate', 'gemini.stream'] as const) expect(a.supports(m)).toBe(true);
    expect(adaptorFor(14).supports('embeddings')).toBe(false);
    expect(adaptorFor(1).supports('audio.transcriptions')).toBe(true);
  });
});
