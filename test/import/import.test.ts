import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { decryptKey, isEncrypted } from '../../server/domain/channel/channel-key';
import { runImport } from '../../server/domain/import/import.service';
import { parseSourceDsn } from '../../server/domain/import/source';
import { runImportCli } from '../../tools/import';
import type { MockServer } from '../../tools/mock-upstream/http-util';
import { startOpenAIMock } from '../../tools/mock-upstream/openai';
import { createTestDatabase, testDbKind, type TestDatabase } from '../helpers/test-db';
import { ApiClient, startTestServer, type TestServer } from '../helpers/test-server';
import { ALICE_PASS, createNewApiSource, createOneApiSource, KEY_LIMITED, KEY_ONEAPI, KEY_UNLIMITED, ROOT_PASS, UPSTREAM_KEY, type OriginalDb } from './original-schema';

// Moving from the original product: a database in new-api's (or one-api's) layout is imported
// into a fresh Tollgate database, then a real server runs on it: the users log in with their
// old passwords and their sk- tokens relay to the imported channel.

const SECRET = 'test-crypto-secret'; // what startTestServer configures
const kind = testDbKind();

const chat = (t: TestServer, key: string, model: string) =>
  fetch(`${t.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer sk-${key}` },
    body: JSON.stringify({ model, messages: [{ role: 'user', content: 'hello from an imported token' }] }),
  });

const silent = () => {};

