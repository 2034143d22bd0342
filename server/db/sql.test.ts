import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postgresRunner, sqliteRunner, type SqlRunner } from './sql';
import { createTestDatabase } from '../../test/helpers/test-db';

// Transactions must stay isolated even though their bodies await between statements.

async function isolation(sql: SqlRunner) {
  await sql.script('CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER NOT NULL)');
  await sql.run('INSERT INTO t (id, v) VALUES (1, 0), (2, 0)');
  const failing = sql.tx(async (q) => {
    await q.run('UPDATE t SET v = v + 1 WHERE id = 1');
    await new Promise((r) => setTimeout(r, 20));
    throw new Error('boom');
  });
  const ok = sql.tx(async (q) => {
    await q.run('UPDATE t SET v = v + 1 WHERE id = 2');
  });
  const outside = sql.run('UPDATE t SET v = v + 10 WHERE id = 2');
  await expect(failing).rejects.toThrow('boom');
  await ok;
  await outside;
  const rows = await sql.all<{ id: number; v: number }>('SELECT id, v FROM t ORDER BY id');
  expect(rows.map((r) => Number(r.v))).toEqual([0, 11]);
}

describe('SqlRunner transactions', () => {
  it('SQLite: a failing transaction rolls back only its own writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sqlrunner-'));
    const sql = sqliteRunner(join(dir, 'x.db'));
    try {
      await isolation(sql);
    } finally {
      await sql.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL: a failing transaction rolls back only its own writes', async () => {
    const db = await createTestDatabase('postgres');
    const sql = postgresRunner(db.env.SQL_DSN);
    try {
      await isolation(sql);
    } finally {
      await sql.close();
      await db.drop();
    }
  });
});
