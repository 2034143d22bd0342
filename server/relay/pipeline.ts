import type { AdaptorRequest, ProviderAdaptor, Usage, WireFormat } from './adaptors/types';
import { adaptorFor } from './adaptors/registry';
import { SseParser } from './sse';
import { countRequestPrompt, countText } from './tokenizer';
import { quote as priceQuote, type PriceQuote } from '../domain/pricing/price-lookup';
import { formatQuota } from '../domain/log/log.service';
import type { Relay } from './relay';
import type { RelayReply, RelayReq } from './relay-http';
import { channelConfig, chooseKey, type RuntimeChannel } from './channel-cache';
import { authenticateToken, routingGroups, type RelayCaller } from './token-auth';
import { earlyError, errorBody, localError, RelayError } from './relay-error';
import { estimatePromptTokens, promptText, shapeRequest, validateShape, type RelayRequestShape } from './request-shape';
import { consumeContent, estimatePreConsume, finalQuota, imageMultiplier } from './billing';
import { QuotaShortage, type Charge } from './ledger';
import { CallAbort, isNetworkError } from './upstream';
import { pumpStream } from './stream-pump';
import type { RelayMode } from './adaptors/types';
import { metrics } from '../lib/metrics';
import { mapModel } from '../domain/channel/model-mapping';
import { checkModelRequestLimit, checkTokenLimits, recordModelRequestSuccess, recordTokenUsage } from '../domain/ratelimit/model-rate-limit';
import { maybeWarnQuota } from '../domain/user/quota-warning';

// One relay call, linear: shape → auth → route → price → pre-consume → (attempt → adaptor →
// upstream)* → answer → settle, or refund. Retries happen only before the first byte.

export const OVERHEAD_HEADER = 'X-Tollgate-Overhead-Ms';

export interface CallerResolver {
  (relay: Relay, req: RelayReq, shape: RelayRequestShape): Promise<RelayCaller & { playground?: boolean }>;
}

const tokenCaller: CallerResolver = (relay, req, shape) => authenticateToken(relay, req, shape.model);

