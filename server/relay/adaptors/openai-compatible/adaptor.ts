import { z } from 'zod';
import { composeAdaptor } from '../compose';
import type { AdaptorRequest, ChannelConfig, ProviderAdaptor, RelayMode, UpstreamCall } from '../types';
import { bearerHeaders, bodyOf, trimBase, upstreamPath } from './api';
import { prepareOpenAIBody } from './convert-request';

// Factory for OpenAI and the OpenAI-compatible family. Differences between providers are
// declarative options, not branches.

export interface OpenAICompatibleOptions {
  slug: string;
  channelTypes: readonly number[];
  /** Replaces the leading "/v1" of client paths (e.g. "/api/v3" for VolcEngine, "" for Perplexity). */
  v1Prefix?: string;
  /** Full URL override (custom channels, Cloudflare, Azure). */
  url?: (channel: ChannelConfig, req: AdaptorRequest) => string;
  headers?: (channel: ChannelConfig) => Record<string, string>;
  /** Ask the upstream for stream usage (stream_options.include_usage) when FORCE_STREAM_OPTION is on. */
  forceStreamUsage?: boolean;
  /** Modes served; default: every OpenAI mode. */
  modes?: readonly RelayMode[];
  modelsUrl?: (channel: ChannelConfig) => string;
}

const OPENAI_MODES: readonly RelayMode[] = [
  'chat',
  'completions',
  'embeddings',
  'images.generations',
  'images.edits',
  'audio.speech',
  'audio.transcriptions',
  'audio.translations',
  'rerank',
  'responses',
  'moderations',
];

const modelsSchema = z.object({ data: z.array(z.looseObject({ id: z.string() })) });

export function createOpenAICompatibleAdaptor(o: OpenAICompatibleOptions): ProviderAdaptor {
  const modes = new Set(o.modes ?? OPENAI_MODES);
  const urlOf = o.url ?? ((channel, req) => trimBase(channel.baseUrl) + upstreamPath(req.path, o.v1Prefix));
  const headersOf = o.headers ?? bearerHeaders;

  return composeAdaptor({
    slug: o.slug,
    channelTypes: o.channelTypes,
    nativeFormat: 'openai',
    supportsMode: (mode) => modes.has(mode),
    build(channel, req): UpstreamCall {
      const { body, contentType } = bodyOf(req, prepareOpenAIBody(req, o.forceStreamUsage ?? false));
      return {
        url: urlOf(channel, req),
        method: 'POST',
        headers: { ...headersOf(channel), 'Content-Type': contentType },
        body,
      };
    },
    modelsRequest: (channel) => ({
      url: o.modelsUrl?.(channel) ?? trimBase(channel.baseUrl) + upstreamPath('/v1/models', o.v1Prefix),
      method: 'GET',
      headers: headersOf(channel),
    }),
    parseModels: (body) => modelsSchema.parse(body).data.map((m) => m.id),
  });
}
