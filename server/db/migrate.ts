import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlRunner } from './sql';

// Applies the committed migrations of this provider that are not yet recorded, each in its
// own transaction, and records (name, checksum). A changed checksum of an applied migration
// stops the start: history must not be rewritten under a live database.

const TABLE = '_tollgate_migrations';

export interface MigrationResult {
  applied: string[];
}

export async function migrate(sql: SqlRunner, migrationsRoot: string): Promise<MigrationResult> {
  const dir = join(migrationsRoot, sql.kind === 'postgres' ? 'postgresql' : 'sqlite');
  const names = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  await sql.script(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (name VARCHAR(255) PRIMARY KEY, checksum VARCHAR(64) NOT NULL, applied_at BIGINT NOT NULL)`,
  );
  const applied: string[] = [];
  const lock = sql.kind === 'postgres';
  // One instance migrates at a time; the others wait on the advisory lock.
  return sql.tx(async (q) => {
    if (lock) await q.all('SELECT pg_advisory_xact_lock(7411)');
    const rows = await q.all<{ name: string; checksum: string }>(`SELECT name, checksum FROM ${TABLE}`);
    const done = new Map(rows.map((r) => [r.name, r.checksum]));
    for (const name of names) {
      const text = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      const checksum = createHash('sha256').update(text).digest('hex');
      const seen = done.get(name);
      if (seen) {
        if (seen !== checksum) throw new Error(`migration ${name} changed after it was applied`);
        continue;
      }
      await q.script(text);
      await q.run(`INSERT INTO ${TABLE} (name, checksum, applied_at) VALUES (?, ?, ?)`, [name, checksum, Math.floor(Date.now() / 1000)]);
      applied.push(name);
    }
    return { applied };
  });
}
