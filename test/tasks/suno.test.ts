import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSunoMock, type SunoMock } from '../../tools/mock-upstream/suno';
import { createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { createChannel, createToken, settled } from '../helpers/relay-fixtures';
import { pollTasks } from '../../server/relay/tasks/poller';

// Suno relay: submit music/lyrics → billed job row in tasks → fetch → poller → SUCCESS or refund.

let t: TestServer;
let suno: SunoMock;
const PRICE_MUSIC = 50_000; // suno_music 0.1 USD × 500000
const PRICE_LYRICS = 5_000; // suno_lyrics 0.01 USD

beforeAll(async () => {
  suno = await startSunoMock();
  t = await startTestServer();
  await setupRoot(t);
  await createChannel(t, { type: 36, key: 'suno-upstream-key', baseUrl: suno.url, models: ['suno_music', 'suno_lyrics'] });
});
afterAll(async () => {
  await t?.close();
  await suno?.close();
});

const post = (key: string, path: string, body: unknown) =>
  fetch(`${t.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const get = (key: string, path: string) => fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${key}` } });

async function balances(userId: number, tokenId: number) {
  const p = t.server.app.prisma;
  const u = await p.user.findUniqueOrThrow({ where: { id: userId } });
  const k = await p.token.findUniqueOrThrow({ where: { id: tokenId } });
  return { quota: Number(u.quota), used: Number(u.usedQuota), remain: Number(k.remainQuota), tokenUsed: Number(k.usedQuota) };
}

