import type { SqlValue } from '../../db/sql';

// Source values arrive as SQLite numbers/bigints/strings or pg numbers/strings/Dates/objects;
// these turn them into what Tollgate's columns hold. Missing values get our defaults.

export type Row = Record<string, unknown>;

export function toInt(v: unknown, def = 0): number {
  if (v === null || v === undefined || v === '') return def;
  if (typeof v === 'boolean') return v ? 1 : 0;
  const n = typeof v === 'bigint' ? Number(v) : Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : def;
}

export function toBig(v: unknown, def = 0n): bigint {
  if (v === null || v === undefined || v === '') return def;
  if (typeof v === 'bigint') return v;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  if (typeof v === 'number') return Number.isFinite(v) ? BigInt(Math.trunc(v)) : def;
  const s = String(v).trim();
  if (/^-?\d+$/.test(s)) return BigInt(s);
  const n = Number(s);
  return Number.isFinite(n) ? BigInt(Math.trunc(n)) : def;
}

export function toFloat(v: unknown, def = 0): number {
  if (v === null || v === undefined || v === '') return def;
  const n = Number(v);
  return Number.isFinite(n) ? n : def;
}

/** SQLite keeps booleans as 0/1 (or "true"/"false" text); PostgreSQL as booleans. */
export function toBool(v: unknown, def = false): boolean {
  if (v === null || v === undefined || v === '') return def;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number' || typeof v === 'bigint') return Number(v) !== 0;
  const s = String(v).trim().toLowerCase();
  return s === '1' || s === 'true' || s === 't';
}

/** Text columns; json/jsonb columns come back from pg as objects and are stored as JSON text. */
export function toStr(v: unknown, def = ''): string {
  if (v === null || v === undefined) return def;
  if (typeof v === 'string') return v;
  if (v instanceof Date) return v.toISOString();
  if (Buffer.isBuffer(v)) return v.toString('utf8');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export function toNullableStr(v: unknown): string | null {
  return v === null || v === undefined ? null : toStr(v);
}

/**
 * GORM's DeletedAt: a Date from pg, or text like "2024-05-01 10:00:00.123456789+08:00" from
 * SQLite. Written as ISO text with an explicit UTC offset, which is what Prisma writes on
 * SQLite and what a PostgreSQL TIMESTAMP column reads as UTC wall time.
 */
export function toTimestamp(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  let d: Date;
  if (v instanceof Date) d = v;
  else if (typeof v === 'number' || typeof v === 'bigint') {
    const n = Number(v);
    d = new Date(n < 1e12 ? n * 1000 : n);
  } else {
    let s = String(v).trim().replace(' ', 'T');
    s = s.replace(/(\.\d{3})\d+/, '$1'); // nanoseconds → milliseconds
    s = s.replace(/ ?([+-]\d{2})(\d{2})$/, '$1:$2');
    if (/T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(s)) s += 'Z'; // no zone: GORM wrote UTC
    d = new Date(s);
  }
  if (Number.isNaN(d.getTime())) return null;
  return d.toISOString().replace('Z', '+00:00');
}

/** Empty strings in unique nullable columns (access_token, aff_code) become NULL. */
export function toUniqueOrNull(v: unknown): string | null {
  const s = toNullableStr(v);
  return s === null || s.trim() === '' ? null : s;
}

export type TargetRow = Record<string, SqlValue>;
