// Prometheus text-format metrics (GET /metrics): labeled counters, gauges and histograms,
// kept tiny and allocation-light because the relay records on every call.

type Labels = Record<string, string | number>;

const format = (labels: Labels) =>
  Object.keys(labels)
    .sort()
    .map((k) => `${k}="${String(labels[k]).replace(/["\\\n]/g, '_')}"`)
    .join(',');

// The relay records several series per call: formatted label sets are memoized by a cheap
// raw key (bounded, since model names come from callers).
const formatted = new Map<string, string>();
const key = (labels: Labels) => {
  let raw = '';
  for (const k in labels) raw += k + '\u0001' + labels[k] + '\u0002';
  let out = formatted.get(raw);
  if (out === undefined) {
    out = format(labels);
    if (formatted.size < 50_000) formatted.set(raw, out);
  }
  return out;
};

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

function record(h: Histogram, seconds: number): void {
  for (let i = 0; i < LATENCY_BUCKETS.length; i++) if (seconds <= LATENCY_BUCKETS[i]) h.counts[i]++;
  h.sum += seconds;
  h.count++;
}

class Metrics {
  private gauges = new Map<string, number>();
  private counters = new Map<string, Map<string, number>>();
  private histograms = new Map<string, Map<string, Histogram>>();
  private help = new Map<string, string>();
  private collectors: Array<() => void> = [];

  describe(name: string, help: string): void {
    this.help.set(name, help);
  }

  set(name: string, value: number): void {
    this.gauges.set(name, value);
  }

  get(name: string): number | undefined {
    return this.gauges.get(name);
  }

  inc(name: string, labels: Labels = {}, by = 1): void {
    let series = this.counters.get(name);
    if (!series) this.counters.set(name, (series = new Map()));
    const k = key(labels);
    series.set(k, (series.get(k) ?? 0) + by);
  }

  /** One counter series, bound once: nothing to format or allocate per increment. */
  counter(name: string, labels: Labels): (by?: number) => void {
    let series = this.counters.get(name);
    if (!series) this.counters.set(name, (series = new Map()));
    const k = format(labels);
    const s = series;
    if (!s.has(k)) s.set(k, 0);
    return (by = 1) => void s.set(k, (s.get(k) ?? 0) + by);
  }

  /** One histogram series, bound once (see counter). */
  histogram(name: string, labels: Labels): (seconds: number) => void {
    const h = this.series(name, format(labels));
    return (seconds) => record(h, seconds);
  }

  private series(name: string, k: string): Histogram {
    let series = this.histograms.get(name);
    if (!series) this.histograms.set(name, (series = new Map()));
    let h = series.get(k);
    if (!h) series.set(k, (h = { counts: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 }));
    return h;
  }

  /** A callback run before each scrape (pool sizes, cache sizes). */
  collect(fn: () => void): void {
    this.collectors.push(fn);
  }

  render(): string {
    for (const c of this.collectors) c();
    const out: string[] = [];
    const head = (name: string, type: string) => {
      if (this.help.has(name)) out.push(`# HELP ${name} ${this.help.get(name)}`);
      out.push(`# TYPE ${name} ${type}`);
    };
    for (const [name, v] of this.gauges) {
      head(name, 'gauge');
      out.push(`${name} ${v}`);
    }
    for (const [name, series] of this.counters) {
      head(name, 'counter');
      for (const [k, v] of series) out.push(`${name}${k ? `{${k}}` : ''} ${v}`);
    }
    for (const [name, series] of this.histograms) {
      head(name, 'histogram');
      for (const [k, h] of series) {
        const sep = k ? `${k},` : '';
        LATENCY_BUCKETS.forEach((b, i) => out.push(`${name}_bucket{${sep}le="${b}"} ${h.counts[i]}`));
        out.push(`${name}_bucket{${sep}le="+Inf"} ${h.count}`, `${name}_sum${k ? `{${k}}` : ''} ${h.sum}`, `${name}_count${k ? `{${k}}` : ''} ${h.count}`);
      }
    }
    const mem = process.memoryUsage();
    out.push(`process_resident_memory_bytes ${mem.rss}`, `nodejs_heap_used_bytes ${mem.heapUsed}`, `nodejs_heap_total_bytes ${mem.heapTotal}`, `nodejs_external_memory_bytes ${mem.external}`);
    return out.join('\n') + '\n';
  }
}

export const metrics = new Metrics();
metrics.describe('tollgate_http_requests_total', 'Requests by route and status');
metrics.describe('tollgate_relay_duration_seconds', 'Relay call duration by channel and model');
metrics.describe('tollgate_upstream_errors_total', 'Upstream failures by channel and status');
metrics.describe('tollgate_quota_charged_total', 'Quota charged by model');
metrics.describe('tollgate_cache_lookups_total', 'Relay cache lookups by cache and result');
metrics.describe('tollgate_redis_up', 'Whether the Redis bridge is connected');
