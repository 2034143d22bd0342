import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, setupRoot, createUser, startTestServer, type TestServer } from '../helpers/test-server';

let t: TestServer;
let root: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  root = await setupRoot(t);
  await root.post('/api/channel/', { name: 'c', key: 'k', models: 'gpt-4o,dall-e-3,mystery-model', group: 'default,vip' });
  await root.post('/api/channel/', { name: 'claude', type: 14, key: 'k', models: 'claude-3-5-haiku-20241022', group: 'default' });
});
afterAll(async () => t?.close());

describe('pricing', () => {
  it('GET /api/pricing lists enabled models with top-level group maps', async () => {
    const r = await new ApiClient(t.url).get('/api/pricing');
    expect(r.body.success).toBe(true);
    const byName = Object.fromEntries((r.body.data as Array<Record<string, unknown> & { model_name: string }>).map((e) => [e.model_name, e]));
    expect(byName['gpt-4o']).toEqual({
      model_name: 'gpt-4o',
      quota_type: 0,
      model_ratio: 1.25,
      model_price: 0,
      owner_by: '',
      completion_ratio: 4,
      enable_groups: ['default', 'vip'],
      supported_endpoint_types: ['openai'],
    });
    expect(byName['dall-e-3']).toMatchObject({ quota_type: 1, model_price: 0.04 });
    expect(byName['mystery-model'].model_ratio).toBe(37.5);
    expect(byName['claude-3-5-haiku-20241022'].supported_endpoint_types).toEqual(['anthropic', 'openai']);
    expect(r.body.group_ratio).toEqual({ default: 1, vip: 1 });
    expect(r.body.usable_group).toEqual({ default: '默认分组', vip: 'vip分组' });
  });

  it('logged-in callers get their usable groups with GroupGroupRatio overrides', async () => {
    await root.put('/api/option/', { key: 'GroupRatio', value: '{"default":1,"vip":2,"svip":3}' });
    await root.put('/api/option/', { key: 'GroupGroupRatio', value: '{"svip":{"vip":0.5}}' });
    const u = await createUser(t, { username: 'svipu', group: 'svip' });
    const r = await u.get('/api/pricing');
    expect(r.body.group_ratio).toEqual({ default: 1, vip: 0.5, svip: 3 });
    expect(r.body.usable_group.svip).toBe('用户分组');
    const g = await u.graphql('{ pricing { groupRatio models { modelName quotaType } } }');
    expect(g.data.pricing.groupRatio).toEqual({ default: 1, vip: 0.5, svip: 3 });
    expect(g.data.pricing.models.length).toBe(4);
  });

  it('unset models leave the list once priced', async () => {
    const r = await root.get('/api/option/unset_models');
    expect(r.body.data).toEqual(['mystery-model']);
    await root.put('/api/option/', { key: 'ModelPrice', value: JSON.stringify({ 'mystery-model': 0.2, 'dall-e-3': 0.04 }) });
    expect((await root.get('/api/option/unset_models')).body.data).toEqual([]);
    const g = await root.graphql('{ unsetModels }');
    expect(g.data.unsetModels).toEqual([]);
  });
});
