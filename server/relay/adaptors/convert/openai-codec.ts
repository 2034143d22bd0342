import { z } from 'zod';
import { SSE_DONE, sseData, sseEvent } from '../../sse';
import type { SseEvent, Usage } from '../types';
import type { CodecContext, FormatCodec, PassThroughStream, StreamDecoder, StreamEncoder, StreamItem } from './codec';
import {
  type OpenAIChatResponse,
  type OpenAIChunk,
  type OpenAIChunkToolCall,
  chatId,
  nowSeconds,
  openAIChatRequestSchema,
  parseOpenAIUsage,
  usageToOpenAI,
} from './openai-types';

// The OpenAI hub codec: requests and responses are identities; streams are parsed for
// accounting and either forwarded raw (pass-through) or re-encoded from other formats.

const toolCallDeltaSchema = z.looseObject({
  index: z.number().optional(),
  id: z.string().nullish(),
  type: z.string().nullish(),
  function: z.looseObject({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish(),
});

const responsesEventSchema = z.looseObject({
  type: z.string().optional(),
  delta: z.string().optional(),
  response: z.looseObject({ usage: z.unknown().optional() }).optional(),
});

const chatResponseSchema = z.looseObject({
  id: z.string().nullish(),
  created: z.number().nullish(),
  model: z.string().nullish(),
  choices: z
    .array(
      z.looseObject({
        index: z.number().optional(),
        message: z
          .looseObject({
            content: z.union([z.string(), z.null()]).optional(),
            reasoning_content: z.string().nullish(),
            reasoning: z.string().nullish(),
            tool_calls: z.array(toolCallDeltaSchema).nullish(),
          })
          .optional(),
        finish_reason: z.string().nullish(),
      }),
    )
    .default([]),
  usage: z.unknown().optional(),
});

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

class OpenAIStreamDecoder implements StreamDecoder {
  private u: Usage | null = null;
  constructor(private readonly ctx: CodecContext) {}

  usage(): Usage | null {
    return this.u;
  }

  push(ev: SseEvent): StreamItem[] {
    if (ev.data === '[DONE]') return [{ kind: 'done' }];
    const json = parseJson(ev.data);
    if (json === undefined) return [];
    return this.ctx.mode === 'responses' ? this.responsesEvent(json) : this.chunk(json);
  }

  private responsesEvent(json: unknown): StreamItem[] {
    const p = responsesEventSchema.safeParse(json);
    if (!p.success) return [];
    const e = p.data;
    if (e.type === 'response.completed' || e.type === 'response.incomplete') {
      this.u = parseOpenAIUsage(e.response?.usage) ?? this.u;
      return [];
    }
    if (e.delta && (e.type === 'response.output_text.delta' || e.type === 'response.reasoning_summary_text.delta')) {
      return [{ kind: 'chunk', chunk: makeChunk('', this.ctx.model, { content: e.delta }, null) }];
    }
    if (e.delta && e.type === 'response.function_call_arguments.delta') {
      return [{ kind: 'chunk', chunk: makeChunk('', this.ctx.model, { tool_calls: [{ index: 0, function: { arguments: e.delta } }] }, null) }];
    }
    return [];
  }

  // Hand-rolled reads instead of a schema: this runs on every chunk of every stream.
  private chunk(json: unknown): StreamItem[] {
    const c = obj(json);
    if (!c) return [];
    const err = obj(c.error);
    if (err) return [{ kind: 'error', message: str(err.message) ?? 'upstream error', type: str(err.type) ?? 'upstream_error' }];
    const items: StreamItem[] = [];
    const usage = c.usage ? parseOpenAIUsage(c.usage) : null;
    if (usage) this.u = usage;
    const choices = Array.isArray(c.choices) ? c.choices : [];
    if (choices.length === 0) {
      if (usage) items.push({ kind: 'usage' });
      return items;
    }
    const chunk: OpenAIChunk = {
      id: str(c.id) ?? '',
      object: 'chat.completion.chunk',
      created: typeof c.created === 'number' ? c.created : nowSeconds(),
      model: str(c.model) ?? this.ctx.model,
      choices: choices.map((raw: unknown, i) => {
        const ch = obj(raw) ?? {};
        const d = obj(ch.delta);
        const delta: OpenAIChunk['choices'][number]['delta'] = {};
        const content = str(d?.content) ?? str(ch.text);
        if (content) delta.content = content;
        const reasoning = str(d?.reasoning_content) ?? str(d?.reasoning);
        if (reasoning) delta.reasoning_content = reasoning;
        if (Array.isArray(d?.tool_calls) && d.tool_calls.length) delta.tool_calls = d.tool_calls.map(toToolCallDelta);
        return { index: typeof ch.index === 'number' ? ch.index : i, delta, finish_reason: str(ch.finish_reason) ?? null };
      }),
    };
    if (usage) chunk.usage = usageToOpenAI(usage);
    items.push({ kind: 'chunk', chunk });
    return items;
  }
}

const obj = (v: unknown): Record<string, unknown> | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function toToolCallDelta(raw: unknown, i: number): OpenAIChunkToolCall {
  const t = obj(raw) ?? {};
  const fn = obj(t.function);
  const out: OpenAIChunkToolCall = { index: typeof t.index === 'number' ? t.index : i, function: {} };
  const id = str(t.id);
  if (id) out.id = id;
  if (str(t.type) || id) out.type = 'function';
  const name = str(fn?.name);
  if (name) out.function.name = name;
  const args = str(fn?.arguments);
  if (args) out.function.arguments = args;
  return out;
}

export function makeChunk(
  id: string,
  model: string,
  delta: OpenAIChunk['choices'][number]['delta'],
  finishReason: string | null,
  created = nowSeconds(),
): OpenAIChunk {
  return { id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finishReason }] };
}

