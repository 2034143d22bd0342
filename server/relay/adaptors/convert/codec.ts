import { countText } from '../../tokenizer';
import type { AdaptorOptions, RelayMode, SseEvent, Usage, WireFormat } from '../types';
import type { OpenAIChatRequest, OpenAIChatResponse, OpenAIChunk } from './openai-types';

// A codec is one wire format's view of a chat call, expressed against the OpenAI hub format.
// Composition (compose.ts) chains two codecs: inbound → OpenAI → native, native → OpenAI → inbound.

export interface CodecContext {
  /** Upstream (mapped) model name. */
  model: string;
  stream: boolean;
  /** Mode of the call in this codec's format (e.g. 'responses' for an OpenAI pass-through). */
  mode: RelayMode;
  options: AdaptorOptions;
  /** The client asked for stream usage (OpenAI stream_options.include_usage). */
  clientWantsUsage: boolean;
  /** Local prompt estimate, computed on first use. */
  promptEstimate: () => number;
}

/** One decoded upstream stream item. */
export type StreamItem =
  | { kind: 'chunk'; chunk: OpenAIChunk }
  | { kind: 'error'; message: string; type: string }
  /** An OpenAI usage-only chunk (choices empty). */
  | { kind: 'usage' }
  | { kind: 'done' };

export interface StreamDecoder {
  push(ev: SseEvent): StreamItem[];
  usage(): Usage | null;
}

export interface StreamEncoder {
  push(item: StreamItem): string;
  /** `usage` is the upstream usage, or a local estimate when the upstream sent none. */
  finish(usage: Usage): string;
}

/** Forwards the upstream's own events unchanged when inbound and native formats match. */
export interface PassThroughStream {
  forward(ev: SseEvent, items: StreamItem[]): string;
  finish(usage: () => Usage): string;
}

export interface FormatCodec {
  format: WireFormat;
  isChatMode(mode: RelayMode): boolean;
  /** Mode and client-style path of a chat call in this format. */
  chatTarget(model: string, stream: boolean): { mode: RelayMode; path: string };
  requestToOpenAI(body: Record<string, unknown>, ctx: CodecContext): OpenAIChatRequest;
  requestFromOpenAI(req: OpenAIChatRequest, ctx: CodecContext): Record<string, unknown>;
  responseToOpenAI(body: unknown, ctx: CodecContext): { response: OpenAIChatResponse; usage: Usage | null };
  responseFromOpenAI(resp: OpenAIChatResponse, usage: Usage, ctx: CodecContext): unknown;
  streamDecoder(ctx: CodecContext): StreamDecoder;
  streamEncoder(ctx: CodecContext): StreamEncoder;
  passThrough(ctx: CodecContext): PassThroughStream;
}

/** Counts what a stream produced (content, reasoning, tool names/arguments, tool calls).
 * Memory stays bounded however long the stream: past FOLD_CHARS the buffered text is folded
 * into an estimate (4 characters a token) — exact counting of a giant answer would cost more
 * CPU than the stream itself, and it only matters when the upstream reports no usage. */
export const FOLD_CHARS = 64 * 1024;

export class StreamTally {
  private parts: string[] = [];
  private chars = 0;
  private folded = 0;
  private calls = 0;

  constructor(private readonly model = '') {}

  private push(s: string): void {
    this.parts.push(s);
    this.chars += s.length;
    if (this.chars > FOLD_CHARS) {
      this.folded += Math.ceil(this.chars / 4);
      this.parts = [];
      this.chars = 0;
    }
  }

  add(item: StreamItem): void {
    if (item.kind !== 'chunk') return;
    for (const c of item.chunk.choices) {
      const d = c.delta;
      if (d.content) this.push(d.content);
      if (d.reasoning_content) this.push(d.reasoning_content);
      if (d.tool_calls) {
        for (const t of d.tool_calls) {
          if (t.function.name) {
            this.calls++;
            this.push(t.function.name);
          }
          if (t.function.arguments) this.push(t.function.arguments);
        }
      }
    }
  }

  /** The text not yet folded into the count (all of it for ordinary answers). */
  text(): string {
    if (this.parts.length > 1) this.parts = [this.parts.join('')];
    return this.parts[0] ?? '';
  }

  /** Completion tokens counted locally: text + 7 per tool call (reference/relay.md §8). */
  tokens(): number {
    return this.folded + countText(this.model, this.text()) + 7 * this.calls;
  }

  toolCalls(): number {
    return this.calls;
  }
}
