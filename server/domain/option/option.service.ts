import { z } from 'zod';
import type { Ctx } from '../../context';
import { AppError, badInput, forbidden } from '../../errors/app-error';
import { isRoot } from '../../auth/viewer';
import { DEFAULT_MODEL_RATIO } from '../pricing/default-prices';
import { isSecretOptionKey } from './option-defaults';

// Option reads and writes (reference/options.md §1.4, spec 001 §5). Values are strings; the
// store applies a change at once, so no restart is needed.

export const PRICING_KEYS = new Set([
  'ModelRatio',
  'ModelPrice',
  'CompletionRatio',
  'CacheRatio',
  'GroupRatio',
  'UserUsableGroups',
  'GroupGroupRatio',
  'AutoGroups',
  'DefaultUseAutoGroup',
  'SelfUseModeEnabled',
]);

const JSON_KEYS = new Set([
  ...PRICING_KEYS,
  'Chats',
  'TopupGroupRatio',
  'PayMethods',
  'ModelRequestRateLimitGroup',
  'claude.model_headers_settings',
  'claude.default_max_tokens',
  'gemini.safety_settings',
  'gemini.version_settings',
  'gemini.supported_imagine_models',
]);
JSON_KEYS.delete('DefaultUseAutoGroup');
JSON_KEYS.delete('SelfUseModeEnabled');

const NUMBER_KEYS = new Set([
  'QuotaPerUnit',
  'QuotaForNewUser',
  'QuotaForInviter',
  'QuotaForInvitee',
  'QuotaRemindThreshold',
  'PreConsumedQuota',
  'Price',
  'USDExchangeRate',
  'MinTopUp',
  'RetryTimes',
  'ChannelDisableThreshold',
  'DataExportInterval',
  'StreamCacheQueueLength',
  'SMTPPort',
  'LogRetentionDays',
  'ModelRequestRateLimitDurationMinutes',
  'ModelRequestRateLimitCount',
  'ModelRequestRateLimitSuccessCount',
  'general_setting.ping_interval_seconds',
  'claude.thinking_adapter_budget_tokens_percentage',
  'gemini.thinking_adapter_budget_tokens_percentage',
]);

/** Minimums (and maximums) of numeric options (spec 001 §5). */
const RANGES: Record<string, [number, number]> = {
  'general_setting.ping_interval_seconds': [1, Infinity],
  'claude.thinking_adapter_budget_tokens_percentage': [0.1, 1],
  'gemini.thinking_adapter_budget_tokens_percentage': [0.1, 1],
  ModelRequestRateLimitDurationMinutes: [0, Infinity],
  ModelRequestRateLimitCount: [0, Infinity],
  ModelRequestRateLimitSuccessCount: [1, Infinity],
  RetryTimes: [0, Infinity],
  QuotaPerUnit: [0, Infinity],
};

const JSON_MAP_OF_NUMBERS = new Set(['ModelRatio', 'ModelPrice', 'CompletionRatio', 'CacheRatio', 'TopupGroupRatio']);
const TRIM_SLASH = new Set(['ServerAddress', 'WorkerUrl', 'PayAddress', 'WeChatServerAddress']);
const NEEDS_SERVER_ADDRESS = new Set(['PayAddress', 'EpayId', 'EpayKey']);
const CONSOLE_JSON_LISTS = new Set(['console_setting.api_info', 'console_setting.announcements', 'console_setting.faq', 'console_setting.uptime_kuma_groups']);

const isBoolKey = (key: string) => /Enabled$|\.enabled$|_enabled$/.test(key) || key === 'DefaultUseAutoGroup';

/** Enabling these needs another option filled first (messages.md §3, Options row). */
const GUARDS: Record<string, { needs: string[]; message: string }> = {
  GitHubOAuthEnabled: { needs: ['GitHubClientId'], message: '无法启用 GitHub OAuth，请先填入 GitHub Client Id 以及 GitHub Client Secret！' },
  'oidc.enabled': { needs: ['oidc.client_id'], message: '无法启用 OIDC 登录，请先填入 OIDC Client Id 以及 OIDC Client Secret！' },
  LinuxDOOAuthEnabled: { needs: ['LinuxDOClientId'], message: '无法启用 LinuxDO OAuth，请先填入 LinuxDO Client Id 以及 LinuxDO Client Secret！' },
  EmailDomainRestrictionEnabled: { needs: ['EmailDomainWhitelist'], message: '无法启用邮箱域名限制，请先填入限制的邮箱域名！' },
  WeChatAuthEnabled: { needs: ['WeChatServerAddress'], message: '无法启用微信登录，请先填入微信登录相关配置信息！' },
  TurnstileCheckEnabled: { needs: ['TurnstileSiteKey'], message: '无法启用 Turnstile 校验，请先填入 Turnstile 校验相关配置信息！' },
  TelegramOAuthEnabled: { needs: ['TelegramBotToken'], message: '无法启用 Telegram OAuth，请先填入 Telegram Bot Token！' },
};

export const optionInput = z.object({
  key: z.string().min(1),
  value: z.union([z.string(), z.number(), z.boolean()]).transform((v) => String(v)),
});

function requireRoot(ctx: Ctx) {
  if (!isRoot(ctx.viewer)) throw forbidden('无权进行此操作，权限不足');
}

