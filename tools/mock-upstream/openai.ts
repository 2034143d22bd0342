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
import {
  HUGE_PIECE,
  HUGE_PIECE_TOKENS,
  embeddingOf,
  errorStatusOf,
  hugePieceCount,
  mockTokens,
  pieces,
  replyFor,
  thinkingFor,
  toolReplyFor,
  wordsReply,
} from './reply';

// OpenAI wire protocol. Magic: model "mock-error-NNN" (or header x-mock-error: NNN) answers an
// OpenAI error with that status; "mock-stream-cut" drops the connection mid-stream; headers
// x-mock-delay-ms / x-mock-chunks / x-mock-huge-mb shape streams. Reasoning appears for models
// containing "reasoner" or requests with reasoning_effort. With tools (and tool_choice ≠ none)
// a user turn is answered by a call to the first (or chosen) tool with {"input": <user text>}.
//
// Token rule: prompt_tokens = Σ over messages (words of text + 1); completion = words of output.

const OPENAI_ERRORS: Record<number, { message: string; type: string; code: string | null }> = {
  400: { message: 'Invalid request (mock)', type: 'invalid_request_error', code: null },
  401: { message: 'Incorrect API key provided (mock)', type: 'invalid_request_error', code: 'invalid_api_key' },
  403: { message: 'Permission denied (mock)', type: 'permission_error', code: null },
  404: { message: 'The model does not exist (mock)', type: 'invalid_request_error', code: 'model_not_found' },
  429: { message: 'Rate limit reached (mock)', type: 'requests', code: 'rate_limit_exceeded' },
  500: { message: 'The server had an error while processing your request (mock)', type: 'server_error', code: null },
};

export function openAIError(res: ServerResponse, status: number): void {
  const e = OPENAI_ERRORS[status] ?? { message: `Mock error ${status}`, type: 'upstream_error', code: null };
  sendJson(res, status, { error: { ...e, param: null } });
}

export function openAIText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((p) => (isObject(p) && typeof p.text === 'string' ? p.text : '')).join('');
}

interface Answer {
  content: string;
  reasoning: string;
  toolCall: { name: string; arguments: string } | null;
}

export function chatAnswer(body: Record<string, unknown>, model: string): Answer {
  const messages = Array.isArray(body.messages) ? body.messages.filter(isObject) : [];
  const last = messages[messages.length - 1];
  const lastText = openAIText(last?.content);
  const tools = Array.isArray(body.tools) ? body.tools.filter(isObject) : [];
  const reasoning = model.includes('reasoner') || body.reasoning_effort !== undefined ? thinkingFor(lastText) : '';
  if (last?.role === 'tool') return { content: toolReplyFor(lastText), reasoning, toolCall: null };
  if (tools.length && body.tool_choice !== 'none' && last?.role === 'user') {
    const chosen = isObject(body.tool_choice) && isObject(body.tool_choice.function) ? body.tool_choice.function.name : undefined;
    const first = isObject(tools[0].function) ? tools[0].function.name : undefined;
    const name = String(chosen ?? first ?? 'tool');
    return { content: '', reasoning, toolCall: { name, arguments: JSON.stringify({ input: lastText }) } };
  }
  return { content: replyFor(lastText), reasoning, toolCall: null };
}

export function chatPromptTokens(body: Record<string, unknown>): number {
  const messages = Array.isArray(body.messages) ? body.messages.filter(isObject) : [];
  return messages.reduce((n, m) => n + mockTokens(openAIText(m.content)) + 1, 0);
}

function answerTokens(a: Answer): number {
  return mockTokens(a.content) + mockTokens(a.reasoning) + (a.toolCall ? mockTokens(`${a.toolCall.name} ${a.toolCall.arguments}`) : 0);
}

function usage(prompt: number, completion: number, reasoning = 0) {
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    prompt_tokens_details: { cached_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: reasoning },
  };
}

const created = () => Math.floor(Date.now() / 1000);

