import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { createChannel, createToken, settled } from '../helpers/relay-fixtures';

let t: TestServer;
let mock: MockServer;
let userId: number;

beforeAll(async () => {
  mock = await startOpenAIMock();
  t = await startTestServer();
  await setupRoot(t);
  const u = await createUser(t, { username: 'relayuser', quota: 10_000_000 });
  userId = u.id;
  await createChannel(t, { baseUrl: mock.url, models: ['gpt-4o-mini', 'gpt-4o', 'text-embedding-3-small', 'dall-e-3', 'tts-1', 'mapped-model'], modelMapping: { 'mapped-model': 'gpt-4o-mini' } });
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

const client = (key: string) => new OpenAI({ apiKey: key, baseURL: `${t.url}/v1`, maxRetries: 0 });
const userRow = () => t.server.app.prisma.user.findUniqueOrThrow({ where: { id: userId } });

describe('OpenAI-style relay through the official SDK', () => {
  it('answers chat completions and bills exactly from the upstream usage', async () => {
    const token = await createToken(t, userId, { remainQuota: 1_000_000 });
    const before = await userRow();
    const res = await client(token.sk).chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello there' }] });
    expect(res.choices[0].message.content).toContain('Hello there');
    const usage = res.usage!;
    expect(usage.prompt_tokens).toBeGreaterThan(0);
    await settled(t);
    // gpt-4o-mini: ratio 0.075, completion ratio 4, group 1
    const expected = Math.max(1, Math.round((usage.prompt_tokens + usage.completion_tokens * 4) * 0.075));
    const after = await userRow();
    expect(before.quota - after.quota).toBe(BigInt(expected));
    expect(after.usedQuota - before.usedQuota).toBe(BigInt(expected));
    expect(after.requestCount - before.requestCount).toBe(1);
    const tok = await t.server.app.prisma.token.findUniqueOrThrow({ where: { id: token.id } });
    expect(tok.usedQuota).toBe(BigInt(expected));
    expect(tok.remainQuota).toBe(BigInt(1_000_000 - expected));
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId: token.id } });
    expect(log.type).toBe(2);
    expect(log.quota).toBe(BigInt(expected));
    expect(log.modelName).toBe('gpt-4o-mini');
    expect(log.promptTokens).toBe(usage.prompt_tokens);
    expect(log.completionTokens).toBe(usage.completion_tokens);
    expect(log.content).toBe('模型倍率 0.07，补全倍率 4.00，分组倍率 1.00');
    const other = JSON.parse(log.other);
    expect(other.model_ratio).toBe(0.075);
    expect(other.admin_info.use_channel).toHaveLength(1);
    expect(typeof other.frt).toBe('number');
  });

  it('streams chunks and bills the usage of the stream', async () => {
    const token = await createToken(t, userId);
    const stream = await client(token.sk).chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'stream please' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let usage: OpenAI.CompletionUsage | undefined;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? '';
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text).toContain('stream please');
    expect(usage).toBeDefined();
    await settled(t);
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId: token.id } });
    expect(log.isStream).toBe(true);
    expect(log.completionTokens).toBe(usage!.completion_tokens);
  });

  it('hides the forced usage chunk from clients that did not ask for it', async () => {
    const token = await createToken(t, userId);
    const res = await fetch(`${t.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.sk}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(Number(res.headers.get('x-tollgate-overhead-ms'))).toBeGreaterThanOrEqual(0);
    const body = await res.text();
    expect(body.trim().endsWith('data: [DONE]')).toBe(true);
    expect(body).not.toMatch(/"usage":\{"prompt_tokens"/);
    const forwarded = mock.requests.at(-1)!;
    expect((forwarded.json as { stream_options?: { include_usage?: boolean } }).stream_options?.include_usage).toBe(true);
    await settled(t);
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId: token.id } });
    expect(log.completionTokens).toBeGreaterThan(0);
  });

  it('embeddings, images (per-call price) and speech', async () => {
    const token = await createToken(t, userId);
    const emb = await client(token.sk).embeddings.create({ model: 'text-embedding-3-small', input: 'abc def' });
    expect(emb.data[0].embedding.length).toBeGreaterThan(0);
    const img = await client(token.sk).images.generate({ model: 'dall-e-3', prompt: 'a cat', n: 1, size: '1024x1024' });
    expect(img.data?.length).toBe(1);
    const speech = await client(token.sk).audio.speech.create({ model: 'tts-1', voice: 'alloy', input: 'say this' });
    expect(Buffer.from(await speech.arrayBuffer()).toString()).toBe('MOCKAUDIO:say this');
    await settled(t);
    const imgLog = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId: token.id, modelName: 'dall-e-3' } });
    expect(imgLog.quota).toBe(20000n); // 0.04 USD × 500000
    expect(imgLog.content).toBe('模型价格 0.04，分组倍率 1.00');
  });

  it('maps models: billed and logged under the requested name, upstream gets the mapped one', async () => {
    const token = await createToken(t, userId);
    await t.server.app.options.set('ModelRatio', JSON.stringify({ ...t.server.app.options.json('ModelRatio', {}), 'mapped-model': 1 }));
    const res = await client(token.sk).chat.completions.create({ model: 'mapped-model', messages: [{ role: 'user', content: 'x' }] });
    expect(res.choices[0].message.content).toBeTruthy();
    expect((mock.requests.at(-1)!.json as { model: string }).model).toBe('gpt-4o-mini');
    await settled(t);
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId: token.id } });
    expect(log.modelName).toBe('mapped-model');
    const other = JSON.parse(log.other);
    expect(other.is_model_mapped).toBe(true);
    expect(other.upstream_model_name).toBe('gpt-4o-mini');
  });

  it('lists the models the token may use', async () => {
    const token = await createToken(t, userId);
    const list = await client(token.sk).models.list();
    const ids = list.data.map((m) => m.id);
    expect(ids).toContain('gpt-4o-mini');
    expect(ids).toContain('dall-e-3');
    const limited = await createToken(t, userId, { modelLimits: ['gpt-4o'] });
    const only = await client(limited.sk).models.list();
    expect(only.data.map((m) => m.id)).toEqual(['gpt-4o']);
  });
});

describe('token checks', () => {
  const call = (key: string, model = 'gpt-4o-mini') =>
    fetch(`${t.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model, messages: [{ role: 'user', content: 'hi' }] }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error: { message: string; type: string } } }));

  it('refuses missing, unknown, disabled, expired, exhausted and limited tokens with the original messages', async () => {
    const none = await fetch(`${t.url}/v1/chat/completions`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { message: string } }).error.message).toMatch(/^未提供令牌 \(request id: \w+\)$/);
    const unknown = await call('sk-doesnotexist');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toMatch(/^无效的令牌/);
    expect(unknown.body.error.type).toBe('new_api_error');

    const expired = await createToken(t, userId, { expiredTime: Math.floor(Date.now() / 1000) - 10 });
    expect((await call(expired.sk)).body.error.message).toMatch(/^该令牌已过期/);
    await settled(t);
    expect((await t.server.app.prisma.token.findUniqueOrThrow({ where: { id: expired.id } })).status).toBe(3);

    const empty = await createToken(t, userId, { remainQuota: 0, unlimited: false });
    const r = await call(empty.sk);
    expect(r.status).toBe(401);
    expect(r.body.error.message).toContain('该令牌额度已用尽');

    const limited = await createToken(t, userId, { modelLimits: ['gpt-4o'] });
    const denied = await call(limited.sk, 'gpt-4o-mini');
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toMatch(/^该令牌无权访问模型 gpt-4o-mini/);

    const ip = await createToken(t, userId, { allowIps: '10.1.2.3' });
    expect((await call(ip.sk)).body.error.message).toMatch(/^您的 IP 不在令牌允许访问的列表中/);

    const noChannel = await call((await createToken(t, userId)).sk, 'no-such-model');
    expect(noChannel.status).toBe(503);
    expect(noChannel.body.error.message).toMatch(/^当前分组 default 下对于模型 no-such-model 无可用渠道/);
  });

  it('refuses unpriced models outside self-use mode', async () => {
    await createChannel(t, { baseUrl: mock.url, models: ['gpt-4.1'] });
    const token = await createToken(t, userId);
    const r = await call(token.sk, 'gpt-4.1');
    expect(r.status).toBe(500);
    expect(r.body.error.message).toContain('模型 gpt-4.1 倍率或价格未配置');
  });

  it('a banned owner is refused at once', async () => {
    const u = await createUser(t, { username: 'tobanned', quota: 1000000 });
    const token = await createToken(t, u.id);
    expect((await call(token.sk)).status).toBe(200);
    await t.server.app.prisma.user.update({ where: { id: u.id }, data: { status: 2 } });
    t.server.app.events.invalidate('users', u.id);
    const r = await call(token.sk);
    expect(r.status).toBe(403);
    expect(r.body.error.message).toMatch(/^用户已被封禁/);
  });
});

describe('operations', () => {
  it('exposes Prometheus metrics for routes, relay latency, quota and caches', async () => {
    const token = await createToken(t, userId);
    await client(token.sk).chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'metrics' }] });
    await settled(t);
    const text = await (await fetch(`${t.url}/metrics`)).text();
    expect(text).toMatch(/tollgate_http_requests_total\{method="POST",route="\/v1\/chat\/completions",status="200"\} \d+/);
    expect(text).toMatch(/tollgate_relay_duration_seconds_bucket\{channel="\d+",model="gpt-4o-mini",le="0.5"\} \d+/);
    expect(text).toMatch(/tollgate_quota_charged_total\{model="gpt-4o-mini"\} [1-9]\d*/);
    expect(text).toMatch(/tollgate_cache_lookups_total\{cache="token",result="hit"\} \d+/);
    expect(text).toMatch(/tollgate_upstream_pool_connected \d+/);
  });
});
