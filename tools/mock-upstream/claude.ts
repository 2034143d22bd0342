import type { ServerResponse } from 'node:http';
import {
  type MockContext,
  type MockHandler,
  type MockOptions,
  type MockServer,
  delayOf,
  header,
  isObject,
  sendJson,
  startMockServer,
  startSse,
  writeChunk,
} from './http-util';
import { errorStatusOf, mockTokens, pieces, replyFor, thinkingFor, toolReplyFor, wordsReply } from './reply';

// Anthropic Messages wire protocol (also served for Vertex rawPredict and Bedrock invoke).
// Token rule: input_tokens = Σ over messages (words + 1) + words of system, excluding blocks with
// cache_control, whose words count as cache_read_input_tokens; cache_creation_input_tokens comes
// from header x-mock-cache-creation; output_tokens = words of thinking + text + tool name/input JSON.
// Magic: model "mock-error-NNN"; thinking {type:"enabled"} adds a thinking block; tools → tool_use.

const CLAUDE_ERRORS: Record<number, [string, string]> = {
  400: ['invalid_request_error', 'Invalid request (mock)'],
  401: ['authentication_error', 'invalid x-api-key (mock)'],
  403: ['permission_error', 'Permission denied (mock)'],
  404: ['not_found_error', 'Not found (mock)'],
  429: ['rate_limit_error', 'Rate limited (mock)'],
  500: ['api_error', 'Internal server error (mock)'],
  529: ['overloaded_error', 'Overloaded (mock)'],
};

export function claudeError(res: ServerResponse, status: number): void {
  const [type, message] = CLAUDE_ERRORS[status] ?? ['api_error', `Mock error ${status}`];
  sendJson(res, status, { type: 'error', error: { type, message } });
}

interface Counted {
  text: string;
  tokens: number;
  cached: number;
}

function blocksText(content: unknown): Counted {
  if (typeof content === 'string') return { text: content, tokens: mockTokens(content), cached: 0 };
  let text = '';
  let tokens = 0;
  let cached = 0;
  for (const b of Array.isArray(content) ? content.filter(isObject) : []) {
    const t = typeof b.text === 'string' ? b.text : b.type === 'tool_result' ? blocksText(b.content).text : '';
    text += t;
    if (b.cache_control) cached += mockTokens(t);
    else tokens += mockTokens(t);
  }
  return { text, tokens, cached };
}

export interface ClaudeMessage {
  id: string;
  type: 'message';
  role: 'assistant';
  model: string;
  content: Record<string, unknown>[];
  stop_reason: string;
  stop_sequence: null;
  usage: { input_tokens: number; output_tokens: number; cache_read_input_tokens: number; cache_creation_input_tokens: number };
}

export function claudeMessage(body: Record<string, unknown>, model: string, cacheCreation = 0, chunks?: number): ClaudeMessage {
  const messages = Array.isArray(body.messages) ? body.messages.filter(isObject) : [];
  const sys = blocksText(body.system);
  let input = sys.tokens;
  let cached = sys.cached;
  for (const m of messages) {
    const c = blocksText(m.content);
    input += c.tokens + 1;
    cached += c.cached;
  }
  const last = messages[messages.length - 1];
  const lastBlocks = Array.isArray(last?.content) ? last.content.filter(isObject) : [];
  const toolResult = lastBlocks.find((b) => b.type === 'tool_result');
  const lastText = blocksText(last?.content).text;
  const content: Record<string, unknown>[] = [];
  const thinking = isObject(body.thinking) && body.thinking.type === 'enabled';
  if (thinking) content.push({ type: 'thinking', thinking: thinkingFor(lastText), signature: 'mock-signature' });
  const tools = Array.isArray(body.tools) ? body.tools.filter(isObject) : [];
  const tc = isObject(body.tool_choice) ? body.tool_choice : undefined;
  let stop = 'end_turn';
  if (chunks) content.push({ type: 'text', text: wordsReply(chunks) });
  else if (toolResult) content.push({ type: 'text', text: toolReplyFor(blocksText(toolResult.content).text) });
  else if (tools.length && tc?.type !== 'none' && last?.role === 'user') {
    const name = String(tc?.type === 'tool' ? tc.name : tools[0].name);
    content.push({ type: 'tool_use', id: 'toolu_mock_0', name, input: { input: lastText } });
    stop = 'tool_use';
  } else content.push({ type: 'text', text: replyFor(lastText) });
  let output = 0;
  for (const b of content) {
    if (b.type === 'thinking') output += mockTokens(String(b.thinking));
    if (b.type === 'text') output += mockTokens(String(b.text));
    if (b.type === 'tool_use') output += mockTokens(`${String(b.name)} ${JSON.stringify(b.input)}`);
  }
  return {
    id: 'msg_mock01',
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: stop,
    stop_sequence: null,
    usage: { input_tokens: input, output_tokens: output, cache_read_input_tokens: cached, cache_creation_input_tokens: cacheCreation },
  };
}

