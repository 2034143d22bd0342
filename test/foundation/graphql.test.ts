import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, ROLE_ADMIN, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { printedSchema } from '../../server/graphql/print-schema';

let t: TestServer;
let root: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  root = await setupRoot(t);
});
afterAll(async () => t?.close());

describe('GraphQL spine', () => {
  it('schema.graphql is current (run npm run schema)', () => {
    expect(readFileSync('schema.graphql', 'utf8')).toBe(printedSchema());
  });

  it('viewer and status for anonymous and logged-in callers', async () => {
    const anon = new ApiClient(t.url);
    const r = await anon.graphql('{ viewer { username } status }');
    expect(r.data.viewer).toBeNull();
    expect((r.data.status as { setup: boolean }).setup).toBe(true);
    const me = await root.graphql('{ viewer { username role quota } }');
    expect(me.data.viewer).toEqual({ username: 'root', role: 100, quota: 100000000 });
  });

  it('users is admin-only, pages by cursor both ways and filters', async () => {
    for (let i = 0; i < 7; i++) await createUser(t, { username: `page${i}`, group: i % 2 ? 'vip' : 'default' });
    const user = await createUser(t, { username: 'plain' });
    const denied = await user.graphql('{ users(first: 2) { totalCount } }');
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anon = await new ApiClient(t.url).graphql('{ users(first: 2) { totalCount } }');
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const q = `query($first: Int, $after: String, $last: Int, $before: String, $keyword: String, $group: String) {
      users(first: $first, after: $after, last: $last, before: $before, keyword: $keyword, group: $group) {
        totalCount pageInfo { hasNextPage hasPreviousPage endCursor startCursor } edges { node { username group } } } }`;
    const p1 = await root.graphql(q, { first: 3, keyword: 'page' });
    expect(p1.data.users.totalCount).toBe(7);
    expect(p1.data.users.edges.map((e: { node: { username: string } }) => e.node.username)).toEqual(['page6', 'page5', 'page4']);
    expect(p1.data.users.pageInfo.hasNextPage).toBe(true);
    const p2 = await root.graphql(q, { first: 3, after: p1.data.users.pageInfo.endCursor, keyword: 'page' });
    expect(p2.data.users.edges.map((e: { node: { username: string } }) => e.node.username)).toEqual(['page3', 'page2', 'page1']);
    const back = await root.graphql(q, { last: 2, before: p2.data.users.pageInfo.startCursor, keyword: 'page' });
    expect(back.data.users.edges.map((e: { node: { username: string } }) => e.node.username)).toEqual(['page5', 'page4']);
    const vip = await root.graphql(q, { first: 10, group: 'vip', keyword: 'page' });
    expect(vip.data.users.edges.every((e: { node: { group: string } }) => e.node.group === 'vip')).toBe(true);
    expect(vip.data.users.totalCount).toBe(3);
  });

  it('node(id:) applies the type permission: nobody reads another user through it', async () => {
    const alice = await createUser(t, { username: 'alice' });
    const eve = await createUser(t, { username: 'eve' });
    const aliceId = (await alice.graphql('{ viewer { id } }')).data.viewer.id as string;
    const own = await alice.graphql('query($id: ID!) { node(id: $id) { ... on User { username } } }', { id: aliceId });
    expect(own.data.node.username).toBe('alice');
    const other = await eve.graphql('query($id: ID!) { node(id: $id) { ... on User { username quota } } }', { id: aliceId });
    expect(other.data?.node ?? null).toBeNull();
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const many = await eve.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { ... on User { username } } }', { ids: [aliceId] });
    expect(JSON.stringify(many.data ?? {})).not.toContain('alice');
    const admin = await createUser(t, { username: 'admin1', role: ROLE_ADMIN });
    const byAdmin = await admin.graphql('query($id: ID!) { node(id: $id) { ... on User { username } } }', { id: aliceId });
    expect(byAdmin.data.node.username).toBe('alice');
    const rootId = (await root.graphql('{ viewer { id } }')).data.viewer.id as string;
    const adminOnRoot = await admin.graphql('query($id: ID!) { node(id: $id) { ... on User { username } } }', { id: rootId });
    expect(adminOnRoot.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('errors carry codes and never leak internals', async () => {
    const bad = await root.graphql('{ users(first: "x") { totalCount } }');
    expect(bad.errors?.length).toBeGreaterThan(0);
    const login = await new ApiClient(t.url).graphql('mutation { login(input: {username: "root", password: "nope-nope"}) { username } }');
    expect(login.errors?.[0].message).toBe('用户名或密码错误，或用户已被封禁');
    expect(login.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(login)).not.toMatch(/stack|prisma|at \w+ \(/i);
  });

  it('login mutation sets the session cookie', async () => {
    const c = new ApiClient(t.url);
    const r = await c.graphql('mutation { login(input: {username: "root", password: "root-password-1"}) { username role } }');
    expect(r.data.login).toEqual({ username: 'root', role: 100 });
    expect(c.cookie).toMatch(/^session=/);
    expect((await c.graphql('{ viewer { username } }')).data.viewer.username).toBe('root');
  });
});
