import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AllMocks, startAllMocks } from '../../../../tools/mock-upstream';
import { claudeAdaptor } from '../claude/adaptor';
import { geminiAdaptor } from '../gemini/adaptor';
import { openAIAdaptor } from '../openai-compatible/providers';
import { runJson, runStream, testChannel, testRequest } from '../test-utils';
import { claudeRequestToOpenAI } from './claude-openai';
import { geminiRequestToOpenAI } from './gemini-openai';

let mocks: AllMocks;
beforeAll(async () => {
  mocks = await startAllMocks();
});
afterAll(() => mocks.close());

const openaiCh = () => testChannel({ type: 1, baseUrl: mocks.openai.url });
const claudeCh = () => testChannel({ type: 14, baseUrl: mocks.claude.url });
const geminiCh = () => testChannel({ type: 24, baseUrl: mocks.gemini.url });

const claudeBody = { model: 'm', max_tokens: 100, messages: [{ role: 'user', content: 'hi there' }] };
const claudeReq = (model: string, stream = false) =>
  testRequest({ inbound: 'claude', mode: 'messages', path: '/v1/messages', model, stream, body: { ...claudeBody, model, ...(stream ? { stream: true } : {}) } });
const geminiBody = { contents: [{ role: 'user', parts: [{ text: 'hi there' }] }] };
const geminiReq = (model: string, stream = false) =>
  testRequest({
    inbound: 'gemini',
    mode: stream ? 'gemini.stream' : 'gemini.generate',
    path: `/v1beta/models/${model}:${stream ? 'streamGenerateContent?alt=sse' : 'generateContent'}`,
    model,
    stream,
    body: geminiBody,
  });

describe('request converters', () => {
  it('Claude → OpenAI', () => {
    const out = claudeRequestToOpenAI({
      model: 'c',
      system: [{ type: 'text', text: 'sys' }],
      max_tokens: 10,
      stop_sequences: ['x'],
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'a' }, { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AA' } }] },
        { role: 'assistant', content: [{ type: 'text', text: 'b' }, { type: 'tool_use', id: 't1', name: 'f', input: { k: 1 } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: 'ok' }] }] },
      ],
      tools: [{ name: 'f', input_schema: { type: 'object' } }],
      tool_choice: { type: 'tool', name: 'f' },
    });
    expect(out).toEqual({
      model: 'c',
      messages: [
        { role: 'system', content: 'sys' },
        { role: 'user', content: [{ type: 'text', text: 'a' }, { type: 'image_url', image_url: { url: 'data:image/png;base64,AA' } }] },
        { role: 'assistant', content: 'b', tool_calls: [{ id: 't1', type: 'function', function: { name: 'f', arguments: '{"k":1}' } }] },
        { role: 'tool', tool_call_id: 't1', content: 'ok' },
      ],
      max_tokens: 10,
      stop: ['x'],
      tools: [{ type: 'function', function: { name: 'f', description: undefined, parameters: { type: 'object' } } }],
      tool_choice: { type: 'function', function: { name: 'f' } },
    });
  });

  it('Gemini → OpenAI (tool ids paired by name)', () => {
    const out = geminiRequestToOpenAI({
      systemInstruction: { parts: [{ text: 'sys' }] },
      contents: [
        { role: 'user', parts: [{ text: 'q' }] },
        { role: 'model', parts: [{ functionCall: { name: 'f', args: { a: 1 } } }] },
        { role: 'user', parts: [{ functionResponse: { name: 'f', response: { r: 2 } } }] },
      ],
      generationConfig: { maxOutputTokens: 5, temperature: 0 },
      toolConfig: { functionCallingConfig: { mode: 'NONE' } },
    });
    expect(out).toEqual({
      messages: [
        { role: 'system', content: 'sys' },
        { role: 'user', content: 'q' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_0', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }] },
        { role: 'tool', tool_call_id: 'call_0', content: '{"r":2}' },
      ],
      temperature: 0,
      max_tokens: 5,
      tool_choice: 'none',
    });
  });
});