export async function relayCall(
  relay: Relay,
  mode: RelayMode,
  req: RelayReq,
  reply: RelayReply,
  opts: { geminiModel?: string; resolveCaller?: CallerResolver } = {},
): Promise<void> {
  const started = performance.now();
  const app = relay.app;
  let inbound: WireFormat = mode === 'messages' ? 'claude' : mode.startsWith('gemini') ? 'gemini' : 'openai';
  let charge: Charge | null = null;
  let upstreamMs = 0;
  try {
    const shape = shapeRequest(mode, req, opts.geminiModel);
    inbound = shape.inbound;
    const caller = await (opts.resolveCaller ?? tokenCaller)(relay, req, shape);
    const { user } = caller;
    validateShape(shape);

    const limit = await modelLimit(relay, user.id, caller.requestedGroup || user.group);
    if (limit) throw earlyError(429, limit);
    const token0 = caller.token;
    if (token0 && (token0.rpmLimit > 0 || token0.tpmLimit > 0)) {
      const r = await checkTokenLimits(app, token0.id, token0.rpmLimit, token0.tpmLimit);
      if (!r.ok) throw earlyError(429, r.message);
    }
    if (app.options.bool('CheckSensitiveEnabled') && app.options.bool('CheckSensitiveOnPromptEnabled')) {
      const words = sensitiveWords(app.options.get('SensitiveWords'));
      if (words.length > 0) {
        const text = promptText(shape.body).toLowerCase();
        if (words.some((w) => text.includes(w))) throw localError(500, 'sensitive words detected', 'sensitive_words_detected');
      }
    }

    // Route: the token group, or AutoGroups in order for "auto".
    const groups = routingGroups(relay, caller.requestedGroup, user.group);
    let usingGroup = groups[0];
    let first: RuntimeChannel | null = null;
    if (caller.pinnedChannel) {
      first = relay.channels.get(caller.pinnedChannel) ?? null;
    } else {
      for (const g of groups) {
        first = relay.channels.select(g, shape.model, 0);
        if (first) {
          usingGroup = g;
          break;
        }
      }
    }
    const stickyKey = first && !caller.pinnedChannel && app.options.bool('ChannelStickinessEnabled')
      ? relay.sticky.key(String(caller.token?.id ?? `u${user.id}`), shape.model, shape.body)
      : null;
    if (stickyKey) {
      const keep = relay.sticky.get(stickyKey);
      const ch = keep ? relay.channels.get(keep) : undefined;
      if (ch && ch.status === 1 && relay.channels.serves(ch.id, usingGroup, shape.model)) first = ch;
    }
    if (!first) {
      const shown = caller.requestedGroup === 'auto' ? `auto(${groups.join(',')})` : usingGroup;
      throw earlyError(503, `当前分组 ${shown} 下对于模型 ${shape.model} 无可用渠道`);
    }

    const quote = priceQuote(app.options, shape.model, user.group, usingGroup);
    if (!quote.priced && !app.options.bool('SelfUseModeEnabled') && !user.setting.accept_unset_model_ratio_model) {
      throw localError(500, `模型 ${shape.model} 倍率或价格未配置，请联系管理员设置或开始自用模式；Model ${shape.model} ratio or price not set, please set or start self-use mode`, 'model_price_error');
    }
    // A cheap estimate for pre-consumption; the exact local count runs only when the upstream
    // reports no usage (loading the tokenizer costs ~150 MB and CPU on every call).
    const promptTokens = quote.usePrice ? 0 : estimatePromptTokens(shape.body);
    const multiplier = mode.startsWith('images') ? imageMultiplier(shape.model, shape.body) : 1;
    const quotaPerUnit = app.options.num('QuotaPerUnit', 500000);
    let pre = estimatePreConsume({ quote, promptTokens, maxTokens: shape.maxTokens, preConsumedQuota: app.options.num('PreConsumedQuota', 500), quotaPerUnit, callMultiplier: multiplier });
    const token = caller.token;
    if (user.quota <= 0) throw localError(403, 'user quota is not enough', 'insufficient_user_quota');
    if (user.quota < pre) {
      throw localError(403, `pre-consume quota failed, user quota: ${formatQuota(app, user.quota)}, need quota: ${formatQuota(app, pre)}`, 'insufficient_user_quota');
    }
    // Trust rule: a well-funded caller is not pre-charged.
    if (user.quota > 100 * pre && (!token || token.unlimitedQuota || token.remainQuota > 100 * pre)) pre = 0;
    if (pre > 0 && token && !token.unlimitedQuota && token.remainQuota < pre) {
      throw localError(403, `token quota is not enough, token remain quota: ${formatQuota(app, token.remainQuota)}, need quota: ${formatQuota(app, pre)}`, 'pre_consume_token_quota_failed');
    }
    try {
      charge = await relay.ledger.preConsume(user.id, token ? { id: token.id, key: token.key, unlimited: token.unlimitedQuota } : null, pre);
    } catch (err) {
      if (err instanceof QuotaShortage) {
        throw err.who === 'user'
          ? localError(403, 'user quota is not enough', 'insufficient_user_quota')
          : localError(403, `token quota is not enough, token remain quota: ${formatQuota(app, token?.remainQuota ?? 0)}, need quota: ${formatQuota(app, pre)}`, 'pre_consume_token_quota_failed');
      }
      throw err;
    }

    // Attempts: 1 + RetryTimes, tier by tier; never after the first byte reached the client.
    const retries = caller.pinnedChannel ? 0 : Math.max(0, app.options.num('RetryTimes', 0));
    const tried: number[] = [];
    let channel: RuntimeChannel = first;
    let lastError: RelayError | null = null;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) {
        const next = relay.channels.select(usingGroup, shape.model, attempt, new Set(tried));
        if (!next) {
          lastError = localError(500, `获取分组 ${usingGroup} 下模型 ${shape.model} 的可用渠道失败: no channel`, 'get_channel_failed');
          break;
        }
        channel = next;
      }
      tried.push(channel.id);
      const outcome = await attemptCall(relay, { req, reply, shape, channel, started, quote, caller, usingGroup, tried, charge, multiplier, quotaPerUnit, promptTokens });
      upstreamMs += outcome.upstreamMs;
      relayDuration(channel.id, shape.model)((performance.now() - started) / 1000);
      if (outcome.done) {
        relay.health.succeeded(channel.id);
        if (stickyKey) relay.sticky.set(stickyKey, channel.id);
        return;
      }
      lastError = outcome.error;
      metrics.inc('tollgate_upstream_errors_total', { channel: channel.id, status: outcome.error.status });
      relay.health.failed(channel.id, outcome.error);
      if (!outcome.error.retryable) break;
    }
    throw lastError ?? localError(500, 'relay failed', 'do_request_failed');
  } catch (err) {
    if (charge) relay.ledger.track(relay.ledger.refund(charge));
    const rerr = err instanceof RelayError ? err : internal(relay, err);
    if (reply.sent || reply.raw.headersSent) return;
    void reply
      .code(rerr.status)
      .header(OVERHEAD_HEADER, (performance.now() - started - upstreamMs).toFixed(2))
      .send(errorBody(rerr, inbound, String(req.id)));
  }
}

