import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, ROLE_ADMIN, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';
import { DEFAULT_MODEL_RATIO } from '../../server/domain/pricing/default-prices';

let t: TestServer;
let root: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  root = await setupRoot(t);
});
afterAll(async () => t?.close());

const put = (key: string, value: string) => root.put('/api/option/', { key, value });
const get = async (key: string) => ((await root.get('/api/option/')).body.data as Array<{ key: string; value: string }>).find((o) => o.key === key)?.value;

describe('options', () => {
  it('lists defaults, hides secrets, root only', async () => {
    await put('SMTPToken', 'smtp-secret');
    const r = await root.get('/api/option/');
    expect(r.body.success).toBe(true);
    const keys = (r.body.data as Array<{ key: string }>).map((o) => o.key);
    expect(keys).toContain('QuotaPerUnit');
    expect(keys).toContain('ModelRatio');
    expect(keys).not.toContain('SMTPToken');
    expect(keys).not.toContain('GitHubClientSecret');
    expect(keys).not.toContain('TurnstileSecretKey');
    expect(keys).not.toContain('EpayKey');
    expect(await get('Price')).toBe('7.3');
    const admin = await createUser(t, { username: 'adm', role: ROLE_ADMIN });
    const denied = await admin.get('/api/option/');
    expect(denied.body.success).toBe(false);
  });

  it('validates values with the original messages', async () => {
    expect((await put('GroupRatio', '{"default":1,"bad":-1}')).body.message).toBe('group ratio must be not less than 0: bad');
    expect((await put('ModelRatio', '{not json')).body.message).toBe('不是合法的 JSON 字符串');
    expect((await put('QuotaPerUnit', 'abc')).body.success).toBe(false);
    expect((await put('general_setting.ping_interval_seconds', '0')).body.success).toBe(false);
    expect((await put('claude.thinking_adapter_budget_tokens_percentage', '1.5')).body.success).toBe(false);
    expect((await put('claude.thinking_adapter_budget_tokens_percentage', '0.5')).body.success).toBe(true);
    expect((await put('GitHubOAuthEnabled', 'true')).body.message).toBe('无法启用 GitHub OAuth，请先填入 GitHub Client Id 以及 GitHub Client Secret！');
    expect((await put('TelegramOAuthEnabled', 'true')).body.message).toContain('Telegram');
    expect((await put('EpayId', '123')).body.message).toBe('请先填写服务器地址');
    expect((await put('ServerAddress', 'https://gw.example.com/')).body.success).toBe(true);
    expect(await get('ServerAddress')).toBe('https://gw.example.com');
    expect((await put('EpayId', '123')).body.success).toBe(true);
    expect((await put('ModelRequestRateLimitGroup', '{"vip":[10,0]}')).body.success).toBe(false);
    expect((await put('ModelRequestRateLimitGroup', '{"vip":[10,5]}')).body.success).toBe(true);
    const bad = await root.put('/api/option/', { key: 5 });
    expect(bad.status).toBe(400);
    expect((await put('GitHubClientId', 'cid')).body.success).toBe(true);
    expect((await put('GitHubOAuthEnabled', 'true')).body.success).toBe(true);
  });

  it('applies at once and invalidates pricing; resets model ratios', async () => {
    const seen: string[] = [];
    t.server.app.events.onInvalidate((inv) => seen.push(`${inv.topic}:${inv.id ?? ''}`));
    expect((await put('ModelRatio', '{"only-model":2}')).body.success).toBe(true);
    expect(t.server.app.options.json('ModelRatio', {})).toEqual({ 'only-model': 2 });
    expect(seen).toContain('pricing:ModelRatio');
    const r = await root.post('/api/option/rest_model_ratio');
    expect(r.body).toMatchObject({ success: true, message: '重置模型倍率成功' });
    expect(JSON.parse((await get('ModelRatio')) ?? '{}')).toEqual(DEFAULT_MODEL_RATIO);
  });

  it('GraphQL options and setOptions use the same rules', async () => {
    const bad = await root.graphql('mutation { setOptions(input: [{key: "GroupRatio", value: "{\\"x\\":-2}"}]) { key } }');
    expect(bad.errors?.[0].message).toBe('group ratio must be not less than 0: x');
    const good = await root.graphql('mutation { setOptions(input: [{key: "RetryTimes", value: "3"}]) { key value } }');
    expect(good.data.setOptions.find((o: { key: string }) => o.key === 'RetryTimes').value).toBe('3');
    const list = await root.graphql('{ options { key } }');
    expect(list.data.options.some((o: { key: string }) => o.key === 'SMTPToken')).toBe(false);
  });
});