function usageChunk(id: string, model: string, created: number, usage: Usage, mode: CodecContext['mode']) {
  return {
    id: id || chatId(),
    object: mode === 'completions' ? 'text_completion' : 'chat.completion.chunk',
    created,
    model,
    choices: [],
    usage: usageToOpenAI(usage),
  };
}

class OpenAIStreamEncoder implements StreamEncoder {
  private id = chatId();
  private created = nowSeconds();
  constructor(private readonly ctx: CodecContext) {}

  push(item: StreamItem): string {
    if (item.kind === 'error') return sseData({ error: { message: item.message, type: item.type } });
    if (item.kind !== 'chunk') return '';
    const chunk = { ...item.chunk, id: this.id, created: this.created };
    delete chunk.usage;
    return sseData(chunk);
  }

  finish(usage: Usage): string {
    if (!this.ctx.clientWantsUsage) return SSE_DONE;
    return sseData(usageChunk(this.id, this.ctx.model, this.created, usage, this.ctx.mode)) + SSE_DONE;
  }
}

class OpenAIPassThrough implements PassThroughStream {
  private usageSent = false;
  private id = '';
  private created = nowSeconds();
  constructor(private readonly ctx: CodecContext) {}

  forward(ev: SseEvent, items: StreamItem[]): string {
    if (this.ctx.mode === 'responses') return ev.event ? sseEvent(ev.event, ev.data) : sseData(ev.data);
    for (const it of items) {
      if (it.kind === 'done') return '';
      if (it.kind === 'usage') {
        // The usage-only chunk exists because we forced include_usage; hide it unless asked.
        if (!this.ctx.clientWantsUsage) return '';
        this.usageSent = true;
      }
      if (it.kind === 'chunk') {
        if (!this.id) {
          this.id = it.chunk.id;
          this.created = it.chunk.created;
        }
        if (it.chunk.usage) this.usageSent = true;
      }
    }
    return sseData(ev.data);
  }

  finish(usage: () => Usage): string {
    if (this.ctx.mode === 'responses') return '';
    if (!this.ctx.clientWantsUsage || this.usageSent) return SSE_DONE;
    // First: reading the usage may decode deferred events, the first of which gives id and created.
    const u = usage();
    return sseData(usageChunk(this.id, this.ctx.model, this.created, u, this.ctx.mode)) + SSE_DONE;
  }
}

export const openAICodec: FormatCodec = {
  format: 'openai',
  isChatMode: (mode) => mode === 'chat',
  chatTarget: () => ({ mode: 'chat', path: '/v1/chat/completions' }),
  requestToOpenAI: (body) => openAIChatRequestSchema.parse(body),
  requestFromOpenAI: (req) => ({ ...req }),
  responseToOpenAI(body, ctx) {
    const r = chatResponseSchema.parse(body);
    const response: OpenAIChatResponse = {
      id: r.id ?? chatId(),
      object: 'chat.completion',
      created: r.created ?? nowSeconds(),
      model: r.model ?? ctx.model,
      choices: r.choices.map((c, i) => {
        const m = c.message;
        const message: OpenAIChatResponse['choices'][number]['message'] = { role: 'assistant', content: m?.content ?? null };
        const reasoning = m?.reasoning_content ?? m?.reasoning;
        if (reasoning) message.reasoning_content = reasoning;
        if (m?.tool_calls?.length) {
          message.tool_calls = m.tool_calls.map((t, j) => ({
            id: t.id ?? `call_${j}`,
            type: 'function',
            function: { name: t.function?.name ?? '', arguments: t.function?.arguments ?? '' },
          }));
        }
        return { index: c.index ?? i, message, finish_reason: c.finish_reason ?? null };
      }),
    };
    return { response, usage: parseOpenAIUsage(r.usage) };
  },
  responseFromOpenAI: (resp, usage) => ({ ...resp, usage: usageToOpenAI(usage) }),
  streamDecoder: (ctx) => new OpenAIStreamDecoder(ctx),
  streamEncoder: (ctx) => new OpenAIStreamEncoder(ctx),
  passThrough: (ctx) => new OpenAIPassThrough(ctx),
};

/** Text of any OpenAI answer body (chat, completions, Responses API), for local counting. */
export function openAIBodyText(body: unknown): string {
  const b = z
    .looseObject({
      choices: z.array(z.looseObject({ text: z.string().nullish(), message: z.looseObject({ content: z.unknown() }).nullish() })).optional(),
      output: z.array(z.looseObject({ content: z.array(z.looseObject({ text: z.string().optional() })).nullish() })).optional(),
    })
    .safeParse(body);
  if (!b.success) return '';
  let s = '';
  for (const c of b.data.choices ?? []) {
    if (c.text) s += c.text;
    if (typeof c.message?.content === 'string') s += c.message.content;
  }
  for (const o of b.data.output ?? []) for (const p of o.content ?? []) s += p.text ?? '';
  return s;
}
