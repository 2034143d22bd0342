import { type GeminiUsage, geminiResponseSchema } from '../gemini/api-types';
import type { Usage } from '../types';
import type { OpenAIAssistantMessage, OpenAIChatResponse } from './openai-types';
import { chatId, nowSeconds } from './openai-types';

// Gemini generateContent answer ⇄ OpenAI chat answer, finish reasons and usage.

const FILTERED = new Set(['SAFETY', 'RECITATION', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII', 'IMAGE_SAFETY']);

export function geminiFinishToOpenAI(reason: string | undefined, hasCalls: boolean): string | null {
  if (!reason) return null;
  if (reason === 'MAX_TOKENS') return 'length';
  if (FILTERED.has(reason)) return 'content_filter';
  return hasCalls ? 'tool_calls' : 'stop';
}

const FINISH_FROM_OPENAI: Record<string, string> = { stop: 'STOP', length: 'MAX_TOKENS', content_filter: 'SAFETY', tool_calls: 'STOP' };
export const openAIFinishToGemini = (r: string | null | undefined): string => (r ? (FINISH_FROM_OPENAI[r] ?? 'STOP') : 'STOP');

/** Completion = candidates + thoughts (Gemini reports thinking separately). */
export function geminiUsageToUsage(u: GeminiUsage | undefined): Usage | null {
  if (!u) return null;
  const thoughts = u.thoughtsTokenCount ?? 0;
  const usage: Usage = { promptTokens: u.promptTokenCount ?? 0, completionTokens: (u.candidatesTokenCount ?? 0) + thoughts };
  if (u.cachedContentTokenCount) usage.cachedTokens = u.cachedContentTokenCount;
  if (thoughts) usage.reasoningTokens = thoughts;
  return usage;
}

export function usageToGemini(u: Usage): Record<string, number> {
  const reasoning = u.reasoningTokens ?? 0;
  const out: Record<string, number> = {
    promptTokenCount: u.promptTokens,
    candidatesTokenCount: u.completionTokens - reasoning,
    totalTokenCount: u.promptTokens + u.completionTokens,
  };
  if (reasoning) out.thoughtsTokenCount = reasoning;
  if (u.cachedTokens) out.cachedContentTokenCount = u.cachedTokens;
  return out;
}

export function geminiResponseToOpenAI(body: unknown, model: string): { response: OpenAIChatResponse; usage: Usage | null } {
  const r = geminiResponseSchema.parse(body);
  const choices = r.candidates.map((c, i) => {
    const message: OpenAIAssistantMessage = { role: 'assistant', content: null };
    let text = '';
    let reasoning = '';
    let n = 0;
    for (const p of c.content?.parts ?? []) {
      if (p.functionCall) {
        (message.tool_calls ??= []).push({
          id: `call_${n++}`,
          type: 'function',
          function: { name: p.functionCall.name, arguments: JSON.stringify(p.functionCall.args ?? {}) },
        });
      } else if (p.text !== undefined) {
        if (p.thought) reasoning += p.text;
        else text += p.text;
      }
    }
    message.content = text || (message.tool_calls ? null : '');
    if (reasoning) message.reasoning_content = reasoning;
    return { index: c.index ?? i, message, finish_reason: geminiFinishToOpenAI(c.finishReason, !!message.tool_calls) };
  });
  const response: OpenAIChatResponse = {
    id: r.responseId ? `chatcmpl-${r.responseId}` : chatId(),
    object: 'chat.completion',
    created: nowSeconds(),
    model: r.modelVersion ?? model,
    choices,
  };
  return { response, usage: geminiUsageToUsage(r.usageMetadata) };
}

export function openAIResponseToGemini(resp: OpenAIChatResponse, usage: Usage): Record<string, unknown> {
  return {
    candidates: resp.choices.map((c) => {
      const parts: Record<string, unknown>[] = [];
      if (c.message.reasoning_content) parts.push({ text: c.message.reasoning_content, thought: true });
      if (c.message.content) parts.push({ text: c.message.content });
      for (const t of c.message.tool_calls ?? []) {
        let args: unknown = {};
        try {
          args = JSON.parse(t.function.arguments || '{}');
        } catch {
          args = {};
        }
        parts.push({ functionCall: { name: t.function.name, args } });
      }
      return { content: { role: 'model', parts }, finishReason: openAIFinishToGemini(c.finish_reason), index: c.index };
    }),
    usageMetadata: usageToGemini(usage),
    modelVersion: resp.model,
  };
}
