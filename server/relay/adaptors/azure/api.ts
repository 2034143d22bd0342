import { trimBase, upstreamPath } from '../openai-compatible/api';
import type { AdaptorRequest, ChannelConfig } from '../types';

// Azure OpenAI deployment URLs. api-version: client query, else channel `other`, else the env default.

export function azureUrl(channel: ChannelConfig, req: AdaptorRequest): string {
  const base = trimBase(channel.baseUrl);
  if (req.mode === 'responses') return `${base}/openai/v1/responses?api-version=preview`;
  const full = upstreamPath(req.path);
  const q = full.indexOf('?');
  const path = q < 0 ? full : full.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : full.slice(q + 1));
  const version = query.get('api-version') || channel.other || req.options.azureDefaultApiVersion;
  const rest = path.replace(/^\/v1\//, '');
  return `${base}/openai/deployments/${req.model}/${rest}?api-version=${encodeURIComponent(version)}`;
}
