import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { createChannel, createToken, settled } from '../helpers/relay-fixtures';
import { metrics } from '../../server/lib/metrics';

// The hot relay routes are answered ahead of Fastify (server/relay/fast-path.ts): the same
// headers, error shapes and billing as the Fastify route they stand in for.

let t: TestServer;
let mock: MockServer;
let userId: number;
let sk: string;

beforeAll(async () => {
  mock = await startOpenAIMock();
  t = await startTestServer();
  await setupRoot(t);
  userId = (await createUser(t, { username: 'fastuser', quota: 10_000_000 })).id;
  await createChannel(t, { baseUrl: mock.url, models: ['gpt-4o-mini'] });
  sk = (await createToken(t, userId)).sk;
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(t.url + path, { method: 'POST', headers: { authorization: `Bearer ${sk}`, 'content-type': 'application/json', ...headers }, body });

const chat = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'fast path' }] });

describe('relay fast path', () => {
  it('answers with the request id, CORS and overhead headers, counts the request and bills it', async () => {
    const before = await t.server.app.prisma.log.count({ where: { userId } });
    const res = await post('/v1/chat/completions', chat);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('x-oneapi-request-id')).toMatch(/^\d{14}\d{9}[A-Za-z0-9]{8}$/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(Number(res.headers.get('x-tollgate-overhead-ms'))).toBeGreaterThanOrEqual(0);
    const body = (await res.json()) as { choices: Array<{ message: { content: string } }> };
    expect(body.choices[0].message.content).toContain('fast path');
    await settled(t);
    expect(await t.server.app.prisma.log.count({ where: { userId } })).toBe(before + 1);
    expect(metrics.render()).toMatch(/tollgate_http_requests_total\{method="POST",route="\/v1\/chat\/completions",status="200"\} \d+/);
  });

  it('gives a stream the same headers, written once with the status line', async () => {
    const res = await post('/v1/chat/completions', JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'fast stream' }] }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('x-oneapi-request-id')).toMatch(/^\d{14}\d{9}[A-Za-z0-9]{8}$/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(Number(res.headers.get('x-tollgate-overhead-ms'))).toBeGreaterThanOrEqual(0);
    const text = await res.text();
    expect(text).toContain('data: [DONE]');
  });

  it('takes a trailing slash and a query string like Fastify did', async () => {
    const res = await post('/v1/chat/completions/?trace=1', chat);
    expect(res.status).toBe(200);
  });

  it('refuses bodies that are not JSON objects with a 400 in the caller format', async () => {
    const bad = await post('/v1/chat/completions', '{"model": ');
    expect(bad.status).toBe(400);
    const e1 = (await bad.json()) as { error: { message: string; type: string; code: string } };
    expect(e1.error.message).toContain('Invalid request, 无效的请求, Body is not valid JSON');
    expect(e1.error.code).toBe('invalid_request');

    const empty = await post('/v1/chat/completions', '');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toContain('Body cannot be empty');

    const claude = await post('/v1/messages', 'nope', { 'x-api-key': sk });
    expect(claude.status).toBe(400);
    const e2 = (await claude.json()) as { type: string; error: { type: string; message: string } };
    expect(e2.type).toBe('error');
    expect(e2.error.message).toContain('Body is not valid JSON');

    const array = await post('/v1/chat/completions', '[1,2]');
    expect(array.status).toBe(400);
    expect(((await array.json()) as { error: { message: string } }).error.message).toContain('request body must be a JSON object');
  });

  it('refuses prototype poisoning as Fastify does', async () => {
    const res = await post('/v1/chat/completions', '{"model":"gpt-4o-mini","__proto__":{"admin":true},"messages":[{"role":"user","content":"x"}]}');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('forbidden prototype property');
  });

  it('leaves other content types to Fastify', async () => {
    const res = await post('/v1/chat/completions', 'hello', { 'content-type': 'text/plain' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('x-oneapi-request-id')).toBeTruthy();
  });
});
