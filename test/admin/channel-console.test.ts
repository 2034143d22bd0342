import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIMock, MOCK_OPENAI_MODELS } from '../../tools/mock-upstream/openai';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { createChannel } from '../helpers/relay-fixtures';
import { createUser, setupRoot, startTestServer, type ApiClient, type TestServer } from '../helpers/test-server';

// The console's extra channel reads: channelList (priority order or id order), builtinModels
// and fetchChannelModels for an unsaved channel.

let t: TestServer;
let root: ApiClient;
let mock: MockServer;

beforeAll(async () => {
  mock = await startOpenAIMock();
  t = await startTestServer();
  root = await setupRoot(t);
  await createChannel(t, { name: 'low', baseUrl: mock.url, models: ['gpt-4o'], priority: 1 });
  await createChannel(t, { name: 'high', baseUrl: mock.url, models: ['gpt-4o'], priority: 9 });
  await createChannel(t, { name: 'mid', baseUrl: mock.url, models: ['gpt-4o'], priority: 5 });
});
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

const LIST = `query ($idSort: Boolean) { channelList(first: 10, idSort: $idSort) { totalCount edges { node { name } } } }`;
const names = (r: any) => r.data.channelList.edges.map((e: any) => e.node.name);

describe('channelList', () => {
  it('orders by priority, or by id with idSort', async () => {
    expect(names(await root.graphql(LIST))).toEqual(['high', 'mid', 'low']);
    const byId = await root.graphql(LIST, { idSort: true });
    expect(names(byId)).toEqual(['mid', 'high', 'low']);
    expect(byId.data.channelList.totalCount).toBe(3);
  });

  it('is admin-only', async () => {
    const user = await createUser(t, { username: 'plain' });
    const r = await user.graphql(LIST);
    expect(r.data?.channelList ?? null).toBeNull();
    expect(r.errors?.length).toBeGreaterThan(0);
  });
});

describe('model lists for the edit drawer', () => {
  it('lists built-in models', async () => {
    const r = await root.graphql('{ builtinModels }');
    expect(r.data.builtinModels).toContain('gpt-4o');
  });

  it('fetches the upstream list before the channel is saved', async () => {
    const r = await root.graphql('mutation ($b: String, $k: String!) { fetchChannelModels(baseUrl: $b, type: 1, key: $k) }', { b: `${mock.url}/`, k: 'sk-a\nsk-b' });
    expect(r.data.fetchChannelModels).toEqual(MOCK_OPENAI_MODELS);
    const empty = await root.graphql('mutation { fetchChannelModels(type: 1, key: "") }');
    expect(empty.errors?.[0].message).toBe('请填写密钥');
  });
});
