import type { StreamConverter, StreamParser } from './adaptors/types';

// Most events of a same-format stream need no rewriting. Those go to the client as the
// upstream's own bytes: no decoding, no string building, no re-encoding on write. An event is
// taken raw only when it is exactly one "data: " line (so the bytes equal what the parser +
// converter would have written) and the converter agrees; every other event takes the usual
// path, in order.

const LF = 10;
const CR = 13;
const BLANK = Buffer.from('\n\n');
const DATA = Buffer.from('data: ');

const isDataLine = (ev: Buffer) => ev.length > DATA.length && ev.compare(DATA, 0, DATA.length, 0, DATA.length) === 0 && ev.indexOf(LF, DATA.length) < 0 && ev.indexOf(CR) < 0;

/** One upstream chunk → what to write, as the upstream's bytes where possible. */
export function convertChunk(chunk: Buffer | Uint8Array | string, parser: StreamParser, converter: StreamConverter): Array<string | Buffer> {
  if (typeof chunk === 'string' || !converter.passRaw || !parser.idle?.()) {
    let text = '';
    for (const ev of parser.feed(chunk)) text += converter.push(ev);
    return text ? [text] : [];
  }
  const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  const parts: Array<string | Buffer> = [];
  let text = '';
  let run = -1; // start of the current run of raw events
  let pos = 0;
  for (;;) {
    const end = buf.indexOf(BLANK, pos);
    if (end < 0) break;
    const ev = buf.subarray(pos, end);
    if (isDataLine(ev) && converter.passRaw(ev.subarray(DATA.length))) {
      if (text) {
        parts.push(text);
        text = '';
      }
      if (run < 0) run = pos;
    } else {
      if (run >= 0) {
        parts.push(buf.subarray(run, pos));
        run = -1;
      }
      for (const e of parser.feed(buf.subarray(pos, end + 2))) text += converter.push(e);
    }
    pos = end + 2;
  }
  if (run >= 0) parts.push(buf.subarray(run, pos));
  // An unfinished last event waits in the parser; the next chunk then takes the usual path.
  if (pos < buf.length) for (const e of parser.feed(buf.subarray(pos))) text += converter.push(e);
  if (text) parts.push(text);
  return parts;
}
