import { type GeminiPart, geminiRequestSchema } from '../gemini/api-types';
import type { CodecContext } from './codec';
import { type OpenAIChatRequest, type OpenAIContentPart, type OpenAIMessage, contentText } from './openai-types';

// Gemini generateContent request ⇄ OpenAI chat request.
// Gemini has no tool-call ids: calls get "call_<n>" ids, responses match the last open call by name.

export function geminiRequestToOpenAI(body: Record<string, unknown>): OpenAIChatRequest {
  const r = geminiRequestSchema.parse(body);
  const messages: OpenAIMessage[] = [];
  const sys = r.systemInstruction ?? r.system_instruction;
  const sysText = sys?.parts.map((p) => p.text ?? '').join('\n');
  if (sysText) messages.push({ role: 'system', content: sysText });
  const open: { id: string; name: string }[] = [];
  let callNo = 0;
  for (const c of r.contents) {
    const parts: OpenAIContentPart[] = [];
    const calls: NonNullable<OpenAIMessage['tool_calls']> = [];
    for (const p of c.parts) {
      if (p.text !== undefined && !p.thought) parts.push({ type: 'text', text: p.text });
      const inline = p.inlineData ?? (p.inline_data ? { mimeType: p.inline_data.mime_type, data: p.inline_data.data } : undefined);
      if (inline) parts.push({ type: 'image_url', image_url: { url: `data:${inline.mimeType};base64,${inline.data}` } });
      if (p.fileData) parts.push({ type: 'image_url', image_url: { url: p.fileData.fileUri } });
      if (p.functionCall) {
        const id = `call_${callNo++}`;
        open.push({ id, name: p.functionCall.name });
        calls.push({ id, type: 'function', function: { name: p.functionCall.name, arguments: JSON.stringify(p.functionCall.args ?? {}) } });
      }
      if (p.functionResponse) {
        const i = open.findIndex((o) => o.name === p.functionResponse?.name);
        const id = i >= 0 ? open.splice(i, 1)[0].id : `call_${callNo++}`;
        messages.push({ role: 'tool', tool_call_id: id, content: JSON.stringify(p.functionResponse.response ?? {}) });
      }
    }
    if (parts.length === 0 && calls.length === 0) continue;
    const role = c.role === 'model' ? 'assistant' : 'user';
    const onlyText = parts.every((p) => p.type === 'text');
    const msg: OpenAIMessage = { role, content: parts.length === 0 ? null : onlyText ? parts.map((p) => p.text ?? '').join('') : parts };
    if (calls.length) msg.tool_calls = calls;
    messages.push(msg);
  }
  const out: OpenAIChatRequest = { messages };
  const g = r.generationConfig ?? r.generation_config;
  if (g?.temperature !== undefined) out.temperature = g.temperature;
  if (g?.topP !== undefined) out.top_p = g.topP;
  if (g?.topK !== undefined) out.top_k = g.topK;
  if (g?.maxOutputTokens !== undefined) out.max_tokens = g.maxOutputTokens;
  if (g?.stopSequences?.length) out.stop = g.stopSequences;
  const decls = (r.tools ?? []).flatMap((t) => t.functionDeclarations ?? []);
  if (decls.length) {
    out.tools = decls.map((d) => ({ type: 'function', function: { name: d.name, description: d.description, parameters: d.parameters } }));
  }
  const fc = r.toolConfig?.functionCallingConfig;
  if (fc?.mode === 'NONE') out.tool_choice = 'none';
  else if (fc?.mode === 'ANY') {
    const names = fc.allowedFunctionNames ?? [];
    out.tool_choice = names.length === 1 ? { type: 'function', function: { name: names[0] } } : 'required';
  } else if (fc?.mode === 'AUTO') out.tool_choice = 'auto';
  return out;
}

const SAFETY_CATEGORIES = [
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
  'HARM_CATEGORY_CIVIC_INTEGRITY',
];

export function safetySettings(settings: Record<string, string>): { category: string; threshold: string }[] | undefined {
  if (Object.keys(settings).length === 0) return undefined;
  return SAFETY_CATEGORIES.map((category) => ({ category, threshold: settings[category] ?? settings.default ?? 'BLOCK_NONE' }));
}

