import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { createChannel, createToken, settled } from '../helpers/relay-fixtures';

// Memory stays flat however large the stream: 50 MB pass through /v1/chat/completions and
// /v1/responses while the heap is sampled after forced collections.

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const TOTAL = 50 * 1024 * 1024;
const PIECE = 'lorem ipsum dolor sit amet '.repeat(300); // ~8 KB

let t: TestServer;
let upstream: Server;
let key: string;
let tokenId: number;

function streamChat(res: import('node:http').ServerResponse, responses: boolean) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  let sent = 0;
  const pump = () => {
    while (sent < TOTAL) {
      const ev = responses
        ? `event: response.output_text.delta\ndata: ${JSON.stringify({ type: 'response.output_text.delta', delta: PIECE })}\n\n`
        : `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'big', choices: [{ index: 0, delta: { content: PIECE } }] })}\n\n`;
      sent += PIECE.length;
      if (!res.write(ev)) return void res.once('drain', pump);
    }
    const usage = { prompt_tokens: 10, completion_tokens: 12345, total_tokens: 12355 };
    if (responses) {
      res.end(`event: response.completed\ndata: ${JSON.stringify({ type: 'response.completed', response: { id: 'r', status: 'completed', usage: { input_tokens: 10, output_tokens: 12345, total_tokens: 12355 } } })}\n\n`);
    } else {
      res.end(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'big', choices: [], usage })}\n\ndata: [DONE]\n\n`);
    }
  };
  pump();
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    req.on('end', () => streamChat(res, req.url!.includes('/responses')));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  t = await startTestServer();
  await setupRoot(t);
  const u = await createUser(t, { username: 'bigstream', quota: 1_000_000_000 });
  await t.server.app.options.set('ModelRatio', JSON.stringify({ ...t.server.app.options.json('ModelRatio', {}), big: 0.001 }));
  await createChannel(t, { baseUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, models: ['big'] });
  const token = await createToken(t, u.id);
  key = token.sk;
  tokenId = token.id;
});
afterAll(async () => {
  await t?.close();
  upstream?.close();
});

async function measure(path: string, body: Record<string, unknown>) {
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const timer = setInterval(() => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 100);
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'big', stream: true, ...body }),
  });
  let bytes = 0;
  let tail = '';
  const reader = res.body!.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes += value.length;
    // The last 200 characters of the whole answer, however the reads were split.
    tail = (tail + Buffer.from(value).toString('utf8')).slice(-200);
  }
  clearInterval(timer);
  return { growthMb: (peak - baseline) / 1024 / 1024, bytes, tail };
}

describe('streaming memory', () => {
  it('50 MB through /v1/chat/completions keeps the heap flat', async () => {
    const r = await measure('/v1/chat/completions', { messages: [{ role: 'user', content: 'big' }] });
    expect(r.bytes).toBeGreaterThan(TOTAL);
    expect(r.tail).toContain('[DONE]');
    expect(r.growthMb).toBeLessThan(25);
    await settled(t);
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId }, orderBy: { id: 'desc' } });
    expect(log.completionTokens).toBe(12345);
  }, 300_000);

  it('50 MB through /v1/responses keeps the heap flat', async () => {
    const r = await measure('/v1/responses', { input: 'big' });
    expect(r.bytes).toBeGreaterThan(TOTAL);
    expect(r.tail).toContain('response.completed');
    expect(r.growthMb).toBeLessThan(25);
    await settled(t);
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId }, orderBy: { id: 'desc' } });
    expect(log.completionTokens).toBe(12345);
  }, 300_000);
});
