import type { PriceQuote } from '../domain/pricing/price-lookup';
import type { Usage } from './adaptors/types';

// Quota arithmetic of reference/billing.md §4–§5. Pure functions: the pipeline supplies the
// quote, the token counts and the request; the ledger moves the result.

export interface PreConsumeInput {
  quote: PriceQuote;
  promptTokens: number;
  maxTokens: number;
  preConsumedQuota: number;
  quotaPerUnit: number;
  /** Per-call multiplier (images: n × size × quality). */
  callMultiplier: number;
}

export function estimatePreConsume(i: PreConsumeInput): number {
  if (i.quote.usePrice) return Math.trunc(i.quote.modelPrice * i.quotaPerUnit * i.quote.groupRatio * i.callMultiplier);
  const estimate = i.maxTokens > 0 ? i.promptTokens + i.maxTokens : i.preConsumedQuota;
  return Math.trunc(estimate * i.quote.modelRatio * i.quote.groupRatio);
}

/** Half away from zero, as Go's decimal Round(0). */
const roundHalfAway = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

export interface SettleInput {
  quote: PriceQuote;
  usage: Usage;
  quotaPerUnit: number;
  callMultiplier: number;
  /** Claude-native accounting: input excludes cache tokens, result truncated. */
  claudeNative: boolean;
}

export function finalQuota(i: SettleInput): number {
  const q = i.quote;
  if (q.usePrice) return Math.trunc(q.modelPrice * i.quotaPerUnit * q.groupRatio * i.callMultiplier);
  const u = i.usage;
  if (u.promptTokens + u.completionTokens === 0) return 0;
  const ratio = q.modelRatio * q.groupRatio;
  const cached = u.cachedTokens ?? 0;
  const creation = u.cacheCreationTokens ?? 0;
  if (i.claudeNative) {
    return Math.trunc((u.promptTokens + cached * q.cacheRatio + creation * q.cacheCreationRatio + u.completionTokens * q.completionRatio) * ratio);
  }
  const base = u.promptTokens - cached - creation;
  const raw = (base + cached * q.cacheRatio + creation * q.cacheCreationRatio + u.completionTokens * q.completionRatio) * ratio;
  const quota = roundHalfAway(raw);
  return ratio !== 0 && quota <= 0 ? 1 : quota;
}

/** dall-e size and quality factors (billing.md §5); n images. */
export function imageMultiplier(model: string, body: Record<string, unknown> | null): number {
  const n = typeof body?.n === 'number' && body.n > 0 ? Math.floor(body.n) : 1;
  if (!model.startsWith('dall-e')) return n;
  const size = typeof body?.size === 'string' ? body.size : '1024x1024';
  const wide = size === '1792x1024' || size === '1024x1792';
  let factor = 1;
  if (size === '256x256') factor = 0.4;
  else if (size === '512x512') factor = 0.45;
  else if (wide) factor = 2;
  if (body?.quality === 'hd' && model === 'dall-e-3') factor *= wide ? 1.5 : 2;
  return factor * n;
}

let last: { usePrice: boolean; a: number; b: number; c: number; text: string } | null = null;

export function consumeContent(q: PriceQuote): string {
  // Consecutive calls mostly share a price: reuse the last text instead of formatting again.
  const a = q.usePrice ? q.modelPrice : q.modelRatio;
  const b = q.usePrice ? 0 : q.completionRatio;
  if (last && last.usePrice === q.usePrice && last.a === a && last.b === b && last.c === q.groupRatio) return last.text;
  const text = q.usePrice
    ? `模型价格 ${q.modelPrice.toFixed(2)}，分组倍率 ${q.groupRatio.toFixed(2)}`
    : `模型倍率 ${q.modelRatio.toFixed(2)}，补全倍率 ${q.completionRatio.toFixed(2)}，分组倍率 ${q.groupRatio.toFixed(2)}`;
  last = { usePrice: q.usePrice, a, b, c: q.groupRatio, text };
  return text;
}