describe(`import from new-api (${kind} → ${kind})`, () => {
  let mock: MockServer;
  let source: OriginalDb;
  let target: TestDatabase;
  let t: TestServer;
  const out: string[] = [];

  beforeAll(async () => {
    mock = await startOpenAIMock();
    source = await createNewApiSource(kind, mock.url);
    target = await createTestDatabase(kind);
    const env = { ...target.env, CRYPTO_SECRET: SECRET };
    const code = await runImportCli(['--from', kind === 'sqlite' ? `sqlite:${source.dsn}` : source.dsn, '--logs'], env, (l) => out.push(l));
    expect(code).toBe(0);
    t = await startTestServer({}, { db: target });
  });
  afterAll(async () => {
    await t?.close();
    await source?.drop();
    await mock?.close();
  });

  it('prints progress per table and a summary', () => {
    const text = out.join('\n');
    expect(text).toContain('source: ' + kind + ' (new-api)');
    expect(text).toMatch(/users\s+3/);
    expect(text).toMatch(/tokens\s+2\s+\(1 skipped/);
    expect(text).toMatch(/logs\s+3/);
    expect(text).toContain('Setup is marked done.');
  });

  it('keeps ids, hashes, soft deletes and values', async () => {
    const p = t.server.app.prisma;
    const users = await p.user.findMany({ orderBy: { id: 'asc' } });
    expect(users.map((u) => [u.id, u.username, u.role])).toEqual([[1, 'root', 100], [2, 'alice', 1], [3, 'bob', 1]]);
    const alice = users[1];
    expect(alice.password.startsWith('$2')).toBe(true);
    expect(alice.quota).toBe(10_000_000n);
    expect(alice.affHistory).toBe(77n);
    expect(alice.inviterId).toBe(1);
    expect(alice.remark).toBe('vip');
    expect(alice.accessToken).toBeNull();
    expect(users[2].deletedAt?.toISOString()).toBe('2025-06-01T02:00:00.123Z');
    const tokens = await p.token.findMany({ orderBy: { id: 'asc' } });
    expect(tokens.map((k) => [k.id, k.unlimitedQuota, k.modelLimitsEnabled, k.modelLimits])).toEqual([[1, true, false, ''], [4, false, true, 'gpt-4o']]);
    const ch = await p.channel.findUniqueOrThrow({ where: { id: 5 } });
    expect(isEncrypted(ch.key)).toBe(true);
    expect(decryptKey(SECRET, ch.key)).toBe(UPSTREAM_KEY);
    expect(ch.balance).toBe(12.5);
    expect(ch.channelInfo).toContain('is_multi_key');
    const abilities = await p.ability.findMany({ orderBy: { model: 'asc' } });
    expect(abilities.map((a) => [a.model, a.channelId, a.enabled])).toEqual([['claude-3-haiku', 7, false], ['gpt-4o', 5, true], ['gpt-4o-mini', 5, true]]);
    expect((await p.option.findUniqueOrThrow({ where: { key: 'SomeFutureOption' } })).value).toBe('kept');
    expect((await p.redemption.findUniqueOrThrow({ where: { id: 3 } })).quota).toBe(100_000n);
    expect((await p.topUp.findUniqueOrThrow({ where: { id: 2 } })).money).toBe(72.5);
    expect((await p.setup.findMany()).map((s) => s.version)).toEqual(['v0.8.0']);
    expect((await p.log.findUniqueOrThrow({ where: { id: 2 } })).isStream).toBe(true);
    expect((await p.midjourney.findUniqueOrThrow({ where: { id: 1 } })).submitTime).toBe(1_750_000_000_000n);
    expect(JSON.parse((await p.task.findUniqueOrThrow({ where: { id: 1 } })).properties)).toEqual({ input: 'song' });
    expect((await p.quotaData.findFirstOrThrow()).quota).toBe(600n);
  });

  it('lets imported users log in with their old passwords (not the soft-deleted one)', async () => {
    const alice = new ApiClient(t.url);
    const data = await alice.login('alice', ALICE_PASS);
    expect(data.id).toBe(2);
    const self = await alice.get('/api/user/self');
    expect(self.body.data.quota).toBe(10_000_000);
    await new ApiClient(t.url).login('root', ROOT_PASS);
    const wrong = await new ApiClient(t.url).post('/api/user/login', { username: 'alice', password: 'wrong-pass-1' });
    expect(wrong.body.success).toBe(false);
    const bob = await new ApiClient(t.url).post('/api/user/login', { username: 'bob', password: 'bob-pass-123' });
    expect(bob.body.success).toBe(false);
    const status = await new ApiClient(t.url).get('/api/setup');
    expect(status.body.data.status).toBe(true);
  });

  it('relays with an imported sk- token to the imported channel and logs with imported ids', async () => {
    const res = await chat(t, KEY_UNLIMITED, 'gpt-4o-mini');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.choices[0].message.content).toContain('hello from an imported token');
    expect(mock.requests.at(-1)?.headers.authorization).toBe(`Bearer ${UPSTREAM_KEY}`);
    await t.server.relay.ledger.drain();
    const log = await t.server.app.prisma.log.findFirstOrThrow({ where: { tokenId: 1, type: 2, content: { not: 'old' } } });
    expect(log.userId).toBe(2);
    expect(log.channelId).toBe(5);
    expect(log.id).toBeGreaterThan(3); // the id sequence moved past the imported logs
    expect(log.content).toContain('模型倍率 2.00'); // the imported ModelRatio option is in effect
  });

  it('keeps model limits of imported tokens', async () => {
    const denied = await chat(t, KEY_LIMITED, 'gpt-4o-mini');
    expect(denied.status).toBe(403);
    const allowed = await chat(t, KEY_LIMITED, 'gpt-4o');
    expect(allowed.status).toBe(200);
  });

  it('creates new rows after the imported ids', async () => {
    const root = new ApiClient(t.url);
    await root.login('root', ROOT_PASS);
    const r = await root.post('/api/user/', { username: 'newbie', password: 'newbie-pass-1', display_name: 'n' });
    expect(r.body.success).toBe(true);
    const u = await t.server.app.prisma.user.findUniqueOrThrow({ where: { username: 'newbie' } });
    expect(u.id).toBe(4);
  });

  it('refuses a target that has users unless --force, which upserts by id', async () => {
    const db = await openDatabase({ sqlDsn: target.env.SQL_DSN, sqlitePath: target.env.SQLITE_PATH });
    try {
      await expect(runImport({ from: source.dsn, target: db.sql, secret: SECRET })).rejects.toThrow(/already has 4 users.*--force/);
      await db.sql.run('UPDATE "users" SET "quota" = 1 WHERE "id" = 2');
      const summary = await runImport({ from: source.dsn, target: db.sql, secret: SECRET, force: true, progress: silent });
      expect(summary.tables.find((x) => x.table === 'users')?.written).toBe(3);
      const [row] = await db.sql.all<{ quota: unknown }>('SELECT "quota" FROM "users" WHERE "id" = 2');
      expect(Number(row.quota)).toBe(10_000_000);
      const [{ n }] = await db.sql.all<{ n: unknown }>('SELECT COUNT(*) AS n FROM "users"');
      expect(Number(n)).toBe(4);
      // PostgreSQL id sequences were moved past the imported ids (raw insert: no retry hides it).
      await db.sql.run(`INSERT INTO "redemptions" ("key", "name") VALUES ('fresh-key', 'fresh')`);
      const [fresh] = await db.sql.all<{ id: unknown }>(`SELECT "id" FROM "redemptions" WHERE "key" = 'fresh-key'`);
      expect(Number(fresh.id)).toBe(4);
    } finally {
      await db.close();
    }
  });
});

