import { z } from 'zod';
import type { UpstreamError, WireFormat } from './types';

// Normalizes upstream error bodies of all three wire formats. The message is the upstream's own
// text or "bad response status code N"; we never add keys or URLs to it.

const claudeError = z.object({ type: z.literal('error'), error: z.looseObject({ type: z.string(), message: z.string() }) });
const geminiError = z.object({
  error: z.looseObject({ code: z.number().optional(), message: z.string(), status: z.string() }),
});
const openAIError = z.object({
  error: z.looseObject({
    message: z.string().optional(),
    type: z.string().nullish(),
    param: z.unknown().optional(),
    code: z.union([z.string(), z.number(), z.null()]).optional(),
  }),
});
const bareMessage = z.looseObject({ message: z.string(), type: z.string().optional(), code: z.union([z.string(), z.number()]).optional() });

interface Detected {
  format: WireFormat | null;
  message: string;
  type: string;
  code: string | number | null;
}

function detect(json: unknown): Detected | null {
  const target = Array.isArray(json) ? json[0] : json; // Gemini sometimes wraps errors in an array
  const c = claudeError.safeParse(target);
  if (c.success) return { format: 'claude', message: c.data.error.message, type: c.data.error.type, code: null };
  const g = geminiError.safeParse(target);
  if (g.success) {
    const e = g.data.error;
    return { format: 'gemini', message: e.message, type: e.status, code: e.code ?? null };
  }
  const o = openAIError.safeParse(target);
  if (o.success && o.data.error.message) {
    const e = o.data.error;
    return { format: 'openai', message: e.message ?? '', type: e.type ?? 'upstream_error', code: e.code ?? null };
  }
  const b = bareMessage.safeParse(target);
  if (b.success) return { format: null, message: b.data.message, type: b.data.type ?? 'upstream_error', code: b.data.code ?? null };
  if (target && typeof target === 'object' && 'error' in target && typeof target.error === 'string') {
    return { format: null, message: target.error, type: 'upstream_error', code: null };
  }
  return null;
}

export function parseUpstreamError(status: number, bodyText: string, native: WireFormat, inbound: WireFormat): UpstreamError {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    json = undefined;
  }
  const d = json === undefined ? null : detect(json);
  if (!d || !d.message) {
    return { status, message: `bad response status code ${status}`, type: 'upstream_error', code: 'bad_response_status_code' };
  }
  const err: UpstreamError = { status, message: d.message, type: d.type, code: d.code };
  if (d.format === inbound && native === inbound) err.passThrough = Array.isArray(json) ? json[0] : json;
  return err;
}
