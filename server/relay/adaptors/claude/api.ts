import type { AdaptorRequest, ChannelConfig } from '../types';
import { trimBase } from '../openai-compatible/api';

// Anthropic Messages endpoint and headers.

export const DEFAULT_ANTHROPIC_VERSION = '2023-06-01';

export function claudeHeaders(channel: ChannelConfig, req: Pick<AdaptorRequest, 'clientHeaders'>): Record<string, string> {
  const h: Record<string, string> = {
    'x-api-key': channel.key,
    'anthropic-version': req.clientHeaders['anthropic-version'] || DEFAULT_ANTHROPIC_VERSION,
    'Content-Type': 'application/json',
  };
  const beta = req.clientHeaders['anthropic-beta'];
  if (beta) h['anthropic-beta'] = beta;
  return h;
}

export const claudeMessagesUrl = (channel: ChannelConfig) => `${trimBase(channel.baseUrl)}/v1/messages`;