async function chat(ctx: MockContext, body: Record<string, unknown>): Promise<void> {
  const model = String(body.model ?? '');
  const id = `chatcmpl-mock${Date.now().toString(36)}`;
  const chunksHeader = header(ctx, 'x-mock-chunks');
  const hugeMb = Number(header(ctx, 'x-mock-huge-mb') ?? 0);
  const answer = chunksHeader ? { content: wordsReply(Number(chunksHeader)), reasoning: '', toolCall: null } : chatAnswer(body, model);
  const prompt = chatPromptTokens(body);
  if (body.stream !== true) {
    const message: Record<string, unknown> = { role: 'assistant', content: answer.toolCall ? null : answer.content };
    if (answer.reasoning) message.reasoning_content = answer.reasoning;
    if (answer.toolCall) message.tool_calls = [{ id: 'call_mock_0', type: 'function', function: answer.toolCall }];
    sendJson(ctx.res, 200, {
      id,
      object: 'chat.completion',
      created: created(),
      model,
      choices: [{ index: 0, message, logprobs: null, finish_reason: answer.toolCall ? 'tool_calls' : 'stop' }],
      usage: usage(prompt, answerTokens(answer), mockTokens(answer.reasoning)),
      system_fingerprint: 'fp_mock',
    });
    return;
  }
  const delay = delayOf(ctx);
  const c = created();
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: c, model, system_fingerprint: 'fp_mock', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  startSse(ctx.res);
  await writeChunk(ctx.res, chunk({ role: 'assistant', content: '' }), delay);
  let completion = answerTokens(answer);
  if (hugeMb > 0) {
    const n = hugePieceCount(hugeMb);
    for (let i = 0; i < n; i++) await writeChunk(ctx.res, chunk({ content: HUGE_PIECE }), delay);
    completion = n * HUGE_PIECE_TOKENS;
  } else {
    for (const p of pieces(answer.reasoning).filter(Boolean)) await writeChunk(ctx.res, chunk({ reasoning_content: p }), delay);
    let sent = 0;
    for (const p of answer.content ? pieces(answer.content) : []) {
      await writeChunk(ctx.res, chunk({ content: p }), delay);
      if (model === 'mock-stream-cut' && ++sent === 2) {
        await new Promise((r) => setTimeout(r, 30)); // let the client read what was sent
        ctx.res.destroy();
        return;
      }
    }
    if (answer.toolCall) {
      const args = answer.toolCall.arguments;
      const half = Math.floor(args.length / 2);
      await writeChunk(ctx.res, chunk({ tool_calls: [{ index: 0, id: 'call_mock_0', type: 'function', function: { name: answer.toolCall.name, arguments: '' } }] }), delay);
      await writeChunk(ctx.res, chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(0, half) } }] }), delay);
      await writeChunk(ctx.res, chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }), delay);
    }
  }
  await writeChunk(ctx.res, chunk({}, answer.toolCall ? 'tool_calls' : 'stop'), delay);
  const so = body.stream_options;
  if (isObject(so) && so.include_usage === true) {
    const u = usage(prompt, completion, mockTokens(answer.reasoning));
    await writeChunk(ctx.res, `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: c, model, choices: [], usage: u })}\n\n`, 0);
  }
  await writeChunk(ctx.res, 'data: [DONE]\n\n', 0);
  ctx.res.end();
}

function promptText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map(promptText).join('\n');
  return '';
}

async function completions(ctx: MockContext, body: Record<string, unknown>): Promise<void> {
  const model = String(body.model ?? '');
  const prompt = promptText(body.prompt);
  const text = replyFor(prompt);
  const u = usage(mockTokens(prompt), mockTokens(text));
  if (body.stream !== true) {
    sendJson(ctx.res, 200, { id: 'cmpl-mock', object: 'text_completion', created: created(), model, choices: [{ index: 0, text, finish_reason: 'stop' }], usage: u });
    return;
  }
  startSse(ctx.res);
  const delay = delayOf(ctx);
  for (const p of pieces(text)) {
    await writeChunk(ctx.res, `data: ${JSON.stringify({ id: 'cmpl-mock', object: 'text_completion', created: created(), model, choices: [{ index: 0, text: p, finish_reason: null }] })}\n\n`, delay);
  }
  const so = body.stream_options;
  if (isObject(so) && so.include_usage === true) {
    await writeChunk(ctx.res, `data: ${JSON.stringify({ id: 'cmpl-mock', object: 'text_completion', created: created(), model, choices: [], usage: u })}\n\n`, 0);
  }
  await writeChunk(ctx.res, 'data: [DONE]\n\n', 0);
  ctx.res.end();
}

