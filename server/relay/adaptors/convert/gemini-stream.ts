import { sseData } from '../../sse';
import { geminiResponseSchema } from '../gemini/api-types';
import type { SseEvent, Usage } from '../types';
import type { CodecContext, PassThroughStream, StreamDecoder, StreamEncoder, StreamItem } from './codec';
import { geminiFinishToOpenAI, geminiUsageToUsage, openAIFinishToGemini, usageToGemini } from './gemini-response';
import { makeChunk } from './openai-codec';
import type { OpenAIChunk } from './openai-types';
import { chatId, nowSeconds } from './openai-types';

// Gemini streamGenerateContent (alt=sse) ⇄ OpenAI chunks.

export class GeminiStreamDecoder implements StreamDecoder {
  private readonly id = chatId();
  private readonly created = nowSeconds();
  private calls = 0;
  private u: Usage | null = null;
  private first = true;

  constructor(private readonly ctx: CodecContext) {}

  usage(): Usage | null {
    return this.u;
  }

  push(ev: SseEvent): StreamItem[] {
    let json: unknown;
    try {
      json = JSON.parse(ev.data);
    } catch {
      return [];
    }
    const p = geminiResponseSchema.safeParse(Array.isArray(json) ? json[0] : json);
    if (!p.success) return [];
    const r = p.data;
    if (r.error) return [{ kind: 'error', message: r.error.message, type: r.error.status ?? 'upstream_error' }];
    if (r.usageMetadata) this.u = geminiUsageToUsage(r.usageMetadata) ?? this.u;
    const items: StreamItem[] = [];
    const c = r.candidates[0];
    if (!c) return items;
    const delta: OpenAIChunk['choices'][number]['delta'] = {};
    if (this.first) {
      delta.role = 'assistant';
      this.first = false;
    }
    for (const part of c.content?.parts ?? []) {
      if (part.functionCall) {
        const i = this.calls++;
        (delta.tool_calls ??= []).push({
          index: i,
          id: `call_${i}`,
          type: 'function',
          function: { name: part.functionCall.name, arguments: JSON.stringify(part.functionCall.args ?? {}) },
        });
      } else if (part.text) {
        if (part.thought) delta.reasoning_content = (delta.reasoning_content ?? '') + part.text;
        else delta.content = (delta.content ?? '') + part.text;
      }
    }
    const finish = geminiFinishToOpenAI(c.finishReason, this.calls > 0);
    items.push({ kind: 'chunk', chunk: makeChunk(this.id, r.modelVersion ?? this.ctx.model, delta, finish, this.created) });
    return items;
  }
}

export class GeminiStreamEncoder implements StreamEncoder {
  private calls = new Map<number, { name: string; args: string }>();
  private finish_: string | null = null;

  constructor(private readonly ctx: CodecContext) {}

  private event(parts: Record<string, unknown>[], extra: Record<string, unknown> = {}): string {
    return sseData({ candidates: [{ content: { role: 'model', parts }, index: 0, ...extra }], modelVersion: this.ctx.model });
  }

  push(item: StreamItem): string {
    if (item.kind === 'error') return sseData({ error: { code: 500, message: item.message, status: item.type } });
    if (item.kind !== 'chunk') return '';
    const parts: Record<string, unknown>[] = [];
    for (const c of item.chunk.choices) {
      const d = c.delta;
      if (d.reasoning_content) parts.push({ text: d.reasoning_content, thought: true });
      if (d.content) parts.push({ text: d.content });
      for (const t of d.tool_calls ?? []) {
        // Gemini sends whole calls: collect the argument fragments until the end.
        const call = this.calls.get(t.index) ?? { name: '', args: '' };
        if (t.function.name) call.name = t.function.name;
        call.args += t.function.arguments ?? '';
        this.calls.set(t.index, call);
      }
      if (c.finish_reason) this.finish_ = c.finish_reason;
    }
    return parts.length ? this.event(parts) : '';
  }

  finish(usage: Usage): string {
    const parts: Record<string, unknown>[] = [];
    for (const call of this.calls.values()) {
      let args: unknown = {};
      try {
        args = JSON.parse(call.args || '{}');
      } catch {
        args = {};
      }
      parts.push({ functionCall: { name: call.name, args } });
    }
    if (parts.length === 0) parts.push({ text: '' });
    return sseData({
      candidates: [{ content: { role: 'model', parts }, finishReason: openAIFinishToGemini(this.finish_), index: 0 }],
      usageMetadata: usageToGemini(usage),
      modelVersion: this.ctx.model,
    });
  }
}

export class GeminiPassThrough implements PassThroughStream {
  forward(ev: SseEvent): string {
    return sseData(ev.data);
  }
  finish(): string {
    return '';
  }
}