describe('Claude clients on other channels', () => {
  it('/v1/messages → OpenAI channel (JSON)', async () => {
    const r = await runJson(openAIAdaptor, openaiCh(), claudeReq('gpt-4o-mini'));
    expect(r.call.url).toBe(`${mocks.openai.url}/v1/chat/completions`);
    expect(mocks.openai.requests.at(-1)?.json).toEqual({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi there' }], max_tokens: 100 });
    expect(r.converted?.body).toMatchObject({
      type: 'message',
      role: 'assistant',
      content: [{ type: 'text', text: 'Hello! You said: hi there' }],
      stop_reason: 'end_turn',
      usage: { input_tokens: 3, output_tokens: 5 },
    });
    expect(r.converted?.usage).toEqual({ promptTokens: 3, completionTokens: 5 });
  });

  it('/v1/messages → OpenAI channel (stream)', async () => {
    const r = await runStream(openAIAdaptor, openaiCh(), claudeReq('gpt-4o-mini', true));
    expect(mocks.openai.requests.at(-1)?.json).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(r.events.map((e) => e.event)).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(r.data.at(-2)).toEqual({ type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { input_tokens: 3, output_tokens: 5 } });
    expect(r.converter.usage()).toEqual({ promptTokens: 3, completionTokens: 5 });
  });

  it('/v1/messages → Gemini channel (JSON and stream)', async () => {
    const j = await runJson(geminiAdaptor, geminiCh(), claudeReq('gemini-2.0-flash'));
    expect(j.call.url).toBe(`${mocks.gemini.url}/v1beta/models/gemini-2.0-flash:generateContent`);
    expect(j.converted?.body).toMatchObject({ content: [{ type: 'text', text: 'Hello! You said: hi there' }], usage: { input_tokens: 3, output_tokens: 5 } });
    const s = await runStream(geminiAdaptor, geminiCh(), claudeReq('gemini-2.0-flash', true));
    const text = s.data.filter((d) => d.type === 'content_block_delta').map((d) => (d.delta as { text: string }).text).join('');
    expect(text).toBe('Hello! You said: hi there');
    expect(s.data.at(-2)).toMatchObject({ type: 'message_delta', usage: { input_tokens: 3, output_tokens: 5 } });
  });
});

describe('Gemini clients on other channels', () => {
  it('generateContent → OpenAI channel', async () => {
    const r = await runJson(openAIAdaptor, openaiCh(), geminiReq('gpt-4o-mini'));
    expect(r.call.url).toBe(`${mocks.openai.url}/v1/chat/completions`);
    expect(r.converted?.body).toEqual({
      candidates: [{ content: { role: 'model', parts: [{ text: 'Hello! You said: hi there' }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 3, candidatesTokenCount: 5, totalTokenCount: 8 },
      modelVersion: 'gpt-4o-mini',
    });
  });

  it('streamGenerateContent → OpenAI channel', async () => {
    const r = await runStream(openAIAdaptor, openaiCh(), geminiReq('gpt-4o-mini', true));
    expect(mocks.openai.requests.at(-1)?.json).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(r.out).not.toContain('[DONE]');
    const last = r.data.at(-1);
    expect(last).toMatchObject({ candidates: [{ finishReason: 'STOP' }], usageMetadata: { promptTokenCount: 3, candidatesTokenCount: 5 } });
    expect(r.converter.completionText()).toBe('Hello! You said: hi there');
  });

  it('generateContent and stream → Claude channel', async () => {
    const j = await runJson(claudeAdaptor, claudeCh(), geminiReq('claude-sonnet-4-20250514'));
    expect(mocks.claude.requests.at(-1)?.json).toEqual({ model: 'claude-sonnet-4-20250514', messages: [{ role: 'user', content: 'hi there' }], max_tokens: 8192 });
    expect(j.converted?.body).toMatchObject({ candidates: [{ content: { parts: [{ text: 'Hello! You said: hi there' }] } }], usageMetadata: { promptTokenCount: 3, candidatesTokenCount: 5 } });
    const s = await runStream(claudeAdaptor, claudeCh(), geminiReq('claude-sonnet-4-20250514', true));
    expect(s.data.at(-1)).toMatchObject({ usageMetadata: { promptTokenCount: 3, candidatesTokenCount: 5, totalTokenCount: 8 } });
    expect(s.converter.usage()).toEqual({ promptTokens: 3, completionTokens: 5, cachedTokens: 0, cacheCreationTokens: 0 });
  });

  it('Gemini errors are not passed through to Claude clients', async () => {
    const r = await runJson(geminiAdaptor, geminiCh(), claudeReq('mock-error-500'));
    expect(r.error).toMatchObject({ status: 500, type: 'INTERNAL' });
    expect(r.error?.passThrough).toBeUndefined();
  });
});
