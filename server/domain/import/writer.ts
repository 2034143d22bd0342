import type { SqlRunner, SqlValue } from '../../db/sql';
import { quote } from './source';
import type { TargetRow } from './values';

// Multi-row INSERTs into Tollgate's tables with explicit ids. `onConflict` decides what a
// row whose key already exists does: fail (a fresh target), replace it (--force), or skip.

export type Conflict = 'fail' | 'update' | 'skip';

export interface WriteSpec {
  table: string;
  columns: string[];
  key: string[];
  onConflict: Conflict;
}

export async function insertRows(sql: SqlRunner, spec: WriteSpec, rows: TargetRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const cols = spec.columns;
  const tuple = `(${cols.map(() => '?').join(', ')})`;
  let text = `INSERT INTO ${quote(spec.table)} (${cols.map(quote).join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`;
  if (spec.onConflict === 'skip') text += ' ON CONFLICT DO NOTHING';
  if (spec.onConflict === 'update') {
    const rest = cols.filter((c) => !spec.key.includes(c));
    text += ` ON CONFLICT (${spec.key.map(quote).join(', ')}) DO ` + (rest.length ? `UPDATE SET ${rest.map((c) => `${quote(c)} = excluded.${quote(c)}`).join(', ')}` : 'NOTHING');
  }
  const params: SqlValue[] = [];
  for (const row of rows) for (const c of cols) params.push(row[c] ?? null);
  return sql.tx((q) => q.run(text, params));
}

/** PostgreSQL: move each id sequence past the imported ids so new rows do not collide. */
export async function resetSequence(sql: SqlRunner, table: string): Promise<void> {
  if (sql.kind !== 'postgres') return;
  const t = quote(table);
  await sql.all(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), COALESCE((SELECT MAX("id") FROM ${t}), 0) + 1, false)`);
}
