import type { AdaptorRequest, ChannelConfig } from '../types';
import { trimBase } from '../openai-compatible/api';

// Gemini API (generativelanguage) endpoints.

export function isGeminiStream(req: Pick<AdaptorRequest, 'mode' | 'stream'>): boolean {
  return req.mode === 'gemini.stream' || req.stream;
}

/** ":generateContent" or ":streamGenerateContent?alt=sse" (we always read streams as SSE). */
export function generateAction(stream: boolean): string {
  return stream ? 'streamGenerateContent?alt=sse' : 'generateContent';
}

export function geminiUrl(channel: ChannelConfig, req: AdaptorRequest, model: string): string {
  const ver = req.options.geminiVersion(model);
  return `${trimBase(channel.baseUrl)}/${ver}/models/${model}:${generateAction(isGeminiStream(req))}`;
}

export const geminiHeaders = (channel: ChannelConfig) => ({ 'x-goog-api-key': channel.key, 'Content-Type': 'application/json' });
