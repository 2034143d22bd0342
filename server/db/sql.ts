import Database from 'better-sqlite3';
import pg from 'pg';

// Direct driver access for the few paths that cannot afford Prisma's per-call cost (the
// relay's billing ledger) and for migrations. SQL is written with `?` placeholders; the
// PostgreSQL runner rewrites them to $1..$n.

export type SqlValue = string | number | bigint | boolean | null;

export interface SqlRunner {
  readonly kind: 'sqlite' | 'postgres';
  run(sql: string, params?: SqlValue[]): Promise<number>;
  all<T = Record<string, unknown>>(sql: string, params?: SqlValue[]): Promise<T[]>;
  /** Runs fn inside one transaction on one connection. */
  tx<T>(fn: (q: SqlRunner) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  script(sql: string): Promise<void>;
  close(): Promise<void>;
}

export function sqliteRunner(path: string): SqlRunner {
  const db = new Database(path, { timeout: 10_000 });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // Statement journals (multi-row inserts under triggers) stay in memory, not in temp files.
  db.pragma('temp_store = MEMORY');
  db.defaultSafeIntegers(false);
  const cache = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let st = cache.get(sql);
    if (!st) {
      st = db.prepare(sql);
      cache.set(sql, st);
    }
    return st;
  };
  const norm = (params: SqlValue[]) => params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
  // One connection: every statement and transaction takes its turn, so a transaction's body
  // (which awaits between statements) never interleaves with another caller's statements.
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T> | T): Promise<T> => {
    const next = tail.then(fn, fn);
    tail = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  };
  const direct: SqlRunner = {
    kind: 'sqlite',
    async run(sql, params = []) {
      return prepare(sql).run(...norm(params)).changes;
    },
    async all<T>(sql: string, params: SqlValue[] = []) {
      return prepare(sql).all(...norm(params)) as T[];
    },
    tx: (fn) => fn(direct),
    async script(sql) {
      db.exec(sql);
    },
    async close() {},
  };
  const runner: SqlRunner = {
    kind: 'sqlite',
    run: (sql, params) => serial(() => direct.run(sql, params)),
    all: <T>(sql: string, params?: SqlValue[]) => serial(() => direct.all<T>(sql, params)),
    tx: (fn) =>
      serial(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const out = await fn(direct);
          db.exec('COMMIT');
          return out;
        } catch (err) {
          db.exec('ROLLBACK');
          throw err;
        }
      }),
    script: (sql) => serial(() => direct.script(sql)),
    close: () => serial(() => void db.close()),
  };
  return runner;
}

const toDollar = (sql: string) => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

export function postgresRunner(dsn: string, max = 10): SqlRunner {
  const pool = new pg.Pool({ connectionString: dsn, max });
  // A pool error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const make = (client: pg.Pool | pg.PoolClient, inTx: boolean): SqlRunner => {
    const self: SqlRunner = {
      kind: 'postgres',
      async run(sql, params = []) {
        const r = await client.query(toDollar(sql), params as unknown[]);
        return r.rowCount ?? 0;
      },
      async all<T>(sql: string, params: SqlValue[] = []) {
        const r = await client.query(toDollar(sql), params as unknown[]);
        return r.rows as T[];
      },
      async tx(fn) {
        if (inTx) return fn(self);
        const conn = await pool.connect();
        try {
          await conn.query('BEGIN');
          const out = await fn(make(conn, true));
          await conn.query('COMMIT');
          return out;
        } catch (err) {
          await conn.query('ROLLBACK').catch(() => {});
          throw err;
        } finally {
          conn.release();
        }
      },
      async script(sql) {
        await client.query(sql);
      },
      async close() {
        if (!inTx) await pool.end();
      },
    };
    return self;
  };
  return make(pool, false);
}
