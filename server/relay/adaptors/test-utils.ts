import { SseParser, parseSseText } from '../sse';
import { convertChunk } from '../raw-events';
import type { AdaptorOptions, AdaptorRequest, ChannelConfig, ProviderAdaptor, SseEvent, StreamConverter, UpstreamCall } from './types';

// Shared helpers for adaptor tests: build requests, call the mock over real HTTP, run converters.

export const testOptions: AdaptorOptions = {
  claudeDefaultMaxTokens: 8192,
  claudeThinkingAdapterEnabled: true,
  claudeThinkingBudgetPercentage: 0.8,
  geminiVersion: () => 'v1beta',
  geminiSafetySettings: {},
  azureDefaultApiVersion: '2025-04-01-preview',
  forceStreamOption: true,
};

export function testChannel(p: Partial<ChannelConfig> = {}): ChannelConfig {
  return { id: 1, type: 1, key: 'sk-test', baseUrl: '', other: '', organization: null, settings: {}, ...p };
}

export function testRequest(p: Partial<AdaptorRequest> & { body: AdaptorRequest['body'] }): AdaptorRequest {
  const body = p.body;
  const model = p.model ?? (typeof body?.model === 'string' ? body.model : 'gpt-4o-mini');
  return {
    mode: 'chat',
    inbound: 'openai',
    path: '/v1/chat/completions',
    model,
    stream: body?.stream === true,
    clientHeaders: {},
    options: testOptions,
    ...p,
  };
}

export async function send(call: UpstreamCall): Promise<Response> {
  const body = call.body === undefined || typeof call.body === 'string' ? call.body : new Uint8Array(call.body);
  return fetch(call.url, { method: call.method, headers: call.headers, body });
}

export async function runJson(adaptor: ProviderAdaptor, channel: ChannelConfig, req: AdaptorRequest) {
  const call = await adaptor.buildRequest(channel, req);
  const res = await send(call);
  const text = await res.text();
  if (res.status !== 200) return { call, status: res.status, error: adaptor.parseError(res.status, text, req), converted: null };
  return { call, status: res.status, error: null, converted: adaptor.convertResponse(req, JSON.parse(text)) };
}

export interface StreamRun {
  status: number;
  /** SSE text sent to the client. */
  out: string;
  events: SseEvent[];
  /** JSON data of the client events (non-JSON like [DONE] skipped). */
  data: Record<string, unknown>[];
  converter: StreamConverter;
}

export async function runStream(adaptor: ProviderAdaptor, channel: ChannelConfig, req: AdaptorRequest): Promise<StreamRun> {
  const call = await adaptor.buildRequest(channel, req);
  const res = await send(call);
  const converter = adaptor.createStreamConverter(req);
  const parser = adaptor.createStreamParser?.(req) ?? new SseParser();
  let out = '';
  try {
    const reader = res.body?.getReader();
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      for (const part of convertChunk(Buffer.from(value.buffer, value.byteOffset, value.byteLength), parser, converter)) out += part.toString();
    }
  } catch {
    // upstream cut the stream: finish with what arrived, as the pipeline does
  }
  for (const ev of parser.end()) out += converter.push(ev);
  out += converter.finish();
  const events = parseSseText(out);
  const data: Record<string, unknown>[] = [];
  for (const e of events) {
    try {
      data.push(JSON.parse(e.data));
    } catch {
      // [DONE]
    }
  }
  return { status: res.status, out, events, data, converter };
}

/** Joined delta.content of OpenAI chunks. */
export function openAIStreamText(data: Record<string, unknown>[]): string {
  let s = '';
  for (const d of data) {
    const choices = Array.isArray(d.choices) ? d.choices : [];
    for (const c of choices) {
      const delta = typeof c === 'object' && c && 'delta' in c ? c.delta : undefined;
      if (delta && typeof delta === 'object' && 'content' in delta && typeof delta.content === 'string') s += delta.content;
    }
  }
  return s;
}
