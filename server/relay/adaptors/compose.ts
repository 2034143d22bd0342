import { countRequestPrompt, countText } from '../tokenizer';
import { claudeCodec } from './convert/claude-openai';
import { type CodecContext, type FormatCodec, FOLD_CHARS, type PassThroughStream, type StreamDecoder, type StreamEncoder, type StreamItem, StreamTally } from './convert/codec';
import { SseParser } from '../sse';
import { geminiCodec } from './convert/gemini-openai';
import { openAIBodyText, openAICodec } from './convert/openai-codec';
import { answerText, parseOpenAIUsage } from './convert/openai-types';
import { parseUpstreamError } from './errors';
import type {
  AdaptorRequest,
  ChannelConfig,
  ConvertedResponse,
  ProviderAdaptor,
  RawPassage,
  RelayMode,
  SseEvent,
  StreamConverter,
  StreamParser,
  UpstreamCall,
  Usage,
  WireFormat,
} from './types';

// Turns a provider that only speaks its native format into a full ProviderAdaptor:
// inbound → OpenAI → native for requests, native → OpenAI → inbound for answers and streams.
// Same formats pass through untouched (only usage and text are read on the way).

export const CODECS: Record<WireFormat, FormatCodec> = { openai: openAICodec, claude: claudeCodec, gemini: geminiCodec };

const CHAT_MODES: ReadonlySet<RelayMode> = new Set<RelayMode>(['chat', 'messages', 'gemini.generate', 'gemini.stream']);

export function isChatMode(mode: RelayMode): boolean {
  return CHAT_MODES.has(mode);
}

const NO_ITEMS: StreamItem[] = [];

/** Undecoded stream events (parsed, or runs of the upstream's bytes), bounded: past
 * FOLD_CHARS they are decoded (and folded) at once. */
class DeferredEvents {
  private events: Array<SseEvent | Buffer> = [];
  private chars = 0;
  private lastBuffer: ArrayBufferLike | null = null;
  constructor(private readonly decode: (ev: SseEvent) => void) {}

  add(ev: SseEvent): void {
    this.events.push(ev);
    this.chars += ev.data.length;
    if (this.chars > FOLD_CHARS) this.flush();
  }

  /** A slice keeps its whole chunk alive: count each chunk's memory once. */
  addRaw(events: Buffer): void {
    this.events.push(events);
    if (events.buffer !== this.lastBuffer) {
      this.lastBuffer = events.buffer;
      this.chars += events.buffer.byteLength;
    }
    if (this.chars > FOLD_CHARS) this.flush();
  }

  flush(): void {
    const events = this.events;
    this.events = [];
    this.chars = 0;
    this.lastBuffer = null;
    for (const ev of events) {
      if (!Buffer.isBuffer(ev)) this.decode(ev);
      else for (const e of new SseParser().feed(ev)) this.decode(e);
    }
  }
}

/** What makes an OpenAI event worth reading: usage, an error. Searched as 'usage"' and 'rror"'
 * (a superset: an extra match only costs a parse) because a needle starting with '"', the
 * commonest byte of JSON, makes the search several times slower. */
const BLOCKERS = ['usage"', 'rror"'];
const RAW_BLOCKERS: readonly Buffer[] = BLOCKERS.map((b) => Buffer.from(b));
const blocked = (data: string) => BLOCKERS.some((b) => data.includes(b));

/** Shared by both converters: the decoder's usage and the local count. */
abstract class CountingConverter {
  protected readonly decoder: StreamDecoder;
  protected readonly tally: StreamTally;
  protected deferred: DeferredEvents | null = null;

  constructor(format: WireFormat, req: AdaptorRequest, protected readonly nctx: CodecContext) {
    this.decoder = CODECS[format].streamDecoder(nctx);
    this.tally = new StreamTally(req.model);
  }

  protected count(ev: SseEvent): void {
    for (const it of this.decoder.push(ev)) this.tally.add(it);
  }

