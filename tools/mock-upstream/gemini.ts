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
import { embeddingOf, errorStatusOf, mockTokens, pieces, replyFor, thinkingFor, toolReplyFor, wordsReply } from './reply';

// Gemini API wire protocol (also served for Vertex publishers/google paths).
// Token rule: promptTokenCount = Σ over contents (words of text parts + 1) + words of systemInstruction;
// candidatesTokenCount = words of the answer text (or function name + args JSON); thoughtsTokenCount =
// words of the thought part (generationConfig.thinkingConfig.includeThoughts).
// Magic: model "mock-error-NNN"; "mock-safety" finishes with SAFETY and no text.

const GEMINI_ERRORS: Record<number, [string, string]> = {
  400: ['INVALID_ARGUMENT', 'Request contains an invalid argument. (mock)'],
  401: ['UNAUTHENTICATED', 'Request had invalid authentication credentials. (mock)'],
  403: ['PERMISSION_DENIED', 'Permission denied (mock)'],
  404: ['NOT_FOUND', 'Model not found (mock)'],
  429: ['RESOURCE_EXHAUSTED', 'Resource has been exhausted (mock)'],
  500: ['INTERNAL', 'An internal error has occurred. (mock)'],
  503: ['UNAVAILABLE', 'The model is overloaded. (mock)'],
};

export function geminiError(res: ServerResponse, status: number): void {
  const [s, message] = GEMINI_ERRORS[status] ?? ['UNKNOWN', `Mock error ${status}`];
  sendJson(res, status, { error: { code: status, message, status: s } });
}

function partsText(parts: unknown): string {
  return (Array.isArray(parts) ? parts.filter(isObject) : [])
    .map((p) => (typeof p.text === 'string' ? p.text : isObject(p.functionResponse) ? JSON.stringify(p.functionResponse.response ?? {}) : ''))
    .join('');
}

export function geminiAnswer(body: Record<string, unknown>, model: string, chunks?: number) {
  const contents = Array.isArray(body.contents) ? body.contents.filter(isObject) : [];
  const sys = isObject(body.systemInstruction) ? body.systemInstruction : isObject(body.system_instruction) ? body.system_instruction : undefined;
  let prompt = mockTokens(partsText(sys?.parts));
  for (const c of contents) prompt += mockTokens(partsText(c.parts)) + 1;
  const last = contents[contents.length - 1];
  const lastParts = Array.isArray(last?.parts) ? last.parts.filter(isObject) : [];
  const lastText = partsText(last?.parts);
  const gen = isObject(body.generationConfig) ? body.generationConfig : {};
  const thoughts = isObject(gen.thinkingConfig) && gen.thinkingConfig.includeThoughts === true ? thinkingFor(lastText) : '';
  const tools = Array.isArray(body.tools) ? body.tools.filter(isObject) : [];
  const decl = tools.flatMap((t) => (Array.isArray(t.functionDeclarations) ? t.functionDeclarations.filter(isObject) : []));
  const mode = isObject(body.toolConfig) && isObject(body.toolConfig.functionCallingConfig) ? body.toolConfig.functionCallingConfig.mode : undefined;
  const parts: Record<string, unknown>[] = [];
  let finishReason = 'STOP';
  let candidates = 0;
  if (thoughts) parts.push({ text: thoughts, thought: true });
  if (model === 'mock-safety') finishReason = 'SAFETY';
  else if (chunks) parts.push({ text: wordsReply(chunks) });
  else if (lastParts.some((p) => p.functionResponse)) parts.push({ text: toolReplyFor(lastText) });
  else if (decl.length && mode !== 'NONE') {
    const call = { name: String(decl[0].name), args: { input: lastText } };
    parts.push({ functionCall: call });
    candidates = mockTokens(`${call.name} ${JSON.stringify(call.args)}`);
  } else parts.push({ text: replyFor(lastText) });
  for (const p of parts) if (typeof p.text === 'string' && !p.thought) candidates += mockTokens(p.text);
  const usageMetadata: Record<string, number> = {
    promptTokenCount: prompt,
    candidatesTokenCount: candidates,
    totalTokenCount: prompt + candidates + mockTokens(thoughts),
  };
  if (thoughts) usageMetadata.thoughtsTokenCount = mockTokens(thoughts);
  return {
    candidates: [{ content: { role: 'model', parts }, finishReason, index: 0 }],
    usageMetadata,
    modelVersion: model,
    responseId: 'mock-response-id',
  };
}

