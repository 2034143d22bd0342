import { type ClaudeUsage, claudeResponseSchema } from '../claude/api-types';
import type { Usage } from '../types';
import type { OpenAIAssistantMessage, OpenAIChatResponse } from './openai-types';
import { nowSeconds } from './openai-types';

// Claude Messages answer ⇄ OpenAI chat answer, stop reasons and usage.

const STOP_TO_OPENAI: Record<string, string> = {
  end_turn: 'stop',
  stop_sequence: 'stop',
  max_tokens: 'length',
  tool_use: 'tool_calls',
  refusal: 'content_filter',
};
const STOP_FROM_OPENAI: Record<string, string> = {
  stop: 'end_turn',
  length: 'max_tokens',
  tool_calls: 'tool_use',
  function_call: 'tool_use',
  content_filter: 'refusal',
};

export const claudeStopToOpenAI = (r: string | null | undefined): string | null => (r ? (STOP_TO_OPENAI[r] ?? 'stop') : null);
export const openAIStopToClaude = (r: string | null | undefined): string | null => (r ? (STOP_FROM_OPENAI[r] ?? 'end_turn') : null);

/** promptTokens counts all input (Claude input_tokens excludes the two cache kinds). */
export function claudeUsageToUsage(u: ClaudeUsage | undefined): Usage | null {
  if (!u) return null;
  const read = u.cache_read_input_tokens ?? 0;
  const creation = u.cache_creation_input_tokens ?? 0;
  const usage: Usage = { promptTokens: (u.input_tokens ?? 0) + read + creation, completionTokens: u.output_tokens ?? 0 };
  if (u.cache_read_input_tokens != null) usage.cachedTokens = read;
  if (u.cache_creation_input_tokens != null) usage.cacheCreationTokens = creation;
  return usage;
}

export function usageToClaude(u: Usage): Record<string, number> {
  const out: Record<string, number> = {
    input_tokens: Math.max(0, u.promptTokens - (u.cachedTokens ?? 0) - (u.cacheCreationTokens ?? 0)),
    output_tokens: u.completionTokens,
  };
  if (u.cachedTokens !== undefined) out.cache_read_input_tokens = u.cachedTokens;
  if (u.cacheCreationTokens !== undefined) out.cache_creation_input_tokens = u.cacheCreationTokens;
  return out;
}

export function claudeResponseToOpenAI(body: unknown, model: string): { response: OpenAIChatResponse; usage: Usage | null } {
  const r = claudeResponseSchema.parse(body);
  const message: OpenAIAssistantMessage = { role: 'assistant', content: null };
  let text = '';
  let reasoning = '';
  for (const b of r.content) {
    if (b.type === 'text') text += b.text ?? '';
    else if (b.type === 'thinking') reasoning += b.thinking ?? '';
    else if (b.type === 'tool_use') {
      (message.tool_calls ??= []).push({
        id: b.id ?? '',
        type: 'function',
        function: { name: b.name ?? '', arguments: JSON.stringify(b.input ?? {}) },
      });
    }
  }
  message.content = text || (message.tool_calls ? null : '');
  if (reasoning) message.reasoning_content = reasoning;
  const usage = claudeUsageToUsage(r.usage);
  const response: OpenAIChatResponse = {
    id: r.id ?? '',
    object: 'chat.completion',
    created: nowSeconds(),
    model: r.model ?? model,
    choices: [{ index: 0, message, finish_reason: claudeStopToOpenAI(r.stop_reason) }],
  };
  return { response, usage };
}

export function openAIResponseToClaude(resp: OpenAIChatResponse, usage: Usage): Record<string, unknown> {
  const choice = resp.choices[0];
  const content: Record<string, unknown>[] = [];
  const m = choice?.message;
  if (m?.reasoning_content) content.push({ type: 'thinking', thinking: m.reasoning_content, signature: '' });
  if (m?.content) content.push({ type: 'text', text: m.content });
  for (const t of m?.tool_calls ?? []) {
    let input: unknown = {};
    try {
      input = JSON.parse(t.function.arguments || '{}');
    } catch {
      input = {};
    }
    content.push({ type: 'tool_use', id: t.id, name: t.function.name, input });
  }
  return {
    id: resp.id.startsWith('msg_') ? resp.id : `msg_${resp.id}`,
    type: 'message',
    role: 'assistant',
    model: resp.model,
    content,
    stop_reason: openAIStopToClaude(choice?.finish_reason) ?? 'end_turn',
    stop_sequence: null,
    usage: usageToClaude(usage),
  };
}