/** Gemini rejects some JSON-schema keywords OpenAI tools commonly carry. */
function cleanSchema(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(cleanSchema);
  if (!v || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(v)) {
    if (k === '$schema' || k === 'additionalProperties' || k === 'strict') continue;
    out[k] = cleanSchema(val);
  }
  return out;
}

function partsOf(content: OpenAIMessage['content']): GeminiPart[] {
  if (typeof content === 'string') return content ? [{ text: content }] : [];
  const parts: GeminiPart[] = [];
  for (const p of content ?? []) {
    if (p.type === 'text') parts.push({ text: p.text ?? '' });
    else if (p.type === 'image_url' && p.image_url) {
      const url = typeof p.image_url === 'string' ? p.image_url : p.image_url.url;
      const m = /^data:([^;,]+);base64,(.*)$/s.exec(url);
      if (m) parts.push({ inlineData: { mimeType: m[1], data: m[2] } });
      else parts.push({ fileData: { mimeType: 'image/jpeg', fileUri: url } });
    }
  }
  return parts;
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // plain text tool output
  }
  return { content: text };
}

export function openAIRequestToGemini(req: OpenAIChatRequest, ctx: CodecContext): Record<string, unknown> {
  const system: string[] = [];
  const contents: { role: string; parts: GeminiPart[] }[] = [];
  const callNames = new Map<string, string>();
  const push = (role: string, parts: GeminiPart[]) => {
    const prev = contents[contents.length - 1];
    if (prev && prev.role === role) prev.parts.push(...parts);
    else contents.push({ role, parts });
  };
  for (const m of req.messages) {
    if (m.role === 'system' || m.role === 'developer') system.push(contentText(m.content));
    else if (m.role === 'assistant') {
      const parts = partsOf(m.content);
      for (const t of m.tool_calls ?? []) {
        const name = t.function.name ?? '';
        if (t.id) callNames.set(t.id, name);
        parts.push({ functionCall: { name, args: parseObject(t.function.arguments ?? '{}') } });
      }
      if (parts.length) push('model', parts);
    } else if (m.role === 'tool') {
      const name = callNames.get(m.tool_call_id ?? '') ?? m.name ?? '';
      push('user', [{ functionResponse: { name, response: parseObject(contentText(m.content)) } }]);
    } else push('user', partsOf(m.content));
  }
  const out: Record<string, unknown> = { contents };
  if (system.length) out.systemInstruction = { parts: [{ text: system.join('\n') }] };
  const gen: Record<string, unknown> = {};
  if (req.temperature !== undefined) gen.temperature = req.temperature;
  if (req.top_p !== undefined) gen.topP = req.top_p;
  if (req.top_k !== undefined) gen.topK = req.top_k;
  const max = req.max_completion_tokens ?? req.max_tokens;
  if (max) gen.maxOutputTokens = max;
  if (req.stop !== undefined) gen.stopSequences = typeof req.stop === 'string' ? [req.stop] : req.stop;
  const rf = req.response_format;
  if (rf && typeof rf === 'object' && 'type' in rf && (rf.type === 'json_object' || rf.type === 'json_schema')) {
    gen.responseMimeType = 'application/json';
  }
  if (Object.keys(gen).length) out.generationConfig = gen;
  const safety = safetySettings(ctx.options.geminiSafetySettings);
  if (safety) out.safetySettings = safety;
  if (req.tools?.length) {
    out.tools = [
      {
        functionDeclarations: req.tools.map((t) => ({
          name: t.function.name,
          ...(t.function.description ? { description: t.function.description } : {}),
          ...(t.function.parameters ? { parameters: cleanSchema(t.function.parameters) } : {}),
        })),
      },
    ];
  }
  const tc = req.tool_choice;
  if (tc === 'none') out.toolConfig = { functionCallingConfig: { mode: 'NONE' } };
  else if (tc === 'required') out.toolConfig = { functionCallingConfig: { mode: 'ANY' } };
  else if (tc && typeof tc === 'object' && 'function' in tc && tc.function && typeof tc.function === 'object' && 'name' in tc.function) {
    out.toolConfig = { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: [String(tc.function.name)] } };
  }
  return out;
}
