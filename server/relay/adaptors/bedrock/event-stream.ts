import { z } from 'zod';
import type { SseEvent, StreamParser } from '../types';

// AWS event-stream binary framing (Bedrock invoke-with-response-stream) → Claude events as SseEvents.
// Frame: total len (4) · headers len (4) · prelude CRC (4) · headers · payload · message CRC (4).

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(buf: Uint8Array, start = 0, end = buf.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface EventStreamMessage {
  headers: Record<string, string>;
  payload: Buffer;
}

/** Reads header values; only strings matter to us, other types are skipped by their sizes. */
function parseHeaders(b: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  const fixed: Record<number, number> = { 0: 0, 1: 0, 2: 1, 3: 2, 4: 4, 5: 8, 8: 8, 9: 16 };
  while (i < b.length) {
    const nameLen = b.readUInt8(i);
    const name = b.toString('utf8', i + 1, i + 1 + nameLen);
    i += 1 + nameLen;
    const type = b.readUInt8(i++);
    if (type === 6 || type === 7) {
      const len = b.readUInt16BE(i);
      if (type === 7) out[name] = b.toString('utf8', i + 2, i + 2 + len);
      i += 2 + len;
    } else i += fixed[type] ?? 0;
  }
  return out;
}

export class EventStreamDecoder {
  private buf = Buffer.alloc(0);

  feed(chunk: Uint8Array): EventStreamMessage[] {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : Buffer.from(chunk);
    const out: EventStreamMessage[] = [];
    while (this.buf.length >= 12) {
      const total = this.buf.readUInt32BE(0);
      const headersLen = this.buf.readUInt32BE(4);
      if (crc32(this.buf, 0, 8) !== this.buf.readUInt32BE(8)) throw new Error('event-stream: prelude checksum mismatch');
      if (this.buf.length < total) break;
      if (crc32(this.buf, 0, total - 4) !== this.buf.readUInt32BE(total - 4)) throw new Error('event-stream: message checksum mismatch');
      out.push({
        headers: parseHeaders(this.buf.subarray(12, 12 + headersLen)),
        payload: Buffer.from(this.buf.subarray(12 + headersLen, total - 4)),
      });
      this.buf = this.buf.subarray(total);
    }
    return out;
  }
}

const chunkPayload = z.object({ bytes: z.string() });
const exceptionPayload = z.looseObject({ message: z.string().optional() });

/** Bedrock stream → the Claude SSE events inside it; exceptions become Claude error events. */
export class BedrockStreamParser implements StreamParser {
  private readonly dec = new EventStreamDecoder();

  feed(chunk: Buffer | Uint8Array | string): SseEvent[] {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    const out: SseEvent[] = [];
    for (const m of this.dec.feed(bytes)) {
      const kind = m.headers[':message-type'];
      if (kind === 'event' && m.headers[':event-type'] === 'chunk') {
        const p = chunkPayload.safeParse(JSON.parse(m.payload.toString('utf8')));
        if (!p.success) continue;
        const data = Buffer.from(p.data.bytes, 'base64').toString('utf8');
        const type = /"type"\s*:\s*"([^"]+)"/.exec(data)?.[1];
        out.push(type ? { event: type, data } : { data });
      } else if (kind === 'exception' || kind === 'error') {
        let message = 'upstream stream error';
        try {
          message = exceptionPayload.parse(JSON.parse(m.payload.toString('utf8'))).message ?? message;
        } catch {
          // keep the generic text
        }
        const type = m.headers[':exception-type'] ?? m.headers[':error-code'] ?? 'api_error';
        out.push({ event: 'error', data: JSON.stringify({ type: 'error', error: { type, message } }) });
      }
    }
    return out;
  }

  end(): SseEvent[] {
    return [];
  }
}
