import type { AdaptorRequest } from '../types';

// Request rules for OpenAI-format upstreams. Works on a copy: the client body stays as sent,
// so stream converters can still read what the client itself asked for.

const EFFORT_SUFFIX = /-(high|medium|low)$/;

/** o-series reasoning models: max_completion_tokens, no temperature, effort suffix. */
export function applyReasoningModelRules(body: Record<string, unknown>): void {
  const model = typeof body.model === 'string' ? body.model : '';
  if (!/^o\d/.test(model)) return;
  if (body.max_tokens !== undefined && body.max_completion_tokens === undefined) {
    body.max_completion_tokens = body.max_tokens;
  }
  delete body.max_tokens;
  if (/^o[13]/.test(model)) delete body.temperature;
  const m = EFFORT_SUFFIX.exec(model);
  if (m) {
    body.reasoning_effort = m[1];
    body.model = model.slice(0, -m[0].length);
  }
}

export function prepareOpenAIBody(req: AdaptorRequest, forceUsage: boolean): Record<string, unknown> | null {
  if (!req.body) return null;
  const body: Record<string, unknown> = { ...req.body, model: req.model };
  if (req.mode === 'chat') applyReasoningModelRules(body);
  if (req.stream && forceUsage && req.options.forceStreamOption && (req.mode === 'chat' || req.mode === 'completions')) {
    const so = typeof body.stream_options === 'object' && body.stream_options !== null ? body.stream_options : {};
    body.stream_options = { ...so, include_usage: true };
  }
  return body;
}