  protected counted(): StreamTally {
    this.deferred?.flush();
    return this.tally;
  }

  protected local(): Usage {
    return { promptTokens: this.nctx.promptEstimate(), completionTokens: this.counted().tokens() };
  }

  usage(): Usage | null {
    return this.decoder.usage();
  }
  completionText(): string {
    return this.counted().text();
  }
  completionTokens(): number {
    return this.counted().tokens();
  }
  toolCallCount(): number {
    return this.counted().toolCalls();
  }
}

/** Same format both sides: events go out as they came; only usage and text are read. */
class PassThroughConverter extends CountingConverter implements StreamConverter {
  private readonly pt: PassThroughStream;
  readonly raw?: RawPassage;

  constructor(format: WireFormat, req: AdaptorRequest, nctx: CodecContext) {
    super(format, req, nctx);
    this.pt = CODECS[format].passThrough(nctx);
    // OpenAI events that carry no usage and no error pass unparsed; they are decoded (for the
    // local count, and the first one's id and created) only when the upstream never reports
    // usage, or past a memory bound.
    if (format === 'openai' && req.inbound === format) {
      const deferred = new DeferredEvents((ev) => this.decode(ev));
      this.deferred = deferred;
      this.raw = { blockers: RAW_BLOCKERS, ready: () => true, take: (events) => deferred.addRaw(events) };
    }
  }

  private decode(ev: SseEvent): string {
    const items = this.decoder.push(ev);
    for (const it of items) this.tally.add(it);
    return this.pt.forward(ev, items);
  }

  push(ev: SseEvent): string {
    if (this.deferred && ev.data !== '[DONE]' && !blocked(ev.data)) {
      this.deferred.add(ev);
      return this.pt.forward(ev, NO_ITEMS);
    }
    return this.decode(ev);
  }

  finish(): string {
    return this.pt.finish(() => this.decoder.usage() ?? this.local());
  }
}

/** Native → OpenAI items → the client's format. */
class CrossFormatConverter extends CountingConverter implements StreamConverter {
  private readonly enc: StreamEncoder;

  constructor(format: WireFormat, req: AdaptorRequest, nctx: CodecContext) {
    super(format, req, nctx);
    this.enc = CODECS[req.inbound].streamEncoder(context(req, req.mode));
  }

  push(ev: SseEvent): string {
    let out = '';
    for (const it of this.decoder.push(ev)) {
      this.tally.add(it);
      out += this.enc.push(it);
    }
    return out;
  }

  finish(): string {
    return this.enc.finish(this.decoder.usage() ?? this.local());
  }
}

/** A pass-through answer: its text is read only if asked (the upstream's usage makes it moot). */
class PassThroughResponse implements ConvertedResponse {
  constructor(
    readonly body: unknown,
    readonly usage: Usage | null,
    private readonly nctx: CodecContext,
  ) {}

  get completionText(): string {
    return answerText(CODECS.openai.responseToOpenAI(this.body, this.nctx).response);
  }
}

export interface NativeProvider {
  slug: string;
  channelTypes: readonly number[];
  nativeFormat: WireFormat;
  /** Per-model native format (Vertex serves Gemini and Claude models). */
  formatFor?(model: string): WireFormat;
  /** Non-chat modes served as-is; chat in every inbound format is always served. */
  supportsMode?(mode: RelayMode): boolean;
  /** Build the call from a request whose body, mode and path are already in `format`. */
  build(channel: ChannelConfig, req: AdaptorRequest, format: WireFormat): UpstreamCall | Promise<UpstreamCall>;
  modelsRequest?(channel: ChannelConfig): UpstreamCall;
  parseModels?(body: unknown): string[];
  createStreamParser?(req: AdaptorRequest): StreamParser;
}

/** The client's own stream_options.include_usage (read from the unmodified client body). */
export function clientWantsUsage(req: AdaptorRequest): boolean {
  if (req.inbound !== 'openai' || !req.body) return false;
  const so = req.body.stream_options;
  return typeof so === 'object' && so !== null && 'include_usage' in so && so.include_usage === true;
}

