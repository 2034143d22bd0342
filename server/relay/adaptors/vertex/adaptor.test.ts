import { createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MockServer, startVertexMock } from '../../../../tools/mock-upstream';
import { openAIStreamText, runJson, runStream, testChannel, testRequest } from '../test-utils';
import { vertexAdaptor } from './adaptor';
import { vertexClaudeModel, vertexRegion } from './api';
import { clearVertexTokenCache, parseServiceAccount, vertexAccessToken } from './token';

let mock: MockServer;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

beforeAll(async () => {
  mock = await startVertexMock();
});
afterAll(() => mock.close());
beforeEach(() => clearVertexTokenCache());

const key = () =>
  JSON.stringify({ type: 'service_account', project_id: 'proj-1', private_key_id: 'kid1', private_key: pem, client_email: 'sa@proj-1.iam.gserviceaccount.com', token_uri: `${mock.url}/token` });
const ch = (other = '{"default":"us-east5"}') => testChannel({ type: 41, baseUrl: mock.url, key: key(), other });
const tokenCalls = () => mock.requests.filter((r) => r.path === '/token').length;

describe('vertex api', () => {
  it('reads regions and Claude model names', () => {
    expect(vertexRegion('', 'm')).toBe('global');
    expect(vertexRegion('europe-west1', 'm')).toBe('europe-west1');
    expect(vertexRegion('{"default":"us-east5","gemini-2.0-flash":"us-central1"}', 'gemini-2.0-flash')).toBe('us-central1');
    expect(vertexRegion('{"default":"us-east5"}', 'x')).toBe('us-east5');
    expect(vertexClaudeModel('claude-3-5-sonnet-20241022')).toBe('claude-3-5-sonnet-v2@20241022');
    expect(vertexClaudeModel('claude-sonnet-4-20250514')).toBe('claude-sonnet-4@20250514');
  });

  it('rejects keys that are not service-account JSON without echoing them', () => {
    expect(() => parseServiceAccount('secret-not-json')).toThrow('service-account JSON key');
    expect(() => parseServiceAccount('secret-not-json')).not.toThrow(/secret-not-json/);
  });
});

describe('token exchange', () => {
  it('signs an RS256 JWT, exchanges it and caches the token', async () => {
    const before = tokenCalls();
    const sa = parseServiceAccount(key());
    const t1 = await vertexAccessToken(sa);
    const t2 = await vertexAccessToken(sa);
    expect(t1).toMatch(/^mock-access-token-\d+$/);
    expect(t2).toBe(t1);
    expect(tokenCalls()).toBe(before + 1);

    const form = new URLSearchParams(mock.requests.filter((r) => r.path === '/token').at(-1)?.body ?? '');
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [h, c, s] = (form.get('assertion') ?? '').split('.');
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'kid1' });
    const claims = JSON.parse(Buffer.from(c, 'base64url').toString());
    expect(claims).toMatchObject({ iss: 'sa@proj-1.iam.gserviceaccount.com', aud: `${mock.url}/token`, scope: 'https://www.googleapis.com/auth/cloud-platform' });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(createVerify('RSA-SHA256').update(`${h}.${c}`).verify(publicKey, Buffer.from(s, 'base64url'))).toBe(true);

    // Near expiry → refreshed.
    const t3 = await vertexAccessToken(sa, Date.now() + 3_600_000);
    expect(t3).not.toBe(t1);
  });
});

describe('vertex against the mock', () => {
  it('Gemini models via publishers/google (OpenAI client, JSON and stream)', async () => {
    const body = { model: 'gemini-2.0-flash', messages: [{ role: 'user', content: 'hi there' }] };
    const r = await runJson(vertexAdaptor, ch(), testRequest({ body }));
    expect(r.call.url).toBe(`${mock.url}/v1/projects/proj-1/locations/us-east5/publishers/google/models/gemini-2.0-flash:generateContent`);
    expect(r.call.headers.Authorization).toMatch(/^Bearer mock-access-token-/);
    expect(r.converted?.usage).toEqual({ promptTokens: 3, completionTokens: 5 });
    const s = await runStream(vertexAdaptor, ch(), testRequest({ body: { ...body, stream: true } }));
    expect(mock.requests.at(-1)?.path).toContain(':streamGenerateContent?alt=sse');
    expect(openAIStreamText(s.data)).toBe('Hello! You said: hi there');
  });

  it('Claude models via publishers/anthropic rawPredict / streamRawPredict', async () => {
    const body = { model: 'claude-sonnet-4-20250514', max_tokens: 64, messages: [{ role: 'user', content: 'hi there' }] };
    const claudeReq = (stream: boolean) =>
      testRequest({ inbound: 'claude', mode: 'messages', path: '/v1/messages', stream, body: stream ? { ...body, stream: true } : body });
    const r = await runJson(vertexAdaptor, ch('us-east5'), claudeReq(false));
    expect(r.call.url).toBe(`${mock.url}/v1/projects/proj-1/locations/us-east5/publishers/anthropic/models/claude-sonnet-4@20250514:rawPredict`);
    expect(mock.requests.at(-1)?.json).toEqual({ max_tokens: 64, messages: [{ role: 'user', content: 'hi there' }], anthropic_version: 'vertex-2023-10-16' });
    expect(r.converted?.body).toMatchObject({ type: 'message', usage: { input_tokens: 3, output_tokens: 5 } });
    const s = await runStream(vertexAdaptor, ch('us-east5'), claudeReq(true));
    expect(mock.requests.at(-1)?.path).toContain(':streamRawPredict');
    expect(s.events.at(-1)?.event).toBe('message_stop');
    expect(s.converter.usage()).toMatchObject({ promptTokens: 3, completionTokens: 5 });
  });

  it('surfaces a failed token exchange without the key or URL', async () => {
    const bad = testChannel({ type: 41, baseUrl: mock.url, key: key().replace('/token', '/nope') });
    await expect(vertexAdaptor.buildRequest(bad, testRequest({ body: { model: 'gemini-2.0-flash', messages: [] } }))).rejects.toThrow(
      'Vertex token exchange failed (status 404)',
    );
  });
});
