import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupRoot, startTestServer, type ApiClient, type TestServer } from '../helpers/test-server';
import { addRollups } from '../../server/domain/log/rollup';

describe('GraphQL: tokens, logs, usage, redemptions, redeem', () => {
  let t: TestServer;
  let root: ApiClient;
  let alice: Awaited<ReturnType<typeof createUser>>;
  const now = Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    t = await startTestServer();
    root = await setupRoot(t);
    alice = await createUser(t, { username: 'alice', quota: 0 });
    const app = t.server.app;
    for (let i = 0; i < 7; i++) {
      await app.prisma.log.create({
        data: { userId: alice.id, username: 'alice', type: 2, createdAt: BigInt(now - 7200 + i), modelName: i % 2 ? 'gpt-4o' : 'claude-3', quota: BigInt(100 * (i + 1)), promptTokens: 1, completionTokens: 1, other: '{"admin_info":{"use_channel":["1"]},"x":1}' },
      });
      await addRollups(app.db.sql, [{ userId: alice.id, username: 'alice', modelName: i % 2 ? 'gpt-4o' : 'claude-3', tokenId: 0, channelId: 0, createdAt: now - 7200 + i, tokens: 2, count: 1, quota: 100 * (i + 1) }]);
    }
  });
  afterAll(() => t.close());

  it('manages tokens through mutations and the viewer connection', async () => {
    const c = await alice.graphql(`mutation { createToken(input: {name: "gq", remainQuota: 10, rpmLimit: 3}) { id key status rpmLimit } }`);
    expect(c.errors).toBeUndefined();
    const tok = c.data.createToken;
    expect(tok.key).toMatch(/^[0-9a-zA-Z]{48}$/);
    const long = await alice.graphql(`mutation { createToken(input: {name: "${'x'.repeat(31)}"}) { id } }`);
    expect(long.errors?.[0].message).toBe('令牌名称过长');
    const u = await alice.graphql(`mutation($id: ID!) { updateToken(input: {id: $id, name: "gq2", remainQuota: 0}) { name status } }`, { id: tok.id });
    expect(u.data.updateToken).toEqual({ name: 'gq2', status: 4 });
    const s = await alice.graphql(`mutation($id: ID!) { setTokenStatus(input: {id: $id, status: 1}) { status } }`, { id: tok.id });
    expect(s.errors?.[0].message).toBe('令牌可用额度已用尽，无法启用，请先修改令牌剩余额度，或者设置为无限额度');
    const list = await alice.graphql(`{ viewer { tokens(first: 10) { totalCount edges { node { name key } } } } }`);
    expect(list.data.viewer.tokens.totalCount).toBe(1);
    const other = await root.graphql(`query($id: ID!) { node(id: $id) { ... on Token { key } } }`, { id: tok.id });
    expect(other.data?.node ?? null).toBeNull();
    const d = await alice.graphql(`mutation($id: ID!) { deleteToken(input: {ids: [$id]}) }`, { id: tok.id });
    expect(d.data.deleteToken).toBe(1);
  });

  it('pages logs by cursor with stats; hides admin_info from users; admin-wide is admin only', async () => {
    const q = `query($after: String) { viewer { logs(first: 3, after: $after, type: 2) { edges { cursor node { logId quota other modelName } } pageInfo { hasNextPage endCursor } stats { quota rpm tpm } } } }`;
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const r: any = await alice.graphql(q, { after });
      expect(r.errors).toBeUndefined();
      const conn = r.data.viewer.logs;
      expect(conn.stats.quota).toBe(2800);
      for (const e of conn.edges) {
        seen.push(e.node.quota);
        expect(JSON.parse(e.node.other)).toEqual({ x: 1 });
      }
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toEqual([700, 600, 500, 400, 300, 200, 100]);
    const filtered = await alice.graphql(`{ viewer { logs(first: 10, modelName: "gpt-4o") { edges { node { quota } } stats { quota } } } }`);
    expect(filtered.data.viewer.logs.stats.quota).toBe(1200);
    expect((await alice.graphql(`{ logs(first: 1) { edges { node { logId } } } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const admin = await root.graphql(`{ logs(first: 2, username: "alice") { edges { node { other } } stats { quota } } }`);
    expect(JSON.parse(admin.data.logs.edges[0].node.other).admin_info).toBeDefined();
    expect(admin.data.logs.stats.quota).toBe(2800);
  });

  it('aggregates usage per model per hour or day', async () => {
    const r = await alice.graphql(`{ viewer { usage(granularity: DAY, startTimestamp: ${now - 86400 * 2}) { bucket modelName count quota tokens } } }`);
    expect(r.errors).toBeUndefined();
    const byModel = Object.fromEntries(r.data.viewer.usage.map((p: any) => [p.modelName, p.quota]));
    expect(byModel).toEqual({ 'claude-3': 1600, 'gpt-4o': 1200 });
    const all = await root.graphql(`{ usage(username: "alice") { count } }`);
    expect(all.data.usage.reduce((a: number, p: any) => a + p.count, 0)).toBe(7);
  });

  it('creates, updates, deletes redemption codes and redeems once', async () => {
    const c = await root.graphql(`mutation { createRedemptions(input: {name: "gq", quota: 5000, count: 2}) }`);
    expect(c.data.createRedemptions).toHaveLength(2);
    const list = await root.graphql(`{ redemptions(first: 10, keyword: "gq") { totalCount edges { node { id key status } } } }`);
    expect(list.data.redemptions.totalCount).toBe(2);
    const [a, b] = list.data.redemptions.edges.map((e: any) => e.node);
    expect((await alice.graphql(`{ redemptions(first: 1) { totalCount } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const u = await root.graphql(`mutation($id: ID!) { updateRedemption(input: {id: $id, status: 2}) { status } }`, { id: a.id });
    expect(u.data.updateRedemption.status).toBe(2);
    const r1 = await alice.graphql(`mutation($k: String!) { redeem(input: {key: $k}) { quotaAdded viewer { quota } } }`, { k: b.key });
    expect(r1.data.redeem).toEqual({ quotaAdded: 5000, viewer: { quota: 5000 } });
    const r2 = await alice.graphql(`mutation($k: String!) { redeem(input: {key: $k}) { quotaAdded } }`, { k: b.key });
    expect(r2.errors?.[0].message).toBe('兑换失败，该兑换码已被使用');
    const del = await root.graphql(`mutation($id: ID!) { deleteRedemption(input: {id: $id}) }`, { id: a.id });
    expect(del.data.deleteRedemption).toBe(true);
  });

  it('lists drawing jobs and tasks', async () => {
    await t.server.app.prisma.midjourney.create({ data: { userId: alice.id, mjId: 'm1', submitTime: BigInt(Date.now()) } });
    await t.server.app.prisma.task.create({ data: { userId: alice.id, taskId: 't1', platform: 'suno', submitTime: BigInt(now) } });
    const r = await alice.graphql(`{ viewer { midjourneyJobs(first: 5) { totalCount edges { node { mjId imageUrl } } } tasks(first: 5, platform: "suno") { totalCount } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.viewer.midjourneyJobs.edges[0].node.mjId).toBe('m1');
    expect(r.data.viewer.tasks.totalCount).toBe(1);
    expect((await root.graphql(`{ tasks(first: 5) { totalCount } midjourneyJobs(first: 5) { totalCount } }`)).data).toEqual({ tasks: { totalCount: 1 }, midjourneyJobs: { totalCount: 1 } });
  });
});
