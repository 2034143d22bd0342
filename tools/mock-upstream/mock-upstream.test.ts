import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSseText } from '../../server/relay/sse';
import { type MockServer, startCombinedMock, startOpenAIMock } from './index';
import { mockTokens } from './reply';

let all: MockServer;
beforeAll(async () => {
  all = await startCombinedMock();
});
afterAll(() => all.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${all.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('combined mock routing', () => {
  it('serves each protocol by path and records requests', async () => {
    const oa = await post('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'a b' }] }, { Authorization: 'Bearer k' });
    expect((await oa.json()).usage).toMatchObject({ prompt_tokens: 3, completion_tokens: 5 });
    const cl = await post('/v1/messages', { model: 'claude-x', max_tokens: 5, messages: [{ role: 'user', content: 'a b' }] }, { 'x-api-key': 'k', 'anthropic-version': '2023-06-01' });
    expect((await cl.json()).usage).toMatchObject({ input_tokens: 3, output_tokens: 5 });
    const ge = await post('/v1beta/models/gemini-2.0-flash:generateContent', { contents: [{ role: 'user', parts: [{ text: 'a b' }] }] }, { 'x-goog-api-key': 'k' });
    expect((await ge.json()).usageMetadata).toMatchObject({ promptTokenCount: 3, candidatesTokenCount: 5 });
    const models = await fetch(`${all.url}/v1/models`, { headers: { Authorization: 'Bearer k' } });
    expect((await models.json()).object).toBe('list');
    expect(all.requests.map((r) => r.path).slice(-4)).toEqual(['/v1/chat/completions', '/v1/messages', '/v1beta/models/gemini-2.0-flash:generateContent', '/v1/models']);
  });

  it('answers auth failures in each provider shape', async () => {
    expect((await (await post('/v1/chat/completions', { model: 'x', messages: [] })).json()).error.code).toBe('invalid_api_key');
    expect((await (await post('/v1/messages', { model: 'x', messages: [] })).json()).error.type).toBe('authentication_error');
    expect((await post('/v1beta/models/x:generateContent', {})).status).toBe(403);
  });

  it('answers Gemini streams without alt=sse as a JSON array', async () => {
    const res = await post('/v1beta/models/g:streamGenerateContent', { contents: [{ role: 'user', parts: [{ text: 'a' }] }] }, { 'x-goog-api-key': 'k' });
    const arr = await res.json();
    expect(Array.isArray(arr)).toBe(true);
    expect(arr.at(-1).candidates[0].finishReason).toBe('STOP');
  });
});

describe('stream shaping', () => {
  it('trickles N chunks with a delay', async () => {
    const started = Date.now();
    const res = await post('/v1/chat/completions', { model: 'm', stream: true, messages: [{ role: 'user', content: 'x' }] }, { Authorization: 'Bearer k', 'x-mock-chunks': '10', 'x-mock-delay-ms': '20' });
    const evs = parseSseText(await res.text());
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(evs.filter((e) => e.data.includes('"content":"tok'))).toHaveLength(10);
  });

  it('streams N MB in huge mode with a computed usage', async () => {
    const res = await post(
      '/v1/chat/completions',
      { model: 'm', stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: 'x' }] },
      { Authorization: 'Bearer k', 'x-mock-huge-mb': '2' },
    );
    const text = await res.text();
    expect(text.length).toBeGreaterThan(2 * 1024 * 1024);
    const usage = JSON.parse(parseSseText(text).at(-2)?.data ?? '{}').usage;
    expect(usage.completion_tokens).toBe(mockTokens(text.split('\n').filter((l) => l.includes('lorem')).map((l) => JSON.parse(l.slice(6)).choices[0].delta.content).join('')));
  });

  it('uses the server-wide delay option', async () => {
    const slow = await startOpenAIMock({ delayMs: 15 });
    try {
      const started = Date.now();
      const res = await fetch(`${slow.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { Authorization: 'Bearer k' },
        body: JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'a b c' }] }),
      });
      await res.text();
      expect(Date.now() - started).toBeGreaterThanOrEqual(15 * 7);
    } finally {
      await slow.close();
    }
  });
});

describe('cli', () => {
  it('starts on the given port and serves all protocols', async () => {
    const port = 40000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/mock-upstream/cli.ts', '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => d.toString().includes('listening') && resolve());
        child.on('exit', (code) => reject(new Error(`cli exited ${code}`)));
      });
      const res = await fetch(`http://127.0.0.1:${port}/v1/messages`, {
        method: 'POST',
        headers: { 'x-api-key': 'k', 'anthropic-version': '2023-06-01' },
        body: JSON.stringify({ model: 'c', max_tokens: 5, messages: [{ role: 'user', content: 'yo' }] }),
      });
      expect((await res.json()).content[0].text).toBe('Hello! You said: yo');
    } finally {
      child.kill('SIGTERM');
    }
  }, 20_000);
});
