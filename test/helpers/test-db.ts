import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// Each test server gets a database of its own: a temp SQLite file, or a fresh PostgreSQL
// database on the local server. TEST_DB picks the kind (tools/test.mjs runs both).

export type TestDbKind = 'sqlite' | 'postgres';

export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');
export const pgAdminUrl = () => process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  kind: TestDbKind;
  env: { SQL_DSN: string; SQLITE_PATH: string };
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: TestDbKind = testDbKind()): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'tollgate-test-'));
    return {
      kind,
      env: { SQL_DSN: '', SQLITE_PATH: join(dir, 'test.db') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `tollgate_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgAdminUrl());
  url.pathname = `/${name}`;
  return {
    kind,
    env: { SQL_DSN: url.toString(), SQLITE_PATH: '' },
    drop: async () => {
      const c = new pg.Client({ connectionString: pgAdminUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
