import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/client';
import { migrate } from './migrate';
import { postgresRunner, sqliteRunner, type SqlRunner } from './sql';

export type Prisma = PrismaClient;
export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  prisma: Prisma;
  /** Direct driver access for the billing ledger and other hot paths. */
  sql: SqlRunner;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  sqlDsn: string;
  sqlitePath: string;
}

const migrationsRoot = join(dirname(fileURLToPath(import.meta.url)), '../../prisma/migrations');

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.sqlDsn) {
    const sql = postgresRunner(opts.sqlDsn);
    await migrate(sql, migrationsRoot);
    // Both clients come from one model source; the PostgreSQL client has the same API.
    // Loaded only for PostgreSQL: the second generated client costs memory.
    const { PrismaClient: PgPrismaClient } = await import('./generated-pg/client');
    const prisma = new PgPrismaClient({ adapter: new PrismaPg(pgPool(opts.sqlDsn)) }) as unknown as Prisma;
    return { kind: 'postgres', prisma, sql, close: async () => void (await Promise.all([prisma.$disconnect(), sql.close()])) };
  }
  const file = resolve(opts.sqlitePath);
  mkdirSync(dirname(file), { recursive: true });
  const sql = sqliteRunner(file);
  await migrate(sql, migrationsRoot);
  const prisma = new PrismaClient({ adapter: new PrismaBetterSqlite3({ url: file, timeout: 10_000 }) });
  return { kind: 'sqlite', prisma, sql, close: async () => void (await Promise.all([prisma.$disconnect(), sql.close()])) };
}

/** A pool whose idle-connection errors (database restart) are absorbed: the next query
 * reconnects instead of the process dying on an unhandled 'error' event. */
function pgPool(dsn: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: dsn, max: 10 });
  pool.on('error', () => {});
  // A checked-out client also emits 'error' when the server goes away mid-query; the query
  // itself rejects, so the event needs no handling beyond not crashing the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
