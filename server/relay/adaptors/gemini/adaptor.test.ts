import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startGeminiMock } from '../../../../tools/mock-upstream';
import { openAIStreamText, runJson, runStream, testChannel, testOptions, testRequest } from '../test-utils';
import { geminiAdaptor } from './adaptor';

let mock: MockServer;
beforeAll(async () => {
  mock = await startGeminiMock();
});
afterAll(() => mock.close());

const ch = () => testChannel({ type: 24, baseUrl: mock.url, key: 'g-key' });
const native = { contents: [{ role: 'user', parts: [{ text: 'hi there' }] }] };
const geminiReq = (model: string, stream: boolean, body: Record<string, unknown> = native) =>
  testRequest({
    inbound: 'gemini',
    mode: stream ? 'gemini.stream' : 'gemini.generate',
    path: `/v1beta/models/${model}:${stream ? 'streamGenerateContent?alt=sse' : 'generateContent'}`,
    model,
    stream,
    body,
  });

describe('native Gemini pass-through', () => {
  it('calls generateContent with the key header', async () => {
    const r = await runJson(geminiAdaptor, ch(), geminiReq('gemini-2.0-flash', false));
    expect(r.call.url).toBe(`${mock.url}/v1beta/models/gemini-2.0-flash:generateContent`);
    expect(r.call.headers['x-goog-api-key']).toBe('g-key');
    expect(mock.requests.at(-1)?.json).toEqual(native);
    expect(r.converted?.body).toMatchObject({ candidates: [{ content: { parts: [{ text: 'Hello! You said: hi there' }] }, finishReason: 'STOP' }] });
    expect(r.converted?.usage).toEqual({ promptTokens: 3, completionTokens: 5 });
  });

  it('uses the configured API version per model', async () => {
    const req = { ...geminiReq('gemini-1.0-pro', false), options: { ...testOptions, geminiVersion: (m: string) => (m === 'gemini-1.0-pro' ? 'v1' : 'v1beta') } };
    const call = await geminiAdaptor.buildRequest(ch(), req);
    expect(call.url).toBe(`${mock.url}/v1/models/gemini-1.0-pro:generateContent`);
  });

  it('streams SSE verbatim and reads usage from the last chunk', async () => {
    const r = await runStream(geminiAdaptor, ch(), geminiReq('gemini-2.0-flash', true));
    expect(r.data).toHaveLength(5);
    expect(r.data.at(-1)).toMatchObject({ candidates: [{ finishReason: 'STOP' }], usageMetadata: { promptTokenCount: 3, candidatesTokenCount: 5 } });
    expect(r.converter.usage()).toEqual({ promptTokens: 3, completionTokens: 5 });
    expect(r.converter.completionText()).toBe('Hello! You said: hi there');
  });

  it('passes Gemini errors through to Gemini clients', async () => {
    const r = await runJson(geminiAdaptor, ch(), geminiReq('mock-error-429', false));
    expect(r.error).toMatchObject({ status: 429, type: 'RESOURCE_EXHAUSTED', code: 429 });
    expect(r.error?.passThrough).toEqual({ error: { code: 429, message: 'Resource has been exhausted (mock)', status: 'RESOURCE_EXHAUSTED' } });
  });
});