export async function answerGemini(ctx: MockContext, model: string, action: string): Promise<void> {
  const status = errorStatusOf(model, header(ctx, 'x-mock-error'));
  if (status) return geminiError(ctx.res, status);
  const body = isObject(ctx.json) ? ctx.json : {};
  if (action === 'embedContent' || action === 'batchEmbedContents') {
    const reqs = action === 'embedContent' ? [body] : Array.isArray(body.requests) ? body.requests.filter(isObject) : [];
    const values = reqs.map((r) => ({ values: embeddingOf(partsText(isObject(r.content) ? r.content.parts : [])) }));
    return sendJson(ctx.res, 200, action === 'embedContent' ? { embedding: values[0] } : { embeddings: values });
  }
  if (action === 'countTokens') {
    return sendJson(ctx.res, 200, { totalTokens: geminiAnswer(body, model).usageMetadata.promptTokenCount });
  }
  const chunks = header(ctx, 'x-mock-chunks');
  const full = geminiAnswer(body, model, chunks ? Number(chunks) : undefined);
  if (action === 'generateContent') return sendJson(ctx.res, 200, full);
  if (action !== 'streamGenerateContent') return geminiError(ctx.res, 404);
  // Stream: each text word is one response; the last carries finishReason and final usage.
  const parts = full.candidates[0].content.parts;
  const events: Record<string, unknown>[][] = [];
  for (const p of parts) {
    if (typeof p.text === 'string') for (const w of pieces(p.text)) events.push([p.thought ? { text: w, thought: true } : { text: w }]);
    else events.push([p]);
  }
  if (events.length === 0) events.push([]);
  const sse = ctx.url.searchParams.get('alt') === 'sse';
  const delay = delayOf(ctx);
  const frames = events.map((ps, i) => {
    const lastOne = i === events.length - 1;
    return {
      candidates: [{ content: { role: 'model', parts: ps }, ...(lastOne ? { finishReason: full.candidates[0].finishReason } : {}), index: 0 }],
      usageMetadata: lastOne ? full.usageMetadata : { promptTokenCount: full.usageMetadata.promptTokenCount, totalTokenCount: full.usageMetadata.promptTokenCount },
      modelVersion: model,
      responseId: full.responseId,
    };
  });
  if (!sse) return sendJson(ctx.res, 200, frames);
  startSse(ctx.res);
  for (const f of frames) await writeChunk(ctx.res, `data: ${JSON.stringify(f)}\r\n\r\n`, delay);
  ctx.res.end();
}

export const MOCK_GEMINI_MODELS = ['gemini-2.0-flash', 'gemini-2.5-flash', 'gemini-2.5-pro', 'text-embedding-004'];

export const handleGemini: MockHandler = async (ctx) => {
  const path = ctx.url.pathname;
  const m = /^\/(v1beta|v1)\/models(?:\/([^:/]+):(\w+))?$/.exec(path);
  if (!m) return false;
  const key = header(ctx, 'x-goog-api-key') ?? ctx.url.searchParams.get('key');
  if (m[1] === 'v1' && key === null && !m[2]) return false; // GET /v1/models without a Gemini key is OpenAI's
  if (!key || key === 'bad-key') {
    geminiError(ctx.res, key ? 400 : 403);
    return true;
  }
  if (ctx.req.method === 'GET' && !m[2]) {
    sendJson(ctx.res, 200, { models: MOCK_GEMINI_MODELS.map((id) => ({ name: `models/${id}`, displayName: id, supportedGenerationMethods: ['generateContent'] })) });
    return true;
  }
  if (ctx.req.method !== 'POST' || !m[2]) return false;
  await answerGemini(ctx, decodeURIComponent(m[2]), m[3]);
  return true;
};

export function startGeminiMock(options: MockOptions = {}): Promise<MockServer> {
  return startMockServer([handleGemini], options);
}
