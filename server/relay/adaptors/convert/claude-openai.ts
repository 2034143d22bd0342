import type { FormatCodec } from './codec';
import { claudeRequestToOpenAI, openAIRequestToClaude } from './claude-request';
import { claudeResponseToOpenAI, openAIResponseToClaude } from './claude-response';
import { ClaudePassThrough, ClaudeStreamDecoder, ClaudeStreamEncoder } from './claude-stream';

// Claude Messages ⇄ OpenAI chat, assembled as one codec (used by Claude, Bedrock, Vertex-Claude
// and by OpenAI/Gemini channels serving /v1/messages).

export const claudeCodec: FormatCodec = {
  format: 'claude',
  isChatMode: (mode) => mode === 'messages',
  chatTarget: () => ({ mode: 'messages', path: '/v1/messages' }),
  requestToOpenAI: (body) => claudeRequestToOpenAI(body),
  requestFromOpenAI: (req, ctx) => openAIRequestToClaude(req, ctx),
  responseToOpenAI: (body, ctx) => claudeResponseToOpenAI(body, ctx.model),
  responseFromOpenAI: (resp, usage) => openAIResponseToClaude(resp, usage),
  streamDecoder: (ctx) => new ClaudeStreamDecoder(ctx),
  streamEncoder: (ctx) => new ClaudeStreamEncoder(ctx),
  passThrough: () => new ClaudePassThrough(),
};

export { claudeRequestToOpenAI, openAIRequestToClaude } from './claude-request';
export { claudeResponseToOpenAI, openAIResponseToClaude, claudeUsageToUsage, usageToClaude } from './claude-response';
export { ClaudeStreamDecoder, ClaudeStreamEncoder } from './claude-stream';
