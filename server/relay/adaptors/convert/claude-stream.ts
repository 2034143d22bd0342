import { sseData, sseEvent } from '../../sse';
import { claudeStreamEventSchema } from '../claude/api-types';
import type { SseEvent, Usage } from '../types';
import type { CodecContext, PassThroughStream, StreamDecoder, StreamEncoder, StreamItem } from './codec';
import { claudeStopToOpenAI, claudeUsageToUsage, openAIStopToClaude, usageToClaude } from './claude-response';
import { makeChunk } from './openai-codec';
import type { OpenAIChunk } from './openai-types';
import { nowSeconds } from './openai-types';

// Claude stream events ⇄ OpenAI chunks.

export class ClaudeStreamDecoder implements StreamDecoder {
  private id = '';
  private model: string;
  private created = nowSeconds();
  private u: Usage | null = null;
  private inputSide: { input_tokens?: number | null; cache_read_input_tokens?: number | null; cache_creation_input_tokens?: number | null } = {};
  /** Claude block index → OpenAI tool call index. */
  private toolIndex = new Map<number, number>();

  constructor(ctx: CodecContext) {
    this.model = ctx.model;
  }

  usage(): Usage | null {
    return this.u;
  }

  private chunk(delta: OpenAIChunk['choices'][number]['delta'], finish: string | null = null): StreamItem {
    return { kind: 'chunk', chunk: makeChunk(this.id, this.model, delta, finish, this.created) };
  }

  push(ev: SseEvent): StreamItem[] {
    let json: unknown;
    try {
      json = JSON.parse(ev.data);
    } catch {
      return [];
    }
    const p = claudeStreamEventSchema.safeParse(json);
    if (!p.success) return [];
    const e = p.data;
    switch (e.type) {
      case 'message_start': {
        this.id = e.message?.id ?? '';
        if (e.message?.model) this.model = e.message.model;
        const mu = e.message?.usage;
        if (mu) {
          this.inputSide = mu;
          this.u = claudeUsageToUsage(mu);
        }
        return [this.chunk({ role: 'assistant', content: '' })];
      }
      case 'content_block_start': {
        const b = e.content_block;
        if (b?.type === 'tool_use' && e.index !== undefined) {
          const idx = this.toolIndex.size;
          this.toolIndex.set(e.index, idx);
          return [this.chunk({ tool_calls: [{ index: idx, id: b.id ?? '', type: 'function', function: { name: b.name ?? '', arguments: '' } }] })];
        }
        if (b?.type === 'text' && b.text) return [this.chunk({ content: b.text })];
        return [];
      }
      case 'content_block_delta': {
        const d = e.delta;
        if (d?.type === 'text_delta' && d.text) return [this.chunk({ content: d.text })];
        if (d?.type === 'thinking_delta' && d.thinking) return [this.chunk({ reasoning_content: d.thinking })];
        if (d?.type === 'input_json_delta' && d.partial_json && e.index !== undefined) {
          const idx = this.toolIndex.get(e.index) ?? 0;
          return [this.chunk({ tool_calls: [{ index: idx, function: { arguments: d.partial_json } }] })];
        }
        return [];
      }
      case 'message_delta': {
        // Output usage is cumulative here; input side may be restated (newer API) or only in message_start.
        if (e.usage) this.u = claudeUsageToUsage({ ...this.inputSide, ...stripNull(e.usage) });
        const finish = claudeStopToOpenAI(e.delta?.stop_reason);
        return finish ? [this.chunk({}, finish)] : [];
      }
      case 'error':
        return [{ kind: 'error', message: e.error?.message ?? 'upstream error', type: e.error?.type ?? 'upstream_error' }];
      default:
        return []; // ping, content_block_stop, message_stop
    }
  }
}

function stripNull<T extends Record<string, unknown>>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] !== null && o[k] !== undefined) out[k] = o[k];
  return out;
}

type BlockKind = 'text' | 'thinking' | 'tool_use';

export class ClaudeStreamEncoder implements StreamEncoder {
  private started = false;
  private index = -1;
  private open: BlockKind | null = null;
  private openTool = -1;
  private stopReason: string | null = null;
  private readonly id = `msg_${Math.random().toString(36).slice(2, 14)}`;

  constructor(private readonly ctx: CodecContext) {}

  private start(): string {
    if (this.started) return '';
    this.started = true;
    return sseEvent('message_start', {
      type: 'message_start',
      message: {
        id: this.id,
        type: 'message',
        role: 'assistant',
        model: this.ctx.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: this.ctx.promptEstimate(), output_tokens: 0 },
      },
    });
  }

  private close(): string {
    if (this.open === null) return '';
    this.open = null;
    return sseEvent('content_block_stop', { type: 'content_block_stop', index: this.index });
  }

  private openBlock(kind: BlockKind, block: Record<string, unknown>): string {
    const out = this.close();
    this.index++;
    this.open = kind;
    return out + sseEvent('content_block_start', { type: 'content_block_start', index: this.index, content_block: block });
  }

  private delta(delta: Record<string, unknown>): string {
    return sseEvent('content_block_delta', { type: 'content_block_delta', index: this.index, delta });
  }

  push(item: StreamItem): string {
    if (item.kind === 'error') return sseEvent('error', { type: 'error', error: { type: item.type, message: item.message } });
    if (item.kind !== 'chunk') return '';
    let out = this.start();
    for (const c of item.chunk.choices) {
      const d = c.delta;
      if (d.reasoning_content) {
        if (this.open !== 'thinking') out += this.openBlock('thinking', { type: 'thinking', thinking: '' });
        out += this.delta({ type: 'thinking_delta', thinking: d.reasoning_content });
      }
      if (d.content) {
        if (this.open !== 'text') out += this.openBlock('text', { type: 'text', text: '' });
        out += this.delta({ type: 'text_delta', text: d.content });
      }
      for (const t of d.tool_calls ?? []) {
        // A new tool index opens a new tool_use block; fragments go to the open one.
        if (this.open !== 'tool_use' || t.index !== this.openTool) {
          out += this.openBlock('tool_use', { type: 'tool_use', id: t.id ?? `toolu_${t.index}`, name: t.function.name ?? '', input: {} });
          this.openTool = t.index;
        }
        if (t.function.arguments) out += this.delta({ type: 'input_json_delta', partial_json: t.function.arguments });
      }
      if (c.finish_reason) this.stopReason = openAIStopToClaude(c.finish_reason);
    }
    return out;
  }

  finish(usage: Usage): string {
    return (
      this.start() +
      this.close() +
      sseEvent('message_delta', {
        type: 'message_delta',
        delta: { stop_reason: this.stopReason ?? 'end_turn', stop_sequence: null },
        usage: usageToClaude(usage),
      }) +
      sseEvent('message_stop', { type: 'message_stop' })
    );
  }
}

export class ClaudePassThrough implements PassThroughStream {
  forward(ev: SseEvent): string {
    return ev.event ? sseEvent(ev.event, ev.data) : sseData(ev.data);
  }
  finish(): string {
    return '';
  }
}
