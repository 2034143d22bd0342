import { composeAdaptor } from '../compose';
import type { ProviderAdaptor } from '../types';
import { bedrockModelId, bedrockUrl, parseAwsKey } from './api';
import { BedrockStreamParser } from './event-stream';
import { signV4 } from './sigv4';

// AWS Claude (33): Claude bodies on Bedrock's invoke endpoints, SigV4-signed.

export const bedrockAdaptor: ProviderAdaptor = composeAdaptor({
  slug: 'aws',
  channelTypes: [33],
  nativeFormat: 'claude',
  build(channel, req) {
    const creds = parseAwsKey(channel.key);
    const { model, stream, ...rest } = req.body ?? {};
    const body: Record<string, unknown> = { ...rest, anthropic_version: 'bedrock-2023-05-31' };
    const beta = req.clientHeaders['anthropic-beta'];
    if (beta) body.anthropic_beta = beta.split(',').map((s) => s.trim());
    const streaming = stream === true || req.stream;
    const url = bedrockUrl(channel, creds.region, bedrockModelId(typeof model === 'string' ? model : req.model), streaming);
    const text = JSON.stringify(body);
    const headers = signV4({
      method: 'POST',
      url,
      headers: { 'Content-Type': 'application/json', Accept: streaming ? 'application/vnd.amazon.eventstream' : 'application/json' },
      body: text,
      region: creds.region,
      service: 'bedrock',
      accessKeyId: creds.accessKeyId,
      secretAccessKey: creds.secretAccessKey,
      sessionToken: creds.sessionToken,
    });
    return { url, method: 'POST', headers, body: text };
  },
  createStreamParser: () => new BedrockStreamParser(),
});
