import { createRequire } from 'node:module';
import { Tiktoken } from 'js-tiktoken/lite';
import type { TiktokenBPE } from 'js-tiktoken/lite';
import { claudeCodec } from './adaptors/convert/claude-openai';
import type { CodecContext } from './adaptors/convert/codec';
import { geminiCodec } from './adaptors/convert/gemini-openai';
import { type OpenAIMessage, type OpenAITool, openAIChatRequestSchema } from './adaptors/convert/openai-types';
import type { WireFormat } from './adaptors/types';

// Local token counting (relay.md §8) for prompts and for streams without upstream usage.
// Encoders are big (MBs of ranks): loaded on first use through require and cached.

type EncodingName = 'o200k_base' | 'cl100k_base';
const require = createRequire(import.meta.url);
const encoders = new Map<EncodingName, Tiktoken>();

function encodingFor(model: string): EncodingName {
  return /^(gpt-4o|chatgpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|o\d|gpt-oss|codex)/.test(model) ? 'o200k_base' : 'cl100k_base';
}

function encoder(model: string): Tiktoken {
  const name = encodingFor(model);
  let enc = encoders.get(name);
  if (!enc) {
    const ranks: TiktokenBPE = require(`js-tiktoken/ranks/${name}`);
    enc = new Tiktoken(ranks);
    encoders.set(name, enc);
  }
  return enc;
}

/** Load both encoders now (≈1 s), e.g. at server start, instead of on the first request. */
export function warmTokenizer(): void {
  encoder('gpt-4o');
  encoder('gpt-3.5-turbo');
}

export function countText(model: string, text: string): number {
  if (!text) return 0;
  // Special-token strings in user text count as plain text.
  return encoder(model).encode(text, [], []).length;
}

export interface PromptCountOptions {
  /** Flat tokens per image (e.g. 3×85 on Gemini/Vertex/Anthropic channels) instead of tile maths. */
  fixedImageTokens?: number;
}

export function countChatPrompt(model: string, messages: OpenAIMessage[], tools?: OpenAITool[], opts: PromptCountOptions = {}): number {
  let n = 0;
  for (const m of messages) {
    n += 3 + countText(model, m.role);
    const c = m.content;
    if (typeof c === 'string') n += countText(model, c);
    else if (c) {
      for (const p of c) {
        if (p.type === 'text') n += countText(model, p.text ?? '');
        else if (p.type === 'image_url') n += opts.fixedImageTokens ?? imageTokens(model, p.image_url);
        else if (p.type === 'input_audio') n += 100;
        else if (p.type === 'file' || p.type === 'video_url') n += 5000;
      }
    }
    if (m.name) n += 1 + countText(model, m.name);
    for (const t of m.tool_calls ?? []) n += countText(model, (t.function.name ?? '') + (t.function.arguments ?? ''));
  }
  n += 3;
  if (tools?.length) {
    n += 8;
    for (const t of tools) {
      const f = t.function;
      n += countText(model, f.name + (f.description ?? '') + (f.parameters ? JSON.stringify(f.parameters) : ''));
    }
  }
  return n;
}

type ImageUrl = string | { url: string; detail?: string } | undefined;

/** OpenAI vision pricing: low 85; else fit 2048², shortest side 768, 85 + 170 per 512 px tile. */
export function imageTokens(model: string, image: ImageUrl): number {
  const url = typeof image === 'string' ? image : image?.url ?? '';
  const detail = typeof image === 'string' ? 'auto' : image?.detail ?? 'auto';
  const mini = model.startsWith('gpt-4o-mini');
  const base = mini ? 2833 : 85;
  const perTile = mini ? 5667 : 170;
  if (detail === 'low') return base;
  // Unknown size (remote URL, unreadable data): assume 1024×1024, i.e. 4 tiles.
  let [w, h] = imageSize(url) ?? [1024, 1024];
  if (w > 2048 || h > 2048) {
    const r = 2048 / Math.max(w, h);
    w = Math.floor(w * r);
    h = Math.floor(h * r);
  }
  if (Math.min(w, h) > 768) {
    const r = 768 / Math.min(w, h);
    w = Math.floor(w * r);
    h = Math.floor(h * r);
  }
  return base + perTile * Math.ceil(w / 512) * Math.ceil(h / 512);
}

/** Width and height of a PNG, GIF or JPEG data URL, read from the header only. */
export function imageSize(url: string): [number, number] | null {
  const m = /^data:image\/[a-z+]+;base64,/.exec(url);
  if (!m) return null;
  const b = Buffer.from(url.slice(m[0].length, m[0].length + 87_384), 'base64'); // ~64 KB is enough for JPEG headers
  if (b.length > 24 && b.readUInt32BE(0) === 0x89504e47) return [b.readUInt32BE(16), b.readUInt32BE(20)];
  if (b.length > 10 && b.toString('latin1', 0, 4) === 'GIF8') return [b.readUInt16LE(6), b.readUInt16LE(8)];
  if (b.length > 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1];
      const len = b.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return [b.readUInt16BE(i + 7), b.readUInt16BE(i + 5)];
      }
      i += 2 + len;
    }
  }
  return null;
}

const countCtx = (model: string): CodecContext => ({
  model,
  stream: false,
  mode: 'chat',
  options: {
    claudeDefaultMaxTokens: 8192,
    claudeThinkingAdapterEnabled: false,
    claudeThinkingBudgetPercentage: 0.8,
    geminiVersion: () => 'v1beta',
    geminiSafetySettings: {},
    azureDefaultApiVersion: '',
    forceStreamOption: false,
  },
  clientWantsUsage: false,
  promptEstimate: () => 0,
});

export function countClaudeRequest(model: string, body: Record<string, unknown>, opts?: PromptCountOptions): number {
  const r = claudeCodec.requestToOpenAI(body, countCtx(model));
  return countChatPrompt(model, r.messages, r.tools, opts);
}

export function countGeminiRequest(model: string, body: Record<string, unknown>, opts?: PromptCountOptions): number {
  const r = geminiCodec.requestToOpenAI(body, countCtx(model));
  return countChatPrompt(model, r.messages, r.tools, opts);
}

/** OpenAI body: chat messages, or the prompt/input/query text of other modes. */
export function countOpenAIRequest(model: string, body: Record<string, unknown>, opts?: PromptCountOptions): number {
  const chat = openAIChatRequestSchema.safeParse(body);
  if (chat.success) return countChatPrompt(model, chat.data.messages, chat.data.tools, opts);
  return countText(model, flattenText(body.input ?? body.prompt ?? body.query));
}

const COUNTERS: Record<WireFormat, (model: string, body: Record<string, unknown>, opts?: PromptCountOptions) => number> = {
  openai: countOpenAIRequest,
  claude: countClaudeRequest,
  gemini: countGeminiRequest,
};

/** Prompt tokens of a request in any inbound format; non-chat OpenAI bodies count prompt/input/query text. */
export function countRequestPrompt(model: string, inbound: WireFormat, body: Record<string, unknown> | null, opts?: PromptCountOptions): number {
  return body ? COUNTERS[inbound](model, body, opts) : 0;
}

function flattenText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map(flattenText).join('\n');
  return '';
}
