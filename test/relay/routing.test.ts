import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { ROLE_ADMIN, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { createChannel, createToken, settled } from '../helpers/relay-fixtures';

let t: TestServer;
let good: MockServer;
let bad: MockServer;
let userId: number;

beforeAll(async () => {
  good = await startOpenAIMock();
  bad = await startOpenAIMock();
  t = await startTestServer();
  await setupRoot(t);
  userId = (await createUser(t, { username: 'router', quota: 100_000_000 })).id;
});
afterAll(async () => {
  await t?.close();
  await good?.close();
  await bad?.close();
});

const chat = (key: string, model: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ model, messages: [{ role: 'user', content: 'route me' }] }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

async function setOption(key: string, value: string) {
  await t.server.app.options.set(key, value);
}

describe('routing', () => {
  it('uses the highest priority tier; weights share traffic inside a tier', async () => {
    const model = 'gpt-4o';
    const low = await createChannel(t, { name: 'low', baseUrl: bad.url, models: [model], priority: 0 });
    const hiA = await createChannel(t, { name: 'hiA', baseUrl: good.url, models: [model], priority: 10, weight: 90 });
    const hiB = await createChannel(t, { name: 'hiB', baseUrl: good.url, models: [model], priority: 10, weight: 0 });
    const token = await createToken(t, userId);
    const n = 60;
    for (let i = 0; i < n; i++) expect((await chat(token.sk, model)).status).toBe(200);
    await settled(t);
    const counts = await t.server.app.prisma.log.groupBy({ by: ['channelId'], where: { tokenId: token.id }, _count: true });
    const by = Object.fromEntries(counts.map((c) => [c.channelId, c._count]));
    expect(by[low.id]).toBeUndefined();
    // weight+10: 100 vs 10 → about 91% to hiA
    expect(by[hiA.id]).toBeGreaterThan(by[hiB.id] ?? 0);
    expect((by[hiA.id] ?? 0) + (by[hiB.id] ?? 0)).toBe(n);
  });

  it('retries a failing channel on the next tier, then logs both channels tried', async () => {
    const model = 'retry-model';
    await setOption('ModelRatio', JSON.stringify({ ...t.server.app.options.json('ModelRatio', {}), [model]: 1 }));
    const failing = await createChannel(t, { name: 'failing', baseUrl: bad.url, models: [model], priority: 5, modelMapping: { [model]: 'mock-error-502' } });
    const backup = await createChannel(t, { name: 'backup', baseUrl: good.url, models: [model], priority: 1, modelMapping: { [model]: 'gpt-4o-mini' } });
    const token = await createToken(t, userId);
    await setOption('RetryTimes', '0');
    const noRetry = await chat(token.sk, model);
    expect(noRetry.status).toBe(502);
    await setOption('RetryTimes', '2');
    const r = await chat(token.sk, model);
    expect(r.status).toBe(200);
    await settled(t);
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId: token.id, type: 2 } });
    expect(log.channelId).toBe(backup.id);
    expect(JSON.parse(log.other).admin_info.use_channel).toEqual([String(failing.id), String(backup.id)]);
    await setOption('RetryTimes', '0');
  });

  it('does not retry 400s on OpenAI channels and maps status codes per channel', async () => {
    const model = 'mapped-status';
    await setOption('ModelRatio', JSON.stringify({ ...t.server.app.options.json('ModelRatio', {}), [model]: 1 }));
    await createChannel(t, { baseUrl: bad.url, models: [model], modelMapping: { [model]: 'mock-error-429' }, statusCodeMapping: { '429': '503' } });
    const token = await createToken(t, userId);
    const r = await chat(token.sk, model);
    expect(r.status).toBe(503);
    expect(r.body.error).toBeDefined();
  });

  it('auto-disables a channel after the configured number of fatal failures, and routing stops using it', async () => {
    const model = 'fragile-model';
    await setOption('ModelRatio', JSON.stringify({ ...t.server.app.options.json('ModelRatio', {}), [model]: 1 }));
    await setOption('AutomaticDisableChannelEnabled', 'true');
    await setOption('ChannelFailureThreshold', '2');
    const ch = await createChannel(t, { name: 'fragile', baseUrl: bad.url, models: [model], modelMapping: { [model]: 'mock-error-401' } });
    const token = await createToken(t, userId);
    expect((await chat(token.sk, model)).status).toBe(401);
    await settled(t);
    expect((await t.server.app.prisma.channel.findUniqueOrThrow({ where: { id: ch.id } })).status).toBe(1);
    expect((await chat(token.sk, model)).status).toBe(401);
    await settled(t);
    const after = await t.server.app.prisma.channel.findUniqueOrThrow({ where: { id: ch.id } });
    expect(after.status).toBe(3);
    expect(JSON.parse(after.otherInfo).status_reason).toBeTruthy();
    const third = await chat(token.sk, model);
    expect(third.status).toBe(503);
    await setOption('AutomaticDisableChannelEnabled', 'false');
  });

  it('auto group tries AutoGroups in order and bills the group that served', async () => {
    await setOption('UserUsableGroups', JSON.stringify({ default: '默认分组', vip: 'vip分组', auto: '自动' }));
    await setOption('AutoGroups', JSON.stringify(['vip', 'default']));
    await setOption('GroupRatio', JSON.stringify({ default: 1, vip: 2, svip: 1 }));
    const model = 'auto-model';
    await setOption('ModelRatio', JSON.stringify({ ...t.server.app.options.json('ModelRatio', {}), [model]: 1 }));
    await createChannel(t, { baseUrl: good.url, models: [model], group: 'default', modelMapping: { [model]: 'gpt-4o-mini' } });
    const token = await createToken(t, userId, { group: 'auto' });
    expect((await chat(token.sk, model)).status).toBe(200);
    await settled(t);
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId: token.id } });
    expect(log.group).toBe('default');
    await createChannel(t, { baseUrl: good.url, models: [model], group: 'vip', modelMapping: { [model]: 'gpt-4o-mini' } });
    expect((await chat(token.sk, model)).status).toBe(200);
    await settled(t);
    const second = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId: token.id }, orderBy: { id: 'desc' } });
    expect(second.group).toBe('vip');
    expect(JSON.parse(second.other).group_ratio).toBe(2);
  });

  it('refuses prompts with a sensitive word (500 sensitive_words_detected), following option changes', async () => {
    const model = 'gpt-4o-mini';
    await createChannel(t, { name: 'words', baseUrl: good.url, models: [model] });
    const token = await createToken(t, userId);
    const ask = (content: string) =>
      fetch(`${t.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.sk}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model, messages: [{ role: 'user', content }] }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    await setOption('CheckSensitiveEnabled', 'true');
    await setOption('CheckSensitiveOnPromptEnabled', 'true');
    await setOption('SensitiveWords', 'test_sensitive');
    const hit = await ask('please say TEST_SENSITIVE aloud');
    expect(hit.status).toBe(500);
    expect(hit.body.error.message).toMatch(/^sensitive words detected \(request id: \w+\)$/);
    expect(hit.body.error.code).toBe('sensitive_words_detected');
    expect((await ask('nothing wrong here')).status).toBe(200);
    await setOption('SensitiveWords', 'alpha\n  Bravo  \n');
    expect((await ask('please say TEST_SENSITIVE aloud')).status).toBe(200);
    expect((await ask('a bravo here')).status).toBe(500);
    await setOption('CheckSensitiveOnPromptEnabled', 'false');
    expect((await ask('a bravo here')).status).toBe(200);
    await setOption('CheckSensitiveOnPromptEnabled', 'true');
    await setOption('SensitiveWords', 'test_sensitive');
  });

  it('only admins may pin a channel with sk-key-<id>', async () => {
    const ch = await createChannel(t, { baseUrl: good.url, models: ['gpt-4o-mini'] });
    const token = await createToken(t, userId);
    const r = await chat(`${token.sk}-${ch.id}`, 'gpt-4o-mini');
    expect(r.status).toBe(403);
    expect(r.body.error.message).toMatch(/^普通用户不支持指定渠道/);
    const admin = await createUser(t, { username: 'pinadmin', role: ROLE_ADMIN, quota: 10_000_000 });
    const adminToken = await createToken(t, admin.id);
    const ok = await chat(`${adminToken.sk}-${ch.id}`, 'gpt-4o-mini');
    expect(ok.status).toBe(200);
    await settled(t);
    expect((await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId: adminToken.id } })).channelId).toBe(ch.id);
  });
});

describe('beyond the original', () => {
  it('keeps a conversation on one channel when stickiness is on', async () => {
    const model = 'sticky-model';
    await setOption('ModelRatio', JSON.stringify({ ...t.server.app.options.json('ModelRatio', {}), [model]: 1 }));
    for (let i = 0; i < 3; i++) await createChannel(t, { name: `s${i}`, baseUrl: good.url, models: [model], modelMapping: { [model]: 'gpt-4o-mini' } });
    await setOption('ChannelStickinessEnabled', 'true');
    const token = await createToken(t, userId);
    for (let i = 0; i < 12; i++) expect((await chat(token.sk, model)).status).toBe(200);
    await settled(t);
    const used = await t.server.app.prisma.log.groupBy({ by: ['channelId'], where: { tokenId: token.id } });
    expect(used).toHaveLength(1);
    await setOption('ChannelStickinessEnabled', 'false');
  });

  it('re-tests auto-disabled channels in the background and re-enables recovered ones', async () => {
    const ch = await createChannel(t, { name: 'recovering', baseUrl: good.url, models: ['gpt-4o-mini'], status: 3 });
    await setOption('ChannelRetestIntervalSeconds', '1');
    let status = 3;
    for (let i = 0; i < 40 && status === 3; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await t.server.app.prisma.channel.findUniqueOrThrow({ where: { id: ch.id } })).status;
    }
    await setOption('ChannelRetestIntervalSeconds', '0');
    expect(status).toBe(1);
  });
});

describe('playground', () => {
  it('relays for the logged-in user with the chosen group, charging only the user', async () => {
    await createChannel(t, { baseUrl: good.url, models: ['gpt-4o-mini'] });
    const u = await createUser(t, { username: 'player', quota: 5_000_000 });
    const anon = await fetch(`${t.url}/pg/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x' }] }) });
    expect(anon.status).toBe(401);
    const res = await fetch(`${t.url}/pg/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: u.cookie, 'New-Api-User': String(u.id) },
      body: JSON.stringify({ model: 'gpt-4o-mini', group: 'default', stream: true, messages: [{ role: 'user', content: 'play' }] }),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('play');
    expect(text.trim().endsWith('data: [DONE]')).toBe(true);
    await settled(t);
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { userId: u.id } });
    expect(log.tokenName).toBe('playground-default');
    expect(log.tokenId).toBe(0);
    const user = await t.server.app.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(5_000_000n - user.quota).toBe(log.quota);
    const denied = await fetch(`${t.url}/pg/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: u.cookie, 'New-Api-User': String(u.id) },
      body: JSON.stringify({ model: 'gpt-4o-mini', group: 'secret', messages: [{ role: 'user', content: 'x' }] }),
    });
    expect(((await denied.json()) as any).error.message).toMatch(/^无权访问该分组/);
  });
});

