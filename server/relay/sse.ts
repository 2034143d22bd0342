import { StringDecoder } from 'node:string_decoder';
import type { SseEvent } from './adaptors/types';

// Incremental server-sent-events parser. Runs on every chunk of every stream, so it avoids
// regexes and re-scanning: one pass over each new character, lines cut with indexOf.

export class SseParser {
  /** Unfinished last line, kept as pieces so a long line split over many chunks stays linear. */
  private tail: string[] = [];
  /** Once a "\r" is seen the slower CR-aware scan is used (streams keep one line-ending style). */
  private sawCr = false;
  private data: string[] = [];
  private event: string | undefined;
  /** UTF-8 safe across chunk splits; cheaper per call than a streaming TextDecoder. Made on
   * first use: a same-format stream may never need it (relay/raw-events.ts). */
  private decoderState: StringDecoder | null = null;
  private get decoder(): StringDecoder {
    return (this.decoderState ??= new StringDecoder('utf8'));
  }

  /** Feed one chunk (any split, UTF-8 safe); returns the events it completed. */
  feed(chunk: Buffer | Uint8Array | string): SseEvent[] {
    const text = typeof chunk === 'string' ? chunk : this.decoder.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if (!this.sawCr && text.includes('\r')) this.sawCr = true;
    if (this.tail.length > 0 && !text.includes('\n') && !(this.sawCr && (text.includes('\r') || this.tail[this.tail.length - 1].endsWith('\r')))) {
      this.tail.push(text);
      return [];
    }
    return this.drain(text, false);
  }

  idle(): boolean {
    const d = this.decoderState as unknown as { lastNeed: number } | null;
    return this.tail.length === 0 && this.data.length === 0 && this.event === undefined && (d === null || d.lastNeed === 0);
  }

  /** The upstream ended: flush a last event that had no trailing blank line. */
  end(): SseEvent[] {
    const out = this.drain(this.decoderState?.end() ?? '', true);
    const rest = this.tail.join('');
    this.tail = [];
    if (rest.length > 0) this.line(rest, out);
    this.dispatch(out);
    return out;
  }

  private drain(text: string, final: boolean): SseEvent[] {
    const out: SseEvent[] = [];
    const buf = this.tail.length === 0 ? text : this.tail.join('') + text;
    this.tail = [];
    const hasCr = this.sawCr;
    let pos = 0;
    for (;;) {
      let end: number;
      let next: number;
      if (!hasCr) {
        end = buf.indexOf('\n', pos);
        if (end < 0) break;
        next = end + 1;
      } else {
        const n = buf.indexOf('\n', pos);
        const r = buf.indexOf('\r', pos);
        if (r >= 0 && (n < 0 || r < n)) {
          // A lone "\r" at the very end may be the first half of "\r\n": wait for more.
          if (r === buf.length - 1 && !final) break;
          end = r;
          next = buf.charCodeAt(r + 1) === 10 ? r + 2 : r + 1;
        } else if (n >= 0) {
          end = n;
          next = n + 1;
        } else break;
      }
      this.line(buf.slice(pos, end), out);
      pos = next;
    }
    if (pos < buf.length) this.tail.push(pos === 0 ? buf : buf.slice(pos));
    return out;
  }

  private line(line: string, out: SseEvent[]): void {
    if (line.length === 0) {
      this.dispatch(out);
      return;
    }
    if (line.charCodeAt(0) === 58) return; // ":" comment, e.g. ": PING"
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
  }

  private dispatch(out: SseEvent[]): void {
    if (this.data.length > 0) {
      const data = this.data.length === 1 ? this.data[0] : this.data.join('\n');
      out.push(this.event === undefined ? { data } : { event: this.event, data });
    }
    this.data = [];
    this.event = undefined;
  }
}

/** Parse a whole SSE text at once (tests, recorded fixtures). */
export function parseSseText(text: string): SseEvent[] {
  const p = new SseParser();
  return [...p.feed(text), ...p.end()];
}

/** Read SSE events from a byte stream (fetch body, undici body, node stream). */
export async function* readSse(body: AsyncIterable<Uint8Array | string>): AsyncGenerator<SseEvent> {
  const p = new SseParser();
  for await (const chunk of body) yield* p.feed(chunk);
  yield* p.end();
}

/** "data: ...\n\n"; objects are JSON-encoded. */
export function sseData(payload: unknown): string {
  return `data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`;
}

/** "event: name\ndata: ...\n\n". */
export function sseEvent(name: string, payload: unknown): string {
  return `event: ${name}\ndata: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`;
}

export const SSE_DONE = 'data: [DONE]\n\n';