describe('OpenAI chat → Gemini', () => {
  it('builds the exact Gemini body', async () => {
    const body = {
      model: 'gemini-2.0-flash',
      messages: [
        { role: 'system', content: 'be brief' },
        { role: 'user', content: [{ type: 'text', text: 'look' }, { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,QUJD' } }] },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_9', type: 'function', function: { name: 'lookup', arguments: '{"q":"x"}' } }] },
        { role: 'tool', tool_call_id: 'call_9', content: '{"answer":42}' },
      ],
      temperature: 0.3,
      top_p: 0.9,
      max_tokens: 50,
      stop: ['END'],
      tools: [{ type: 'function', function: { name: 'lookup', description: 'd', parameters: { type: 'object', additionalProperties: false, properties: { q: { type: 'string' } } } } }],
      tool_choice: { type: 'function', function: { name: 'lookup' } },
    };
    const req = testRequest({ body, options: { ...testOptions, geminiSafetySettings: { default: 'OFF', HARM_CATEGORY_CIVIC_INTEGRITY: 'BLOCK_NONE' } } });
    const call = await geminiAdaptor.buildRequest(ch(), req);
    expect(call.url).toBe(`${mock.url}/v1beta/models/gemini-2.0-flash:generateContent`);
    expect(JSON.parse(String(call.body))).toEqual({
      contents: [
        { role: 'user', parts: [{ text: 'look' }, { inlineData: { mimeType: 'image/jpeg', data: 'QUJD' } }] },
        { role: 'model', parts: [{ functionCall: { name: 'lookup', args: { q: 'x' } } }] },
        { role: 'user', parts: [{ functionResponse: { name: 'lookup', response: { answer: 42 } } }] },
      ],
      systemInstruction: { parts: [{ text: 'be brief' }] },
      generationConfig: { temperature: 0.3, topP: 0.9, maxOutputTokens: 50, stopSequences: ['END'] },
      safetySettings: [
        { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'OFF' },
        { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'OFF' },
        { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', threshold: 'OFF' },
        { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'OFF' },
        { category: 'HARM_CATEGORY_CIVIC_INTEGRITY', threshold: 'BLOCK_NONE' },
      ],
      tools: [{ functionDeclarations: [{ name: 'lookup', description: 'd', parameters: { type: 'object', properties: { q: { type: 'string' } } } }] }],
      toolConfig: { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['lookup'] } },
    });
  });

  it('converts JSON answers, tool calls and thoughts', async () => {
    const r = await runJson(geminiAdaptor, ch(), testRequest({ body: { model: 'gemini-2.0-flash', messages: [{ role: 'user', content: 'hi there' }] } }));
    expect(r.converted?.body).toMatchObject({
      object: 'chat.completion',
      choices: [{ message: { role: 'assistant', content: 'Hello! You said: hi there' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 3, completion_tokens: 5, total_tokens: 8 },
    });
    const tools = await runJson(
      geminiAdaptor,
      ch(),
      testRequest({ body: { model: 'gemini-2.0-flash', messages: [{ role: 'user', content: 'w' }], tools: [{ type: 'function', function: { name: 'f' } }] } }),
    );
    expect(tools.converted?.body).toMatchObject({
      choices: [{ message: { content: null, tool_calls: [{ type: 'function', function: { name: 'f', arguments: '{"input":"w"}' } }] }, finish_reason: 'tool_calls' }],
    });
  });

  it('maps SAFETY to content_filter', async () => {
    const r = await runJson(geminiAdaptor, ch(), testRequest({ body: { model: 'mock-safety', messages: [{ role: 'user', content: 'x' }] } }));
    expect(r.converted?.body).toMatchObject({ choices: [{ finish_reason: 'content_filter' }] });
  });

  it('streams Gemini as OpenAI chunks', async () => {
    const body = { model: 'gemini-2.0-flash', stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: 'hi there' }] };
    const r = await runStream(geminiAdaptor, ch(), testRequest({ body }));
    expect(mock.requests.at(-1)?.path).toBe('/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse');
    expect(openAIStreamText(r.data)).toBe('Hello! You said: hi there');
    expect(r.data.filter((d) => d.usage)).toEqual([expect.objectContaining({ choices: [], usage: expect.objectContaining({ prompt_tokens: 3, completion_tokens: 5 }) })]);
    expect(r.out.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('lists models', async () => {
    const call = geminiAdaptor.modelsRequest!(ch());
    expect(call.url).toBe(`${mock.url}/v1beta/models`);
    const res = await fetch(call.url, { headers: call.headers });
    expect(geminiAdaptor.parseModels!(await res.json())).toContain('gemini-2.0-flash');
  });
});
