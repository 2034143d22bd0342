import Anthropic from '@anthropic-ai/sdk';
import { GoogleGenAI } from '@google/genai';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAllMocks, type AllMocks } from '../../tools/mock-upstream/index';
import { createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { createChannel, createToken, settled } from '../helpers/relay-fixtures';

// Official clients, unchanged, pointed at the gateway; every inbound format against every
// provider family (native pass-through and conversion).

let t: TestServer;
let mocks: AllMocks;
let key: string;
let tokenId: number;

beforeAll(async () => {
  mocks = await startAllMocks();
  t = await startTestServer();
  await setupRoot(t);
  const u = await createUser(t, { username: 'sdkuser', quota: 100_000_000 });
  await createChannel(t, { name: 'openai', type: 1, baseUrl: mocks.openai.url, models: ['gpt-4o-mini'] });
  await createChannel(t, { name: 'claude', type: 14, baseUrl: mocks.claude.url, models: ['claude-sonnet-4-20250514'] });
  await createChannel(t, { name: 'gemini', type: 24, baseUrl: mocks.gemini.url, models: ['gemini-2.5-flash'] });
  const token = await createToken(t, u.id);
  key = token.sk;
  tokenId = token.id;
});
afterAll(async () => {
  await t?.close();
  await mocks?.close();
});

const anthropic = () => new Anthropic({ apiKey: key, baseURL: t.url, maxRetries: 0 });
const openai = () => new OpenAI({ apiKey: key, baseURL: `${t.url}/v1`, maxRetries: 0 });
const genai = () => new GoogleGenAI({ apiKey: key, httpOptions: { baseUrl: t.url } });

async function lastLog(model: string) {
  await settled(t);
  return t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId, modelName: model }, orderBy: { id: 'desc' } });
}

describe('Claude format in (/v1/messages)', () => {
  it('passes through to a Claude channel, billed the Claude way', async () => {
    const msg = await anthropic().messages.create({ model: 'claude-sonnet-4-20250514', max_tokens: 100, messages: [{ role: 'user', content: 'Hi Claude' }] });
    expect(msg.content[0].type).toBe('text');
    expect((msg.content[0] as { text: string }).text).toContain('Hi Claude');
    const log = await lastLog('claude-sonnet-4-20250514');
    expect(log.promptTokens).toBe(msg.usage.input_tokens);
    expect(log.completionTokens).toBe(msg.usage.output_tokens);
    // Claude-native: trunc((input + output × 5) × 1.5)
    expect(log.quota).toBe(BigInt(Math.trunc((msg.usage.input_tokens + msg.usage.output_tokens * 5) * 1.5)));
    expect(JSON.parse(log.other).claude).toBe(true);
  });

  it('streams events from a Claude channel', async () => {
    const stream = anthropic().messages.stream({ model: 'claude-sonnet-4-20250514', max_tokens: 100, messages: [{ role: 'user', content: 'Stream Claude' }] });
    let text = '';
    stream.on('text', (d) => (text += d));
    const final = await stream.finalMessage();
    expect(text).toContain('Stream Claude');
    expect(final.usage.output_tokens).toBeGreaterThan(0);
  });

  it('converts to an OpenAI channel and back', async () => {
    const msg = await anthropic().messages.create({ model: 'gpt-4o-mini', max_tokens: 100, system: 'Be brief', messages: [{ role: 'user', content: 'Cross to OpenAI' }] });
    expect((msg.content[0] as { text: string }).text).toContain('Cross to OpenAI');
    expect(msg.stop_reason).toBe('end_turn');
    const forwarded = mocks.openai.requests.at(-1)!.json as { messages: Array<{ role: string }> };
    expect(forwarded.messages[0].role).toBe('system');
  });

  it('errors come back in the Claude shape', async () => {
    await expect(anthropic().messages.create({ model: 'no-such-model', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({ status: 503 });
  });
});

describe('Gemini format in (/v1beta/models/...)', () => {
  it('passes through to a Gemini channel', async () => {
    const r = await genai().models.generateContent({ model: 'gemini-2.5-flash', contents: 'Hi Gemini' });
    expect(r.text).toContain('Hi Gemini');
    const log = await lastLog('gemini-2.5-flash');
    expect(log.promptTokens).toBe(r.usageMetadata?.promptTokenCount);
  });

  it('streams from a Gemini channel', async () => {
    const stream = await genai().models.generateContentStream({ model: 'gemini-2.5-flash', contents: 'Stream Gemini' });
    let text = '';
    for await (const chunk of stream) text += chunk.text ?? '';
    expect(text).toContain('Stream Gemini');
  });

  it('converts to a Claude channel and back', async () => {
    const r = await genai().models.generateContent({ model: 'claude-sonnet-4-20250514', contents: 'Gemini to Claude' });
    expect(r.text).toContain('Gemini to Claude');
  });
});

describe('OpenAI format in, converted', () => {
  it('to a Claude channel (system, stop reason, usage)', async () => {
    const r = await openai().chat.completions.create({ model: 'claude-sonnet-4-20250514', messages: [{ role: 'system', content: 'sys' }, { role: 'user', content: 'OpenAI to Claude' }] });
    expect(r.choices[0].message.content).toContain('OpenAI to Claude');
    expect(r.choices[0].finish_reason).toBe('stop');
    const forwarded = mocks.claude.requests.at(-1)!.json as { system?: unknown; max_tokens: number };
    expect(forwarded.system).toBeTruthy();
    expect(forwarded.max_tokens).toBe(8192);
  });

  it('to a Gemini channel, streaming', async () => {
    const stream = await openai().chat.completions.create({ model: 'gemini-2.5-flash', stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: 'OpenAI to Gemini' }] });
    let text = '';
    let usage: OpenAI.CompletionUsage | undefined;
    for await (const c of stream) {
      text += c.choices[0]?.delta?.content ?? '';
      if (c.usage) usage = c.usage;
    }
    expect(text).toContain('OpenAI to Gemini');
    expect(usage?.prompt_tokens).toBeGreaterThan(0);
  });
});
