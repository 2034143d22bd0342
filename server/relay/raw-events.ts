import type { StreamConverter, StreamParser } from './adaptors/types';

// Most events of a same-format stream need no rewriting. Those go to the client as the
// upstream's own bytes: no decoding, no string building, no re-encoding on write. An event is
// taken raw only when it is exactly one "data: " line (so the bytes equal what the parser +
// converter would have written), holds none of the converter's blocker strings and is not
// [DONE]; every other event takes the usual path, in order.

const LF = 10;
const CR = 13;
const DATA = Buffer.from('data: ');
const DONE = Buffer.from('[DONE]');

function slow(chunk: Buffer | Uint8Array | string, parser: StreamParser, converter: StreamConverter): string[] {
  let text = '';
  for (const ev of parser.feed(chunk)) text += converter.push(ev);
  return text ? [text] : [];
}

const isDataPrefix = (buf: Buffer, pos: number, lf: number) =>
  lf - pos > DATA.length && buf[pos] === 100 && buf[pos + 1] === 97 && buf[pos + 2] === 116 && buf[pos + 3] === 97 && buf[pos + 4] === 58 && buf[pos + 5] === 32;

/** A "data: " line that is not [DONE]. */
const isData = (buf: Buffer, pos: number, lf: number) =>
  isDataPrefix(buf, pos, lf) && !(lf - pos === DATA.length + DONE.length && buf.compare(DONE, 0, DONE.length, pos + DATA.length, lf) === 0);

/** Index of the next "\n\n" from `from` (a byte search: cheaper than a two-byte needle). */
function blankLine(buf: Buffer, from: number): number {
  for (let lf = buf.indexOf(LF, from); lf >= 0; lf = buf.indexOf(LF, lf + 1)) if (buf[lf + 1] === LF) return lf;
  return -1;
}

/** One upstream chunk → what to write, as the upstream's bytes where possible. */
export function convertChunk(chunk: Buffer | Uint8Array | string, parser: StreamParser, converter: StreamConverter): Array<string | Buffer> {
  const raw = converter.raw;
  if (typeof chunk === 'string' || !raw || !parser.idle) return slow(chunk, parser, converter);
  const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (buf.indexOf(CR) >= 0) return slow(buf, parser, converter);
  let text = '';
  let pos = 0;
  if (!parser.idle()) {
    // The previous chunk ended inside an event: the parser finishes it, then raw scanning resumes.
    const end = blankLine(buf, 0);
    if (end < 0) return slow(buf, parser, converter);
    pos = end + 2;
    for (const e of parser.feed(buf.subarray(0, pos))) text += converter.push(e);
    if (!parser.idle()) {
      for (const e of parser.feed(buf.subarray(pos))) text += converter.push(e);
      return text ? [text] : [];
    }
  }
  // Where each blocker next occurs in the chunk (searched again only once passed).
  const next = raw.blockers.map((b) => buf.indexOf(b));
  const blocked = (pos: number, lf: number) => {
    for (let i = 0; i < next.length; i++) {
      if (next[i] >= 0 && next[i] < pos) next[i] = buf.indexOf(raw.blockers[i], pos);
      if (next[i] >= 0 && next[i] < lf) return true;
    }
    return false;
  };
  const parts: Array<string | Buffer> = [];
  let run = -1; // start of the current run of raw events
  const endRun = (at: number) => {
    if (run < 0) return;
    const events = buf.subarray(run, at);
    raw.take(events);
    parts.push(events);
    run = -1;
  };
  for (;;) {
    const lf = buf.indexOf(LF, pos);
    if (lf < 0) break;
    let after: number; // first byte after the event's blank line
    if (buf[lf + 1] === LF && isData(buf, pos, lf) && !blocked(pos, lf) && raw.ready()) {
      if (text) {
        parts.push(text);
        text = '';
      }
      if (run < 0) run = pos;
      after = lf + 2;
    } else {
      const end = blankLine(buf, lf);
      if (end < 0) break;
      after = end + 2;
      endRun(pos);
      // A lone "data: " line is its own event; anything else goes through the parser.
      if (end === lf && isDataPrefix(buf, pos, lf)) text += converter.push({ data: buf.toString('utf8', pos + DATA.length, lf) });
      else for (const e of parser.feed(buf.subarray(pos, after))) text += converter.push(e);
    }
    pos = after;
  }
  endRun(pos);
  // An unfinished last event waits in the parser until the next chunk completes it.
  if (pos < buf.length) for (const e of parser.feed(buf.subarray(pos))) text += converter.push(e);
  if (text) parts.push(text);
  return parts;
}
