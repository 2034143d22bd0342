import { z } from 'zod';
import type { Ctx } from '../../context';
import { AppError, badInput, forbidden, notFound } from '../../errors/app-error';
import { isAdmin } from '../../auth/viewer';
import type { Channel } from '../../db/generated/client';
import { DEFAULT_MODEL_PRICE, DEFAULT_MODEL_RATIO } from '../pricing/default-prices';
import { fetchModelsInput } from './channel.inputs';
import { defaultBaseUrl } from './channel-types';
import { adaptorFor, channelConfig, parseJson, send } from './channel-upstream';

// Model lists: the built-in list, and the provider's own list for a channel.

const OWNERS: Array<[RegExp, string]> = [
  [/^(gpt|o\d|chatgpt|dall-e|whisper|tts|text-|omni-|davinci|babbage)/, 'openai'],
  [/^claude/, 'anthropic'],
  [/^(gemini|imagen|gemma)/, 'google'],
  [/^deepseek/, 'deepseek'],
  [/^mj_/, 'midjourney'],
  [/^suno/, 'suno'],
];

/** GET /api/channel/models: every model with a built-in price or ratio. */
export function builtinModels(): Array<{ id: string; object: 'model'; created: number; owned_by: string }> {
  const names = [...new Set([...Object.keys(DEFAULT_MODEL_RATIO), ...Object.keys(DEFAULT_MODEL_PRICE)])].filter((n) => !n.includes('*'));
  return names.sort().map((id) => ({ id, object: 'model', created: 1626777600, owned_by: OWNERS.find(([re]) => re.test(id))?.[1] ?? 'custom' }));
}

function requireAdmin(ctx: Ctx) {
  if (!isAdmin(ctx.viewer)) throw forbidden('无权进行此操作，权限不足');
}

async function fetchFor(ctx: Ctx, c: Channel): Promise<string[]> {
  const adaptor = await adaptorFor(c.type);
  if (!adaptor.modelsRequest || !adaptor.parseModels) throw badInput('该渠道类型不支持获取模型列表');
  const answer = await send(adaptor.modelsRequest(channelConfig(ctx.app, c)), 30_000);
  if (answer.status < 200 || answer.status >= 300) throw new AppError('INTERNAL', `获取模型列表失败: status code ${answer.status}`, 500);
  try {
    return [...new Set(adaptor.parseModels(parseJson(answer.text)))];
  } catch {
    throw new AppError('INTERNAL', '获取模型列表失败: 上游返回格式错误', 500);
  }
}

/** GET /api/channel/fetch_models/:id */
export async function fetchChannelModels(ctx: Ctx, id: number): Promise<string[]> {
  requireAdmin(ctx);
  const c = await ctx.app.prisma.channel.findUnique({ where: { id } });
  if (!c) throw notFound('渠道未找到，请刷新页面后重试');
  return fetchFor(ctx, c);
}

/** POST /api/channel/fetch_models {base_url, type, key}: before the channel is saved (first key line). */
export async function fetchModelsBeforeSave(ctx: Ctx, raw: unknown): Promise<string[]> {
  requireAdmin(ctx);
  const parsed = fetchModelsInput.safeParse(raw ?? {});
  if (!parsed.success) throw new AppError('BAD_USER_INPUT', '无效的请求', 400);
  const { base_url, type, key } = parsed.data;
  const first = key.split('\n')[0]?.trim() ?? '';
  if (!first) throw new AppError('BAD_USER_INPUT', '请填写密钥', 400);
  const base = base_url.trim().replace(/\/+$/, '') || defaultBaseUrl(type);
  // A transient row: the key is plaintext (no "enc:" prefix), so channelConfig reads it as-is.
  const transient = { id: 0, type, key: first, baseUrl: base, other: '', openaiOrganization: null, setting: '' } as Channel;
  return fetchFor(ctx, transient);
}

export const modelsResponse = z.object({ data: z.array(z.object({ id: z.string() })) });