/** The full event sequence Claude streams for a message. */
export function claudeEvents(msg: ClaudeMessage): [string, Record<string, unknown>][] {
  const ev: [string, Record<string, unknown>][] = [];
  ev.push(['message_start', { type: 'message_start', message: { ...msg, content: [], stop_reason: null, usage: { ...msg.usage, output_tokens: 1 } } }]);
  ev.push(['ping', { type: 'ping' }]);
  msg.content.forEach((b, index) => {
    if (b.type === 'text') {
      ev.push(['content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } }]);
      for (const p of pieces(String(b.text))) ev.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: p } }]);
    } else if (b.type === 'thinking') {
      ev.push(['content_block_start', { type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '' } }]);
      for (const p of pieces(String(b.thinking))) ev.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking: p } }]);
      ev.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: b.signature } }]);
    } else if (b.type === 'tool_use') {
      ev.push(['content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: b.id, name: b.name, input: {} } }]);
      const json = JSON.stringify(b.input);
      const half = Math.floor(json.length / 2);
      ev.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: '' } }]);
      ev.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: json.slice(0, half) } }]);
      ev.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: json.slice(half) } }]);
    }
    ev.push(['content_block_stop', { type: 'content_block_stop', index }]);
  });
  ev.push(['message_delta', { type: 'message_delta', delta: { stop_reason: msg.stop_reason, stop_sequence: null }, usage: { output_tokens: msg.usage.output_tokens } }]);
  ev.push(['message_stop', { type: 'message_stop' }]);
  return ev;
}

/** Answers one Claude call (JSON or SSE); shared by /v1/messages and Vertex rawPredict. */
export async function answerClaude(ctx: MockContext, body: Record<string, unknown>, model: string, stream: boolean): Promise<void> {
  const status = errorStatusOf(model, header(ctx, 'x-mock-error'));
  if (status) return claudeError(ctx.res, status);
  const chunks = header(ctx, 'x-mock-chunks');
  const msg = claudeMessage(body, model, Number(header(ctx, 'x-mock-cache-creation') ?? 0), chunks ? Number(chunks) : undefined);
  if (!stream) return sendJson(ctx.res, 200, msg);
  startSse(ctx.res);
  const delay = delayOf(ctx);
  let n = 0;
  for (const [name, data] of claudeEvents(msg)) {
    await writeChunk(ctx.res, `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`, delay);
    if (model === 'mock-stream-error' && ++n === 4) {
      await writeChunk(ctx.res, `event: error\ndata: ${JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded (mock)' } })}\n\n`, 0);
      break;
    }
  }
  ctx.res.end();
}

export const handleClaude: MockHandler = async (ctx) => {
  if (ctx.req.method !== 'POST' || !ctx.url.pathname.endsWith('/v1/messages')) return false;
  if (!header(ctx, 'x-api-key') || header(ctx, 'x-api-key') === 'bad-key') {
    claudeError(ctx.res, 401);
    return true;
  }
  if (!header(ctx, 'anthropic-version')) {
    sendJson(ctx.res, 400, { type: 'error', error: { type: 'invalid_request_error', message: 'anthropic-version: header is required' } });
    return true;
  }
  const body = isObject(ctx.json) ? ctx.json : {};
  await answerClaude(ctx, body, String(body.model ?? ''), body.stream === true);
  return true;
};

export const handleClaudeModels: MockHandler = async (ctx) => {
  if (ctx.req.method !== 'GET' || ctx.url.pathname !== '/v1/models' || !header(ctx, 'x-api-key')) return false;
  sendJson(ctx.res, 200, { data: [{ type: 'model', id: 'claude-sonnet-4-20250514', display_name: 'Claude Sonnet 4' }, { type: 'model', id: 'claude-3-5-haiku-20241022', display_name: 'Claude Haiku 3.5' }], has_more: false });
  return true;
};

export function startClaudeMock(options: MockOptions = {}): Promise<MockServer> {
  return startMockServer([handleClaude, handleClaudeModels], options);
}
