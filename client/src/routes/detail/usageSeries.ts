// Turns usage points (bucket × model) into chart rows: one row per bucket, one key per model.

export interface Point {
  readonly bucket: number;
  readonly modelName: string;
  readonly count: number;
  readonly quota: number;
  readonly tokens: number;
}

export interface Series {
  models: string[];
  quota: Array<Record<string, number | string>>;
  calls: Array<Record<string, number | string>>;
  totals: { quota: number; calls: number; tokens: number };
}

export function toSeries(points: readonly Point[], label: (bucket: number) => string, quotaPerUnit: number): Series {
  const models = [...new Set(points.map((p) => p.modelName))].sort();
  const buckets = [...new Set(points.map((p) => p.bucket))].sort((a, b) => a - b);
  const quota = new Map(buckets.map((b) => [b, { time: label(b) } as Record<string, number | string>]));
  const calls = new Map(buckets.map((b) => [b, { time: label(b) } as Record<string, number | string>]));
  const totals = { quota: 0, calls: 0, tokens: 0 };
  for (const p of points) {
    const q = quota.get(p.bucket)!;
    const c = calls.get(p.bucket)!;
    // Dollars with 6 decimals so small costs are still visible as bars.
    q[p.modelName] = Math.round(((Number(q[p.modelName]) || 0) + Number(p.quota) / quotaPerUnit) * 1e6) / 1e6;
    c[p.modelName] = (Number(c[p.modelName]) || 0) + p.count;
    totals.quota += Number(p.quota);
    totals.calls += p.count;
    totals.tokens += Number(p.tokens);
  }
  return { models, quota: [...quota.values()], calls: [...calls.values()], totals };
}
