import { OPTION_DEFAULTS } from '../domain/option/option-defaults';
import type { SqlRunner } from '../db/sql';

// In-memory option values over the options table. Reads are free (the relay reads options on
// every call); writes go to the database first, then to memory, then to listeners (which
// broadcast to other instances). Every instance also re-reads the table every SYNC_FREQUENCY s.

type Listener = (key: string, value: string) => void;

export class OptionStore {
  private values = new Map<string, string>(Object.entries(OPTION_DEFAULTS));
  private parsed = new Map<string, unknown>();
  private listeners: Listener[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly sql: SqlRunner) {}

  async load(): Promise<void> {
    const rows = await this.sql.all<{ key: string; value: string }>('SELECT key, value FROM options');
    for (const row of rows) this.apply(row.key, row.value, false);
  }

  get(key: string): string {
    return this.values.get(key) ?? '';
  }

  has(key: string): boolean {
    return this.values.has(key);
  }

  bool(key: string): boolean {
    return this.get(key) === 'true';
  }

  num(key: string, fallback = 0): number {
    const n = Number(this.get(key));
    return Number.isFinite(n) ? n : fallback;
  }

  /** Parsed JSON value, cached until the option changes; fallback when unparsable. */
  json<T>(key: string, fallback: T): T {
    if (this.parsed.has(key)) return this.parsed.get(key) as T;
    let value: T = fallback;
    try {
      const text = this.get(key);
      if (text.trim() !== '') value = JSON.parse(text) as T;
    } catch {
      value = fallback;
    }
    this.parsed.set(key, value);
    return value;
  }

  entries(): [string, string][] {
    return [...this.values.entries()];
  }

  async set(key: string, value: string): Promise<void> {
    await this.sql.run('INSERT INTO options (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]);
    this.apply(key, value, true);
  }

  /** Applies a value learned from elsewhere (another instance) without writing it. */
  apply(key: string, value: string, notify: boolean): void {
    if (this.values.get(key) === value) return;
    this.values.set(key, value);
    this.parsed.delete(key);
    if (notify) for (const l of this.listeners) l(key, value);
  }

  onChange(listener: Listener): void {
    this.listeners.push(listener);
  }

  startSync(seconds: number, onError: (err: unknown) => void): void {
    this.timer = setInterval(() => this.load().catch(onError), seconds * 1000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
