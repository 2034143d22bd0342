import { type ClaudeBlock, claudeRequestSchema } from '../claude/api-types';
import type { CodecContext } from './codec';
import { type OpenAIChatRequest, type OpenAIContentPart, type OpenAIMessage, contentText } from './openai-types';

// Claude Messages request ⇄ OpenAI chat request.

function blocksText(content: ClaudeBlock['content'] | string | undefined): string {
  if (typeof content === 'string') return content;
  return (content ?? []).map((b) => b.text ?? '').join('');
}

function imagePartFromClaude(b: ClaudeBlock): OpenAIContentPart | null {
  const s = b.source;
  if (!s) return null;
  if (s.type === 'base64') return { type: 'image_url', image_url: { url: `data:${s.media_type ?? 'image/png'};base64,${s.data ?? ''}` } };
  if (s.url) return { type: 'image_url', image_url: { url: s.url } };
  return null;
}

export function claudeRequestToOpenAI(body: Record<string, unknown>): OpenAIChatRequest {
  const r = claudeRequestSchema.parse(body);
  const messages: OpenAIMessage[] = [];
  if (r.system !== undefined) {
    const text = typeof r.system === 'string' ? r.system : r.system.map((b) => b.text ?? '').join('\n');
    if (text) messages.push({ role: 'system', content: text });
  }
  for (const m of r.messages) {
    if (typeof m.content === 'string') {
      messages.push({ role: m.role, content: m.content });
      continue;
    }
    const parts: OpenAIContentPart[] = [];
    const toolCalls: NonNullable<OpenAIMessage['tool_calls']> = [];
    for (const b of m.content) {
      if (b.type === 'text') parts.push({ type: 'text', text: b.text ?? '' });
      else if (b.type === 'image') {
        const p = imagePartFromClaude(b);
        if (p) parts.push(p);
      } else if (b.type === 'tool_use') {
        toolCalls.push({ id: b.id ?? '', type: 'function', function: { name: b.name ?? '', arguments: JSON.stringify(b.input ?? {}) } });
      } else if (b.type === 'tool_result') {
        messages.push({ role: 'tool', tool_call_id: b.tool_use_id ?? '', content: blocksText(b.content) });
      }
    }
    if (parts.length === 0 && toolCalls.length === 0) continue;
    const onlyText = parts.every((p) => p.type === 'text');
    const msg: OpenAIMessage = {
      role: m.role,
      content: parts.length === 0 ? null : onlyText ? parts.map((p) => p.text ?? '').join('') : parts,
    };
    if (toolCalls.length) msg.tool_calls = toolCalls;
    messages.push(msg);
  }
  const out: OpenAIChatRequest = { model: r.model, messages };
  if (r.max_tokens !== undefined) out.max_tokens = r.max_tokens;
  if (r.temperature !== undefined) out.temperature = r.temperature;
  if (r.top_p !== undefined) out.top_p = r.top_p;
  if (r.top_k !== undefined) out.top_k = r.top_k;
  if (r.stop_sequences?.length) out.stop = r.stop_sequences;
  if (r.stream) out.stream = true;
  if (r.tools?.length) {
    out.tools = r.tools.map((t) => ({
      type: 'function',
      function: { name: t.name, description: t.description, parameters: t.input_schema ?? { type: 'object', properties: {} } },
    }));
  }
  if (r.tool_choice) {
    const c = r.tool_choice;
    out.tool_choice =
      c.type === 'any' ? 'required' : c.type === 'tool' ? { type: 'function', function: { name: c.name ?? '' } } : c.type;
  }
  if (r.metadata?.user_id) out.user = r.metadata.user_id;
  return out;
}

type ClaudeOutBlock = Record<string, unknown>;

function imageBlockFromUrl(url: string): ClaudeOutBlock {
  const m = /^data:([^;,]+);base64,(.*)$/s.exec(url);
  if (m) return { type: 'image', source: { type: 'base64', media_type: m[1], data: m[2] } };
  return { type: 'image', source: { type: 'url', url } };
}

