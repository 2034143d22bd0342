import type { FormatCodec } from './codec';
import { geminiRequestToOpenAI, openAIRequestToGemini } from './gemini-request';
import { geminiResponseToOpenAI, openAIResponseToGemini } from './gemini-response';
import { GeminiPassThrough, GeminiStreamDecoder, GeminiStreamEncoder } from './gemini-stream';

// Gemini generateContent ⇄ OpenAI chat, assembled as one codec (Gemini, Vertex-Gemini, and
// OpenAI/Claude channels serving /v1beta/models/...).

export const geminiCodec: FormatCodec = {
  format: 'gemini',
  isChatMode: (mode) => mode === 'gemini.generate' || mode === 'gemini.stream',
  chatTarget: (model, stream) =>
    stream
      ? { mode: 'gemini.stream', path: `/v1beta/models/${model}:streamGenerateContent?alt=sse` }
      : { mode: 'gemini.generate', path: `/v1beta/models/${model}:generateContent` },
  requestToOpenAI: (body, ctx) => ({ ...geminiRequestToOpenAI(body), model: ctx.model, ...(ctx.stream ? { stream: true } : {}) }),
  requestFromOpenAI: (req, ctx) => openAIRequestToGemini(req, ctx),
  responseToOpenAI: (body, ctx) => geminiResponseToOpenAI(body, ctx.model),
  responseFromOpenAI: (resp, usage) => openAIResponseToGemini(resp, usage),
  streamDecoder: (ctx) => new GeminiStreamDecoder(ctx),
  streamEncoder: (ctx) => new GeminiStreamEncoder(ctx),
  passThrough: () => new GeminiPassThrough(),
};

export { geminiRequestToOpenAI, openAIRequestToGemini, safetySettings } from './gemini-request';
export { geminiResponseToOpenAI, openAIResponseToGemini, geminiUsageToUsage, usageToGemini } from './gemini-response';
export { GeminiStreamDecoder, GeminiStreamEncoder } from './gemini-stream';