describe('suno relay', () => {
  it('music: billed submit, fetch by id and by ids, poll to SUCCESS', async () => {
    const u = await createUser(t, { username: 'sunouser', quota: 1_000_000 });
    const tok = await createToken(t, u.id, { remainQuota: 300_000 });
    const res = await post(tok.sk, '/suno/submit/music', { prompt: 'a song about tests', tags: 'pop' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: string; data: string };
    expect(body.code).toBe('success');
    await settled(t);

    const upstream = suno.requests.find((r) => r.path.startsWith('/suno/submit/'))!;
    expect(upstream.path).toBe('/suno/submit/MUSIC');
    expect(upstream.headers.authorization).toBe('Bearer suno-upstream-key');
    expect(upstream.json).toEqual({ prompt: 'a song about tests', tags: 'pop', mv: 'chirp-v3-0' });

    const row = await t.server.app.prisma.task.findFirstOrThrow({ where: { taskId: body.data } });
    expect(row).toMatchObject({ platform: 'suno', action: 'MUSIC', userId: u.id, status: 'NOT_START', progress: '0%', quota: BigInt(PRICE_MUSIC), tokenId: tok.id });
    expect(JSON.parse(row.properties)).toEqual({ input: 'a song about tests' });
    expect(await balances(u.id, tok.id)).toEqual({ quota: 1_000_000 - PRICE_MUSIC, used: PRICE_MUSIC, remain: 300_000 - PRICE_MUSIC, tokenUsed: PRICE_MUSIC });
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { userId: u.id, type: 2 } });
    expect(log).toMatchObject({ modelName: 'suno_music', quota: BigInt(PRICE_MUSIC), content: '模型固定价格 0.10，分组倍率 1.00，操作 MUSIC' });
    expect(JSON.parse(log.other)).toEqual({ model_price: 0.1, group_ratio: 1, user_group_ratio: -1 });

    const one = await get(tok.sk, `/suno/fetch/${body.data}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ code: 'success', message: '', data: { task_id: body.data, action: 'MUSIC', status: 'NOT_START', progress: '0%', data: null } });

    await pollTasks(t.server.relay);
    await pollTasks(t.server.relay);
    expect(await t.server.app.prisma.task.findFirstOrThrow({ where: { taskId: body.data } })).toMatchObject({ status: 'IN_PROGRESS', progress: '50%' });
    await pollTasks(t.server.relay);
    const done = await t.server.app.prisma.task.findFirstOrThrow({ where: { taskId: body.data } });
    expect(done).toMatchObject({ status: 'SUCCESS', progress: '100%' });
    expect(done.finishTime).toBeGreaterThan(0n);

    const many = await post(tok.sk, '/suno/fetch', { ids: [body.data, 'unknown'] });
    const manyBody = (await many.json()) as { code: string; data: Array<{ task_id: string; status: string; data: Array<{ audio_url: string }> }> };
    expect(manyBody.code).toBe('success');
    expect(manyBody.data).toHaveLength(1);
    expect(manyBody.data[0]).toMatchObject({ task_id: body.data, status: 'SUCCESS' });
    expect(manyBody.data[0].data[0].audio_url).toBe(`${suno.url}/audio/${body.data}.mp3`);
    // Finished jobs are not asked about again.
    const asked = suno.requests.filter((r) => r.path === '/suno/fetch').length;
    await pollTasks(t.server.relay);
    expect(suno.requests.filter((r) => r.path === '/suno/fetch').length).toBe(asked);
  });

  it('lyrics cost suno_lyrics; a failed job is refunded to user and token', async () => {
    const u = await createUser(t, { username: 'sunofail', quota: 1_000_000 });
    const tok = await createToken(t, u.id, { remainQuota: 300_000 });
    const lyr = await post(tok.sk, '/suno/submit/lyrics', { prompt: 'rain' });
    expect(lyr.status).toBe(200);
    await settled(t);
    const before = await balances(u.id, tok.id);
    expect(before.quota).toBe(1_000_000 - PRICE_LYRICS);

    const res = await post(tok.sk, '/suno/submit/music', { prompt: 'mock-fail tune' });
    const { data: id } = (await res.json()) as { data: string };
    await settled(t);
    expect((await balances(u.id, tok.id)).quota).toBe(before.quota - PRICE_MUSIC);
    for (let i = 0; i < 4; i++) await pollTasks(t.server.relay);
    expect(await t.server.app.prisma.task.findFirstOrThrow({ where: { taskId: id } })).toMatchObject({ status: 'FAILURE', progress: '100%', failReason: 'mock failure' });
    expect(await balances(u.id, tok.id)).toEqual(before);
    const sys = await t.server.app.prisma.log.findMany({ where: { userId: u.id, type: 4 } });
    expect(sys.map((l) => l.content)).toEqual([`异步任务执行失败 ${id}，补偿 ＄0.100000 额度`]);
  });

  it('error shapes {code, message, data}; nothing charged on failure', async () => {
    const u = await createUser(t, { username: 'sunoerr', quota: 1_000_000 });
    const tok = await createToken(t, u.id, { remainQuota: 300_000 });
    const before = await balances(u.id, tok.id);

    const noPrompt = await post(tok.sk, '/suno/submit/lyrics', {});
    expect(noPrompt.status).toBe(400);
    expect(await noPrompt.json()).toEqual({ code: 'invalid_request', message: 'prompt_empty', data: null });

    const rejected = await post(tok.sk, '/suno/submit/music', { prompt: 'mock-submit-error' });
    expect(rejected.status).toBe(500);
    expect(await rejected.json()).toEqual({ code: 'error', message: 'mock submit error', data: null });

    const broken = await post(tok.sk, '/suno/submit/music', { prompt: 'mock-http-500' });
    expect(broken.status).toBe(500);
    expect(((await broken.json()) as { code: string }).code).toBe('fail_to_fetch_task');

    const missing = await get(tok.sk, '/suno/fetch/nope');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ code: 'task_not_exist', message: 'task_not_exist', data: null });

    await settled(t);
    expect(await balances(u.id, tok.id)).toEqual(before);
    expect(await t.server.app.prisma.task.count({ where: { userId: u.id } })).toBe(0);

    const poor = await createUser(t, { username: 'sunopoor', quota: 100 });
    const poorTok = await createToken(t, poor.id);
    const broke = await post(poorTok.sk, '/suno/submit/music', { prompt: 'x' });
    expect(broke.status).toBe(403);
    expect(await broke.json()).toEqual({ code: 'quota_not_enough', message: 'user quota is not enough', data: null });

    const noKey = await fetch(`${t.url}/suno/fetch/x`);
    expect(noKey.status).toBe(401);
    expect(((await noKey.json()) as { error: { type: string } }).error.type).toBe('new_api_error');
  });
});
