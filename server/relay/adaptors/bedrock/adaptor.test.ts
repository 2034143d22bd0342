import { crc32 as zlibCrc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startBedrockMock } from '../../../../tools/mock-upstream';
import { eventStreamFrame } from '../../../../tools/mock-upstream/bedrock';
import { openAIStreamText, runJson, runStream, testChannel, testRequest } from '../test-utils';
import { bedrockAdaptor } from './adaptor';
import { bedrockUrl, parseAwsKey } from './api';
import { BedrockStreamParser, crc32 } from './event-stream';

let mock: MockServer;
beforeAll(async () => {
  mock = await startBedrockMock();
});
afterAll(() => mock.close());

const ch = () => testChannel({ type: 33, baseUrl: mock.url, key: 'AKID|SECRET|us-west-2' });
const hello = { model: 'claude-3-5-sonnet-20240620', messages: [{ role: 'user', content: 'hi there' }] };

describe('bedrock api', () => {
  it('parses keys and builds AWS URLs', () => {
    expect(parseAwsKey('a|b|eu-west-1')).toEqual({ accessKeyId: 'a', secretAccessKey: 'b', region: 'eu-west-1' });
    expect(() => parseAwsKey('a|b')).toThrow('AccessKey|SecretKey|Region');
    expect(bedrockUrl(testChannel(), 'us-east-1', 'anthropic.claude-3-5-sonnet-20240620-v1:0', true)).toBe(
      'https://bedrock-runtime.us-east-1.amazonaws.com/model/anthropic.claude-3-5-sonnet-20240620-v1%3A0/invoke-with-response-stream',
    );
  });

  it('CRC32 matches zlib', () => {
    const b = Buffer.from('bedrock event stream');
    expect(crc32(b)).toBe(zlibCrc32(b));
  });

  it('decodes event-stream frames split at any byte', () => {
    const ev = { type: 'ping' };
    const payload = Buffer.from(JSON.stringify({ bytes: Buffer.from(JSON.stringify(ev)).toString('base64') }));
    const frame = eventStreamFrame({ ':event-type': 'chunk', ':message-type': 'event' }, payload);
    const exc = eventStreamFrame({ ':exception-type': 'throttlingException', ':message-type': 'exception' }, Buffer.from('{"message":"slow down"}'));
    const all = Buffer.concat([frame, exc]);
    const p = new BedrockStreamParser();
    const out = [];
    for (let i = 0; i < all.length; i += 7) out.push(...p.feed(all.subarray(i, i + 7)));
    expect(out).toEqual([
      { event: 'ping', data: '{"type":"ping"}' },
      { event: 'error', data: JSON.stringify({ type: 'error', error: { type: 'throttlingException', message: 'slow down' } }) },
    ]);
  });
});

describe('bedrock against the mock', () => {
  it('invokes with a signed Claude body (OpenAI client)', async () => {
    const r = await runJson(bedrockAdaptor, ch(), testRequest({ body: hello }));
    expect(r.call.url).toBe(`${mock.url}/model/anthropic.claude-3-5-sonnet-20240620-v1%3A0/invoke`);
    expect(r.call.headers.Authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/us-west-2\/bedrock\/aws4_request, SignedHeaders=accept;content-type;host;x-amz-date, Signature=[0-9a-f]{64}$/);
    expect(mock.requests.at(-1)?.json).toEqual({ messages: [{ role: 'user', content: 'hi there' }], max_tokens: 8192, anthropic_version: 'bedrock-2023-05-31' });
    expect(r.converted?.body).toMatchObject({ choices: [{ message: { content: 'Hello! You said: hi there' } }], usage: { prompt_tokens: 3, completion_tokens: 5 } });
  });

  it('streams event-stream as OpenAI chunks', async () => {
    const r = await runStream(bedrockAdaptor, ch(), testRequest({ body: { ...hello, stream: true } }));
    expect(mock.requests.at(-1)?.path).toBe('/model/anthropic.claude-3-5-sonnet-20240620-v1%3A0/invoke-with-response-stream');
    expect(openAIStreamText(r.data)).toBe('Hello! You said: hi there');
    expect(r.converter.usage()).toMatchObject({ promptTokens: 3, completionTokens: 5 });
  });

  it('streams to Claude clients verbatim', async () => {
    const req = testRequest({ inbound: 'claude', mode: 'messages', path: '/v1/messages', stream: true, body: { ...hello, max_tokens: 50, stream: true } });
    const r = await runStream(bedrockAdaptor, ch(), req);
    expect(r.events[0].event).toBe('message_start');
    expect(r.events.at(-1)?.event).toBe('message_stop');
  });

  it('maps Bedrock errors', async () => {
    const r = await runJson(bedrockAdaptor, ch(), testRequest({ body: { ...hello, model: 'mock-error-429' } }));
    expect(r.error).toMatchObject({ status: 429, message: 'Too many requests (mock)' });
  });
});
