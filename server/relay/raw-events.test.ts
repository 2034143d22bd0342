import { describe, expect, it } from 'vitest';
import { openAIAdaptor } from './adaptors/openai-compatible/providers';
import { testRequest } from './adaptors/test-utils';
import { convertChunk } from './raw-events';
import { SseParser } from './sse';

const chunk = (id: string, content: string | null, extra: object = {}) =>
  'data: ' + JSON.stringify({ id, object: 'chat.completion.chunk', created: 1700000000, model: 'gpt-4o-mini', choices: content === null ? [] : [{ index: 0, delta: { content }, finish_reason: null }], ...extra }) + '\n\n';

const words = ['你好', '，', 'wörld', ' twelve', ' 🙂', ' done'];
const usage = { prompt_tokens: 9, completion_tokens: 6, total_tokens: 15 };
const STREAM = words.map((w) => chunk('c1', w)).join('') + chunk('c1', null, { usage }) + 'data: [DONE]\n\n';

function converter(clientWantsUsage: boolean) {
  const body = { model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'hi' }], ...(clientWantsUsage ? { stream_options: { include_usage: true } } : {}) };
  return openAIAdaptor.createStreamConverter(testRequest({ body }));
}

/** The same bytes through the event-by-event path and through convertChunk in the given pieces. */
function both(text: string, cuts: number[], clientWantsUsage = false) {
  const slow = converter(clientWantsUsage);
  const sp = new SseParser();
  let expected = '';
  for (const ev of [...sp.feed(text), ...sp.end()]) expected += slow.push(ev);
  expected += slow.finish();

  const fast = converter(clientWantsUsage);
  const fp = new SseParser();
  const bytes = Buffer.from(text);
  let out = '';
  let raw = 0;
  let at = 0;
  for (const cut of [...cuts, bytes.length]) {
    for (const part of convertChunk(bytes.subarray(at, cut), fp, fast)) {
      if (Buffer.isBuffer(part)) raw++;
      out += part.toString();
    }
    at = cut;
  }
  for (const ev of fp.end()) out += fast.push(ev);
  out += fast.finish();
  return { expected, out, raw, slow, fast };
}

describe('convertChunk', () => {
  it('forwards plain events as the upstream bytes and still reads the usage', () => {
    const r = both(STREAM, []);
    expect(r.out).toBe(r.expected);
    expect(r.raw).toBe(1); // the content events in one slice; usage and [DONE] decoded
    expect(r.out).not.toContain('"usage"'); // hidden: the client did not ask for it
    expect(r.fast.usage()).toEqual({ promptTokens: 9, completionTokens: 6 });
  });

  it('gives the same bytes for every split, including inside a multi-byte character', () => {
    const len = Buffer.byteLength(STREAM);
    for (let cut = 1; cut < len; cut += 7) {
      const r = both(STREAM, [cut, Math.min(len - 1, cut + 61)], true);
      expect(r.out, `cut at ${cut}`).toBe(r.expected);
      expect(r.fast.usage()).toEqual(r.slow.usage());
    }
  });

  it('counts raw events locally when the upstream reports no usage', () => {
    const noUsage = words.map((w) => chunk('c2', w)).join('') + 'data: [DONE]\n\n';
    const r = both(noUsage, [40], true);
    expect(r.out).toBe(r.expected);
    expect(r.fast.usage()).toBeNull();
    expect(r.fast.completionText()).toBe(words.join(''));
    expect(r.fast.completionTokens()).toBe(r.slow.completionTokens());
    expect(r.fast.completionTokens()).toBeGreaterThan(0);
    // The usage chunk made up for the client carries the stream's own id and created.
    const last = JSON.parse(r.out.trim().split('\n\n').at(-2)!.slice(6));
    expect(last).toMatchObject({ id: 'c2', created: 1700000000, choices: [], usage: { completion_tokens: r.fast.completionTokens() } });
  });

  it('takes the usual path for comments, CRLF, other fields and "data:" without a space', () => {
    const odd = chunk('c3', 'a') + ': keep-alive\n\n' + 'data:' + chunk('c3', 'b').slice(5) + 'event: x\n' + chunk('c3', 'c') + chunk('c3', 'd').replace(/\n\n$/, '\r\n\r\n') + chunk('c3', 'e') + 'data: [DONE]\n\n';
    const r = both(odd, [], true);
    expect(r.out).toBe(r.expected);
    expect(r.fast.completionText()).toBe('abcde');
  });

  it('never forwards an error event raw', () => {
    const err = chunk('c4', 'x') + 'data: {"error":{"message":"boom"}}\n\n' + chunk('c4', 'y');
    const r = both(err, []);
    expect(r.out).toBe(r.expected);
    expect(r.raw).toBe(2); // the events either side of the error
  });
});

describe('convertChunk over a long stream', () => {
  it('counts the same as the usual path when raw runs are folded past the memory bound', () => {
    const long = Array.from({ length: 3000 }, (_, i) => chunk('c5', ` word${i % 50}`)).join('') + 'data: [DONE]\n\n';
    const len = Buffer.byteLength(long);
    const cuts = Array.from({ length: Math.floor(len / 4096) }, (_, i) => (i + 1) * 4096 + (i % 3));
    const r = both(long, cuts, true);
    expect(r.out).toBe(r.expected);
    expect(r.raw).toBeGreaterThan(cuts.length / 2);
    expect(r.fast.completionTokens()).toBe(r.slow.completionTokens());
    expect(r.fast.completionTokens()).toBeGreaterThan(3000);
  });
});
