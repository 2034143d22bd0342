import type { RelayMode, WireFormat } from './adaptors/types';
import { localError } from './relay-error';
import type { RelayReq } from './relay-http';

// What a relay request is: its mode, inbound format, model, stream flag and body
// (reference/relay.md §4, §6.1).

export interface RelayRequestShape {
  mode: RelayMode;
  inbound: WireFormat;
  model: string;
  stream: boolean;
  body: Record<string, unknown> | null;
  rawBody?: Buffer;
  contentType?: string;
  maxTokens: number;
}

export const INBOUND: Record<RelayMode, WireFormat> = {
  chat: 'openai',
  completions: 'openai',
  embeddings: 'openai',
  'images.generations': 'openai',
  'images.edits': 'openai',
  'audio.speech': 'openai',
  'audio.transcriptions': 'openai',
  'audio.translations': 'openai',
  rerank: 'openai',
  responses: 'openai',
  moderations: 'openai',
  messages: 'claude',
  'gemini.generate': 'gemini',
  'gemini.stream': 'gemini',
};

const DEFAULT_MODEL: Partial<Record<RelayMode, string>> = {
  'images.generations': 'dall-e-2',
  'images.edits': 'gpt-image-1',
  'audio.speech': 'tts-1',
  'audio.transcriptions': 'whisper-1',
  'audio.translations': 'whisper-1',
  moderations: 'text-moderation-stable',
};

/** Reads a plain field out of a multipart body without buffering it twice. */
export function multipartField(raw: Buffer, name: string): string {
  const text = raw.toString('latin1', 0, Math.min(raw.length, 1 << 20));
  const m = new RegExp(`name="${name}"\\r\\n(?:[^\\r\\n]*\\r\\n)*\\r\\n([^\\r]*)\\r\\n`).exec(text);
  return m ? Buffer.from(m[1], 'latin1').toString('utf8') : '';
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function shapeRequest(mode: RelayMode, req: RelayReq, geminiModel?: string): RelayRequestShape {
  const inbound = INBOUND[mode];
  const ct = String(req.headers['content-type'] ?? '');
  if (Buffer.isBuffer(req.body)) {
    const raw = req.body;
    const model = multipartField(raw, 'model') || DEFAULT_MODEL[mode] || '';
    return { mode, inbound, model, stream: false, body: null, rawBody: raw, contentType: ct, maxTokens: 0 };
  }
  const body = req.body;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw localError(400, 'Invalid request, 无效的请求, request body must be a JSON object', 'invalid_request');
  }
  const b = body as Record<string, unknown>;
  const model = geminiModel ?? (typeof b.model === 'string' ? b.model : '') ?? '';
  const stream = mode === 'gemini.stream' || (mode !== 'gemini.generate' && b.stream === true);
  const maxTokens = Math.max(num(b.max_tokens), num(b.max_completion_tokens), num(b.max_output_tokens), num((b.generationConfig as Record<string, unknown> | undefined)?.maxOutputTokens));
  return { mode, inbound, model: model || DEFAULT_MODEL[mode] || '', stream, body: b, maxTokens };
}

const invalid = (message: string) => localError(500, message, 'invalid_request');

/** Request validation runs after the token checks, as in the original. */
export function validateShape(shape: RelayRequestShape): void {
  if (shape.body) validate(shape.mode, shape.body);
}

function validate(mode: RelayMode, b: Record<string, unknown>): void {
  const need = (field: string, ok: boolean) => {
    if (!ok) throw invalid(`field ${field} is required`);
  };
  if (mode === 'chat' || mode === 'messages') need('messages', Array.isArray(b.messages) && b.messages.length > 0);
  if (mode === 'completions') need('prompt', b.prompt !== undefined && b.prompt !== null && b.prompt !== '');
  if (mode === 'moderations' || mode === 'embeddings') need('input', b.input !== undefined && b.input !== null && b.input !== '');
  if (mode === 'gemini.generate' || mode === 'gemini.stream') need('contents', Array.isArray(b.contents) && b.contents.length > 0);
  if (mode === 'responses') need('input', b.input !== undefined && b.input !== null);
  if (mode === 'rerank') need('query', typeof b.query === 'string' && b.query !== '');
  if ((typeof b.max_tokens === 'number' && b.max_tokens < 0) || (b.max_tokens !== undefined && typeof b.max_tokens !== 'number')) {
    throw invalid('max_tokens is invalid');
  }
}

const PROMPT_KEYS = ['content', 'text', 'prompt', 'input', 'system', 'messages', 'contents', 'parts'];

/** Visits every prompt string of a request body (message contents, parts, system, input). */
function eachPromptString(body: Record<string, unknown>, visit: (s: string) => void): void {
  const walk = (v: unknown, depth: number) => {
    if (depth > 6) return;
    if (typeof v === 'string') visit(v);
    else if (Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      for (const k of PROMPT_KEYS) if (k in o) walk(o[k], depth + 1);
    }
  };
  walk(body, 0);
}

/** The text a sensitive-word check reads from a request. */
export function promptText(body: Record<string, unknown> | null): string {
  if (!body) return '';
  const parts: string[] = [];
  eachPromptString(body, (s) => parts.push(s));
  return parts.join('\n');
}

/** About 4 characters a token, plus per-message overhead: enough to size a pre-consumption.
 * Counts characters without copying the prompt (this runs on every call). */
export function estimatePromptTokens(body: Record<string, unknown> | null): number {
  if (!body) return 0;
  const messages = Array.isArray(body.messages) ? body.messages.length : Array.isArray(body.contents) ? body.contents.length : 1;
  let chars = 0;
  let parts = 0;
  eachPromptString(body, (s) => {
    chars += s.length;
    parts++;
  });
  return Math.ceil((chars + Math.max(0, parts - 1)) / 4) + 3 * messages + 3;
}
