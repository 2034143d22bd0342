// Pricing formulas of spec 002 §9, kept apart from the page so they are unit tested.
// Model ratio 1 = USD 2 per 1M tokens.

export interface PriceModel {
  quotaType: number; // 0 per usage (ratios), 1 per call (price)
  modelRatio: number;
  completionRatio: number;
  modelPrice: number;
}

export interface Display {
  /** Show prices at the top-up price: usd × price / usd_exchange_rate. */
  topUp: boolean;
  currency: 'USD' | 'CNY';
  price: number; // status.price (money per USD of quota)
  usdExchangeRate: number; // status.usd_exchange_rate
}

/** USD per 1M prompt tokens. */
export const promptPrice = (modelRatio: number, groupRatio: number) => modelRatio * 2 * groupRatio;

/** USD per 1M completion tokens. */
export const completionPrice = (modelRatio: number, completionRatio: number, groupRatio: number) =>
  modelRatio * completionRatio * 2 * groupRatio;

/** USD per call. */
export const perCallPrice = (price: number, groupRatio: number) => price * groupRatio;

/** Pay-per-usage cost in USD of one request. */
export const usageCost = (groupRatio: number, modelRatio: number, promptTokens: number, completionTokens: number, completionRatio: number) =>
  (groupRatio * modelRatio * (promptTokens + completionTokens * completionRatio)) / 500000;

export const formatRatio = (r: number) => r.toFixed(3);

/** A USD amount as shown: plain dollars, or at the top-up price in USD or CNY (two decimals). */
export function formatPrice(usd: number, d?: Display): string {
  if (!d?.topUp) return `$${trim(usd)}`;
  const rate = d.usdExchangeRate > 0 ? d.usdExchangeRate : 1;
  const atTopUp = (usd * d.price) / rate;
  return d.currency === 'CNY' ? `¥${(atTopUp * rate).toFixed(2)}` : `$${atTopUp.toFixed(2)}`;
}

// Plain dollars keep up to 4 decimals without trailing zeros, so 0.15 stays 0.15 and 0.0005 is not 0.
function trim(n: number): string {
  const s = n.toFixed(4).replace(/\.?0+$/, '');
  return s === '' || s === '-0' ? '0' : s;
}

/** Price lines of one model at a group ratio. */
export function modelPrices(m: PriceModel, groupRatio: number, d?: Display): { prompt?: string; completion?: string; perCall?: string } {
  if (m.quotaType === 1) return { perCall: formatPrice(perCallPrice(m.modelPrice, groupRatio), d) };
  return {
    prompt: formatPrice(promptPrice(m.modelRatio, groupRatio), d),
    completion: formatPrice(completionPrice(m.modelRatio, m.completionRatio, groupRatio), d),
  };
}

/** Fuzzy match: every character of the query appears in order in the name (case-insensitive). */
export function fuzzyMatch(name: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const n = name.toLowerCase();
  if (n.includes(q)) return true;
  let i = 0;
  for (const ch of n) if (ch === q[i]) i += 1;
  return i >= q.length;
}
