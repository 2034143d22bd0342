import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { createChannel, createToken, settled } from '../helpers/relay-fixtures';

// Nothing lost, nothing charged twice: concurrent calls on a small quota, upstream failures
// before and during the answer.

let t: TestServer;
let mock: MockServer;
let slow: MockServer;
let cutter: Server;
let cutterUrl: string;

beforeAll(async () => {
  mock = await startOpenAIMock();
  slow = await startOpenAIMock({ delayMs: 50 });
  // An upstream that sends three chunks of a stream and then drops the connection.
  cutter = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (s: string) => `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'cut-model', choices: [{ index: 0, delta: { content: s } }] })}\n\n`;
    res.write(chunk('alpha '));
    res.write(chunk('beta '));
    res.write(chunk('gamma '));
    setTimeout(() => res.socket?.destroy(), 30);
  });
  await new Promise<void>((r) => cutter.listen(0, '127.0.0.1', () => r()));
  cutterUrl = `http://127.0.0.1:${(cutter.address() as AddressInfo).port}`;
  t = await startTestServer();
  await setupRoot(t);
  const ratios = t.server.app.options.json<Record<string, number>>('ModelRatio', {});
  await t.server.app.options.set('ModelRatio', JSON.stringify({ ...ratios, 'gpt-4o-mini': 10, 'mock-error-500': 10, 'cut-model': 10 }));
  await createChannel(t, { baseUrl: mock.url, models: ['gpt-4o-mini', 'mock-error-500'] });
  await createChannel(t, { baseUrl: cutterUrl, models: ['cut-model'] });
  await createChannel(t, { baseUrl: slow.url, models: ['slow-model'], modelMapping: { 'slow-model': 'gpt-4o-mini' } });
  await t.server.app.options.set('ModelRatio', JSON.stringify({ ...t.server.app.options.json<Record<string, number>>('ModelRatio', {}), 'slow-model': 1 }));
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
  await slow?.close();
  cutter?.close();
});

const LONG_PROMPT = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');

const chat = (key: string, model: string, extra: Record<string, unknown> = {}) =>
  fetch(`${t.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, max_tokens: 100, messages: [{ role: 'user', content: 'count to three' }], ...extra }),
  });

async function totals(userId: number, tokenId: number) {
  const p = t.server.app.prisma;
  const user = await p.user.findUniqueOrThrow({ where: { id: userId } });
  const token = await p.token.findUniqueOrThrow({ where: { id: tokenId } });
  const logs = await p.log.aggregate({ where: { tokenId, type: 2 }, _sum: { quota: true }, _count: true });
  const pending = await p.pendingCharge.count();
  return { user, token, logSum: logs._sum.quota ?? 0n, logCount: logs._count, pending };
}

describe('billing integrity', () => {
  it('200 concurrent calls on a small token quota: exact sums, never overspent beyond one pre-consumption', async () => {
    const u = await createUser(t, { username: 'burst', quota: 1_000_000_000 });
    const initial = 20_000;
    const token = await createToken(t, u.id, { remainQuota: initial, unlimited: false });
    const before = await t.server.app.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    const results = await Promise.all(Array.from({ length: 200 }, () => chat(token.sk, 'gpt-4o-mini').then(async (r) => ({ status: r.status, body: await r.text() }))));
    await settled(t);
    const ok = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 403 || r.status === 401);
    expect(ok).toBeGreaterThan(0);
    expect(ok + refused.length).toBe(200);
    const s = await totals(u.id, token.id);
    expect(s.pending).toBe(0);
    expect(s.logCount).toBe(ok);
    expect(s.token.usedQuota).toBe(s.logSum);
    expect(s.user.usedQuota - before.usedQuota).toBe(s.logSum);
    expect(before.quota - s.user.quota).toBe(s.logSum);
    expect(s.token.remainQuota + s.token.usedQuota).toBe(BigInt(initial));
    // One call's pre-consumption: (prompt + max_tokens) × ratio ≈ (≤ 20 + 100) × 10.
    expect(Number(s.token.usedQuota)).toBeLessThanOrEqual(initial + 1200);
  });

  it('upstream errors refund the pre-consumed quota in full', async () => {
    const u = await createUser(t, { username: 'failing', quota: 1_000_000_000 });
    const token = await createToken(t, u.id, { remainQuota: 50_000, unlimited: false });
    const before = await t.server.app.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    const results = await Promise.all(Array.from({ length: 20 }, () => chat(token.sk, 'mock-error-500')));
    expect(results.every((r) => r.status === 500)).toBe(true);
    await settled(t);
    const s = await totals(u.id, token.id);
    expect(s.pending).toBe(0);
    expect(s.logCount).toBe(0);
    expect(s.token.usedQuota).toBe(0n);
    expect(s.token.remainQuota).toBe(50_000n);
    expect(s.user.quota).toBe(before.quota);
  });

  it('a stream cut by the upstream is billed for what was delivered, once', async () => {
    const u = await createUser(t, { username: 'cut', quota: 1_000_000_000 });
    const token = await createToken(t, u.id, { remainQuota: 100_000, unlimited: false });
    const before = await t.server.app.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    const res = await chat(token.sk, 'cut-model', { stream: true });
    const text = await res.text();
    expect(text).toContain('alpha');
    expect(text).toContain('gamma');
    expect(text).toContain('upstream stream interrupted');
    await settled(t);
    const s = await totals(u.id, token.id);
    expect(s.pending).toBe(0);
    expect(s.logCount).toBe(1);
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId: token.id } });
    expect(log.completionTokens).toBeGreaterThanOrEqual(3);
    expect(log.quota).toBe(BigInt(Math.round((log.promptTokens + log.completionTokens) * 10)));
    expect(s.token.usedQuota).toBe(s.logSum);
    expect(before.quota - s.user.quota).toBe(s.logSum);
  });

  it('a client that disconnects mid-stream aborts the upstream and is billed for what was delivered', async () => {
    const u = await createUser(t, { username: 'leaver', quota: 1_000_000_000 });
    const token = await createToken(t, u.id, { remainQuota: 1_000_000, unlimited: false });
    const controller = new AbortController();
    const res = await fetch(`${t.url}/v1/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: { authorization: `Bearer ${token.sk}`, 'content-type': 'application/json' },
      // The mock echoes the prompt one word per chunk, 50 ms apart: about 10 s in all.
      body: JSON.stringify({ model: 'slow-model', stream: true, messages: [{ role: 'user', content: LONG_PROMPT }] }),
    });
    const reader = res.body!.getReader();
    let received = '';
    while (received.split('data:').length < 6) received += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await new Promise((r) => setTimeout(r, 300));
    await settled(t);
    const s = await totals(u.id, token.id);
    expect(s.pending).toBe(0);
    expect(s.logCount).toBe(1);
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId: token.id } });
    expect(log.completionTokens).toBeGreaterThan(0);
    expect(log.completionTokens).toBeLessThan(150);
    expect(s.token.usedQuota).toBe(s.logSum);
    // The upstream saw the abort: it did not finish sending 200 chunks.
    expect(slow.requests.at(-1)!.json).toMatchObject({ model: 'gpt-4o-mini' });
  });
});
