import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startOpenAIMock } from '../../../../tools/mock-upstream';
import { runJson, runStream, testChannel, testRequest } from '../test-utils';
import { azureAdaptor } from './adaptor';

let mock: MockServer;
beforeAll(async () => {
  mock = await startOpenAIMock();
});
afterAll(() => mock.close());

const hello = { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi there' }] };
const ch = (other = '') => testChannel({ type: 3, baseUrl: mock.url, key: 'az-key', other });

describe('azure', () => {
  it('builds deployment URLs with the api-version precedence', async () => {
    const url = async (path: string, other = '', mode: 'chat' | 'responses' | 'embeddings' = 'chat') =>
      (await azureAdaptor.buildRequest(ch(other), testRequest({ body: hello, path, mode }))).url;
    expect(await url('/v1/chat/completions?api-version=2024-02-01', '2023-05-15')).toBe(`${mock.url}/openai/deployments/gpt-4o/chat/completions?api-version=2024-02-01`);
    expect(await url('/v1/chat/completions', '2023-05-15')).toBe(`${mock.url}/openai/deployments/gpt-4o/chat/completions?api-version=2023-05-15`);
    expect(await url('/v1/embeddings', '', 'embeddings')).toBe(`${mock.url}/openai/deployments/gpt-4o/embeddings?api-version=2025-04-01-preview`);
    expect(await url('/v1/responses', '', 'responses')).toBe(`${mock.url}/openai/v1/responses?api-version=preview`);
  });

  it('sends api-key and works against the mock (JSON and stream)', async () => {
    const r = await runJson(azureAdaptor, ch(), testRequest({ body: hello }));
    expect(r.call.headers['api-key']).toBe('az-key');
    expect(r.call.headers.Authorization).toBeUndefined();
    expect(r.converted?.usage).toEqual({ promptTokens: 3, completionTokens: 5 });
    const s = await runStream(azureAdaptor, ch(), testRequest({ body: { ...hello, stream: true } }));
    expect(mock.requests.at(-1)?.json).toMatchObject({ stream_options: { include_usage: true } });
    expect(s.converter.usage()).toEqual({ promptTokens: 3, completionTokens: 5 });
  });
});
