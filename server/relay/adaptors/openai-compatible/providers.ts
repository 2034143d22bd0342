import type { ChannelConfig } from '../types';
import { createOpenAICompatibleAdaptor } from './adaptor';
import { trimBase, upstreamPath } from './api';

// The OpenAI-compatible family: one factory call per provider.

export const openAIAdaptor = createOpenAICompatibleAdaptor({ slug: 'openai', channelTypes: [1], forceStreamUsage: true });

/** Legacy OpenAI resellers: plain OpenAI wire format. */
export const openAILegacyAdaptor = createOpenAICompatibleAdaptor({ slug: 'openai-legacy', channelTypes: [6, 7, 9, 10, 12, 13] });

/** Custom (8): the base URL is the full endpoint, "{model}" substituted. */
export const customAdaptor = createOpenAICompatibleAdaptor({
  slug: 'custom',
  channelTypes: [8],
  url: (channel, req) => channel.baseUrl.replaceAll('{model}', req.model),
});

function cloudflareUrl(channel: ChannelConfig, path: string): string {
  const base = trimBase(channel.baseUrl);
  // AI Gateway bases already end in the provider path: drop the client's leading /v1.
  if (base.includes('gateway.ai.cloudflare.com')) return base + upstreamPath(path, '');
  return `${base}/client/v4/accounts/${channel.other}/ai${upstreamPath(path)}`;
}

export const cloudflareAdaptor = createOpenAICompatibleAdaptor({
  slug: 'cloudflare',
  channelTypes: [39],
  forceStreamUsage: true,
  url: (channel, req) => cloudflareUrl(channel, req.path),
  modelsUrl: (channel) => cloudflareUrl(channel, '/v1/models'),
});

export const compatibleAdaptors = [
  createOpenAICompatibleAdaptor({ slug: 'ollama', channelTypes: [4], forceStreamUsage: true }),
  createOpenAICompatibleAdaptor({ slug: 'openrouter', channelTypes: [20] }),
  createOpenAICompatibleAdaptor({ slug: 'moonshot', channelTypes: [25] }),
  createOpenAICompatibleAdaptor({ slug: 'zhipu-v4', channelTypes: [26], v1Prefix: '/api/paas/v4' }),
  createOpenAICompatibleAdaptor({ slug: 'perplexity', channelTypes: [27], v1Prefix: '' }),
  createOpenAICompatibleAdaptor({ slug: 'lingyiwanwu', channelTypes: [31] }),
  createOpenAICompatibleAdaptor({ slug: 'siliconcloud', channelTypes: [40] }),
  createOpenAICompatibleAdaptor({ slug: 'mistral', channelTypes: [42] }),
  createOpenAICompatibleAdaptor({ slug: 'deepseek', channelTypes: [43], forceStreamUsage: true }),
  createOpenAICompatibleAdaptor({ slug: 'volcengine', channelTypes: [45], v1Prefix: '/api/v3', forceStreamUsage: true }),
  createOpenAICompatibleAdaptor({ slug: 'baidu-v2', channelTypes: [46], v1Prefix: '/v2', forceStreamUsage: true }),
  createOpenAICompatibleAdaptor({ slug: 'xinference', channelTypes: [47] }),
  createOpenAICompatibleAdaptor({ slug: 'xai', channelTypes: [48], forceStreamUsage: true }),
];
