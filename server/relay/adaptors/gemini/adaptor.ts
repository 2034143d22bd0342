import { z } from 'zod';
import { composeAdaptor } from '../compose';
import { trimBase } from '../openai-compatible/api';
import type { ProviderAdaptor } from '../types';
import { geminiHeaders, geminiUrl } from './api';

// Google Gemini (24): native generateContent; other inbound formats are converted by compose.

const modelsSchema = z.object({ models: z.array(z.looseObject({ name: z.string() })) });

export const geminiAdaptor: ProviderAdaptor = composeAdaptor({
  slug: 'gemini',
  channelTypes: [24],
  nativeFormat: 'gemini',
  build(channel, req) {
    return { url: geminiUrl(channel, req, req.model), method: 'POST', headers: geminiHeaders(channel), body: JSON.stringify(req.body ?? {}) };
  },
  modelsRequest: (channel) => ({
    url: `${trimBase(channel.baseUrl)}/v1beta/models`,
    method: 'GET',
    headers: { 'x-goog-api-key': channel.key },
  }),
  parseModels: (body) => modelsSchema.parse(body).models.map((m) => m.name.replace(/^models\//, '')),
});