function context(req: AdaptorRequest, mode: RelayMode): CodecContext {
  let prompt: number | undefined;
  return {
    model: req.model,
    stream: req.stream,
    mode,
    options: req.options,
    clientWantsUsage: clientWantsUsage(req),
    promptEstimate: () => (prompt ??= countRequestPrompt(req.model, req.inbound, req.body)),
  };
}

/** The request rewritten into `format` (identity when formats match or the mode is not chat). */
export function toNativeRequest(req: AdaptorRequest, format: WireFormat): AdaptorRequest {
  if (req.inbound === format || !isChatMode(req.mode) || !req.body) return req;
  const ctx = context(req, req.mode);
  const hub = CODECS[req.inbound].requestToOpenAI(req.body, ctx);
  const target = CODECS[format].chatTarget(req.model, req.stream);
  const body = CODECS[format].requestFromOpenAI({ ...hub, model: req.model }, { ...ctx, mode: target.mode });
  return { ...req, body, mode: target.mode, path: target.path };
}

function nativeMode(req: AdaptorRequest, format: WireFormat): RelayMode {
  return req.inbound === format || !isChatMode(req.mode) ? req.mode : CODECS[format].chatTarget(req.model, req.stream).mode;
}

export function composeAdaptor(p: NativeProvider): ProviderAdaptor {
  const formatOf = (model: string) => p.formatFor?.(model) ?? p.nativeFormat;

  return {
    slug: p.slug,
    channelTypes: p.channelTypes,
    nativeFormat: p.nativeFormat,
    supports: (mode) => isChatMode(mode) || (p.supportsMode?.(mode) ?? false),

    buildRequest(channel, req) {
      const format = formatOf(req.model);
      return p.build(channel, toNativeRequest(req, format), format);
    },

    convertResponse(req, upstreamBody): ConvertedResponse {
      const format = formatOf(req.model);
      if (!isChatMode(req.mode)) {
        const u = upstreamBody && typeof upstreamBody === 'object' && 'usage' in upstreamBody ? upstreamBody.usage : undefined;
        return { body: upstreamBody, usage: parseOpenAIUsage(u), completionText: openAIBodyText(upstreamBody) };
      }
      const nctx = context(req, nativeMode(req, format));
      if (req.inbound === format && format === 'openai') {
        // Pass-through: only the usage is needed; the text only when the usage is missing.
        const usage = parseOpenAIUsage((upstreamBody as { usage?: unknown } | null)?.usage);
        const lazy = new PassThroughResponse(upstreamBody, usage, nctx);
        return usage ? lazy : { body: upstreamBody, usage, completionText: lazy.completionText };
      }
      const { response, usage } = CODECS[format].responseToOpenAI(upstreamBody, nctx);
      const completionText = answerText(response);
      if (req.inbound === format) return { body: upstreamBody, usage, completionText };
      const calls = response.choices.reduce((n, c) => n + (c.message.tool_calls?.length ?? 0), 0);
      const final = usage ?? {
        promptTokens: nctx.promptEstimate(),
        completionTokens: countText(req.model, completionText) + 7 * calls,
      };
      const body = CODECS[req.inbound].responseFromOpenAI(response, final, context(req, req.mode));
      return { body, usage, completionText };
    },

    createStreamConverter(req): StreamConverter {
      const format = formatOf(req.model);
      const nctx = context(req, nativeMode(req, format));
      if (req.inbound === format || !isChatMode(req.mode)) return new PassThroughConverter(format, req, nctx);
      return new CrossFormatConverter(format, req, nctx);
    },

    parseError: (status, bodyText, req) => parseUpstreamError(status, bodyText, formatOf(req.model), req.inbound),
    modelsRequest: p.modelsRequest,
    parseModels: p.parseModels,
    createStreamParser: p.createStreamParser,
  };
}