/** The SensitiveWords option as a list, split again only when the option changes. */
let parsedWords = { raw: '', words: [] as string[] };
function sensitiveWords(raw: string): string[] {
  if (raw !== parsedWords.raw) parsedWords = { raw, words: raw.split('\n').map((w) => w.trim().toLowerCase()).filter(Boolean) };
  return parsedWords.words;
}

// Metric series bound once per channel × model: formatting labels on every call cost more than
// the metric itself. Bounded: a pathological number of series starts the maps afresh.
const durations = new Map<number, Map<string, (seconds: number) => void>>();
function relayDuration(channelId: number, model: string): (seconds: number) => void {
  let byModel = durations.get(channelId);
  if (!byModel) durations.set(channelId, (byModel = new Map()));
  let fn = byModel.get(model);
  if (!fn) {
    if (byModel.size >= 10_000) byModel.clear();
    byModel.set(model, (fn = metrics.histogram('tollgate_relay_duration_seconds', { channel: channelId, model })));
  }
  return fn;
}

const charged = new Map<string, (by: number) => void>();
function quotaCharged(model: string): (by: number) => void {
  let fn = charged.get(model);
  if (!fn) {
    if (charged.size >= 10_000) charged.clear();
    charged.set(model, (fn = metrics.counter('tollgate_quota_charged_total', { model })));
  }
  return fn;
}

function internal(relay: Relay, err: unknown): RelayError {
  relay.app.log.error({ err }, 'relay failure');
  return localError(500, 'internal error', 'internal_error');
}

function safeCount(shape: RelayRequestShape): number {
  try {
    return countRequestPrompt(shape.model, shape.inbound, shape.body);
  } catch {
    return 0;
  }
}

async function modelLimit(relay: Relay, userId: number, group: string): Promise<string | null> {
  if (!relay.app.options.bool('ModelRequestRateLimitEnabled')) return null;
  const r = await checkModelRequestLimit(relay.app, userId, group);
  return r.ok ? null : r.message;
}

interface AttemptInput {
  req: RelayReq;
  reply: RelayReply;
  shape: RelayRequestShape;
  channel: RuntimeChannel;
  started: number;
  quote: PriceQuote;
  caller: RelayCaller & { playground?: boolean };
  usingGroup: string;
  tried: number[];
  charge: Charge;
  multiplier: number;
  quotaPerUnit: number;
  promptTokens: number;
}

type AttemptOutcome = { done: true; upstreamMs: number } | { done: false; error: RelayError; upstreamMs: number };