function responsesInputText(input: unknown): string {
  if (typeof input === 'string') return input;
  if (!Array.isArray(input)) return '';
  return input
    .filter(isObject)
    .map((m) => (typeof m.content === 'string' ? m.content : Array.isArray(m.content) ? m.content.filter(isObject).map((p) => String(p.text ?? '')).join('') : ''))
    .join('\n');
}

async function responses(ctx: MockContext, body: Record<string, unknown>): Promise<void> {
  const model = String(body.model ?? '');
  const input = responsesInputText(body.input);
  const text = replyFor(input);
  const u = { input_tokens: mockTokens(input), input_tokens_details: { cached_tokens: 0 }, output_tokens: mockTokens(text), output_tokens_details: { reasoning_tokens: 0 }, total_tokens: mockTokens(input) + mockTokens(text) };
  const item = { type: 'message', id: 'msg_mock', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] };
  const full = { id: 'resp_mock', object: 'response', created_at: created(), status: 'completed', model, output: [item], usage: u };
  if (body.stream !== true) {
    sendJson(ctx.res, 200, full);
    return;
  }
  startSse(ctx.res);
  const delay = delayOf(ctx);
  let seq = 0;
  const ev = (type: string, data: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: seq++, ...data })}\n\n`;
  await writeChunk(ctx.res, ev('response.created', { response: { ...full, status: 'in_progress', output: [], usage: null } }), delay);
  for (const p of pieces(text)) await writeChunk(ctx.res, ev('response.output_text.delta', { item_id: 'msg_mock', output_index: 0, content_index: 0, delta: p }), delay);
  await writeChunk(ctx.res, ev('response.output_text.done', { item_id: 'msg_mock', output_index: 0, content_index: 0, text }), 0);
  await writeChunk(ctx.res, ev('response.completed', { response: full }), 0);
  ctx.res.end();
}

/** Minimal multipart reader: text fields and the file size. */
export function multipartFields(raw: Buffer, contentType: string): { fields: Record<string, string>; fileBytes: number } {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const fields: Record<string, string> = {};
  let fileBytes = 0;
  if (!m) return { fields, fileBytes };
  const boundary = `--${m[1] ?? m[2]}`;
  for (const part of raw.toString('latin1').split(boundary)) {
    const sep = part.indexOf('\r\n\r\n');
    if (sep < 0) continue;
    const head = part.slice(0, sep);
    const value = part.slice(sep + 4).replace(/\r\n$/, '');
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (!name) continue;
    if (/filename="/.test(head)) fileBytes += value.length;
    else fields[name] = Buffer.from(value, 'latin1').toString('utf8');
  }
  return { fields, fileBytes };
}

function route(path: string): string | null {
  const routes = ['/chat/completions', '/completions', '/embeddings', '/images/generations', '/images/edits', '/audio/speech', '/audio/transcriptions', '/audio/translations', '/rerank', '/responses', '/moderations'];
  for (const r of routes) if (path.endsWith(r)) return r;
  return null;
}

export const MOCK_OPENAI_MODELS = ['gpt-4o-mini', 'gpt-4o', 'text-embedding-3-small', 'dall-e-3', 'whisper-1', 'tts-1'];

export const handleOpenAI: MockHandler = async (ctx) => {
  const path = ctx.url.pathname;
  const auth = header(ctx, 'authorization') ?? header(ctx, 'api-key');
  if (ctx.req.method === 'GET' && path.endsWith('/models')) {
    if (!auth) {
      openAIError(ctx.res, 401);
      return true;
    }
    sendJson(ctx.res, 200, { object: 'list', data: MOCK_OPENAI_MODELS.map((id) => ({ id, object: 'model', created: 1700000000, owned_by: 'mock' })) });
    return true;
  }
  const r = ctx.req.method === 'POST' ? route(path) : null;
  if (!r) return false;
  if (!auth || auth === 'Bearer ' || auth === 'Bearer bad-key') {
    openAIError(ctx.res, 401);
    return true;
  }
  const contentType = header(ctx, 'content-type') ?? '';
  const multipart = contentType.startsWith('multipart/form-data') ? multipartFields(ctx.raw, contentType) : null;
  const body = isObject(ctx.json) ? ctx.json : {};
  const model = multipart ? multipart.fields.model : body.model;
  const status = errorStatusOf(model, header(ctx, 'x-mock-error'));
  if (status) {
    openAIError(ctx.res, status);
    return true;
  }
  if (model === 'mock-error-html') {
    ctx.res.writeHead(502, { 'Content-Type': 'text/html' });
    ctx.res.end('<html><body>Bad Gateway</body></html>');
    return true;
  }
  switch (r) {
    case '/chat/completions':
      await chat(ctx, body);
      break;
    case '/completions':
      await completions(ctx, body);
      break;
    case '/responses':
      await responses(ctx, body);
      break;
    case '/embeddings': {
      const inputs = Array.isArray(body.input) ? body.input.map(String) : [String(body.input ?? '')];
      const tokens = inputs.reduce((n, s) => n + mockTokens(s), 0);
      sendJson(ctx.res, 200, {
        object: 'list',
        data: inputs.map((s, index) => ({ object: 'embedding', index, embedding: embeddingOf(s) })),
        model: String(body.model ?? ''),
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      });
      break;
    }
    case '/images/generations':
    case '/images/edits': {
      const n = Number(multipart?.fields.n ?? body.n ?? 1);
      const b64 = (multipart?.fields.response_format ?? body.response_format) === 'b64_json';
      sendJson(ctx.res, 200, {
        created: created(),
        data: Array.from({ length: n }, (_, i) => (b64 ? { b64_json: Buffer.from(`mock-image-${i}`).toString('base64') } : { url: `https://mock.invalid/image-${i}.png`, revised_prompt: String(body.prompt ?? multipart?.fields.prompt ?? '') })),
      });
      break;
    }
    case '/audio/speech': {
      const bytes = Buffer.from(`MOCKAUDIO:${String(body.input ?? '')}`);
      ctx.res.writeHead(200, { 'Content-Type': 'audio/mpeg', 'Content-Length': bytes.length });
      ctx.res.end(bytes);
      break;
    }
    case '/audio/transcriptions':
    case '/audio/translations': {
      const text = `mock transcription of ${multipart?.fileBytes ?? 0} bytes`;
      if (multipart?.fields.response_format === 'text') {
        ctx.res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
        ctx.res.end(text);
      } else sendJson(ctx.res, 200, { text });
      break;
    }
    case '/rerank': {
      const docs = Array.isArray(body.documents) ? body.documents.map((d) => (typeof d === 'string' ? d : JSON.stringify(d))) : [];
      const query = String(body.query ?? '');
      const tokens = mockTokens(query) + docs.reduce((n, d) => n + mockTokens(d), 0);
      const results = docs
        .map((d, index) => ({ index, relevance_score: Math.round((1 / (1 + Math.abs(d.length - query.length))) * 1e6) / 1e6 }))
        .sort((a, b) => b.relevance_score - a.relevance_score);
      sendJson(ctx.res, 200, { id: 'rerank-mock', results, usage: { prompt_tokens: tokens, total_tokens: tokens } });
      break;
    }
    case '/moderations': {
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      sendJson(ctx.res, 200, {
        id: 'modr-mock',
        model: String(body.model ?? 'omni-moderation-latest'),
        results: inputs.map(() => ({ flagged: false, categories: { violence: false }, category_scores: { violence: 0.0001 } })),
      });
      break;
    }
  }
  return true;
};

export function startOpenAIMock(options: MockOptions = {}): Promise<MockServer> {
  return startMockServer([handleOpenAI], options);
}