/** GET /api/option/: every option except secrets. */
export function listOptions(ctx: Ctx): Array<{ key: string; value: string }> {
  requireRoot(ctx);
  return ctx.app.options
    .entries()
    .filter(([key]) => !isSecretOptionKey(key))
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

function parseJsonValue(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badInput('不是合法的 JSON 字符串');
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** ModelRequestRateLimitGroup: {group: [total ≥ 0, success ≥ 1]}. */
export function checkRateLimitGroup(value: unknown): void {
  if (!isObject(value)) throw badInput('ModelRequestRateLimitGroup 必须是 JSON 对象');
  for (const [group, limits] of Object.entries(value)) {
    if (!Array.isArray(limits) || limits.length !== 2 || !limits.every((n) => typeof n === 'number' && Number.isInteger(n))) {
      throw badInput(`group ${group} must have exactly two integer rate limit values: [total, success]`);
    }
    const [total, success] = limits as [number, number];
    if (total < 0 || success < 0) throw badInput(`group ${group} has negative rate limit values: [${total}, ${success}]`);
    if (success < 1) throw badInput(`group ${group} success rate limit value must be at least 1: ${success}`);
  }
}

/** Checks a value and returns it normalized (throws AppError on a rule violation). */
export function validateOption(ctx: Ctx, key: string, raw: string): string {
  let value = raw;
  if (TRIM_SLASH.has(key)) value = value.trim().replace(/\/+$/, '');
  if (isBoolKey(key) && value !== 'true' && value !== 'false') throw badInput('无效的参数');
  const guard = GUARDS[key];
  if (guard && value === 'true' && guard.needs.some((k) => ctx.app.options.get(k).trim() === '')) throw badInput(guard.message);
  if (NUMBER_KEYS.has(key)) {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n)) throw badInput('请输入有效的数字');
    const range = RANGES[key];
    if (range && (n < range[0] || n > range[1])) throw badInput(`${key} 的取值范围是 ${range[0]} 到 ${range[1]}`);
  }
  if (NEEDS_SERVER_ADDRESS.has(key) && value !== '' && ctx.app.options.get('ServerAddress').trim() === '') throw badInput('请先填写服务器地址');
  if (key === 'oidc.well_known' && value !== '' && !/^https?:\/\//.test(value)) throw badInput('Well-Known URL 必须以 http:// 或 https:// 开头');
  if (JSON_KEYS.has(key) || CONSOLE_JSON_LISTS.has(key)) {
    if (CONSOLE_JSON_LISTS.has(key) && value.trim() === '') return value;
    const parsed = parseJsonValue(value);
    if (JSON_MAP_OF_NUMBERS.has(key)) {
      if (!isObject(parsed) || !Object.values(parsed).every((v) => typeof v === 'number' && Number.isFinite(v) && v >= 0)) {
        throw badInput(`${key} 的值必须是 "模型: 非负数字" 形式的 JSON 对象`);
      }
    }
    if (key === 'GroupRatio') {
      if (!isObject(parsed)) throw badInput('不是合法的 JSON 字符串');
      for (const [group, ratio] of Object.entries(parsed)) {
        if (typeof ratio !== 'number' || ratio < 0) throw badInput(`group ratio must be not less than 0: ${group}`);
      }
    }
    if (key === 'GroupGroupRatio' && (!isObject(parsed) || !Object.values(parsed).every(isObject))) throw badInput('不是合法的 JSON 字符串');
    if (key === 'UserUsableGroups' && !isObject(parsed)) throw badInput('不是合法的 JSON 字符串');
    if (key === 'AutoGroups' && (!Array.isArray(parsed) || !parsed.every((g) => typeof g === 'string'))) throw badInput('AutoGroups 必须是字符串数组');
    if (key === 'PayMethods' && !Array.isArray(parsed)) throw badInput('支付方式配置错误');
    if (CONSOLE_JSON_LISTS.has(key) && !Array.isArray(parsed)) throw badInput(`${key} 必须是 JSON 数组`);
    if (key === 'ModelRequestRateLimitGroup') checkRateLimitGroup(parsed);
  }
  return value;
}

/** PUT /api/option/ {key, value} */
export async function updateOption(ctx: Ctx, raw: unknown): Promise<void> {
  requireRoot(ctx);
  const parsed = optionInput.safeParse(raw);
  if (!parsed.success) throw new AppError('BAD_USER_INPUT', '无效的参数', 400);
  const { key } = parsed.data;
  const value = validateOption(ctx, key, parsed.data.value);
  await ctx.app.options.set(key, value);
  if (PRICING_KEYS.has(key)) ctx.app.events.invalidate('pricing', key);
}

/** Several options at once (GraphQL setOptions), in order, as the console's one call per option. */
export async function updateOptions(ctx: Ctx, entries: Array<{ key: string; value: string }>): Promise<void> {
  requireRoot(ctx);
  for (const e of entries) await updateOption(ctx, e);
}

/** POST /api/option/rest_model_ratio: ModelRatio back to the shipped defaults. */
export async function resetModelRatio(ctx: Ctx): Promise<void> {
  requireRoot(ctx);
  await ctx.app.options.set('ModelRatio', JSON.stringify(DEFAULT_MODEL_RATIO));
  ctx.app.events.invalidate('pricing', 'ModelRatio');
}
