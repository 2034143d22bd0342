import { z } from 'zod';
import type { Usage } from '../types';

// OpenAI Chat Completions shapes: the hub format every conversion goes through.
// Schemas are loose (unknown fields kept) and narrow (only what conversions read).

export const openAIContentPartSchema = z.looseObject({
  type: z.string(),
  text: z.string().optional(),
  image_url: z.union([z.string(), z.looseObject({ url: z.string(), detail: z.string().optional() })]).optional(),
  input_audio: z.looseObject({ data: z.string(), format: z.string().optional() }).optional(),
  file: z.looseObject({ file_data: z.string().optional(), filename: z.string().optional() }).optional(),
});
export type OpenAIContentPart = z.infer<typeof openAIContentPartSchema>;

export const openAIToolCallSchema = z.looseObject({
  id: z.string().optional(),
  type: z.string().optional(),
  function: z.looseObject({ name: z.string().optional(), arguments: z.string().optional() }),
});

export const openAIMessageSchema = z.looseObject({
  role: z.string(),
  content: z.union([z.string(), z.array(openAIContentPartSchema), z.null()]).optional(),
  name: z.string().optional(),
  tool_calls: z.array(openAIToolCallSchema).optional(),
  tool_call_id: z.string().optional(),
  reasoning_content: z.string().optional(),
});
export type OpenAIMessage = z.infer<typeof openAIMessageSchema>;

export const openAIToolSchema = z.looseObject({
  type: z.string().optional(),
  function: z.looseObject({
    name: z.string(),
    description: z.string().optional(),
    parameters: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type OpenAITool = z.infer<typeof openAIToolSchema>;

export const openAIChatRequestSchema = z.looseObject({
  model: z.string().optional(),
  messages: z.array(openAIMessageSchema),
  stream: z.boolean().optional(),
  max_tokens: z.number().optional(),
  max_completion_tokens: z.number().optional(),
  temperature: z.number().optional(),
  top_p: z.number().optional(),
  top_k: z.number().optional(),
  stop: z.union([z.string(), z.array(z.string())]).optional(),
  tools: z.array(openAIToolSchema).optional(),
  tool_choice: z.unknown().optional(),
  stream_options: z.looseObject({ include_usage: z.boolean().optional() }).optional(),
  reasoning_effort: z.string().optional(),
  user: z.string().optional(),
});
export type OpenAIChatRequest = z.infer<typeof openAIChatRequestSchema>;

export interface OpenAIToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface OpenAIAssistantMessage {
  role: 'assistant';
  content: string | null;
  reasoning_content?: string;
  tool_calls?: OpenAIToolCall[];
}

export interface OpenAIUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details?: { cached_tokens?: number; cache_creation_tokens?: number };
  completion_tokens_details?: { reasoning_tokens?: number };
}

export interface OpenAIChatResponse {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  choices: { index: number; message: OpenAIAssistantMessage; finish_reason: string | null }[];
  usage?: OpenAIUsage;
}

export interface OpenAIChunkToolCall {
  index: number;
  id?: string;
  type?: 'function';
  function: { name?: string; arguments?: string };
}

export interface OpenAIDelta {
  role?: 'assistant';
  content?: string;
  reasoning_content?: string;
  tool_calls?: OpenAIChunkToolCall[];
}

export interface OpenAIChunk {
  id: string;
  object: 'chat.completion.chunk';
  created: number;
  model: string;
  choices: { index: number; delta: OpenAIDelta; finish_reason: string | null }[];
  usage?: OpenAIUsage | null;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const field = (o: unknown, k: string): unknown => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined);

/** Read an OpenAI usage object (chat style or Responses/image style); null when absent.
 * Hand-rolled: it runs on every answer and usage chunk. */
export function parseOpenAIUsage(raw: unknown): Usage | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const u = raw as Record<string, unknown>;
  const prompt = num(u.prompt_tokens) ?? num(u.input_tokens);
  const completion = num(u.completion_tokens) ?? num(u.output_tokens);
  if (prompt === undefined && completion === undefined) return null;
  const usage: Usage = { promptTokens: prompt ?? 0, completionTokens: completion ?? 0 };
  const cached = num(field(u.prompt_tokens_details, 'cached_tokens')) ?? num(field(u.input_tokens_details, 'cached_tokens'));
  if (cached) usage.cachedTokens = cached;
  const reasoning = num(field(u.completion_tokens_details, 'reasoning_tokens')) ?? num(field(u.output_tokens_details, 'reasoning_tokens'));
  if (reasoning) usage.reasoningTokens = reasoning;
  return usage;
}

export function usageToOpenAI(u: Usage): OpenAIUsage {
  const out: OpenAIUsage = {
    prompt_tokens: u.promptTokens,
    completion_tokens: u.completionTokens,
    total_tokens: u.promptTokens + u.completionTokens,
  };
  if (u.cachedTokens !== undefined || u.cacheCreationTokens !== undefined) {
    out.prompt_tokens_details = { cached_tokens: u.cachedTokens ?? 0 };
    if (u.cacheCreationTokens) out.prompt_tokens_details.cache_creation_tokens = u.cacheCreationTokens;
  }
  if (u.reasoningTokens) out.completion_tokens_details = { reasoning_tokens: u.reasoningTokens };
  return out;
}

/** Text of a message content (string or parts), images skipped. */
export function contentText(content: OpenAIMessage['content']): string {
  if (typeof content === 'string') return content;
  if (!content) return '';
  let s = '';
  for (const p of content) if (p.type === 'text' && p.text) s += p.text;
  return s;
}

/** Content + reasoning + tool names/arguments of an answer, for local counting. */
export function answerText(resp: OpenAIChatResponse): string {
  let s = '';
  for (const c of resp.choices) {
    s += c.message.reasoning_content ?? '';
    s += c.message.content ?? '';
    for (const t of c.message.tool_calls ?? []) s += t.function.name + t.function.arguments;
  }
  return s;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function chatId(): string {
  return `chatcmpl-${Math.random().toString(36).slice(2, 14)}`;
}
