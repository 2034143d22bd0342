import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { createChannel, createToken, settled } from '../helpers/relay-fixtures';

// Stream control against a real upstream on loopback: STREAMING_TIMEOUT ends a stalled
// upstream, keep-alive pings while it is silent, and back-pressure: a client that stops
// reading stops the upstream too (the gateway never buffers the answer).

const chunk = (content: string) => `data: ${JSON.stringify({ id: 'c-ctl', object: 'chat.completion.chunk', created: 1, model: 'ctl', choices: [{ index: 0, delta: { content } }] })}\n\n`;
const usage = `data: ${JSON.stringify({ id: 'c-ctl', object: 'chat.completion.chunk', created: 1, model: 'ctl', choices: [], usage: { prompt_tokens: 3, completion_tokens: 7, total_tokens: 10 } })}\n\ndata: [DONE]\n\n`;

let t: TestServer;
let upstream: Server;
let key: string;
let tokenId: number;
/** Bytes the upstream got into its socket in the flood scenario. */
let floodWritten = 0;
const open = new Set<ServerResponse>();

function behave(model: string, res: ServerResponse) {
  open.add(res);
  res.on('close', () => open.delete(res));
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  if (model === 'ctl-stall') {
    res.write(chunk('before the stall'));
    return; // never another byte
  }
  if (model === 'ctl-slow') {
    res.write(chunk('first'));
    setTimeout(() => res.end(chunk(' second') + usage), 2200);
    return;
  }
  // ctl-flood: as much as the socket takes, 64 MB in all.
  const piece = chunk('x'.repeat(16 * 1024));
  const pump = () => {
    while (floodWritten < 64 * 1024 * 1024) {
      floodWritten += piece.length;
      if (!res.write(piece)) return void res.once('drain', pump);
    }
    res.end(usage);
  };
  pump();
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => behave(JSON.parse(body).model, res));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  t = await startTestServer({ STREAMING_TIMEOUT: '3' });
  await setupRoot(t);
  const u = await createUser(t, { username: 'streamctl', quota: 1_000_000_000 });
  const models = ['ctl-stall', 'ctl-slow', 'ctl-flood'];
  await t.server.app.options.set('ModelRatio', JSON.stringify({ ...t.server.app.options.json('ModelRatio', {}), ...Object.fromEntries(models.map((m) => [m, 1])) }));
  await createChannel(t, { baseUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, models });
  const token = await createToken(t, u.id);
  key = token.sk;
  tokenId = token.id;
});
afterAll(async () => {
  for (const r of open) r.destroy();
  await t?.close();
  upstream?.close();
});

const call = (model: string) =>
  fetch(`${t.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, stream: true, messages: [{ role: 'user', content: 'hi' }] }),
  });

describe('stream control', () => {
  it('ends a stalled upstream after STREAMING_TIMEOUT with an error event, billing what arrived', async () => {
    const started = Date.now();
    const res = await call('ctl-stall');
    expect(res.status).toBe(200);
    const text = await res.text();
    const took = Date.now() - started;
    expect(text).toContain('before the stall');
    expect(text).toContain('"code":"bad_response"');
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(8000);
    await settled(t);
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId, modelName: 'ctl-stall' } });
    expect(log.completionTokens).toBeGreaterThan(0);
    expect(log.isStream).toBe(true);
  });

  it('sends keep-alive pings while the upstream is silent when the ping option is on', async () => {
    await t.server.app.options.set('general_setting.ping_interval_enabled', 'true');
    await t.server.app.options.set('general_setting.ping_interval_seconds', '1');
    try {
      const text = await (await call('ctl-slow')).text();
      expect(text.match(/^: PING$/gm)?.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(text.indexOf(': PING')).toBeGreaterThan(text.indexOf('first'));
      expect(text.indexOf(': PING')).toBeLessThan(text.indexOf(' second'));
      expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    } finally {
      await t.server.app.options.set('general_setting.ping_interval_enabled', 'false');
    }
    const plain = await (await call('ctl-slow')).text();
    expect(plain).not.toContain(': PING');
  });

  it('stops reading the upstream while the client does not read (back-pressure)', async () => {
    const res = await call('ctl-flood');
    const reader = res.body!.getReader();
    let got = (await reader.read()).value?.length ?? 0;
    // The client stops reading: the gateway's socket fills, then the upstream's.
    await new Promise((r) => setTimeout(r, 1500));
    const whileStalled = floodWritten;
    expect(whileStalled).toBeLessThan(24 * 1024 * 1024);
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      got += value.length;
    }
    expect(floodWritten).toBeGreaterThanOrEqual(64 * 1024 * 1024);
    expect(got).toBeGreaterThan(64 * 1024 * 1024);
    await settled(t);
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId, modelName: 'ctl-flood' } });
    expect(log.completionTokens).toBe(7);
  }, 60_000);
});