describe('per-token limits', () => {
  it('refuses calls beyond the token requests-per-minute limit with 429', async () => {
    await createChannel(t, { baseUrl: good.url, models: ['gpt-4o-mini'] });
    const token = await createToken(t, userId);
    await t.server.app.prisma.token.update({ where: { id: token.id }, data: { rpmLimit: 3 } });
    t.server.app.events.invalidate('tokens', token.key);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await chat(token.sk, 'gpt-4o-mini')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const r = await chat(token.sk, 'gpt-4o-mini');
    expect(r.body.error.message).toMatch(/每分钟最多请求 3 次/);
  });

  it('refuses calls once the token used its tokens-per-minute budget', async () => {
    await createChannel(t, { baseUrl: good.url, models: ['gpt-4o-mini'] });
    const token = await createToken(t, userId);
    await t.server.app.prisma.token.update({ where: { id: token.id }, data: { tpmLimit: 5 } });
    t.server.app.events.invalidate('tokens', token.key);
    expect((await chat(token.sk, 'gpt-4o-mini')).status).toBe(200);
    await settled(t);
    const second = await chat(token.sk, 'gpt-4o-mini');
    expect(second.status).toBe(429);
    expect(second.body.error.message).toMatch(/每分钟最多 5 个 Token/);
  });
});
