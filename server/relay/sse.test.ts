import { describe, expect, it } from 'vitest';
import { SseParser, parseSseText, readSse, sseData, sseEvent } from './sse';

function feedSplit(text: string, size: number) {
  const p = new SseParser();
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(...p.feed(text.slice(i, i + size)));
  out.push(...p.end());
  return out;
}

describe('SseParser', () => {
  const text = 'event: message_start\ndata: {"a":1}\n\n: PING\n\ndata: line1\ndata: line2\n\ndata: [DONE]\n\n';
  const expected = [
    { event: 'message_start', data: '{"a":1}' },
    { data: 'line1\nline2' },
    { data: '[DONE]' },
  ];

  it('parses events, comments and multi-line data', () => {
    expect(parseSseText(text)).toEqual(expected);
  });

  it('gives the same events for every split size', () => {
    for (const size of [1, 2, 3, 5, 7, 13, 1000]) expect(feedSplit(text, size)).toEqual(expected);
  });

  it('handles \\r\\n and lone \\r line endings, split anywhere', () => {
    const crlf = text.replace(/\n/g, '\r\n');
    for (const size of [1, 2, 3, 4, 1000]) expect(feedSplit(crlf, size)).toEqual(expected);
    expect(parseSseText(text.replace(/\n/g, '\r'))).toEqual(expected);
  });

  it('emits the last event without a trailing blank line on end()', () => {
    const p = new SseParser();
    expect(p.feed('data: a\n\ndata: b')).toEqual([{ data: 'a' }]);
    expect(p.end()).toEqual([{ data: 'b' }]);
  });

  it('keeps UTF-8 characters split across Buffer chunks', () => {
    const bytes = Buffer.from('data: {"t":"你好👋"}\n\n');
    const p = new SseParser();
    const out = [];
    for (let i = 0; i < bytes.length; i++) out.push(...p.feed(bytes.subarray(i, i + 1)));
    expect(out).toEqual([{ data: '{"t":"你好👋"}' }]);
  });

  it('accepts "data:" without space and fields without colon', () => {
    expect(parseSseText('data:x\n\ndata\n\n')).toEqual([{ data: 'x' }, { data: '' }]);
  });

  it('reads from an async iterable', async () => {
    async function* gen() {
      yield Buffer.from('data: 1\n');
      yield Buffer.from('\ndata: 2\n\n');
    }
    const out = [];
    for await (const e of readSse(gen())) out.push(e);
    expect(out).toEqual([{ data: '1' }, { data: '2' }]);
  });
});

describe('serializers', () => {
  it('writes data and named events', () => {
    expect(sseData({ a: 1 })).toBe('data: {"a":1}\n\n');
    expect(sseData('[DONE]')).toBe('data: [DONE]\n\n');
    expect(sseEvent('ping', { type: 'ping' })).toBe('event: ping\ndata: {"type":"ping"}\n\n');
  });
});

describe('SseParser with long lines', () => {
  it('stays linear when one event arrives in many small chunks', () => {
    const payload = 'x'.repeat(2_000_000);
    const p = new SseParser();
    let early = 0;
    for (let i = 0; i < payload.length; i += 100) early += p.feed(i === 0 ? `data: ${payload.slice(0, 100)}` : payload.slice(i, i + 100)).length;
    expect(early).toBe(0);
    const out = p.feed('\n\n');
    expect(out[0].data.length).toBe(2_000_000);
  });
});

describe('SseParser with long CRLF lines', () => {
  it('stays linear with \\r\\n streams too', () => {
    const p = new SseParser();
    p.feed('data: a\r\n\r\n');
    p.feed('data: ');
    for (let i = 0; i < 20_000; i++) p.feed('y'.repeat(100));
    expect(p.feed('\r')).toEqual([]);
    expect(p.feed('\n\r\n')[0].data.length).toBe(2_000_000);
  });
});
