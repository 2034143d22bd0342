// A few process gauges and counters in Prometheus text format (GET /metrics).

class Metrics {
  private values = new Map<string, number>();

  set(name: string, value: number): void {
    this.values.set(name, value);
  }

  inc(name: string, by = 1): void {
    this.values.set(name, (this.values.get(name) ?? 0) + by);
  }

  get(name: string): number | undefined {
    return this.values.get(name);
  }

  render(): string {
    const mem = process.memoryUsage();
    const lines = [...this.values.entries()].map(([k, v]) => `${k} ${v}`);
    lines.push(`process_resident_memory_bytes ${mem.rss}`, `nodejs_heap_used_bytes ${mem.heapUsed}`);
    return lines.join('\n') + '\n';
  }
}

export const metrics = new Metrics();
