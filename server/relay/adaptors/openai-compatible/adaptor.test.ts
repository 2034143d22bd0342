import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startOpenAIMock } from '../../../../tools/mock-upstream';
import { parseSseText } from '../../sse';
import { adaptorFor } from '../registry';
import { openAIStreamText, runJson, runStream, send, testChannel, testRequest } from '../test-utils';
import { openAIAdaptor } from './providers';

let mock: MockServer;
beforeAll(async () => {
  mock = await startOpenAIMock();
});
afterAll(() => mock.close());

const ch = () => testChannel({ baseUrl: mock.url });
const hello = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi there' }] };

describe('buildRequest', () => {
  it('targets {base}{path+query} with Bearer and organization', async () => {
    const call = await openAIAdaptor.buildRequest(
      testChannel({ baseUrl: 'https://api.openai.com/', organization: 'org-1' }),
      testRequest({ body: hello, path: '/v1/chat/completions?x=1' }),
    );
    expect(call.url).toBe('https://api.openai.com/v1/chat/completions?x=1');
    expect(call.headers).toMatchObject({ Authorization: 'Bearer sk-test', 'OpenAI-Organization': 'org-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(call.body))).toEqual(hello);
  });

  it('maps provider paths declaratively', async () => {
    const url = async (type: number, baseUrl: string, path = '/v1/chat/completions', other = '') =>
      (await adaptorFor(type).buildRequest(testChannel({ type, baseUrl, other }), testRequest({ body: hello, path }))).url;
    expect(await url(8, 'https://x.example/run/{model}/go')).toBe('https://x.example/run/gpt-4o-mini/go');
    expect(await url(45, 'https://ark.cn-beijing.volces.com')).toBe('https://ark.cn-beijing.volces.com/api/v3/chat/completions');
    expect(await url(27, 'https://api.perplexity.ai')).toBe('https://api.perplexity.ai/chat/completions');
    expect(await url(46, 'https://qianfan.baidubce.com')).toBe('https://qianfan.baidubce.com/v2/chat/completions');
    expect(await url(20, 'https://openrouter.ai/api')).toBe('https://openrouter.ai/api/v1/chat/completions');
    expect(await url(39, 'https://api.cloudflare.com', '/v1/chat/completions', 'acc1')).toBe('https://api.cloudflare.com/client/v4/accounts/acc1/ai/v1/chat/completions');
    expect(await url(39, 'https://gateway.ai.cloudflare.com/v1/a/g/openai')).toBe('https://gateway.ai.cloudflare.com/v1/a/g/openai/chat/completions');
    expect(await url(1, 'https://api.openai.com', '/pg/chat/completions')).toBe('https://api.openai.com/v1/chat/completions');
    expect(await url(999, 'https://unknown.example')).toBe('https://unknown.example/v1/chat/completions');
  });

  it('applies o-series rules', async () => {
    const body = { model: 'o3-mini-high', messages: hello.messages, max_tokens: 100, temperature: 0.5 };
    const call = await openAIAdaptor.buildRequest(ch(), testRequest({ body }));
    expect(JSON.parse(String(call.body))).toEqual({ model: 'o3-mini', messages: hello.messages, max_completion_tokens: 100, reasoning_effort: 'high' });
  });

  it('forces include_usage on streaming chats without touching the client body', async () => {
    const body = { ...hello, stream: true };
    const req = testRequest({ body });
    const call = await openAIAdaptor.buildRequest(ch(), req);
    expect(JSON.parse(String(call.body)).stream_options).toEqual({ include_usage: true });
    expect(req.body).toEqual({ ...hello, stream: true });
    const off = await openAIAdaptor.buildRequest(ch(), testRequest({ body, options: { ...req.options, forceStreamOption: false } }));
    expect(JSON.parse(String(off.body)).stream_options).toBeUndefined();
    const openrouter = await adaptorFor(20).buildRequest(ch(), req);
    expect(JSON.parse(String(openrouter.body)).stream_options).toBeUndefined();
  });
});

describe('chat against the mock', () => {
  it('converts a JSON answer with exact usage', async () => {
    const r = await runJson(openAIAdaptor, ch(), testRequest({ body: hello }));
    expect(r.status).toBe(200);
    expect(r.converted?.usage).toEqual({ promptTokens: 3, completionTokens: 5 });
    expect(r.converted?.completionText).toBe('Hello! You said: hi there');
    expect(mock.requests.at(-1)?.headers.authorization).toBe('Bearer sk-test');
  });

  it('streams, hides the forced usage chunk and keeps usage for billing', async () => {
    const r = await runStream(openAIAdaptor, ch(), testRequest({ body: { ...hello, stream: true } }));
    expect(mock.requests.at(-1)?.json).toMatchObject({ stream_options: { include_usage: true } });
    expect(openAIStreamText(r.data)).toBe('Hello! You said: hi there');
    expect(r.data.some((d) => d.usage)).toBe(false);
    expect(r.out.endsWith('data: [DONE]\n\n')).toBe(true);
    expect(r.out.match(/\[DONE\]/g)).toHaveLength(1);
    expect(r.converter.usage()).toEqual({ promptTokens: 3, completionTokens: 5 });
    expect(r.converter.completionText()).toBe('Hello! You said: hi there');
  });

  it('forwards the usage chunk once when the client asked', async () => {
    const body = { ...hello, stream: true, stream_options: { include_usage: true } };
    const r = await runStream(openAIAdaptor, ch(), testRequest({ body }));
    const usage = r.data.filter((d) => d.usage);
    expect(usage).toHaveLength(1);
    expect(usage[0].usage).toMatchObject({ prompt_tokens: 3, completion_tokens: 5, total_tokens: 8 });
  });

  it('synthesizes a usage chunk before [DONE] when the client asked and upstream sent none', () => {
    const req = testRequest({ body: { ...hello, stream: true, stream_options: { include_usage: true } } });
    const conv = openAIAdaptor.createStreamConverter(req);
    let out = conv.push({ data: JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, delta: { content: 'hello world' }, finish_reason: 'stop' }] }) });
    out += conv.push({ data: '[DONE]' });
    out += conv.finish();
    const evs = parseSseText(out);
    expect(evs.at(-1)?.data).toBe('[DONE]');
    const usage = JSON.parse(evs.at(-2)?.data ?? '{}');
    expect(usage).toMatchObject({ id: 'c1', choices: [], usage: { completion_tokens: 2 } });
    expect(usage.usage.prompt_tokens).toBeGreaterThan(0);
    expect(conv.usage()).toBeNull();
  });

  it('streams tool calls and reasoning with counts', async () => {
    const body = {
      model: 'deepseek-reasoner',
      stream: true,
      messages: [{ role: 'user', content: 'weather in Paris' }],
      tools: [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } }],
    };
    const r = await runStream(openAIAdaptor, ch(), testRequest({ body }));
    expect(r.converter.toolCallCount()).toBe(1);
    expect(r.converter.completionText()).toBe('Thinking about: weather in Parisget_weather{"input":"weather in Paris"}');
    expect(r.converter.usage()?.reasoningTokens).toBe(5);
  });

  it('keeps a cut stream usable', async () => {
    const r = await runStream(openAIAdaptor, ch(), testRequest({ body: { ...hello, model: 'mock-stream-cut', stream: true } }));
    expect(openAIStreamText(r.data)).toBe('Hello! You ');
    expect(r.converter.usage()).toBeNull();
    expect(r.out.endsWith('data: [DONE]\n\n')).toBe(true);
  });
});

