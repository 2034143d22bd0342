import { crc32 } from 'node:zlib';
import { claudeError, claudeEvents, claudeMessage } from './claude';
import { type MockHandler, type MockOptions, type MockServer, delayOf, header, isObject, sendJson, startMockServer, writeChunk } from './http-util';
import { errorStatusOf } from './reply';

// AWS Bedrock runtime for Anthropic models: /model/{id}/invoke (JSON) and
// /model/{id}/invoke-with-response-stream (AWS event-stream frames with {"bytes": base64(event)}).
// Only checks that a SigV4 Authorization header is present; signing is tested against AWS vectors.

function stringHeader(name: string, value: string): Buffer {
  const n = Buffer.from(name);
  const v = Buffer.from(value);
  const b = Buffer.alloc(1 + n.length + 1 + 2 + v.length);
  b.writeUInt8(n.length, 0);
  n.copy(b, 1);
  b.writeUInt8(7, 1 + n.length);
  b.writeUInt16BE(v.length, 2 + n.length);
  v.copy(b, 4 + n.length);
  return b;
}

/** One AWS event-stream message: prelude (lengths + CRC), headers, payload, message CRC. */
export function eventStreamFrame(headers: Record<string, string>, payload: Buffer): Buffer {
  const h = Buffer.concat(Object.entries(headers).map(([k, v]) => stringHeader(k, v)));
  const total = 12 + h.length + payload.length + 4;
  const prelude = Buffer.alloc(8);
  prelude.writeUInt32BE(total, 0);
  prelude.writeUInt32BE(h.length, 4);
  const preludeCrc = Buffer.alloc(4);
  preludeCrc.writeUInt32BE(crc32(prelude), 0);
  const body = Buffer.concat([prelude, preludeCrc, h, payload]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([body, crc]);
}

export const handleBedrock: MockHandler = async (ctx) => {
  const m = /^\/model\/([^/]+)\/(invoke|invoke-with-response-stream)$/.exec(ctx.url.pathname);
  if (!m || ctx.req.method !== 'POST') return false;
  if (!header(ctx, 'authorization')?.startsWith('AWS4-HMAC-SHA256 Credential=')) {
    sendJson(ctx.res, 403, { message: 'The security token included in the request is invalid. (mock)' });
    return true;
  }
  const model = decodeURIComponent(m[1]);
  const status = errorStatusOf(model, header(ctx, 'x-mock-error'));
  if (status) {
    sendJson(ctx.res, status, { message: status === 429 ? 'Too many requests (mock)' : `Mock error ${status}` });
    return true;
  }
  const body = isObject(ctx.json) ? ctx.json : {};
  if (body.anthropic_version !== 'bedrock-2023-05-31') {
    claudeError(ctx.res, 400);
    return true;
  }
  const msg = claudeMessage(body, model);
  if (m[2] === 'invoke') {
    sendJson(ctx.res, 200, msg);
    return true;
  }
  ctx.res.writeHead(200, { 'Content-Type': 'application/vnd.amazon.eventstream' });
  const delay = delayOf(ctx);
  for (const [, data] of claudeEvents(msg)) {
    const payload = Buffer.from(JSON.stringify({ bytes: Buffer.from(JSON.stringify(data)).toString('base64') }));
    await writeChunk(ctx.res, eventStreamFrame({ ':event-type': 'chunk', ':content-type': 'application/json', ':message-type': 'event' }, payload), delay);
  }
  ctx.res.end();
  return true;
};

export function startBedrockMock(options: MockOptions = {}): Promise<MockServer> {
  return startMockServer([handleBedrock], options);
}
