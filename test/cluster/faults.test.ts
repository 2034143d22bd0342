import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { createTestDatabase, pgAdminUrl, testDbKind, type TestDatabase } from '../helpers/test-db';
import { startInstance, type Instance } from '../helpers/instance';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { ledgerState, seedRelay, type Seeded } from '../helpers/seed';

// Faults, each against a real process: the database goes away under load, Redis goes away,
// an instance is killed mid-stream, SIGTERM drains.

let mock: MockServer;
let slow: MockServer;
beforeAll(async () => {
  mock = await startOpenAIMock();
  slow = await startOpenAIMock({ delayMs: 40 });
});
afterAll(async () => {
  await mock?.close();
  await slow?.close();
});

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

const chat = (url: string, key: string, extra: Record<string, unknown> = {}, prompt = 'fault test') =>
  fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: prompt }], ...extra }),
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(testDbKind() !== 'postgres')('the database restarts under load', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let inst: Instance;
  let seeded: Seeded;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const admin = new URL(pgAdminUrl());
    proxy = await startTcpProxy(admin.hostname, Number(admin.port || 5432));
    const viaProxy = new URL(db.env.SQL_DSN);
    viaProxy.port = String(proxy.port);
    seeded = await seedRelay(db.env, { upstream: mock.url, models: ['gpt-4o-mini'] });
    inst = await startInstance({ SQL_DSN: viaProxy.toString(), INSTANCE_ID: 'db-fault' });
  }, 180_000);
  afterAll(async () => {
    await inst?.stop();
    await proxy?.close();
    await db?.drop();
  });

  it('fails cleanly while the database is away, recovers without a restart, loses no charge', { timeout: 180_000 }, async () => {
    const statuses: number[] = [];
    const bodies: string[] = [];
    let stop = false;
    const load = (async () => {
      while (!stop) {
        try {
          const r = await chat(inst.url, seeded.key);
          statuses.push(r.status);
          bodies.push(await r.text());
        } catch (err) {
          // A reset connection would mean the instance died: record it as a failure.
          statuses.push(-1);
          bodies.push(String(err));
        }
      }
    })();
    await sleep(400);
    proxy.cut();
    await sleep(1500);
    // A console call during the outage fails in its own envelope, without a stack trace.
    const api = await fetch(`${inst.url}/api/status`).catch((err) => {
      throw new Error(`instance gone: ${String(err)}\n${inst.output().slice(-3000)}`);
    });
    const apiBody = await api.text();
    expect(apiBody).not.toMatch(/at \w+ \(|prisma/i);
    proxy.restore();
    await sleep(1500);
    stop = true;
    await load;
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((x) => x === -1)).toEqual([]);
    expect(inst.proc.exitCode).toBeNull();
    for (let i = 0; i < statuses.length; i++) {
      if (statuses[i] !== 200) expect(JSON.parse(bodies[i]).error.message).toBeTruthy();
    }
    const after = await chat(inst.url, seeded.key);
    expect(after.status).toBe(200);
    // Every successful call is in the ledger once the retried settlements land.
    const ok = statuses.filter((s) => s === 200).length + 1;
    let state = await ledgerState(db.env, seeded);
    for (let i = 0; i < 50 && state.logCount < ok; i++) {
      await sleep(200);
      state = await ledgerState(db.env, seeded);
    }
    expect(state.logCount).toBe(ok);
    expect(state.token.usedQuota).toBe(state.logSum);
    expect(state.pending).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('Redis goes away', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let inst: Instance;
  let seeded: Seeded;

  beforeAll(async () => {
    db = await createTestDatabase();
    const redis = new URL(process.env.TEST_REDIS_URL!);
    proxy = await startTcpProxy(redis.hostname, Number(redis.port || 6379));
    seeded = await seedRelay(db.env, { upstream: mock.url, models: ['gpt-4o-mini'] });
    inst = await startInstance({ ...db.env, REDIS_CONN_STRING: `redis://127.0.0.1:${proxy.port}`, INSTANCE_ID: 'redis-fault' });
  }, 180_000);
  afterAll(async () => {
    await inst?.stop();
    await proxy?.close();
    await db?.drop();
  });

  it('keeps serving from local state and says so in logs and metrics', { timeout: 120_000 }, async () => {
    const metric = async () => /tollgate_redis_up (\d)/.exec(await (await fetch(`${inst.url}/metrics`)).text())?.[1];
    expect(await metric()).toBe('1');
    proxy.cut();
    await sleep(800);
    for (let i = 0; i < 5; i++) expect((await chat(inst.url, seeded.key)).status).toBe(200);
    expect(await metric()).toBe('0');
    expect(inst.output()).toMatch(/redis unavailable/);
    proxy.restore();
    let up = await metric();
    for (let i = 0; i < 40 && up !== '1'; i++) {
      await sleep(100);
      up = await metric();
    }
    expect(up).toBe('1');
  });
});

describe('an instance killed mid-stream', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.drop());

  it('refunds the pre-consumed quota at the next start: not lost, not charged twice', { timeout: 180_000 }, async () => {
    const seeded = await seedRelay(db.env, { upstream: slow.url, models: ['gpt-4o-mini'], remainQuota: 50_000, ratios: { 'gpt-4o-mini': 10 } });
    const env = { ...db.env, INSTANCE_ID: 'killed' };
    const first = await startInstance(env);
    const res = await chat(first.url, seeded.key, { stream: true, max_tokens: 100 }, words(100));
    const reader = res.body!.getReader();
    await reader.read();
    const during = await ledgerState(db.env, seeded);
    expect(during.pending).toBe(1);
    expect(during.token.remainQuota).toBeLessThan(50_000n);
    first.proc.kill('SIGKILL');
    await new Promise((r) => first.proc.once('exit', r));
    await reader.cancel().catch(() => {});
    const second = await startInstance(env);
    try {
      const after = await ledgerState(db.env, seeded);
      expect(after.pending).toBe(0);
      expect(after.token.remainQuota).toBe(50_000n);
      expect(after.token.usedQuota).toBe(0n);
      expect(after.user.quota).toBe(1_000_000_000n);
      expect(second.output()).toMatch(/refunded quota pre-consumed/);
    } finally {
      await second.stop();
    }
  });
});

describe('SIGTERM', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.drop());

  it('stops accepting, lets an open stream finish, settles it and exits 0', { timeout: 180_000 }, async () => {
    const seeded = await seedRelay(db.env, { upstream: slow.url, models: ['gpt-4o-mini'] });
    const inst = await startInstance({ ...db.env, INSTANCE_ID: 'drain' });
    const res = await chat(inst.url, seeded.key, { stream: true }, words(30));
    const textPromise = res.text();
    await sleep(200);
    const exit = inst.stop('SIGTERM');
    await sleep(100);
    await expect(fetch(`${inst.url}/healthz`)).rejects.toThrow();
    const text = await textPromise;
    expect(text.trim().endsWith('data: [DONE]')).toBe(true);
    expect(await exit).toBe(0);
    const state = await ledgerState(db.env, seeded);
    expect(state.logCount).toBe(1);
    expect(state.token.usedQuota).toBe(state.logSum);
  });
});
