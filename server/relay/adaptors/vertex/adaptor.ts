import { composeAdaptor } from '../compose';
import { generateAction, isGeminiStream } from '../gemini/api';
import type { ProviderAdaptor } from '../types';
import { vertexClaudeModel, vertexUrl } from './api';
import { parseServiceAccount, vertexAccessToken } from './token';

// Vertex AI (41): Gemini models via publishers/google, Claude models via publishers/anthropic.

export const vertexAdaptor: ProviderAdaptor = composeAdaptor({
  slug: 'vertex',
  channelTypes: [41],
  nativeFormat: 'gemini',
  formatFor: (model) => (model.startsWith('claude') ? 'claude' : 'gemini'),
  async build(channel, req, format) {
    const sa = parseServiceAccount(channel.key);
    const token = await vertexAccessToken(sa);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    if (format === 'claude') {
      const { model, stream, ...rest } = req.body ?? {};
      const streaming = stream === true || req.stream;
      const body = { ...rest, ...(streaming ? { stream: true } : {}), anthropic_version: 'vertex-2023-10-16' };
      const name = vertexClaudeModel(typeof model === 'string' ? model : req.model);
      const action = streaming ? 'streamRawPredict' : 'rawPredict';
      return { url: vertexUrl(channel, sa.project_id, name, 'anthropic', action), method: 'POST', headers, body: JSON.stringify(body) };
    }
    const action = generateAction(isGeminiStream(req));
    return { url: vertexUrl(channel, sa.project_id, req.model, 'google', action), method: 'POST', headers, body: JSON.stringify(req.body ?? {}) };
  },
});