describe('other OpenAI modes', () => {
  it('embeddings', async () => {
    const body = { model: 'text-embedding-3-small', input: ['a b', 'c'] };
    const r = await runJson(openAIAdaptor, ch(), testRequest({ mode: 'embeddings', path: '/v1/embeddings', body }));
    expect(r.converted?.usage).toEqual({ promptTokens: 3, completionTokens: 0 });
    expect(r.call.url).toBe(`${mock.url}/v1/embeddings`);
  });

  it('completions stream with include_usage forced', async () => {
    const body = { model: 'gpt-3.5-turbo-instruct', prompt: 'one two', stream: true };
    const r = await runStream(openAIAdaptor, ch(), testRequest({ mode: 'completions', path: '/v1/completions', body }));
    expect(r.converter.usage()).toEqual({ promptTokens: 2, completionTokens: 5 });
    expect(r.converter.completionText()).toBe('Hello! You said: one two');
    expect(r.data.some((d) => d.usage)).toBe(false);
  });

  it('responses JSON and stream', async () => {
    const body = { model: 'gpt-4o-mini', input: 'good morning' };
    const j = await runJson(openAIAdaptor, ch(), testRequest({ mode: 'responses', path: '/v1/responses', body }));
    expect(j.converted?.usage).toEqual({ promptTokens: 2, completionTokens: 5 });
    const s = await runStream(openAIAdaptor, ch(), testRequest({ mode: 'responses', path: '/v1/responses', body: { ...body, stream: true } }));
    expect(s.events[0].event).toBe('response.created');
    expect(s.events.at(-1)?.event).toBe('response.completed');
    expect(s.out).not.toContain('[DONE]');
    expect(s.converter.usage()).toEqual({ promptTokens: 2, completionTokens: 5 });
    expect(s.converter.completionText()).toBe('Hello! You said: good morning');
  });

  it('images, rerank, moderations', async () => {
    const img = await runJson(openAIAdaptor, ch(), testRequest({ mode: 'images.generations', path: '/v1/images/generations', body: { model: 'dall-e-3', prompt: 'cat', n: 2 } }));
    expect((img.converted?.body as { data: unknown[] }).data).toHaveLength(2);
    const rr = await runJson(openAIAdaptor, ch(), testRequest({ mode: 'rerank', path: '/v1/rerank', body: { model: 'rerank-1', query: 'q', documents: ['a b', 'c'] } }));
    expect(rr.converted?.usage).toEqual({ promptTokens: 4, completionTokens: 0 });
    const mod = await runJson(openAIAdaptor, ch(), testRequest({ mode: 'moderations', path: '/v1/moderations', body: { input: 'x' } }));
    expect(mod.status).toBe(200);
  });

  it('audio speech returns bytes; transcriptions pass multipart through', async () => {
    const speech = await send(await openAIAdaptor.buildRequest(ch(), testRequest({ mode: 'audio.speech', path: '/v1/audio/speech', body: { model: 'tts-1', input: 'hey', voice: 'alloy' } })));
    expect(speech.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await speech.arrayBuffer()).toString()).toBe('MOCKAUDIO:hey');

    const form = new FormData();
    form.append('model', 'whisper-1');
    form.append('file', new Blob([Buffer.alloc(1234)]), 'a.mp3');
    const encoded = new Response(form);
    const contentType = encoded.headers.get('content-type') ?? '';
    const rawBody = Buffer.from(await encoded.arrayBuffer());
    const req = testRequest({ mode: 'audio.transcriptions', path: '/v1/audio/transcriptions', body: null, rawBody, contentType, model: 'whisper-1' });
    const call = await openAIAdaptor.buildRequest(ch(), req);
    expect(call.body).toBe(rawBody);
    expect(call.headers['Content-Type']).toBe(contentType);
    const res = await send(call);
    expect(await res.json()).toEqual({ text: 'mock transcription of 1234 bytes' });
  });
});

