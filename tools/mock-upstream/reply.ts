// Deterministic answers and token counts shared by all mocks, so tests can assert exact billing.
// "Tokens" here are whitespace-separated words: mockTokens("a b c") === 3.

export function mockTokens(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const space = c === 32 || c === 10 || c === 13 || c === 9;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}

export const replyFor = (userText: string) => `Hello! You said: ${userText}`;
export const toolReplyFor = (toolText: string) => `Tool said: ${toolText}`;
export const thinkingFor = (userText: string) => `Thinking about: ${userText}`;

/** Reply of exactly n words (x-mock-chunks: n), streamed one word per chunk. */
export const wordsReply = (n: number) => Array.from({ length: n }, (_, i) => `tok${i}`).join(' ');

/** Splits text into stream pieces: one word (with its following space) per piece. */
export function pieces(text: string): string[] {
  const out = text.match(/\S+\s*/g) ?? [];
  const lead = /^\s+/.exec(text);
  if (lead && out.length) out[0] = lead[0] + out[0];
  return out.length ? out : [text];
}

/** ~8 KB of text per piece for the huge-stream mode. */
export const HUGE_PIECE = 'lorem '.repeat(1365);
export const HUGE_PIECE_TOKENS = 1365;
export function hugePieceCount(mb: number): number {
  return Math.ceil((mb * 1024 * 1024) / HUGE_PIECE.length);
}

/** "mock-error-429" → 429. */
export function errorStatusOf(model: unknown, headerValue: string | undefined): number | null {
  if (headerValue && /^\d{3}$/.test(headerValue)) return Number(headerValue);
  if (typeof model === 'string') {
    const m = /^mock-error-(\d{3})$/.exec(model);
    if (m) return Number(m[1]);
  }
  return null;
}

/** A small deterministic embedding derived from the text. */
export function embeddingOf(text: string, dims = 8): number[] {
  const v: number[] = [];
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  for (let i = 0; i < dims; i++) {
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    v.push(Math.round((((h >>> 0) % 2000) / 1000 - 1) * 1e6) / 1e6);
  }
  return v;
}
