import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_PNG, startMidjourneyMock, type MidjourneyMock } from '../../tools/mock-upstream/midjourney';
import { createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { createChannel, createToken, settled } from '../helpers/relay-fixtures';
import { pollTasks } from '../../server/relay/tasks/poller';

// Midjourney-proxy relay: submit → billed job row → fetch → poller → SUCCESS or refunded FAILURE.

let t: TestServer;
let mj: MidjourneyMock;
const PRICE_IMAGINE = 50_000; // mj_imagine 0.1 USD × 500000 × group ratio 1
const PRICE_UPSCALE = 25_000; // mj_upscale 0.05 USD

beforeAll(async () => {
  mj = await startMidjourneyMock();
  t = await startTestServer();
  await setupRoot(t);
  await t.server.app.options.set('ServerAddress', t.url);
  await createChannel(t, { type: 5, key: 'mj-upstream-secret', baseUrl: mj.url, models: ['mj_imagine', 'mj_upscale', 'mj_describe', 'swap_face'] });
});
afterAll(async () => {
  await t?.close();
  await mj?.close();
});

const submit = (key: string, body: Record<string, unknown>, path = '/mj/submit/imagine') =>
  fetch(`${t.url}${path}`, { method: 'POST', headers: { 'mj-api-secret': key, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const get = (key: string, path: string) => fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${key}` } });

async function balances(userId: number, tokenId: number) {
  const p = t.server.app.prisma;
  const u = await p.user.findUniqueOrThrow({ where: { id: userId } });
  const k = await p.token.findUniqueOrThrow({ where: { id: tokenId } });
  return { quota: Number(u.quota), used: Number(u.usedQuota), remain: Number(k.remainQuota), tokenUsed: Number(k.usedQuota) };
}

async function pollUntilDone(mjId: string) {
  for (let i = 0; i < 5; i++) {
    await pollTasks(t.server.relay);
    const row = await t.server.app.prisma.midjourney.findFirstOrThrow({ where: { mjId } });
    if (row.progress === '100%') return row;
  }
  throw new Error('job never finished');
}

describe('midjourney relay', () => {
  it('imagine: job row with mj_id, billed exactly the price, fetch, poll to SUCCESS, image proxy', async () => {
    const u = await createUser(t, { username: 'mjuser', quota: 1_000_000 });
    const tok = await createToken(t, u.id, { remainQuota: 400_000 });
    const res = await submit(tok.sk, { prompt: 'a cat', notifyHook: 'http://evil.example/hook' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; result: string };
    expect(body.code).toBe(1);
    expect(body.result).toMatch(/^\d+$/);
    await settled(t);

    const upstream = mj.requests.find((r) => r.path === '/mj/submit/imagine')!;
    expect(upstream.headers['mj-api-secret']).toBe('mj-upstream-secret');
    expect(upstream.json).toEqual({ prompt: 'a cat' }); // notifyHook stripped (MjNotifyEnabled off)

    const row = await t.server.app.prisma.midjourney.findFirstOrThrow({ where: { mjId: body.result } });
    expect(row).toMatchObject({ userId: u.id, action: 'IMAGINE', prompt: 'a cat', code: 1, progress: '0%', quota: BigInt(PRICE_IMAGINE), tokenId: tok.id });
    expect(await balances(u.id, tok.id)).toEqual({ quota: 1_000_000 - PRICE_IMAGINE, used: PRICE_IMAGINE, remain: 400_000 - PRICE_IMAGINE, tokenUsed: PRICE_IMAGINE });
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { userId: u.id, type: 2 } });
    expect(log).toMatchObject({ modelName: 'mj_imagine', quota: BigInt(PRICE_IMAGINE), tokenId: tok.id, group: 'default' });
    expect(log.content).toBe(`模型固定价格 0.10，分组倍率 1.00，操作 IMAGINE，ID ${body.result}`);
    expect(JSON.parse(log.other)).toEqual({ model_price: 0.1, group_ratio: 1, user_group_ratio: -1 });

    const fetched = await get(tok.sk, `/mj/task/${body.result}/fetch`);
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toMatchObject({ id: body.result, action: 'IMAGINE', prompt: 'a cat', progress: '0%', status: '' });

    await pollTasks(t.server.relay);
    expect(await t.server.app.prisma.midjourney.findFirstOrThrow({ where: { mjId: body.result } })).toMatchObject({ status: 'NOT_START', progress: '0%' });
    await pollTasks(t.server.relay);
    expect(await t.server.app.prisma.midjourney.findFirstOrThrow({ where: { mjId: body.result } })).toMatchObject({ status: 'IN_PROGRESS', progress: '50%' });
    const done = await pollUntilDone(body.result);
    expect(done).toMatchObject({ status: 'SUCCESS', progress: '100%', failReason: '' });
    expect(done.imageUrl).toBe(`${mj.url}/images/${body.result}.png`);
    expect(JSON.parse(done.buttons)[0].label).toBe('U1');

    const list = await fetch(`${t.url}/mj/task/list-by-condition`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tok.sk}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [body.result, 'nope'] }),
    });
    const items = (await list.json()) as Array<{ id: string; status: string; imageUrl: string; progress: string }>;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: body.result, status: 'SUCCESS', progress: '100%', imageUrl: `${t.url}/mj/image/${body.result}` });

    // The public image proxy streams the upstream bytes, no key needed.
    const img = await fetch(items[0].imageUrl);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(MOCK_PNG)).toBe(true);

    // An upscale of the finished job runs on its channel at the mj_upscale price.
    const up = await submit(tok.sk, { action: 'UPSCALE', index: 1, taskId: body.result }, '/mj/submit/change');
    expect(up.status).toBe(200);
    const upBody = (await up.json()) as { code: number; result: string };
    expect(upBody.code).toBe(1);
    await settled(t);
    const upRow = await t.server.app.prisma.midjourney.findFirstOrThrow({ where: { mjId: upBody.result } });
    expect(upRow).toMatchObject({ action: 'UPSCALE', prompt: 'a cat', quota: BigInt(PRICE_UPSCALE) });
    expect((await balances(u.id, tok.id)).quota).toBe(1_000_000 - PRICE_IMAGINE - PRICE_UPSCALE);
  });

  it('a job that ends in FAILURE is refunded to user and token, once, with a system log', async () => {
    const u = await createUser(t, { username: 'mjfail', quota: 500_000 });
    const tok = await createToken(t, u.id, { remainQuota: 200_000 });
    const before = await balances(u.id, tok.id);
    const res = await submit(tok.sk, { prompt: 'mock-fail please' });
    const { result } = (await res.json()) as { result: string };
    await settled(t);
    expect(await balances(u.id, tok.id)).toEqual({ quota: before.quota - PRICE_IMAGINE, used: PRICE_IMAGINE, remain: before.remain - PRICE_IMAGINE, tokenUsed: PRICE_IMAGINE });

    const row = await pollUntilDone(result);
    expect(row).toMatchObject({ status: 'FAILURE', progress: '100%', failReason: 'mock failure (banned result)' });
    await pollTasks(t.server.relay);
    expect(await balances(u.id, tok.id)).toEqual(before);
    const p = t.server.app.prisma;
    const sys = await p.log.findMany({ where: { userId: u.id, type: 4 } });
    expect(sys).toHaveLength(1);
    expect(sys[0].content).toBe(`构图失败 ${result}，补偿 ＄0.100000 额度`);
    const consumed = await p.log.aggregate({ where: { userId: u.id, type: 2 }, _sum: { quota: true } });
    expect(Number(consumed._sum.quota)).toBe(PRICE_IMAGINE);
  });

  it('/{mode}/mj/… forms drop the mode prefix upstream', async () => {
    const u = await createUser(t, { username: 'mjmode', quota: 1_000_000 });
    const tok = await createToken(t, u.id);
    const res = await submit(tok.sk, { prompt: 'fast dog' }, '/mj-fast/mj/submit/imagine');
    expect(res.status).toBe(200);
    expect(mj.requests.filter((r) => r.json && (r.json as { prompt?: string }).prompt === 'fast dog').map((r) => r.path)).toEqual(['/mj/submit/imagine']);
    const { result } = (await res.json()) as { result: string };
    const fetched = await get(tok.sk, `/mj-fast/mj/task/${result}/fetch`);
    expect(((await fetched.json()) as { id: string }).id).toBe(result);
  });

  it('error shapes: token stage OpenAI, MJ 400/429, codes 24/21/22 pass through', async () => {
    const noKey = await fetch(`${t.url}/mj/submit/imagine`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"prompt":"x"}' });
    expect(noKey.status).toBe(401);
    const e = (await noKey.json()) as { error: { message: string; type: string } };
    expect(e.error.type).toBe('new_api_error');
    expect(e.error.message).toMatch(/^未提供令牌 \(request id: /);

    const poor = await createUser(t, { username: 'mjpoor', quota: 10 });
    const poorTok = await createToken(t, poor.id);
    const broke = await submit(poorTok.sk, { prompt: 'x' });
    expect(broke.status).toBe(400);
    expect(await broke.json()).toEqual({ description: 'quota_not_enough ', type: 'upstream_error', code: 4 });

    const u = await createUser(t, { username: 'mjerr', quota: 1_000_000 });
    const tok = await createToken(t, u.id, { remainQuota: 400_000 });
    const before = await balances(u.id, tok.id);

    const noPrompt = await submit(tok.sk, {});
    expect(noPrompt.status).toBe(400);
    expect(await noPrompt.json()).toEqual({ description: 'prompt_is_required ', type: 'upstream_error', code: 4 });

    const busy = await submit(tok.sk, { prompt: 'mock-code-30' });
    expect(busy.status).toBe(429);
    const busyBody = (await busy.json()) as { description: string; code: number; type: string };
    expect(busyBody).toMatchObject({ code: 30, type: 'upstream_error' });
    expect(busyBody.description).toContain('当前分组负载已饱和，请稍后再试，或升级账户以提升服务质量。');

    const banned = await submit(tok.sk, { prompt: 'mock-code-24' });
    expect(banned.status).toBe(200);
    expect(((await banned.json()) as { code: number }).code).toBe(24);
    await settled(t);
    expect(await balances(u.id, tok.id)).toEqual(before);
    const bannedRow = await t.server.app.prisma.midjourney.findFirstOrThrow({ where: { userId: u.id, code: 24 } });
    expect(bannedRow).toMatchObject({ failReason: '可能包含敏感词', quota: 0n });

    const queued = await submit(tok.sk, { prompt: 'mock-code-22' });
    expect(((await queued.json()) as { code: number }).code).toBe(1);
    const exists = await submit(tok.sk, { prompt: 'mock-code-21' });
    const existsBody = (await exists.json()) as { code: number; result: string };
    expect(existsBody.code).toBe(1);
    expect(await t.server.app.prisma.midjourney.findFirstOrThrow({ where: { mjId: existsBody.result } })).toMatchObject({ status: 'SUCCESS', progress: '100%', code: 1 });
    await settled(t);
    expect((await balances(u.id, tok.id)).quota).toBe(before.quota - 2 * PRICE_IMAGINE);

    const missing = await get(tok.sk, '/mj/task/123/fetch');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ description: 'task_no_found ', type: 'upstream_error', code: 4 });

    const noImage = await fetch(`${t.url}/mj/image/does-not-exist`);
    expect(noImage.status).toBe(400);
    expect(await noImage.json()).toEqual({ error: 'midjourney_task_not_found' });

    const unpriced = await submit(tok.sk, { prompt: 'x' }, '/mj/submit/blend');
    expect(unpriced.status).toBe(503);
    expect(((await unpriced.json()) as { error: { message: string } }).error.message).toContain('当前分组 default 下对于模型 mj_blend 无可用渠道');
  });

  it('code 3 (no instance) switches the channel off (status 2)', async () => {
    await t.server.app.options.set('AutomaticDisableChannelEnabled', 'true');
    const ch = await createChannel(t, { type: 2, key: 'k3', baseUrl: mj.url, models: ['mj_imagine'], group: 'vip' });
    const u = await createUser(t, { username: 'mjvip', quota: 1_000_000, group: 'vip' });
    const tok = await createToken(t, u.id);
    const res = await submit(tok.sk, { prompt: 'mock-code-3' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).toBe(3);
    await settled(t);
    const row = await t.server.app.prisma.channel.findUniqueOrThrow({ where: { id: ch.id } });
    expect(row.status).toBe(2);
    expect(await t.server.app.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({ quota: 1_000_000n });
    await t.server.app.options.set('AutomaticDisableChannelEnabled', 'false');
  });
});
