import type { Channel } from '../../db/generated/client';
import type { App } from '../../context';
import type { AdaptorOptions, ChannelConfig, ProviderAdaptor, UpstreamCall } from '../../relay/adaptors/types';
import { AppError } from '../../errors/app-error';
import { defaultBaseUrl } from './channel-types';
import { cryptoSecret, decryptKey } from './channel-key';

// Talking to a channel's provider outside the relay (tests, model lists, balances).

/** Loaded lazily so the console keeps working while an adaptor module is being written. */
export async function adaptorFor(type: number): Promise<ProviderAdaptor> {
  const registry = await import('../../relay/adaptors/registry');
  return registry.adaptorFor(type);
}

export function channelConfig(app: App, c: Channel): ChannelConfig {
  const key = decryptKey(cryptoSecret(app.config), c.key).split('\n')[0]?.trim() ?? '';
  let settings: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(c.setting || '{}') as unknown;
    if (parsed && typeof parsed === 'object') settings = parsed as Record<string, unknown>;
  } catch {
    settings = {};
  }
  return { id: c.id, type: c.type, key, baseUrl: c.baseUrl || defaultBaseUrl(c.type), other: c.other, organization: c.openaiOrganization, settings };
}

/** The options the adaptors read, one rule for the relay and for channel tests (which never
 * force stream usage). The relay memoizes the result (Relay.adaptorOptions). */
export function adaptorOptions(app: App, forceStreamOption = false): AdaptorOptions {
  const o = app.options;
  const versions = o.json<Record<string, string>>('gemini.version_settings', { default: 'v1beta' });
  return {
    claudeDefaultMaxTokens: Number(o.json<Record<string, number>>('claude.default_max_tokens', { default: 8192 }).default ?? 8192),
    claudeThinkingAdapterEnabled: o.get('claude.thinking_adapter_enabled') !== 'false',
    claudeThinkingBudgetPercentage: o.num('claude.thinking_adapter_budget_tokens_percentage', 0.8),
    geminiVersion: (model) => versions[model] ?? versions.default ?? 'v1beta',
    geminiSafetySettings: o.json<Record<string, string>>('gemini.safety_settings', {}),
    azureDefaultApiVersion: app.config.AZURE_DEFAULT_API_VERSION,
    forceStreamOption,
  };
}

export interface UpstreamAnswer {
  status: number;
  text: string;
  ms: number;
}

/** Sends one call; network failures become AppError with a message free of keys and URLs. */
export async function send(call: UpstreamCall, timeoutMs = 60_000): Promise<UpstreamAnswer> {
  const started = Date.now();
  try {
    const res = await fetch(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body === undefined ? undefined : typeof call.body === 'string' ? call.body : new Uint8Array(call.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return { status: res.status, text, ms: Date.now() - started };
  } catch (err) {
    const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new AppError('INTERNAL', timeout ? '请求上游超时' : `请求上游失败: ${causeCode(err)}`);
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function causeCode(err: unknown): string {
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
}
