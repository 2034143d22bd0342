import Database from 'better-sqlite3';
import pg from 'pg';
import type { Row } from './values';

// Read-only access to the original product's database: a SQLite file (new-api's default) or
// PostgreSQL. Only what the import needs: which tables and columns exist, and rows in pages.

export interface SourceDb {
  readonly kind: 'sqlite' | 'postgres';
  hasTable(table: string): Promise<boolean>;
  columns(table: string): Promise<string[]>;
  /** Rows ordered by `id`, after `afterId`, at most `limit`. */
  page(table: string, cols: string[], afterId: unknown, limit: number): Promise<Row[]>;
  all(table: string, cols: string[]): Promise<Row[]>;
  close(): Promise<void>;
}

export class SourceError extends Error {}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const list = (cols: string[]) => cols.map(quote).join(', ');

/** `local`, `sqlite:/path`, a file path, or postgres://…; MySQL is refused with a clear message. */
export function parseSourceDsn(dsn: string): { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string } {
  const d = dsn.trim();
  if (!d) throw new SourceError('--from is required: a SQLite file path, sqlite:/path, "local" or postgres://…');
  if (/^postgres(ql)?:\/\//.test(d)) return { kind: 'postgres', url: d };
  if (/^mysql:\/\//.test(d) || /@tcp\(/.test(d) || /^[^/\s]+:[^/\s]*@/.test(d)) {
    throw new SourceError('MySQL sources are not supported; export to SQLite or PostgreSQL first (only SQLite files and postgres:// DSNs can be imported)');
  }
  // The original's SQL_DSN=local means its default SQLite file in the working directory.
  if (d === 'local') return { kind: 'sqlite', path: 'one-api.db' };
  if (d.startsWith('sqlite://')) return { kind: 'sqlite', path: d.slice('sqlite://'.length) };
  if (d.startsWith('sqlite:')) return { kind: 'sqlite', path: d.slice('sqlite:'.length) };
  if (d.startsWith('file:')) return { kind: 'sqlite', path: d.slice('file:'.length).split('?')[0] };
  return { kind: 'sqlite', path: d.split('?')[0] };
}

export async function openSource(dsn: string): Promise<SourceDb> {
  const parsed = parseSourceDsn(dsn);
  return parsed.kind === 'postgres' ? postgresSource(parsed.url) : sqliteSource(parsed.path);
}

export function sqliteSource(path: string): SourceDb {
  let db: Database.Database;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new SourceError(`cannot open SQLite source ${path}: ${(err as Error).message}`);
  }
  // Quota and time columns can exceed 2^53 in principle; read integers exactly.
  db.defaultSafeIntegers(true);
  return {
    kind: 'sqlite',
    async hasTable(table) {
      return !!db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table);
    },
    async columns(table) {
      return (db.prepare(`PRAGMA table_info(${quote(table)})`).all() as Array<{ name: string }>).map((c) => c.name);
    },
    async page(table, cols, afterId, limit) {
      return db.prepare(`SELECT ${list(cols)} FROM ${quote(table)} WHERE "id" > ? ORDER BY "id" LIMIT ?`).all(afterId ?? -1, limit) as Row[];
    },
    async all(table, cols) {
      return db.prepare(`SELECT ${list(cols)} FROM ${quote(table)}`).all() as Row[];
    },
    async close() {
      db.close();
    },
  };
}

export async function postgresSource(url: string): Promise<SourceDb> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new SourceError(`cannot connect to PostgreSQL source: ${(err as Error).message}`);
  }
  return {
    kind: 'postgres',
    async hasTable(table) {
      const r = await client.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1`, [table]);
      return (r.rowCount ?? 0) > 0;
    },
    async columns(table) {
      const r = await client.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
        [table],
      );
      return r.rows.map((c) => c.column_name);
    },
    async page(table, cols, afterId, limit) {
      const r = await client.query(`SELECT ${list(cols)} FROM ${quote(table)} WHERE "id" > $1 ORDER BY "id" LIMIT $2`, [afterId ?? -1, limit]);
      return r.rows as Row[];
    },
    async all(table, cols) {
      return (await client.query(`SELECT ${list(cols)} FROM ${quote(table)}`)).rows as Row[];
    },
    async close() {
      await client.end();
    },
  };
}
