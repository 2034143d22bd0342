import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startClaudeMock } from '../../../../tools/mock-upstream';
import { openAIStreamText, runJson, runStream, testChannel, testRequest } from '../test-utils';
import { claudeAdaptor } from './adaptor';

let mock: MockServer;
beforeAll(async () => {
  mock = await startClaudeMock();
});
afterAll(() => mock.close());

const ch = () => testChannel({ type: 14, baseUrl: mock.url, key: 'sk-ant' });
const claudeReq = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  testRequest({ inbound: 'claude', mode: 'messages', path: '/v1/messages', body, stream: body.stream === true, clientHeaders: headers });

describe('native /v1/messages pass-through', () => {
  it('forwards body and headers unchanged', async () => {
    const body = { model: 'claude-sonnet-4-20250514', max_tokens: 100, messages: [{ role: 'user', content: 'hi there' }] };
    const r = await runJson(claudeAdaptor, ch(), claudeReq(body, { 'anthropic-version': '2023-01-01', 'anthropic-beta': 'tools-2024' }));
    expect(r.call.url).toBe(`${mock.url}/v1/messages`);
    expect(r.call.headers).toMatchObject({ 'x-api-key': 'sk-ant', 'anthropic-version': '2023-01-01', 'anthropic-beta': 'tools-2024' });
    expect(mock.requests.at(-1)?.json).toEqual(body);
    expect(r.converted?.body).toMatchObject({ type: 'message', content: [{ type: 'text', text: 'Hello! You said: hi there' }] });
    expect(r.converted?.usage).toEqual({ promptTokens: 3, completionTokens: 5, cachedTokens: 0, cacheCreationTokens: 0 });
  });

  it('defaults anthropic-version and reports cache usage', async () => {
    const body = {
      model: 'claude-sonnet-4-20250514',
      max_tokens: 100,
      system: [{ type: 'text', text: 'long cached system prompt', cache_control: { type: 'ephemeral' } }],
      messages: [{ role: 'user', content: 'hi there' }],
    };
    const r = await runJson(claudeAdaptor, ch(), claudeReq(body));
    expect(r.call.headers['anthropic-version']).toBe('2023-06-01');
    // input 3 (excl. cache) + cache read 4 → prompt 7
    expect(r.converted?.usage).toEqual({ promptTokens: 7, completionTokens: 5, cachedTokens: 4, cacheCreationTokens: 0 });
  });

  it('streams Claude events verbatim and reads usage', async () => {
    const body = { model: 'claude-sonnet-4-20250514', max_tokens: 100, stream: true, messages: [{ role: 'user', content: 'hi there' }] };
    const r = await runStream(claudeAdaptor, ch(), claudeReq(body));
    const names = r.events.map((e) => e.event);
    expect(names[0]).toBe('message_start');
    expect(names).toContain('ping');
    expect(names.at(-1)).toBe('message_stop');
    expect(r.converter.usage()).toEqual({ promptTokens: 3, completionTokens: 5, cachedTokens: 0, cacheCreationTokens: 0 });
    expect(r.converter.completionText()).toBe('Hello! You said: hi there');
  });

  it('passes Claude errors through to Claude clients', async () => {
    const r = await runJson(claudeAdaptor, ch(), claudeReq({ model: 'mock-error-529', max_tokens: 1, messages: [{ role: 'user', content: 'x' }] }));
    expect(r.error).toMatchObject({ status: 529, type: 'overloaded_error', message: 'Overloaded (mock)' });
    expect(r.error?.passThrough).toEqual({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded (mock)' } });
  });
});

describe('OpenAI chat → Claude', () => {
  it('builds the exact Claude body', async () => {
    const body = {
      model: 'claude-sonnet-4-20250514',
      messages: [
        { role: 'system', content: 'be brief' },
        { role: 'user', content: [{ type: 'text', text: 'look' }, { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } }, { type: 'image_url', image_url: { url: 'https://x.invalid/a.png' } }] },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }] },
        { role: 'tool', tool_call_id: 'call_1', content: 'result' },
        { role: 'user', content: 'thanks' },
      ],
      max_tokens: 0,
      temperature: 0.2,
      stop: 'END',
      tools: [{ type: 'function', function: { name: 'f', description: 'd', parameters: { type: 'object', properties: {} } } }],
      tool_choice: 'required',
      user: 'u1',
    };
    const call = await claudeAdaptor.buildRequest(ch(), testRequest({ body }));
    expect(call.url).toBe(`${mock.url}/v1/messages`);
    expect(JSON.parse(String(call.body))).toEqual({
      model: 'claude-sonnet-4-20250514',
      system: 'be brief',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'look' },
            { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AAAA' } },
            { type: 'image', source: { type: 'url', url: 'https://x.invalid/a.png' } },
          ],
        },
        { role: 'assistant', content: [{ type: 'tool_use', id: 'call_1', name: 'f', input: { a: 1 } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_1', content: 'result' }, { type: 'text', text: 'thanks' }] },
      ],
      max_tokens: 8192,
      temperature: 0.2,
      stop_sequences: ['END'],
      tools: [{ name: 'f', description: 'd', input_schema: { type: 'object', properties: {} } }],
      tool_choice: { type: 'any' },
      metadata: { user_id: 'u1' },
    });
  });

  it('maps the -thinking suffix to extended thinking', async () => {
    const body = { model: 'claude-3-7-sonnet-20250219-thinking', messages: [{ role: 'user', content: 'x' }], max_tokens: 1000, top_p: 0.5 };
    const call = await claudeAdaptor.buildRequest(ch(), testRequest({ body }));
    expect(JSON.parse(String(call.body))).toEqual({
      model: 'claude-3-7-sonnet-20250219',
      messages: [{ role: 'user', content: 'x' }],
      max_tokens: 1280,
      temperature: 1,
      thinking: { type: 'enabled', budget_tokens: 1024 },
    });
  });

  it('converts a JSON answer with reasoning', async () => {
    const body = { model: 'claude-3-7-sonnet-20250219-thinking', messages: [{ role: 'user', content: 'hi there' }] };
    const r = await runJson(claudeAdaptor, ch(), testRequest({ body }));
    expect(r.converted?.body).toMatchObject({
      object: 'chat.completion',
      choices: [{ message: { role: 'assistant', content: 'Hello! You said: hi there', reasoning_content: 'Thinking about: hi there' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 3, completion_tokens: 9, total_tokens: 12 },
    });
    expect(r.converted?.usage).toMatchObject({ promptTokens: 3, completionTokens: 9 });
  });

  it('converts tool calls (JSON and stream)', async () => {
    const body = {
      model: 'claude-sonnet-4-20250514',
      messages: [{ role: 'user', content: 'weather' }],
      tools: [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } }],
    };
    const r = await runJson(claudeAdaptor, ch(), testRequest({ body }));
    expect(r.converted?.body).toMatchObject({
      choices: [{ message: { content: null, tool_calls: [{ id: 'toolu_mock_0', type: 'function', function: { name: 'get_weather', arguments: '{"input":"weather"}' } }] }, finish_reason: 'tool_calls' }],
    });
    const s = await runStream(claudeAdaptor, ch(), testRequest({ body: { ...body, stream: true } }));
    const calls = s.data.flatMap((d) => (d.choices as { delta: { tool_calls?: { function: { name?: string; arguments?: string } }[] } }[]).flatMap((c) => c.delta.tool_calls ?? []));
    expect(calls[0].function.name).toBe('get_weather');
    expect(calls.map((c) => c.function.arguments ?? '').join('')).toBe('{"input":"weather"}');
    expect(s.data.some((d) => (d.choices as { finish_reason: string | null }[])[0]?.finish_reason === 'tool_calls')).toBe(true);
    expect(s.converter.toolCallCount()).toBe(1);
  });

  it('streams Claude as OpenAI chunks with usage only when asked', async () => {
    const body = { model: 'claude-sonnet-4-20250514', stream: true, messages: [{ role: 'user', content: 'hi there' }] };
    const r = await runStream(claudeAdaptor, ch(), testRequest({ body }));
    expect(openAIStreamText(r.data)).toBe('Hello! You said: hi there');
    expect(r.data.every((d) => d.object === 'chat.completion.chunk')).toBe(true);
    expect(r.data.some((d) => d.usage)).toBe(false);
    expect(r.out.endsWith('data: [DONE]\n\n')).toBe(true);
    expect(r.converter.usage()).toEqual({ promptTokens: 3, completionTokens: 5, cachedTokens: 0, cacheCreationTokens: 0 });

    const asked = await runStream(claudeAdaptor, ch(), testRequest({ body: { ...body, stream_options: { include_usage: true } } }));
    const u = asked.data.filter((d) => d.usage);
    expect(u).toHaveLength(1);
    expect(u[0]).toMatchObject({ choices: [], usage: { prompt_tokens: 3, completion_tokens: 5, total_tokens: 8 } });
  });

  it('turns a mid-stream Claude error into an OpenAI error event', async () => {
    const body = { model: 'mock-stream-error', stream: true, messages: [{ role: 'user', content: 'hi there' }] };
    const r = await runStream(claudeAdaptor, ch(), testRequest({ body }));
    expect(r.data.find((d) => d.error)).toEqual({ error: { message: 'Overloaded (mock)', type: 'overloaded_error' } });
  });

  it('maps Claude errors for OpenAI clients without pass-through', async () => {
    const r = await runJson(claudeAdaptor, ch(), testRequest({ body: { model: 'mock-error-429', messages: [{ role: 'user', content: 'x' }] } }));
    expect(r.error).toEqual({ status: 429, message: 'Rate limited (mock)', type: 'rate_limit_error', code: null });
  });

  it('lists models', async () => {
    const call = claudeAdaptor.modelsRequest!(ch());
    const res = await fetch(call.url, { headers: call.headers });
    expect(claudeAdaptor.parseModels!(await res.json())).toContain('claude-sonnet-4-20250514');
  });
});
