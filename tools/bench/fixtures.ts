// Fixed upstream answers: one OpenAI chat completion and one SSE stream (12 content chunks,
// a finish chunk, a usage chunk, [DONE]). Both upstreams (nginx and node) serve these bytes.

const id = 'chatcmpl-bench0000000000000000000000';
const created = 1700000000;
const model = 'gpt-4o-mini';
const usage = { prompt_tokens: 12, completion_tokens: 12, total_tokens: 24 };

export const COMPLETION_JSON = JSON.stringify({
  id,
  object: 'chat.completion',
  created,
  model,
  choices: [{ index: 0, message: { role: 'assistant', content: 'This is a fixed benchmark answer of twelve words total.' }, logprobs: null, finish_reason: 'stop' }],
  usage,
  system_fingerprint: 'fp_bench',
});

const chunk = (delta: object, finish: string | null, extra: object = {}) =>
  'data: ' + JSON.stringify({ id, object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_bench', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], ...extra }) + '\n\n';

const words = ['This', ' is', ' a', ' fixed', ' benchmark', ' stream', ' of', ' twelve', ' words', ' in', ' total', '.'];

export const STREAM_SSE =
  chunk({ role: 'assistant', content: words[0] }, null) +
  words.slice(1).map((w) => chunk({ content: w }, null)).join('') +
  chunk({}, 'stop') +
  'data: ' + JSON.stringify({ id, object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_bench', choices: [], usage }) + '\n\n' +
  'data: [DONE]\n\n';

/** What the load generator posts. */
export const REQUEST_BODY = JSON.stringify({ model, messages: [{ role: 'user', content: 'Say twelve words.' }], max_tokens: 32 });
export const STREAM_REQUEST_BODY = JSON.stringify({ model, messages: [{ role: 'user', content: 'Say twelve words.' }], max_tokens: 32, stream: true });

/** How both upstreams tell the two apart (the gateway rewrites the body, so no header). */
export const isStreamBody = (body: string) => /"stream"\s*:\s*true/.test(body);
