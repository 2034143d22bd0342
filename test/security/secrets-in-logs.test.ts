import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { ApiClient, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { createToken, settled } from '../helpers/relay-fixtures';

// Secrets (passwords, sk- keys, access tokens, channel keys, session cookies) never reach the
// logs, even at debug level and on failures.

let t: TestServer;
let mock: MockServer;
const lines: string[] = [];

beforeAll(async () => {
  mock = await startOpenAIMock();
  t = await startTestServer({}, { logSink: { write: (l: string) => void lines.push(l) } });
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

describe('logs', () => {
  it('carry no secret', async () => {
    const root = await setupRoot(t);
    await t.server.app.options.set('ModelRatio', JSON.stringify({ ...t.server.app.options.json('ModelRatio', {}), 'mock-error-401': 1 }));
    const channelKey = 'sk-upstream-SECRET-channel-key-123';
    const created = await root.post('/api/channel/', { mode: 'single', channel: { name: 'c', type: 1, key: channelKey, base_url: mock.url, models: 'gpt-4o-mini,mock-error-401', group: 'default' } });
    expect(created.body.success).toBe(true);
    const user = await createUser(t, { username: 'logsecret', password: 'very-secret-pass-1', quota: 1_000_000 });
    const token = await createToken(t, user.id);
    const access = (await user.get('/api/user/token')).body.data as string;
    const call = (model: string) =>
      fetch(`${t.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.sk}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model, messages: [{ role: 'user', content: 'hi' }] }),
      });
    expect((await call('gpt-4o-mini')).status).toBe(200);
    expect((await call('mock-error-401')).status).toBe(401);
    await new ApiClient(t.url).post('/api/user/login', { username: 'logsecret', password: 'wrong-secret-pass' });
    await new ApiClient(t.url).get('/api/user/self', { Authorization: access, 'New-Api-User': String(user.id) });
    await settled(t);
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [channelKey, token.sk, token.sk.slice(3), access, 'very-secret-pass-1', 'wrong-secret-pass', user.cookie.split('=')[1]]) {
      expect(text.includes(secret), `log contains ${secret.slice(0, 8)}…`).toBe(false);
    }
  });
});
