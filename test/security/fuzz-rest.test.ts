import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';

// Property: whatever JSON body or query string reaches any /api route, as root, a normal user
// or nobody, the answer is never a 5xx. Routes that call out to external services (channel
// tests, model fetches, balances, OAuth providers) are left out: fuzzed URLs must not leave
// this machine.

const OUTBOUND = /\/(channel\/(test|fetch_models|update_balance|test_upstream)|oauth\/(github|oidc|linuxdo|wechat|telegram))/;

let t: TestServer;
let root: ApiClient;
let user: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  root = await setupRoot(t);
  user = await createUser(t, { username: 'fuzzuser', quota: 100 });
});
afterAll(async () => t?.close());

describe('REST inputs (fast-check)', () => {
  it('no route answers 5xx to arbitrary input', async () => {
    const routes = t.server.routes.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS' && !OUTBOUND.test(r.url));
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    const value = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.double({ noNaN: false }), fc.boolean(), fc.constant(null), fc.constant(-1), fc.constant('1'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom('root', 'user', 'anon'),
        fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.constantFrom('id', 'key', 'name', 'quota', 'status', 'username', 'password', 'models', 'group', 'type', 'value', 'ids', 'tag', 'action', 'p', 'page_size', 'mode', 'channel', 'count', 'amount', 'expired_time', 'remain_quota'), value)),
        fc.dictionary(fc.constantFrom('p', 'page_size', 'size', 'keyword', 'group', 'id_sort', 'tag_mode', 'type', 'start_timestamp', 'end_timestamp', 'token', 'model', 'status', 'channel', 'key'), fc.string({ maxLength: 12 }), { maxKeys: 4 }),
        fc.oneof(fc.constant('1'), fc.constant('0'), fc.constant('-5'), fc.constant('abc'), fc.constant('99999999999')),
        async (route, who, body, query, param) => {
          const path = route.url.replace(/:[a-zA-Z_]+/g, encodeURIComponent(param));
          const qs = new URLSearchParams(query).toString();
          const client = who === 'root' ? root : who === 'user' ? user : new ApiClient(t.url);
          const withBody = route.method !== 'GET' && route.method !== 'DELETE';
          const r = await client.call(route.method, `${path}${qs ? `?${qs}` : ''}`, withBody ? JSON.stringify(body) : undefined, withBody ? { 'content-type': 'application/json' } : {});
          if (r.status >= 500) failures.push(`${route.method} ${path}?${qs} as ${who} body=${JSON.stringify(body).slice(0, 200)} → ${r.status} ${r.text.slice(0, 200)}`);
          return r.status < 500;
        },
      ),
      { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    ).catch(() => {});
    expect(failures).toEqual([]);
  });
});
