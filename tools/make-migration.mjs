// Writes the next versioned migration for SQLite and PostgreSQL from prisma/schema.prisma.
// Runs Prisma's schema engine as WebAssembly (no native engine download): it diffs the last
// committed datamodel snapshot against the current one, per provider, without touching a database.
// Usage: npm run migrations -- <name>
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SchemaEngine } from '@prisma/schema-engine-wasm';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { postgresSchema } from './generate.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const name = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]+/gi, '_');
const source = readFileSync(join(root, 'prisma/schema.prisma'), 'utf8');

const providers = [
  { dir: 'sqlite', text: source, adapter: () => new PrismaBetterSqlite3({ url: ':memory:' }) },
  {
    dir: 'postgresql',
    text: postgresSchema(source),
    adapter: () => new PrismaPg({ connectionString: process.env.MIGRATION_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' }),
  },
];

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
for (const p of providers) {
  const base = join(root, 'prisma/migrations', p.dir);
  mkdirSync(base, { recursive: true });
  const snapshotPath = join(base, 'schema.snapshot.prisma');
  const previous = existsSync(snapshotPath) ? readFileSync(snapshotPath, 'utf8') : null;
  const engine = await SchemaEngine.new({ datamodels: [['schema.prisma', p.text]] }, () => {}, bindMigrationAwareSqlAdapterFactory(p.adapter()));
  const target = (text) => ({ tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: text }] });
  const result = await engine.diff({
    from: previous ? target(previous) : { tag: 'empty' },
    to: target(p.text),
    script: true,
    exitCode: null,
    filters: { externalTables: [], externalEnums: [] },
  });
  const sql = (result.stdout ?? '').trim();
  if (!sql || /^-- This is an empty migration/.test(sql)) {
    console.log(`${p.dir}: no changes`);
    continue;
  }
  const folder = join(base, `${stamp}_${name}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'migration.sql'), sql + '\n');
  writeFileSync(snapshotPath, p.text);
  console.log(`${p.dir}: wrote ${folder}`);
}
process.exit(0);