describe('errors and models', () => {
  it('passes OpenAI errors through for OpenAI clients', async () => {
    const r = await runJson(openAIAdaptor, ch(), testRequest({ body: { ...hello, model: 'mock-error-429' } }));
    expect(r.status).toBe(429);
    expect(r.error).toMatchObject({ status: 429, message: 'Rate limit reached (mock)', type: 'requests', code: 'rate_limit_exceeded' });
    expect(r.error?.passThrough).toMatchObject({ error: { code: 'rate_limit_exceeded' } });
  });

  it('does not pass OpenAI errors to Claude clients', async () => {
    const req = testRequest({ inbound: 'claude', mode: 'messages', path: '/v1/messages', body: { model: 'mock-error-401', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] } });
    const r = await runJson(openAIAdaptor, ch(), req);
    expect(r.error).toMatchObject({ status: 401, code: 'invalid_api_key' });
    expect(r.error?.passThrough).toBeUndefined();
  });

  it('falls back to "bad response status code N" for non-JSON bodies', async () => {
    const r = await runJson(openAIAdaptor, ch(), testRequest({ body: { ...hello, model: 'mock-error-html' } }));
    expect(r.error).toMatchObject({ status: 502, message: 'bad response status code 502' });
  });

  it('lists models', async () => {
    const call = openAIAdaptor.modelsRequest?.(ch());
    expect(call?.url).toBe(`${mock.url}/v1/models`);
    const res = await send(call!);
    expect(openAIAdaptor.parseModels?.(await res.json())).toContain('gpt-4o-mini');
  });
});