function userContent(content: OpenAIMessage['content']): string | ClaudeOutBlock[] {
  if (typeof content === 'string' || !content) return content ?? '';
  const blocks: ClaudeOutBlock[] = [];
  for (const p of content) {
    if (p.type === 'text') blocks.push({ type: 'text', text: p.text ?? '' });
    else if (p.type === 'image_url' && p.image_url) {
      blocks.push(imageBlockFromUrl(typeof p.image_url === 'string' ? p.image_url : p.image_url.url));
    }
  }
  return blocks;
}

function parseArgs(args: string | undefined): unknown {
  if (!args) return {};
  try {
    return JSON.parse(args);
  } catch {
    return {};
  }
}

function asBlocks(c: string | ClaudeOutBlock[]): ClaudeOutBlock[] {
  return typeof c === 'string' ? (c ? [{ type: 'text', text: c }] : []) : c;
}

/** Claude wants alternating roles: merge neighbours with the same role. */
function mergeSameRole(msgs: { role: string; content: string | ClaudeOutBlock[] }[]) {
  const out: typeof msgs = [];
  for (const m of msgs) {
    const prev = out[out.length - 1];
    if (prev && prev.role === m.role) prev.content = [...asBlocks(prev.content), ...asBlocks(m.content)];
    else out.push({ ...m });
  }
  return out;
}

export function openAIRequestToClaude(req: OpenAIChatRequest, ctx: CodecContext): Record<string, unknown> {
  const o = ctx.options;
  let model = req.model ?? ctx.model;
  let thinking = false;
  if (o.claudeThinkingAdapterEnabled && model.endsWith('-thinking')) {
    model = model.slice(0, -'-thinking'.length);
    thinking = true;
  }
  const system: string[] = [];
  const msgs: { role: string; content: string | ClaudeOutBlock[] }[] = [];
  for (const m of req.messages) {
    if (m.role === 'system' || m.role === 'developer') system.push(contentText(m.content));
    else if (m.role === 'tool') {
      msgs.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: m.tool_call_id ?? '', content: contentText(m.content) }] });
    } else if (m.role === 'assistant') {
      const blocks = asBlocks(userContent(m.content));
      for (const t of m.tool_calls ?? []) {
        blocks.push({ type: 'tool_use', id: t.id ?? '', name: t.function.name ?? '', input: parseArgs(t.function.arguments) });
      }
      msgs.push({ role: 'assistant', content: !m.tool_calls?.length && typeof m.content === 'string' ? m.content : blocks });
    } else msgs.push({ role: 'user', content: userContent(m.content) });
  }
  let maxTokens = req.max_completion_tokens ?? req.max_tokens ?? 0;
  if (maxTokens <= 0) maxTokens = o.claudeDefaultMaxTokens;
  const out: Record<string, unknown> = { model };
  if (system.length) out.system = system.join('\n');
  out.messages = mergeSameRole(msgs);
  out.max_tokens = maxTokens;
  if (req.temperature !== undefined) out.temperature = req.temperature;
  if (req.top_p !== undefined) out.top_p = req.top_p;
  if (req.top_k !== undefined) out.top_k = req.top_k;
  if (req.stop !== undefined) out.stop_sequences = typeof req.stop === 'string' ? [req.stop] : req.stop;
  if (req.stream) out.stream = true;
  if (req.tools?.length) {
    out.tools = req.tools.map((t) => ({
      name: t.function.name,
      ...(t.function.description ? { description: t.function.description } : {}),
      input_schema: t.function.parameters ?? { type: 'object', properties: {} },
    }));
  }
  const tc = req.tool_choice;
  if (tc === 'auto' || tc === 'none') out.tool_choice = { type: tc };
  else if (tc === 'required') out.tool_choice = { type: 'any' };
  else if (tc && typeof tc === 'object' && 'function' in tc && tc.function && typeof tc.function === 'object' && 'name' in tc.function) {
    out.tool_choice = { type: 'tool', name: String(tc.function.name) };
  }
  if (req.user) out.metadata = { user_id: req.user };
  if (thinking) {
    // Thinking needs room for the answer after the budget, and Claude requires temperature 1.
    if (maxTokens < 1280) out.max_tokens = 1280;
    out.thinking = { type: 'enabled', budget_tokens: Math.floor(Number(out.max_tokens) * o.claudeThinkingBudgetPercentage) };
    out.temperature = 1;
    delete out.top_p;
    delete out.top_k;
  }
  return out;
}
