import { z } from 'zod';
import { composeAdaptor } from '../compose';
import { trimBase } from '../openai-compatible/api';
import type { ProviderAdaptor } from '../types';
import { DEFAULT_ANTHROPIC_VERSION, claudeHeaders, claudeMessagesUrl } from './api';

// Anthropic Claude (14): native /v1/messages; other inbound formats are converted by compose.

const modelsSchema = z.object({ data: z.array(z.looseObject({ id: z.string() })) });

export const claudeAdaptor: ProviderAdaptor = composeAdaptor({
  slug: 'claude',
  channelTypes: [14],
  nativeFormat: 'claude',
  build(channel, req) {
    const body = { ...req.body, model: typeof req.body?.model === 'string' ? req.body.model : req.model };
    return { url: claudeMessagesUrl(channel), method: 'POST', headers: claudeHeaders(channel, req), body: JSON.stringify(body) };
  },
  modelsRequest: (channel) => ({
    url: `${trimBase(channel.baseUrl)}/v1/models`,
    method: 'GET',
    headers: { 'x-api-key': channel.key, 'anthropic-version': DEFAULT_ANTHROPIC_VERSION },
  }),
  parseModels: (body) => modelsSchema.parse(body).data.map((m) => m.id),
});
