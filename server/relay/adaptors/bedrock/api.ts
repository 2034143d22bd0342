import type { ChannelConfig } from '../types';
import { trimBase } from '../openai-compatible/api';

// Bedrock runtime endpoints and credentials ("AK|SK|region", optionally "|session-token").

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  sessionToken?: string;
}

export function parseAwsKey(key: string): AwsCredentials {
  const [accessKeyId = '', secretAccessKey = '', region = '', sessionToken] = key.split('|').map((s) => s.trim());
  if (!accessKeyId || !secretAccessKey || !region) throw new Error('AWS channel key must be "AccessKey|SecretKey|Region"');
  return { accessKeyId, secretAccessKey, region, ...(sessionToken ? { sessionToken } : {}) };
}

/** Claude model names → Bedrock model ids; ids containing "anthropic." pass unchanged. */
const MODEL_IDS: Record<string, string> = {
  'claude-3-haiku-20240307': 'anthropic.claude-3-haiku-20240307-v1:0',
  'claude-3-sonnet-20240229': 'anthropic.claude-3-sonnet-20240229-v1:0',
  'claude-3-opus-20240229': 'anthropic.claude-3-opus-20240229-v1:0',
  'claude-3-5-sonnet-20240620': 'anthropic.claude-3-5-sonnet-20240620-v1:0',
  'claude-3-5-sonnet-20241022': 'anthropic.claude-3-5-sonnet-20241022-v2:0',
  'claude-3-5-haiku-20241022': 'anthropic.claude-3-5-haiku-20241022-v1:0',
  'claude-3-7-sonnet-20250219': 'anthropic.claude-3-7-sonnet-20250219-v1:0',
  'claude-sonnet-4-20250514': 'anthropic.claude-sonnet-4-20250514-v1:0',
  'claude-opus-4-20250514': 'anthropic.claude-opus-4-20250514-v1:0',
};

export function bedrockModelId(model: string): string {
  return MODEL_IDS[model] ?? model;
}

/** channel.baseUrl, when set, replaces the AWS host (tests, VPC endpoints). */
export function bedrockUrl(channel: ChannelConfig, region: string, modelId: string, stream: boolean): string {
  const host = channel.baseUrl ? trimBase(channel.baseUrl) : `https://bedrock-runtime.${region}.amazonaws.com`;
  return `${host}/model/${encodeURIComponent(modelId)}/${stream ? 'invoke-with-response-stream' : 'invoke'}`;
}