async function attemptCall(relay: Relay, a: AttemptInput): Promise<AttemptOutcome> {
  const { shape, channel, reply } = a;
  const adaptor = adaptorFor(channel.type);
  let upstreamModel: string;
  try {
    upstreamModel = mapModel(channel.modelMapping, shape.model);
  } catch {
    // A cycle is the channel's fault: try another one.
    return { done: false, error: new RelayError(500, 'model_mapping_contains_cycle', 'channel:model_mapped_error', 'new_api_error', false, undefined, true, true), upstreamMs: 0 };
  }
  const { key, index: keyIndex } = chooseKey(channel);
  const body = shape.body && upstreamModel !== shape.model ? { ...shape.body, model: upstreamModel } : shape.body;
  const areq: AdaptorRequest = {
    mode: shape.mode,
    inbound: shape.inbound,
    path: a.req.url.startsWith('/pg/') ? '/v1/chat/completions' : a.req.url,
    body,
    rawBody: shape.rawBody,
    contentType: shape.contentType,
    model: upstreamModel,
    stream: shape.stream,
    clientHeaders: a.req.headers as Record<string, string | undefined>,
    options: relay.adaptorOptions(),
  };
  const abort = new CallAbort();
  const onClose = () => {
    if (!reply.raw.writableFinished) abort.abort();
  };
  reply.raw.on('close', onClose);
  const t0 = performance.now();
  let upstreamMs = 0;
  try {
    let call = await adaptor.buildRequest(channelConfig(channel, key), areq);
    if (channel.paramOverride && typeof call.body === 'string') call = { ...call, body: overrideParams(call.body, channel.paramOverride) };
    const res = await relay.upstream.open(call, abort);
    upstreamMs = performance.now() - t0;
    if (res.status < 200 || res.status >= 300) {
      const text = await res.body.text();
      return { done: false, error: upstreamError(adaptor, res.status, text, areq, channel), upstreamMs: performance.now() - t0 };
    }
    const ctype = String(res.headers['content-type'] ?? '');
    const isStream = shape.stream || ctype.includes('text/event-stream');
    const overhead = () => (performance.now() - a.started - upstreamMs).toFixed(2);
    if (isStream) {
      const converter = adaptor.createStreamConverter(areq);
      const parser = adaptor.createStreamParser?.(areq) ?? new SseParser();
      reply.hijack();
      const head = {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Oneapi-Request-Id': String(a.req.id),
        [OVERHEAD_HEADER]: overhead(),
      };
      if (reply.head) reply.head(200, head);
      else reply.raw.writeHead(200, head);
      let frt = 0;
      const pingOn = relay.app.options.bool('general_setting.ping_interval_enabled');
      const result = await pumpStream(reply.raw, res.body, parser, converter, {
        pingIntervalMs: pingOn ? Math.max(1, relay.app.options.num('general_setting.ping_interval_seconds', 60)) * 1000 : 0,
        onFirstByte: () => (frt = performance.now() - a.started),
      });
      if (!result.completed && result.error && !reply.raw.destroyed) {
        reply.raw.write(`data: ${JSON.stringify({ error: { message: 'upstream stream interrupted', type: 'new_api_error', code: 'bad_response' } })}\n\n`);
      }
      reply.raw.end();
      const usage = converter.usage() ?? { promptTokens: safeCount(shape), completionTokens: converter.completionTokens() };
      settle(relay, a, usage, upstreamModel, keyIndex, frt, true);
      return { done: true, upstreamMs };
    }
    if (!ctype.includes('json')) {
      // Binary answers (speech audio) pass through; billed by the prompt.
      const buf = await res.body.buffer();
      upstreamMs = performance.now() - t0;
      void reply.code(200).header('content-type', ctype || 'application/octet-stream').header(OVERHEAD_HEADER, overhead()).send(buf);
      settle(relay, a, { promptTokens: a.promptTokens || countText(shape.model, String(shape.body?.input ?? '')), completionTokens: 0 }, upstreamModel, keyIndex, 0, false);
      return { done: true, upstreamMs };
    }
    const text = await res.body.text();
    upstreamMs = performance.now() - t0;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { done: false, error: new RelayError(500, 'bad response body', 'bad_response_body', 'new_api_error', false, undefined, true, false), upstreamMs };
    }
    const converted = adaptor.convertResponse(areq, parsed);
    // An unchanged body goes back as the upstream's own bytes.
    const out = converted.body === parsed ? text : JSON.stringify(converted.body);
    void reply.code(200).header('content-type', 'application/json').header(OVERHEAD_HEADER, overhead()).send(out);
    const usage = converted.usage ?? localUsage(shape, safeCount(shape), converted.completionText, 0);
    settle(relay, a, usage, upstreamModel, keyIndex, performance.now() - a.started, false);
    return { done: true, upstreamMs };
  } catch (err) {
    if (abort.aborted) return { done: false, error: new RelayError(499, 'client closed request', 'client_gone'), upstreamMs };
    if (err instanceof RelayError) return { done: false, error: err, upstreamMs };
    if (isNetworkError(err)) {
      return { done: false, error: new RelayError(502, `do request failed: ${(err as Error).message}`, 'do_request_failed', 'new_api_error', false, undefined, true, true), upstreamMs };
    }
    return { done: false, error: new RelayError(500, 'convert request failed', 'convert_request_failed', 'new_api_error', false, undefined, false, false), upstreamMs };
  } finally {
    reply.raw.off('close', onClose);
  }
}

function overrideParams(body: string, override: Record<string, unknown>): string {
  try {
    return JSON.stringify({ ...(JSON.parse(body) as Record<string, unknown>), ...override });
  } catch {
    return body;
  }
}

/** Upstream non-2xx → a RelayError with the original's retry rule and status mapping. */
function upstreamError(adaptor: ProviderAdaptor, status: number, text: string, areq: AdaptorRequest, channel: RuntimeChannel): RelayError {
  const parsed = adaptor.parseError(status, text, areq);
  const mapped = Number(channel.statusCodeMapping[String(status)] ?? status) || status;
  let retryable: boolean;
  if (status === 429 || status === 307) retryable = true;
  else if (status >= 500) retryable = status !== 504 && status !== 524;
  else if (status === 400) retryable = channel.type === 14;
  else if (status === 408 || (status >= 200 && status < 300)) retryable = false;
  else retryable = true;
  return new RelayError(mapped, parsed.message, String(parsed.code ?? ''), parsed.type || 'upstream_error', false, parsed.passThrough, retryable, true);
}

