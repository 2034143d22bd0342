import { describe, expect, it } from 'vitest';
import { countChatPrompt, countClaudeRequest, countGeminiRequest, countRequestPrompt, countText, imageSize, imageTokens } from './tokenizer';

function png(w: number, h: number): string {
  const b = Buffer.alloc(33);
  b.writeUInt32BE(0x89504e47, 0);
  b.writeUInt32BE(0x0d0a1a0a, 4);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(w, 16);
  b.writeUInt32BE(h, 20);
  return `data:image/png;base64,${b.toString('base64')}`;
}

describe('tokenizer', () => {
  it('counts text with the model encoding', () => {
    expect(countText('gpt-3.5-turbo', 'hello world')).toBe(2);
    expect(countText('gpt-4o', 'hello world')).toBe(2);
    expect(countText('gpt-4o', '')).toBe(0);
    expect(countText('gpt-4', '<|endoftext|>')).toBeGreaterThan(1); // special tokens count as text
  });

  it('counts chat prompts: 3 per message + role + content (+1 + name), +3 primer', () => {
    const m = 'gpt-4o';
    const msgs = [
      { role: 'system', content: 'be brief' },
      { role: 'user', content: 'hello world', name: 'bob' },
    ];
    const expected = 3 + countText(m, 'system') + countText(m, 'be brief') + 3 + countText(m, 'user') + countText(m, 'hello world') + 1 + countText(m, 'bob') + 3;
    expect(countChatPrompt(m, msgs)).toBe(expected);
    const tools = [{ type: 'function', function: { name: 'f', description: 'd', parameters: { type: 'object' } } }];
    expect(countChatPrompt(m, msgs, tools)).toBe(expected + 8 + countText(m, 'fd{"type":"object"}'));
  });

  it('prices images by detail and tiles', () => {
    expect(imageSize(png(1024, 2048))).toEqual([1024, 2048]);
    expect(imageTokens('gpt-4o', { url: png(100, 100), detail: 'low' })).toBe(85);
    expect(imageTokens('gpt-4o', png(512, 512))).toBe(85 + 170);
    expect(imageTokens('gpt-4o', png(1024, 2048))).toBe(85 + 170 * 6); // → 768×1536: 2×3 tiles
    expect(imageTokens('gpt-4o', 'https://x.invalid/a.png')).toBe(85 + 170 * 4);
    expect(imageTokens('gpt-4o-mini', png(512, 512))).toBe(2833 + 5667);
    const parts = [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'https://x/a.png' } }] }];
    expect(countChatPrompt('gpt-4o', parts, undefined, { fixedImageTokens: 255 })).toBe(3 + 1 + 255 + 3);
  });

  it('counts Claude and Gemini requests through the OpenAI shape', () => {
    const openai = countChatPrompt('gpt-4o', [
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'hi there' },
    ]);
    expect(countClaudeRequest('gpt-4o', { system: 'sys', max_tokens: 5, messages: [{ role: 'user', content: 'hi there' }] })).toBe(openai);
    expect(countGeminiRequest('gpt-4o', { systemInstruction: { parts: [{ text: 'sys' }] }, contents: [{ role: 'user', parts: [{ text: 'hi there' }] }] })).toBe(openai);
    expect(countRequestPrompt('gpt-4o', 'openai', { input: ['hello world', 'x'] })).toBe(countText('gpt-4o', 'hello world\nx'));
  });
});
