import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { clearRateLimits, startInstance, type Instance } from '../helpers/instance';
import { ledgerState, seedRelay } from '../helpers/seed';

// Exact accounting across instances: concurrent load on one token through two processes.

const redis = process.env.TEST_REDIS_URL;
const enabled = process.env.TEST_DB === 'postgres' && !!redis;

describe.skipIf(!enabled)('accounting across two instances', () => {
  let db: TestDatabase;
  let mock: MockServer;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await clearRateLimits(redis!);
    mock = await startOpenAIMock();
    db = await createTestDatabase('postgres');
    const env = { SQL_DSN: db.env.SQL_DSN, REDIS_CONN_STRING: redis!, SESSION_SECRET: 's', CRYPTO_SECRET: 'c' };
    await seedRelay(db.env, { upstream: mock.url, models: ['gpt-4o-mini'] });
    a = await startInstance({ ...env, INSTANCE_ID: 'acct-a' });
    b = await startInstance({ ...env, INSTANCE_ID: 'acct-b' });
  }, 180_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await mock?.close();
    await db?.drop();
  });

  it('sum of log quota == token used == user used, never more than the token had plus one pre-consumption', { timeout: 180_000 }, async () => {
    const initial = 30_000;
    const seeded = await seedRelay(db.env, { upstream: mock.url, models: ['gpt-4o-mini'], remainQuota: initial, ratios: { 'gpt-4o-mini': 10 } });
    // The instances learned the new token on first use; the ratio change needs their option cache refreshed.
    await Promise.all([a, b].map((i) => fetch(`${i.url}/healthz`)));
    const call = (inst: Instance) =>
      fetch(`${inst.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seeded.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'gpt-4o-mini', max_tokens: 100, messages: [{ role: 'user', content: 'count' }] }),
      }).then((r) => r.status);
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => call(i % 2 ? a : b)));
    const ok = statuses.filter((s) => s === 200).length;
    expect(ok).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 403 || s === 401)).toBe(true);
    // Settlements land in batches, and a batch the database refused once (a lock timeout under
    // load) is retried with back-off: allow up to 30 s for everything to land.
    let s = await ledgerState(db.env, seeded);
    for (let i = 0; i < 300 && (s.pending > 0 || s.logCount < ok); i++) {
      await new Promise((r) => setTimeout(r, 100));
      s = await ledgerState(db.env, seeded);
    }
    const retried = [a, b].map((i) => i.output()).join('').split('\n').filter((l) => l.includes('ledger write failed'));
    expect(s.pending, retried.join('\n')).toBe(0);
    expect(s.logCount, retried.join('\n')).toBe(ok);
    expect(s.token.usedQuota).toBe(s.logSum);
    expect(s.user.usedQuota).toBe(s.logSum);
    expect(1_000_000_000n - s.user.quota).toBe(s.logSum);
    expect(s.token.remainQuota + s.token.usedQuota).toBe(BigInt(initial));
    expect(Number(s.token.usedQuota)).toBeLessThanOrEqual(initial + 1200);
  });
});