function localUsage(shape: RelayRequestShape, promptTokens: number, completion: string, toolCalls: number): Usage {
  return { promptTokens, completionTokens: (completion ? countText(shape.model, completion) : 0) + 7 * toolCalls };
}

function settle(relay: Relay, a: AttemptInput, usage: Usage, upstreamModel: string, keyIndex: number, frtMs: number, isStream: boolean): void {
  const app = relay.app;
  const claudeNative = a.shape.inbound === 'claude' && adaptorFor(a.channel.type).nativeFormat === 'claude';
  const quota = finalQuota({ quote: a.quote, usage, quotaPerUnit: a.quotaPerUnit, callMultiplier: a.multiplier, claudeNative });
  const zero = !a.quote.usePrice && usage.promptTokens + usage.completionTokens === 0;
  const useTime = Math.round((performance.now() - a.started) / 1000);
  const other: Record<string, unknown> = {
    model_ratio: a.quote.modelRatio,
    group_ratio: a.quote.groupRatio,
    completion_ratio: a.quote.completionRatio,
    cache_tokens: usage.cachedTokens ?? 0,
    cache_ratio: a.quote.cacheRatio,
    model_price: a.quote.modelPrice,
    user_group_ratio: a.quote.userGroupRatio,
    frt: Math.round(frtMs),
    admin_info: { use_channel: a.tried.map(String), ...(a.channel.keys.length > 1 ? { is_multi_key: true, multi_key_index: keyIndex } : {}) },
  };
  if (claudeNative) Object.assign(other, { claude: true, cache_creation_tokens: usage.cacheCreationTokens ?? 0, cache_creation_ratio: a.quote.cacheCreationRatio });
  if (upstreamModel !== a.shape.model) Object.assign(other, { is_model_mapped: true, upstream_model_name: upstreamModel });
  if (typeof a.shape.body?.reasoning_effort === 'string') other.reasoning_effort = a.shape.body.reasoning_effort;
  const user = a.caller.user;
  const logOn = app.options.bool('LogConsumeEnabled');
  quotaCharged(a.shape.model)(quota);
  const done = relay.ledger.settle(a.charge, {
    quota,
    countRequest: !zero,
    channelId: a.channel.id,
    log: logOn
      ? {
          username: user.username,
          tokenName: a.caller.tokenName,
          modelName: a.shape.model,
          content: consumeContent(a.quote) + (zero ? '（可能是上游超时）' : ''),
          promptTokens: usage.promptTokens,
          completionTokens: usage.completionTokens,
          useTime,
          isStream,
          channelId: a.channel.id,
          group: a.usingGroup,
          ip: user.setting.record_ip_log ? a.req.ip : '',
          other,
        }
      : null,
    // Always rolled up: stats read rollups, and turning the dashboard on later finds its history.
    rollup: { username: user.username, modelName: a.shape.model, tokens: usage.promptTokens + usage.completionTokens },
  });
  // What must follow the commit (rate-limit records, a quota warning, the token's TPM budget);
  // the cached balance already moved, so the warning test can run now.
  const rateLimited = app.options.bool('ModelRequestRateLimitEnabled');
  const warn = quota > 0 && user.quota < warningThreshold(app, user) + quota;
  const tpm = a.caller.token?.tpmLimit ? a.caller.token.id : 0;
  if (rateLimited || warn || tpm) {
    relay.ledger.track(
      done
        .then(() => afterSettle(relay, user, a.caller.requestedGroup || user.group, quota, rateLimited, warn))
        .then(() => (tpm ? recordTokenUsage(app, tpm, usage.promptTokens + usage.completionTokens) : undefined)),
    );
  }
}

const warningThreshold = (app: Relay['app'], user: RelayCaller['user']) => Number(user.setting.quota_warning_threshold) || app.options.num('QuotaRemindThreshold', 1000);

async function afterSettle(relay: Relay, user: RelayCaller['user'], group: string, consumed: number, rateLimited: boolean, warn: boolean): Promise<void> {
  const app = relay.app;
  if (rateLimited) await recordModelRequestSuccess(app, user.id, group);
  // Decided from the cached balance; only a likely warning costs a database read.
  if (warn) await maybeWarnQuota(app, user.id, BigInt(user.quota + consumed), BigInt(consumed));
}
