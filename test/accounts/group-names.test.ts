import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';

// groupNames (GraphQL) answers what GET /api/group/ answers, for admins only.

let t: TestServer;
let root: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  root = await setupRoot(t);
});
afterAll(async () => {
  await t?.close();
});

describe('groupNames', () => {
  it('lists the GroupRatio keys like GET /api/group/', async () => {
    await root.put('/api/option/', { key: 'GroupRatio', value: JSON.stringify({ default: 1, vip: 1, svip: 1, team: 0.5 }) });
    const rest = await root.get('/api/group/');
    const r = await root.graphql('{ groupNames }');
    expect(r.errors).toBeUndefined();
    expect(r.data.groupNames).toEqual(['default', 'vip', 'svip', 'team']);
    expect(r.data.groupNames).toEqual(rest.body.data);
  });

  it('is refused to a normal user', async () => {
    const u = await createUser(t, { username: 'gnuser' });
    const r = await u.graphql('{ groupNames }');
    expect(r.data).toBeNull();
    expect(r.errors?.[0].extensions?.code).toBeTruthy();
  });
});
