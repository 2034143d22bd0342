import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { clearRateLimits, startInstance, type Instance } from '../helpers/instance';
import { ApiClient, ROOT_PASSWORD } from '../helpers/test-server';

// Two Tollgate processes on one PostgreSQL and one Redis behave as one gateway.

const redis = process.env.TEST_REDIS_URL;
const enabled = process.env.TEST_DB === 'postgres' && !!redis;

describe.skipIf(!enabled)('two instances on one PostgreSQL and Redis', () => {
  let db: TestDatabase;
  let mock: MockServer;
  let a: Instance;
  let b: Instance;
  let rootA: ApiClient;
  let rootB: ApiClient;
  let channelId: number;
  let key: string;

  beforeAll(async () => {
    await clearRateLimits(redis!);
    mock = await startOpenAIMock();
    db = await createTestDatabase('postgres');
    const env = { SQL_DSN: db.env.SQL_DSN, REDIS_CONN_STRING: redis!, SESSION_SECRET: 'shared-secret', CRYPTO_SECRET: 'shared-crypto', SYNC_FREQUENCY: '600' };
    a = await startInstance({ ...env, INSTANCE_ID: 'a' });
    b = await startInstance({ ...env, INSTANCE_ID: 'b' });
    rootA = new ApiClient(a.url);
    expect((await rootA.post('/api/setup', { username: 'root', password: ROOT_PASSWORD, confirmPassword: ROOT_PASSWORD })).body.success).toBe(true);
    await rootA.login('root', ROOT_PASSWORD);
    rootB = new ApiClient(b.url);
    await rootB.login('root', ROOT_PASSWORD);
    const created = await rootA.post('/api/channel/', { mode: 'single', channel: { name: 'shared', type: 1, key: 'sk-up', base_url: mock.url, models: 'gpt-4o-mini', group: 'default' } });
    expect(created.body.success).toBe(true);
    const list = await rootA.get('/api/channel/?p=1&page_size=10');
    channelId = list.body.data.items[0].id;
    expect((await rootA.post('/api/token/', { name: 'shared', remain_quota: 0, unlimited_quota: true, expired_time: -1 })).body.success).toBe(true);
    key = (await rootA.get('/api/token/?p=1&size=10')).body.data.items[0].key;
  }, 180_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await mock?.close();
    await db?.drop();
  });

  const chat = (inst: Instance) =>
    fetch(`${inst.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer sk-${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }),
    });

  it('a channel disabled through A is no longer used by B within 1 s', async () => {
    expect((await chat(b)).status).toBe(200);
    const r = await rootA.put('/api/channel/', { id: channelId, status: 2 });
    expect(r.body.success).toBe(true);
    const start = Date.now();
    let status = 200;
    while (Date.now() - start < 1000) {
      status = (await chat(b)).status;
      if (status === 503) break;
      await new Promise((res) => setTimeout(res, 50));
    }
    expect(status).toBe(503);
    await rootA.put('/api/channel/', { id: channelId, status: 1 });
  });

  it('an option set on A holds on B', async () => {
    expect((await rootA.put('/api/option/', { key: 'SystemName', value: 'Cluster Gate' })).body.success).toBe(true);
    const start = Date.now();
    let name = '';
    while (Date.now() - start < 1000) {
      name = (await rootB.get('/api/status')).body.data.system_name;
      if (name === 'Cluster Gate') break;
      await new Promise((res) => setTimeout(res, 50));
    }
    expect(name).toBe('Cluster Gate');
  });

  it('the critical rate limit is shared', async () => {
    const anon = (inst: Instance) => fetch(`${inst.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"x","password":"y"}' });
    // The instances were started with a huge critical limit; use the model request limit instead.
    expect((await rootA.put('/api/option/', { key: 'ModelRequestRateLimitCount', value: '3' })).body.success).toBe(true);
    expect((await rootA.put('/api/option/', { key: 'ModelRequestRateLimitEnabled', value: 'true' })).body.success).toBe(true);
    await new Promise((res) => setTimeout(res, 300));
    const statuses: number[] = [];
    for (const inst of [a, b, a, b, a]) statuses.push((await chat(inst)).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    await rootA.put('/api/option/', { key: 'ModelRequestRateLimitEnabled', value: 'false' });
    expect((await anon(a)).status).toBe(200);
  });
});
