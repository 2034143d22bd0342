// The contract between the relay pipeline and provider adaptors.
// The pipeline owns auth, channel choice, billing, retries and logging; an adaptor only knows
// how to talk to one provider family: URL, headers, body conversion, usage, errors, streams.

/** The wire format a client speaks (inbound) or a provider speaks (native). */
export type WireFormat = 'openai' | 'claude' | 'gemini';

/** What kind of call this is; decides the endpoint an adaptor targets. */
export type RelayMode =
  | 'chat' // /v1/chat/completions, /pg/chat/completions
  | 'completions'
  | 'embeddings'
  | 'images.generations'
  | 'images.edits'
  | 'audio.speech'
  | 'audio.transcriptions'
  | 'audio.translations'
  | 'rerank'
  | 'responses'
  | 'moderations'
  | 'messages' // /v1/messages (Claude format in)
  | 'gemini.generate' // /v1beta/models/{m}:generateContent (Gemini format in)
  | 'gemini.stream'; // /v1beta/models/{m}:streamGenerateContent

/** One channel as the adaptor sees it: one key already chosen, base URL already defaulted. */
export interface ChannelConfig {
  id: number;
  type: number;
  key: string;
  baseUrl: string;
  /** Provider-specific extra value (Azure api-version, Vertex region JSON, ...). */
  other: string;
  organization: string | null;
  /** Parsed channel `setting` JSON. */
  settings: Record<string, unknown>;
}

/** Option values adaptors read (passed in; adaptors never read global config). */
export interface AdaptorOptions {
  claudeDefaultMaxTokens: number; // claude.default_max_tokens.default (8192)
  claudeThinkingAdapterEnabled: boolean; // claude.thinking_adapter_enabled (true)
  claudeThinkingBudgetPercentage: number; // 0.8
  geminiVersion: (model: string) => string; // gemini.version_settings (default v1beta)
  geminiSafetySettings: Record<string, string>; // gemini.safety_settings
  azureDefaultApiVersion: string; // AZURE_DEFAULT_API_VERSION
  forceStreamOption: boolean; // FORCE_STREAM_OPTION: ask upstream for include_usage
}

export interface AdaptorRequest {
  mode: RelayMode;
  inbound: WireFormat;
  /** Client path with query, e.g. "/v1/chat/completions" or "/v1beta/models/x:generateContent?alt=sse". */
  path: string;
  /** Parsed JSON body, already carrying the upstream (mapped) model name. Null for multipart. */
  body: Record<string, unknown> | null;
  /** Raw body and its content type for multipart calls (audio transcriptions, image edits). */
  rawBody?: Buffer;
  contentType?: string;
  /** Upstream (mapped) model name. */
  model: string;
  stream: boolean;
  /** Lower-cased client headers the adaptor may forward (anthropic-version, anthropic-beta, ...). */
  clientHeaders: Record<string, string | undefined>;
  options: AdaptorOptions;
}

export interface UpstreamCall {
  url: string;
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface Usage {
  promptTokens: number;
  completionTokens: number;
  /** Cache-read tokens (included in promptTokens for OpenAI-style usage). */
  cachedTokens?: number;
  /** Claude cache-creation tokens. */
  cacheCreationTokens?: number;
  reasoningTokens?: number;
}

/** A normalized upstream failure. */
export interface UpstreamError {
  status: number;
  message: string;
  type: string;
  code: string | number | null;
  /** The upstream body when it already is in the client's format and may pass through unchanged. */
  passThrough?: unknown;
}

/** One server-sent event as parsed from the upstream. */
export interface SseEvent {
  event?: string;
  data: string;
}

/** Turns upstream stream events into text for the client, in the client's format. */
export interface RawPassage {
  /** Events holding any of these byte strings take the usual path (push). */
  blockers: readonly Buffer[];
  /** Whether raw events are welcome now (e.g. not before the first event was read). */
  ready(): boolean;
  /** A run of whole "data: " events, each exactly one line, forwarded unchanged. */
  take(events: Buffer): void;
}

export interface StreamConverter {
  /** Returns SSE text to write now (may be ''). */
  push(event: SseEvent): string;
  /** Events the client may get as the upstream's own bytes (see relay/raw-events.ts). */
  raw?: RawPassage;
  /** Called once when the upstream ends (or is cut); returns trailing SSE text (e.g. "data: [DONE]\n\n"). */
  finish(): string;
  /** Usage reported by the upstream, if any. */
  usage(): Usage | null;
  /** Text produced and not yet folded into the local count (bounded; for inspection). */
  completionText(): string;
  /** Completion tokens counted locally (content, reasoning, tool calls + 7 each); memory stays flat. */
  completionTokens(): number;
  /** Tool calls seen so far (each adds 7 tokens when counting locally). */
  toolCallCount(): number;
}

export interface ConvertedResponse {
  /** Body in the client's (inbound) format. */
  body: unknown;
  usage: Usage | null;
  completionText: string;
}

export interface ProviderAdaptor {
  slug: string;
  channelTypes: readonly number[];
  nativeFormat: WireFormat;
  /** Relay modes this provider serves. */
  supports(mode: RelayMode): boolean;
  buildRequest(channel: ChannelConfig, req: AdaptorRequest): UpstreamCall | Promise<UpstreamCall>;
  /** Convert a complete upstream JSON answer into the client's format and read usage. */
  convertResponse(req: AdaptorRequest, upstreamBody: unknown): ConvertedResponse;
  createStreamConverter(req: AdaptorRequest): StreamConverter;
  parseError(status: number, bodyText: string, req: AdaptorRequest): UpstreamError;
  /** The provider's model-list call, for fetch_models and channel tests. */
  modelsRequest?(channel: ChannelConfig): UpstreamCall;
  parseModels?(body: unknown): string[];
  /** Splits the upstream stream body into events; absent = SSE (use SseParser). Bedrock decodes AWS event-stream. */
  createStreamParser?(req: AdaptorRequest): StreamParser;
}

/** Incremental upstream stream splitter (SseParser implements it). */
export interface StreamParser {
  feed(chunk: Buffer | Uint8Array | string): SseEvent[];
  end(): SseEvent[];
  /** Holds nothing unfinished (no partial line, event or character): the next bytes start afresh. */
  idle?(): boolean;
}
