import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, ROLE_ADMIN, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { decryptKey, encryptKey } from '../../server/domain/channel/channel-key';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai';

let t: TestServer;
let root: ApiClient;
let admin: ApiClient;
let fake: FakeOpenAI;
beforeAll(async () => {
  t = await startTestServer();
  root = await setupRoot(t);
  admin = await createUser(t, { username: 'chadmin', role: ROLE_ADMIN });
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const prisma = () => t.server.app.prisma;
const create = (body: unknown) => admin.post('/api/channel/', body);

describe('channel keys at rest', () => {
  it('encrypts with a prefix and reads plaintext of old databases', () => {
    const enc = encryptKey('s', 'sk-plain');
    expect(enc.startsWith('enc:v1:')).toBe(true);
    expect(enc).not.toContain('sk-plain');
    expect(decryptKey('s', enc)).toBe('sk-plain');
    expect(decryptKey('s', 'sk-legacy')).toBe('sk-legacy');
    expect(() => decryptKey('other', enc)).toThrow();
  });
});

describe('channel CRUD', () => {
  it('validates creation with the spec messages', async () => {
    expect((await create({ name: '', key: 'k', models: 'a' })).body.message).toBe('请填写渠道名称和渠道密钥！');
    expect((await create({ name: 'x', key: 'k', models: '' })).body.message).toBe('请至少选择一个模型！');
    expect((await create({ name: 'x', key: 'k', models: 'm'.repeat(256) })).body.message).toBe(`模型名称过长: ${'m'.repeat(256)}`);
    expect((await create({ mode: 'weird', channel: { name: 'x', key: 'k', models: 'a' } })).body.message).toBe('不支持的添加模式');
    expect((await create({ name: 'x', key: 'k', models: 'a', priority: -1000 })).body.success).toBe(false);
    expect((await create({ name: 'x', key: 'k', models: 'a', weight: -1 })).body.success).toBe(false);
  });

  it('creates single/batch/multi_to_single, hides keys, writes abilities', async () => {
    const single = await create({ name: 'one', type: 1, key: 'sk-one', base_url: `${fake.url}/`, models: 'gpt-4o,fake-a', group: 'default,vip', tag: 't1' });
    expect(single.body).toMatchObject({ success: true });
    const id = single.body.data.id as number;
    expect(single.body.data.key).toBe('');
    expect(single.body.data.base_url).toBe(fake.url);
    const row = await prisma().channel.findUniqueOrThrow({ where: { id } });
    expect(row.key.startsWith('enc:v1:')).toBe(true);
    expect(row.key).not.toContain('sk-one');
    const abilities = await prisma().ability.findMany({ where: { channelId: id } });
    expect(abilities.length).toBe(4);
    expect(abilities.every((a) => a.enabled && a.tag === 't1')).toBe(true);

    const batch = await create({ mode: 'batch', channel: { name: 'b', key: 'k1\nk2\n\nk3', models: 'gpt-4o', type: 18 } });
    expect(batch.body.data.length).toBe(3);
    expect(batch.body.data[0].other).toBe('v2.1');
    const multi = await create({ mode: 'multi_to_single', multi_key_mode: 'polling', channel: { name: 'm', key: 'a1\n a2 ', models: 'gpt-4o', tag: 't1' } });
    expect(multi.body.data.channel_info).toMatchObject({ is_multi_key: true, multi_key_size: 2, multi_key_mode: 'polling' });

    const got = await admin.get(`/api/channel/${id}`);
    expect(got.body.data.key).toBe('');
    const denied = await admin.get(`/api/channel/${id}?with_key=true`);
    expect(denied.body.success).toBe(false);
    const withKey = await root.get(`/api/channel/${id}?with_key=true`);
    expect(withKey.body.data.key).toBe('sk-one');
  });

  it('lists with paging, filters, type counts and tag mode; searches', async () => {
    const list = await admin.get('/api/channel/?p=1&page_size=2');
    expect(list.body.data.total).toBe(5);
    expect(list.body.data.items.length).toBe(2);
    expect(list.body.data.page_size).toBe(2);
    expect(list.body.data.type_counts).toEqual({ '1': 2, '18': 3 });
    expect(list.body.data.items.every((c: { key: string }) => c.key === '')).toBe(true);
    const byType = await admin.get('/api/channel/?type=18');
    expect(byType.body.data.total).toBe(3);
    const tagMode = await admin.get('/api/channel/?tag_mode=true');
    expect(tagMode.body.data.total).toBe(1);
    expect(tagMode.body.data.items.map((c: { name: string }) => c.name).sort()).toEqual(['m', 'one']);
    const search = await admin.get('/api/channel/search?keyword=one');
    expect(search.body.data.items.map((c: { name: string }) => c.name)).toEqual(['one']);
    const byKey = await admin.get('/api/channel/search?keyword=sk-one');
    expect(byKey.body.data.items.map((c: { name: string }) => c.name)).toEqual(['one']);
    const byGroup = await admin.get('/api/channel/search?group=vip');
    expect(byGroup.body.data.items.map((c: { name: string }) => c.name)).toEqual(['one']);
    const byModel = await admin.get('/api/channel/search?model=fake');
    expect(byModel.body.data.total).toBe(1);
  });

  it('updates partially and rebuilds abilities; invalidates channels', async () => {
    const seen: string[] = [];
    t.server.app.events.onInvalidate((inv) => seen.push(inv.topic));
    const c = await prisma().channel.findFirstOrThrow({ where: { name: 'one' } });
    const r = await admin.put('/api/channel/', { id: c.id, status: 2 });
    expect(r.body).toMatchObject({ success: true, data: { status: 2, name: 'one', models: 'gpt-4o,fake-a', key: '' } });
    expect((await prisma().ability.findMany({ where: { channelId: c.id } })).every((a) => !a.enabled)).toBe(true);
    expect(seen).toContain('channels');
    await admin.put('/api/channel/', { id: c.id, status: 1, priority: 7 });
    await admin.put('/api/channel/', { id: c.id, weight: 3 });
    const after = await prisma().channel.findUniqueOrThrow({ where: { id: c.id } });
    expect([after.status, Number(after.priority), after.weight]).toEqual([1, 7, 3]);
    expect(decryptKey('test-crypto-secret', after.key)).toBe('sk-one');
    const ab = await prisma().ability.findMany({ where: { channelId: c.id } });
    expect(ab.every((a) => a.enabled && Number(a.priority) === 7 && a.weight === 3)).toBe(true);
    await admin.put('/api/channel/', { id: c.id, models: 'fake-a', group: ['default'] });
    expect((await prisma().ability.findMany({ where: { channelId: c.id } })).map((a) => `${a.group}/${a.model}`)).toEqual(['default/fake-a']);
  });

  it('tag operations, batch tag, batch delete, delete disabled, fix', async () => {
    expect((await admin.post('/api/channel/tag/enabled', {})).body.message).toBe('tag不能为空');
    expect((await admin.post('/api/channel/tag/disabled', { tag: 't1' })).body).toMatchObject({ success: true, data: 2 });
    const tagged = await prisma().channel.findMany({ where: { tag: 't1' } });
    expect(tagged.every((c) => c.status === 2)).toBe(true);
    await admin.post('/api/channel/tag/enabled', { tag: 't1' });
    expect((await prisma().ability.findMany({ where: { tag: 't1' } })).every((a) => a.enabled)).toBe(true);
    const edit = await admin.put('/api/channel/tag', { tag: 't1', new_tag: 't2', priority: 5, models: '', groups: '' });
    expect(edit.body.success).toBe(true);
    expect((await prisma().channel.findMany({ where: { tag: 't2' } })).every((c) => Number(c.priority) === 5)).toBe(true);
    await admin.put('/api/channel/', { id: tagged[0].id, models: 'gpt-4o,gpt-4o-mini' });
    const models = await admin.get('/api/channel/tag/models?tag=t2');
    expect(models.body.data).toBe('gpt-4o,gpt-4o-mini');
    expect((await admin.get('/api/channel/tag/models')).status).toBe(400);

    const batchIds = (await prisma().channel.findMany({ where: { name: 'b' } })).map((c) => c.id);
    expect((await admin.post('/api/channel/batch/tag', { ids: batchIds, tag: 'bt' })).body.data).toBe(3);
    expect((await admin.post('/api/channel/batch/tag', { ids: [] })).body.message).toBe('参数错误');
    await admin.put('/api/channel/', { id: batchIds[0], status: 2 });
    expect((await admin.del('/api/channel/disabled')).body.data).toBe(1);
    expect((await admin.post('/api/channel/batch', { ids: [batchIds[1]] })).body.data).toBe(1);
    await prisma().ability.deleteMany({});
    const fix = await admin.post('/api/channel/fix');
    expect(fix.body.data).toEqual({ success: 3, fails: 0 });
    expect(await prisma().ability.count()).toBeGreaterThan(0);
    expect((await admin.del(`/api/channel/${batchIds[2]}`)).body.success).toBe(true);
    expect(await prisma().ability.count({ where: { channelId: batchIds[2] } })).toBe(0);
  });

  it('model lists, types, fetch_models', async () => {
    const builtin = await admin.get('/api/channel/models');
    expect(builtin.body.data.find((m: { id: string }) => m.id === 'gpt-4o')).toMatchObject({ object: 'model', owned_by: 'openai' });
    expect((await admin.get('/api/channel/models_enabled')).body.data).toContain('gpt-4o');
    const types = await admin.get('/api/channel/types');
    expect(types.body.data.find((x: { value: number }) => x.value === 43)).toMatchObject({ name: expect.any(String), default_base_url: 'https://api.deepseek.com' });
    const one = await prisma().channel.findFirstOrThrow({ where: { name: 'one' } });
    const fetched = await admin.get(`/api/channel/fetch_models/${one.id}`);
    expect(fetched.body).toMatchObject({ success: true, data: ['fake-a', 'fake-b'] });
    expect(fake.auth.at(-1)).toBe('Bearer sk-one');
    const before = await admin.post('/api/channel/fetch_models', { base_url: fake.url, type: 1, key: 'sk-new\nsk-second' });
    expect(before.body.data).toEqual(['fake-a', 'fake-b']);
    expect(fake.auth.at(-1)).toBe('Bearer sk-new');
  });

  it('GraphQL: channels, channel, channelTypes, key for root only, mutations', async () => {
    const list = await admin.graphql('{ channels(first: 10, tagMode: true) { totalCount edges { node { name tag } } } channelTypes { value name } }');
    expect(list.data.channels.edges.every((e: { node: { tag: string } }) => e.node.tag)).toBe(true);
    expect(list.data.channelTypes.length).toBeGreaterThan(30);
    const one = await prisma().channel.findFirstOrThrow({ where: { name: 'one' } });
    const adminKey = await admin.graphql('query($id: Int!) { channel(id: $id) { name key } }', { id: one.id });
    expect(adminKey.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const rootKey = await root.graphql('query($id: Int!) { channel(id: $id) { name key } }', { id: one.id });
    expect(rootKey.data.channel).toEqual({ name: 'one', key: 'sk-one' });
    const created = await admin.graphql('mutation($c: JSON!) { createChannel(channel: $c) { channelId name } }', { c: { name: 'gql', key: 'kk', models: 'x' } });
    expect(created.data.createChannel[0].name).toBe('gql');
    const bad = await admin.graphql('mutation($c: JSON!) { createChannel(channel: $c) { channelId } }', { c: { name: 'gql', key: 'kk', models: '' } });
    expect(bad.errors?.[0].message).toBe('请至少选择一个模型！');
    const upd = await admin.graphql('mutation($c: JSON!) { updateChannel(channel: $c) { weight } }', { c: { id: created.data.createChannel[0].channelId, weight: 9 } });
    expect(upd.data.updateChannel.weight).toBe(9);
    const user = await createUser(t, { username: 'plainu' });
    expect((await user.graphql('{ channels(first: 1) { totalCount } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await user.get('/api/channel/')).body.success).toBe(false);
  });
});
