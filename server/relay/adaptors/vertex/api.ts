import { z } from 'zod';
import { trimBase } from '../openai-compatible/api';
import type { ChannelConfig } from '../types';

// Vertex AI endpoints. Region: channel.other as plain string or JSON {"default": "...", "<model>": "..."}.

const regionMap = z.record(z.string(), z.string());

export function vertexRegion(other: string, model: string): string {
  const s = other.trim();
  if (!s) return 'global';
  if (!s.startsWith('{')) return s;
  try {
    const m = regionMap.parse(JSON.parse(s));
    return m[model] ?? m.default ?? 'global';
  } catch {
    return 'global';
  }
}

/** channel.baseUrl, when set, replaces the googleapis host (tests, private endpoints). */
export function vertexHost(channel: ChannelConfig, region: string): string {
  if (channel.baseUrl) return trimBase(channel.baseUrl);
  return region === 'global' ? 'https://aiplatform.googleapis.com' : `https://${region}-aiplatform.googleapis.com`;
}

/** Anthropic models on Vertex are named "name@date" (3.5 Sonnet v2 has a "-v2"). */
export function vertexClaudeModel(model: string): string {
  if (model.includes('@')) return model;
  if (model === 'claude-3-5-sonnet-20241022') return 'claude-3-5-sonnet-v2@20241022';
  const m = /^(claude-.+)-(\d{8})$/.exec(model);
  return m ? `${m[1]}@${m[2]}` : model;
}

export function vertexUrl(channel: ChannelConfig, project: string, model: string, publisher: 'google' | 'anthropic', action: string): string {
  const region = vertexRegion(channel.other, model);
  return `${vertexHost(channel, region)}/v1/projects/${project}/locations/${region}/publishers/${publisher}/models/${model}:${action}`;
}
