import { getStoredStatus } from '../../lib/storage';

// Quota is shown as dollars: quota / quota_per_unit (default 500000 per dollar), 2 decimals,
// large values shortened with k/M/B. Without DisplayInCurrency the raw number is shortened.

export const quotaPerUnit = (): number => {
  const v = Number(getStoredStatus()?.quota_per_unit);
  return Number.isFinite(v) && v > 0 ? v : 500000;
};

const displayInCurrency = () => getStoredStatus()?.display_in_currency !== false;

/** 1234 → 1.23k, 2.5e6 → 2.50M; below 1000 keeps the given decimals. */
export function shortNumber(n: number, digits = 2): string {
  const abs = Math.abs(n);
  if (abs >= 1e9) return `${(n / 1e9).toFixed(2)}B`;
  if (abs >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  if (abs >= 1e4) return `${(n / 1e3).toFixed(2)}k`;
  return n.toFixed(digits);
}

export function renderQuota(quota: number | bigint | null | undefined, digits = 2): string {
  const q = Number(quota ?? 0);
  if (!displayInCurrency()) return shortNumber(q, 0);
  const dollars = q / quotaPerUnit();
  // A small non-zero cost stays visible instead of rounding to $0.00.
  if (q > 0 && Math.abs(dollars) < 10 ** -digits) {
    const places = Math.min(20, 1 - Math.floor(Math.log10(Math.abs(dollars))));
    return `$${dollars.toFixed(places).replace(/0+$/, '')}`;
  }
  return `$${shortNumber(dollars, digits)}`;
}

export const dollarsToQuota = (dollars: number) => Math.round(dollars * quotaPerUnit());