describe(`import from one-api (${kind} → ${kind})`, () => {
  let mock: MockServer;
  let source: OriginalDb;
  let target: TestDatabase;
  let t: TestServer;

  beforeAll(async () => {
    mock = await startOpenAIMock();
    source = await createOneApiSource(kind, mock.url);
    target = await createTestDatabase(kind);
    const db = await openDatabase({ sqlDsn: target.env.SQL_DSN, sqlitePath: target.env.SQLITE_PATH });
    try {
      const summary = await runImport({ from: source.dsn, target: db.sql, secret: SECRET, logs: true, progress: silent });
      expect(summary.flavor).toBe('one-api');
      expect(summary.tables.find((x) => x.table === 'top_ups')?.missing).toBe(true);
      expect(summary.setupMarked).toBe(true);
    } finally {
      await db.close();
    }
    t = await startTestServer({}, { db: target });
  });
  afterAll(async () => {
    await t?.close();
    await source?.drop();
    await mock?.close();
  });

  it('maps models → model limits, subnet → allow_ips and one-api channel types', async () => {
    const p = t.server.app.prisma;
    const tok = await p.token.findUniqueOrThrow({ where: { id: 3 } });
    expect(tok.modelLimitsEnabled).toBe(true);
    expect(tok.modelLimits).toBe('gpt-4o-mini,gpt-4o');
    expect(tok.allowIps).toBe('127.0.0.1\n10.0.0.2');
    expect(tok.group).toBe('');
    const channels = await p.channel.findMany({ orderBy: { id: 'asc' } });
    expect(channels.map((c) => [c.id, c.type])).toEqual([[2, 1], [4, 43], [6, 1], [9, 3]]);
    expect(channels[2].baseUrl).toBe('https://oa.api2d.net');
    expect(channels[3].other).toBe('2024-02-01');
    const carol = await p.user.findUniqueOrThrow({ where: { id: 8 } });
    expect(carol.accessToken).toBe('c'.repeat(32));
    expect((await p.user.findUniqueOrThrow({ where: { id: 1 } })).accessToken).toBeNull(); // '' in the source
    expect(carol.setting).toBe('');
    expect((await p.log.findUniqueOrThrow({ where: { id: 1 } })).useTime).toBe(3);
  });

  it('relays within the token model list and refuses other models', async () => {
    await new ApiClient(t.url).login('carol', ALICE_PASS);
    expect((await chat(t, KEY_ONEAPI, 'gpt-4o')).status).toBe(200);
    expect((await chat(t, KEY_ONEAPI, 'o1')).status).toBe(403);
  });
});

describe('import CLI arguments', () => {
  it('refuses MySQL sources with a clear message', () => {
    expect(() => parseSourceDsn('mysql://u:p@host/db')).toThrow(/MySQL sources are not supported/);
    expect(() => parseSourceDsn('root:pass@tcp(localhost:3306)/oneapi')).toThrow(/MySQL/);
    expect(parseSourceDsn('local')).toEqual({ kind: 'sqlite', path: 'one-api.db' });
    expect(parseSourceDsn('sqlite:/data/one-api.db')).toEqual({ kind: 'sqlite', path: '/data/one-api.db' });
    expect(parseSourceDsn('postgresql://u@h/db').kind).toBe('postgres');
  });

  it('exits 2 without --from and 1 for a MySQL source', async () => {
    const lines: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((s: string) => (lines.push(String(s)), true)) as typeof process.stderr.write;
    try {
      expect(await runImportCli([], { SQLITE_PATH: '/tmp/unused.db' })).toBe(2);
      const target = await createTestDatabase('sqlite');
      expect(await runImportCli(['--from', 'mysql://u:p@h/db'], { ...target.env, CRYPTO_SECRET: SECRET }, silent)).toBe(1);
      await target.drop();
    } finally {
      process.stderr.write = write;
    }
    expect(lines.join('')).toContain('MySQL sources are not supported');
  });
});
