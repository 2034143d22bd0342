import type { AdaptorRequest, ChannelConfig, UpstreamCall } from '../types';

// URL and headers of OpenAI-style upstreams.

export function trimBase(base: string): string {
  return base.endsWith('/') ? base.replace(/\/+$/, '') : base;
}

/** Client path as sent upstream: the playground path becomes /v1/..., then an optional /v1 prefix swap. */
export function upstreamPath(path: string, v1Prefix?: string): string {
  const p = path.startsWith('/pg/') ? `/v1/${path.slice(4)}` : path;
  if (v1Prefix === undefined || !(p === '/v1' || p.startsWith('/v1/') || p.startsWith('/v1?'))) return p;
  return v1Prefix + p.slice(3);
}

export function bearerHeaders(channel: ChannelConfig): Record<string, string> {
  const h: Record<string, string> = { Authorization: `Bearer ${channel.key}` };
  if (channel.organization) h['OpenAI-Organization'] = channel.organization;
  return h;
}

/** Body and content type: JSON, or the client's multipart bytes untouched (audio, image edits). */
export function bodyOf(req: AdaptorRequest, json: Record<string, unknown> | null): Pick<UpstreamCall, 'body'> & { contentType: string } {
  if (req.rawBody && !json) return { body: req.rawBody, contentType: req.contentType ?? 'application/octet-stream' };
  return { body: JSON.stringify(json ?? {}), contentType: 'application/json' };
}
