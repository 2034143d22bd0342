import Database from 'better-sqlite3';
import bcrypt from 'bcryptjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTestDatabase, type TestDbKind } from '../helpers/test-db';

// A database in the ORIGINAL products' layout (GORM tables of new-api, or one-api's variant),
// built with raw SQL on SQLite or PostgreSQL and filled with realistic rows.

export const ROOT_PASS = 'root-pass-123';
export const ALICE_PASS = 'alice-pass-123';
export const KEY_UNLIMITED = 'a'.repeat(24) + 'B'.repeat(24);
export const KEY_LIMITED = 'c'.repeat(24) + 'D'.repeat(24);
export const KEY_ONEAPI = 'e'.repeat(24) + 'F'.repeat(24);
export const UPSTREAM_KEY = 'sk-upstream-imported';

export interface OriginalDb {
  kind: TestDbKind;
  dsn: string;
  drop(): Promise<void>;
}

interface Exec {
  run(sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

type Types = { pk: string; bool: string; time: string; json: string; t: boolean; f: boolean };
const typesOf = (kind: TestDbKind): Types =>
  kind === 'sqlite'
    ? { pk: 'integer PRIMARY KEY AUTOINCREMENT', bool: 'numeric', time: 'datetime', json: 'JSON', t: true, f: false }
    : { pk: 'bigserial PRIMARY KEY', bool: 'boolean', time: 'timestamptz', json: 'json', t: true, f: false };

function newApiDdl(x: Types): string[] {
  return [
    `CREATE TABLE users (id ${x.pk}, username text UNIQUE, password text NOT NULL, display_name text, role bigint DEFAULT 1,
      status bigint DEFAULT 1, email text, github_id text, oidc_id text, wechat_id text, telegram_id text, linux_do_id text,
      access_token char(32) UNIQUE, quota bigint DEFAULT 0, used_quota bigint DEFAULT 0, request_count bigint DEFAULT 0,
      "group" varchar(64) DEFAULT 'default', aff_code varchar(32) UNIQUE, aff_count bigint DEFAULT 0, aff_quota bigint DEFAULT 0,
      aff_history bigint DEFAULT 0, inviter_id bigint, deleted_at ${x.time}, setting text, remark varchar(255), stripe_customer varchar(64))`,
    `CREATE TABLE tokens (id ${x.pk}, user_id bigint, "key" char(48) UNIQUE, status bigint DEFAULT 1, name text,
      created_time bigint, accessed_time bigint, expired_time bigint DEFAULT -1, remain_quota bigint DEFAULT 0,
      unlimited_quota ${x.bool}, model_limits_enabled ${x.bool}, model_limits varchar(1024) DEFAULT '', allow_ips text DEFAULT '',
      used_quota bigint DEFAULT 0, "group" text DEFAULT '', deleted_at ${x.time})`,
    `CREATE TABLE channels (id ${x.pk}, type bigint DEFAULT 0, "key" text NOT NULL, openai_organization text, test_model text,
      status bigint DEFAULT 1, name text, weight bigint DEFAULT 0, created_time bigint, test_time bigint, response_time bigint,
      base_url text DEFAULT '', other text, balance real, balance_updated_time bigint, models text, "group" varchar(64) DEFAULT 'default',
      used_quota bigint DEFAULT 0, model_mapping text, status_code_mapping varchar(1024) DEFAULT '', priority bigint DEFAULT 0,
      auto_ban bigint DEFAULT 1, other_info text, tag text, setting text, param_override text, channel_info ${x.json})`,
    `CREATE TABLE abilities ("group" varchar(64), model varchar(255), channel_id bigint, enabled ${x.bool}, priority bigint DEFAULT 0,
      weight bigint DEFAULT 0, tag text, PRIMARY KEY ("group", model, channel_id))`,
    `CREATE TABLE logs (id ${x.pk}, user_id bigint, created_at bigint, type bigint, content text, username text DEFAULT '',
      token_name text DEFAULT '', model_name text DEFAULT '', quota bigint DEFAULT 0, prompt_tokens bigint DEFAULT 0,
      completion_tokens bigint DEFAULT 0, use_time bigint DEFAULT 0, is_stream ${x.bool}, channel_id bigint, token_id bigint DEFAULT 0,
      "group" text, ip text DEFAULT '', other text)`,
    `CREATE TABLE options ("key" text PRIMARY KEY, value text)`,
    `CREATE TABLE redemptions (id ${x.pk}, user_id bigint, "key" char(32) UNIQUE, status bigint DEFAULT 1, name text,
      quota bigint DEFAULT 100, created_time bigint, redeemed_time bigint, used_user_id bigint, deleted_at ${x.time}, expired_time bigint)`,
    `CREATE TABLE top_ups (id ${x.pk}, user_id bigint, amount bigint, money real, trade_no varchar(255) UNIQUE, create_time bigint,
      complete_time bigint, status text)`,
    `CREATE TABLE setups (id ${x.pk}, version varchar(50), initialized_at bigint)`,
    `CREATE TABLE midjourneys (id ${x.pk}, code bigint, user_id bigint, action varchar(40), mj_id text, prompt text, prompt_en text,
      description text, state text, submit_time bigint, start_time bigint, finish_time bigint, image_url text, video_url text,
      video_urls text, status varchar(20), progress varchar(30), fail_reason text, channel_id bigint, quota bigint, buttons text, properties text)`,
    `CREATE TABLE tasks (id ${x.pk}, created_at bigint, updated_at bigint, task_id varchar(50), platform varchar(30), user_id bigint,
      channel_id bigint, quota bigint, action varchar(40), status varchar(20), fail_reason text, submit_time bigint, start_time bigint,
      finish_time bigint, progress varchar(20), properties ${x.json}, data ${x.json})`,
    `CREATE TABLE quota_data (id ${x.pk}, user_id bigint, username varchar(64) DEFAULT '', model_name varchar(64) DEFAULT '',
      created_at bigint, token_used bigint DEFAULT 0, count bigint DEFAULT 0, quota bigint DEFAULT 0)`,
  ];
}

/** one-api: tokens have models/subnet, channels have config/system_prompt, logs elapsed_time; no setups, no top_ups. */
function oneApiDdl(x: Types): string[] {
  return [
    `CREATE TABLE users (id ${x.pk}, username text UNIQUE, password text NOT NULL, display_name text, role bigint DEFAULT 1,
      status bigint DEFAULT 1, email text, github_id text, wechat_id text, lark_id text, oidc_id text, access_token char(32) UNIQUE,
      quota bigint DEFAULT 0, used_quota bigint DEFAULT 0, request_count bigint DEFAULT 0, "group" varchar(32) DEFAULT 'default',
      aff_code varchar(32) UNIQUE, inviter_id bigint)`,
    `CREATE TABLE tokens (id ${x.pk}, user_id bigint, "key" char(48) UNIQUE, status bigint DEFAULT 1, name text,
      created_time bigint, accessed_time bigint, expired_time bigint DEFAULT -1, remain_quota bigint DEFAULT 0,
      unlimited_quota ${x.bool}, used_quota bigint DEFAULT 0, models text, subnet text DEFAULT '')`,
    `CREATE TABLE channels (id ${x.pk}, type bigint DEFAULT 0, "key" text, status bigint DEFAULT 1, name text, weight bigint DEFAULT 0,
      created_time bigint, test_time bigint, response_time bigint, base_url text DEFAULT '', other text, balance real,
      balance_updated_time bigint, models text, "group" varchar(32) DEFAULT 'default', used_quota bigint DEFAULT 0,
      model_mapping varchar(1024) DEFAULT '', priority bigint DEFAULT 0, config text, system_prompt text)`,
    `CREATE TABLE abilities ("group" varchar(32), model varchar(255), channel_id bigint, enabled ${x.bool}, priority bigint DEFAULT 0,
      PRIMARY KEY ("group", model, channel_id))`,
    `CREATE TABLE logs (id ${x.pk}, user_id bigint, created_at bigint, type bigint, content text, username text DEFAULT '',
      token_name text DEFAULT '', model_name text DEFAULT '', quota bigint DEFAULT 0, prompt_tokens bigint DEFAULT 0,
      completion_tokens bigint DEFAULT 0, channel_id bigint, request_id text, elapsed_time bigint DEFAULT 0, is_stream ${x.bool},
      system_prompt_reset ${x.bool})`,
    `CREATE TABLE options ("key" text PRIMARY KEY, value text)`,
    `CREATE TABLE redemptions (id ${x.pk}, user_id bigint, "key" char(32) UNIQUE, status bigint DEFAULT 1, name text,
      quota bigint DEFAULT 100, created_time bigint, redeemed_time bigint)`,
  ];
}

async function openExec(kind: TestDbKind): Promise<{ exec: Exec; dsn: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'tollgate-original-'));
    const file = join(dir, 'one-api.db');
    const db = new Database(file);
    const exec: Exec = {
      run: async (sql, params = []) => void db.prepare(sql).run(...(params as unknown[]).map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p))),
      close: async () => void db.close(),
    };
    return { exec, dsn: file, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const scratch = await createTestDatabase('postgres');
  const client = new pg.Client({ connectionString: scratch.env.SQL_DSN });
  await client.connect();
  let i = 0;
  const exec: Exec = {
    run: async (sql, params = []) => {
      i = 0;
      await client.query(sql.replace(/\?/g, () => `$${++i}`), params);
    },
    close: async () => client.end(),
  };
  return { exec, dsn: scratch.env.SQL_DSN, drop: scratch.drop };
}

const insert = (exec: Exec, table: string, row: Record<string, unknown>) => {
  const cols = Object.keys(row);
  return exec.run(`INSERT INTO ${table} (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`, Object.values(row));
};

const NOW = 1_750_000_000;

/** new-api database: root + alice (+ deleted bob), tokens, an OpenAI channel on `upstream`, options, history. */
export async function createNewApiSource(kind: TestDbKind, upstream: string): Promise<OriginalDb> {
  const { exec, dsn, drop } = await openExec(kind);
  const x = typesOf(kind);
  for (const ddl of newApiDdl(x)) await exec.run(ddl);
  const deletedAt = kind === 'sqlite' ? '2025-06-01 10:00:00.123456789+08:00' : '2025-06-01T10:00:00.123+08:00';
  await insert(exec, 'users', { id: 1, username: 'root', password: bcrypt.hashSync(ROOT_PASS, 4), display_name: 'Root User', role: 100, status: 1, quota: 500_000_000, aff_code: 'R00T', setting: '', stripe_customer: 'cus_x' });
  await insert(exec, 'users', {
    id: 2, username: 'alice', password: bcrypt.hashSync(ALICE_PASS, 4), display_name: 'Alice', role: 1, status: 1, email: 'alice@example.com',
    quota: 10_000_000, used_quota: 1234, request_count: 3, group: 'default', aff_code: 'AL1C', aff_history: 77, inviter_id: 1,
    setting: '{"notify_type":"email"}', remark: 'vip', access_token: null,
  });
  await insert(exec, 'users', { id: 3, username: 'bob', password: bcrypt.hashSync('bob-pass-123', 4), role: 1, status: 1, quota: 5, aff_code: 'B0B0', deleted_at: deletedAt });
  await insert(exec, 'tokens', { id: 1, user_id: 2, key: KEY_UNLIMITED, status: 1, name: 'unlimited', created_time: NOW, accessed_time: NOW, expired_time: -1, remain_quota: 0, unlimited_quota: x.t, model_limits_enabled: x.f, model_limits: '', allow_ips: '', group: '' });
  await insert(exec, 'tokens', { id: 4, user_id: 2, key: KEY_LIMITED, status: 1, name: 'limited', created_time: NOW, expired_time: -1, remain_quota: 500_000, unlimited_quota: x.f, model_limits_enabled: x.t, model_limits: 'gpt-4o', allow_ips: '', group: '' });
  await insert(exec, 'tokens', { id: 6, user_id: 99, key: 'x'.repeat(48), name: 'orphan', unlimited_quota: x.t, model_limits_enabled: x.f });
  await insert(exec, 'channels', {
    id: 5, type: 1, key: UPSTREAM_KEY, status: 1, name: 'imported-openai', weight: 0, created_time: NOW, base_url: upstream, other: '', balance: 12.5,
    models: 'gpt-4o-mini,gpt-4o', group: 'default', used_quota: 999, model_mapping: '', status_code_mapping: '', priority: 0, auto_ban: 1,
    other_info: '', tag: null, setting: '', param_override: '', channel_info: kind === 'sqlite' ? '{"is_multi_key":false}' : JSON.stringify({ is_multi_key: false }),
  });
  await insert(exec, 'channels', { id: 7, type: 14, key: 'sk-ant-plain', status: 2, name: 'claude-off', models: 'claude-3-haiku', group: 'default', base_url: '' });
  await insert(exec, 'abilities', { group: 'default', model: 'gpt-4o-mini', channel_id: 5, enabled: x.t, priority: 0, weight: 0 });
  await insert(exec, 'abilities', { group: 'default', model: 'gpt-4o', channel_id: 5, enabled: x.t, priority: 0, weight: 0 });
  await insert(exec, 'abilities', { group: 'default', model: 'claude-3-haiku', channel_id: 7, enabled: x.f, priority: 0, weight: 0 });
  await insert(exec, 'options', { key: 'ModelRatio', value: JSON.stringify({ 'gpt-4o-mini': 2, 'gpt-4o': 1.25 }) });
  await insert(exec, 'options', { key: 'SystemName', value: 'Imported Gate' });
  await insert(exec, 'options', { key: 'SomeFutureOption', value: 'kept' });
  await insert(exec, 'redemptions', { id: 3, user_id: 1, key: '0123456789abcdef0123456789abcdef', status: 1, name: 'gift', quota: 100_000, created_time: NOW, redeemed_time: 0, used_user_id: 0, expired_time: 0 });
  await insert(exec, 'top_ups', { id: 2, user_id: 2, amount: 10, money: 72.5, trade_no: 'USR2NO1', create_time: NOW, complete_time: NOW + 5, status: 'success' });
  await insert(exec, 'setups', { id: 1, version: 'v0.8.0', initialized_at: NOW - 1000 });
  for (let i = 1; i <= 3; i++) {
    await insert(exec, 'logs', {
      id: i, user_id: 2, created_at: NOW + i, type: 2, content: 'old', username: 'alice', token_name: 'unlimited', model_name: 'gpt-4o-mini',
      quota: 100 * i, prompt_tokens: 10, completion_tokens: 20, use_time: 1, is_stream: i === 2 ? x.t : x.f, channel_id: 5, token_id: 1, group: 'default', ip: '', other: '{}',
    });
  }
  await insert(exec, 'midjourneys', { id: 1, code: 1, user_id: 2, action: 'IMAGINE', mj_id: 'mj-1', prompt: 'cat', submit_time: NOW * 1000, status: 'SUCCESS', progress: '100%', channel_id: 5, quota: 50 });
  await insert(exec, 'tasks', { id: 1, created_at: NOW, updated_at: NOW, task_id: 'suno-1', platform: 'suno', user_id: 2, channel_id: 5, quota: 10, action: 'MUSIC', status: 'SUCCESS', submit_time: NOW, properties: '{"input":"song"}', data: '[]' });
  await insert(exec, 'quota_data', { id: 1, user_id: 2, username: 'alice', model_name: 'gpt-4o-mini', created_at: NOW - (NOW % 3600), token_used: 30, count: 3, quota: 600 });
  await exec.close();
  return { kind, dsn, drop };
}

/** one-api database: a root, a user with a `models`-limited token, channels in one-api numbering. */
export async function createOneApiSource(kind: TestDbKind, upstream: string): Promise<OriginalDb> {
  const { exec, dsn, drop } = await openExec(kind);
  const x = typesOf(kind);
  for (const ddl of oneApiDdl(x)) await exec.run(ddl);
  await insert(exec, 'users', { id: 1, username: 'root', password: bcrypt.hashSync(ROOT_PASS, 4), role: 100, status: 1, quota: 1000, aff_code: 'RT01', access_token: '' });
  await insert(exec, 'users', { id: 8, username: 'carol', password: bcrypt.hashSync(ALICE_PASS, 4), role: 1, status: 1, quota: 10_000_000, aff_code: 'CR01', access_token: 'c'.repeat(32), lark_id: 'l1' });
  await insert(exec, 'tokens', { id: 3, user_id: 8, key: KEY_ONEAPI, status: 1, name: 'models-token', created_time: NOW, expired_time: -1, unlimited_quota: x.t, models: 'gpt-4o-mini, gpt-4o', subnet: '127.0.0.1,10.0.0.2' });
  await insert(exec, 'channels', { id: 2, type: 1, key: UPSTREAM_KEY, status: 1, name: 'oa', base_url: upstream, models: 'gpt-4o-mini,gpt-4o,o1', group: 'default', config: '{}' });
  await insert(exec, 'channels', { id: 4, type: 36, key: 'sk-deepseek', status: 1, name: 'ds', base_url: '', models: 'deepseek-chat', group: 'default', config: '{}' });
  await insert(exec, 'channels', { id: 6, type: 2, key: 'sk-api2d', status: 2, name: 'api2d', base_url: '', models: 'gpt-3.5-turbo', group: 'default', config: '' });
  await insert(exec, 'channels', { id: 9, type: 3, key: 'azure-key', status: 2, name: 'az', base_url: 'https://x.openai.azure.com', models: 'gpt-4o', group: 'default', other: '', config: '{"api_version":"2024-02-01"}' });
  for (const [model, ch] of [['gpt-4o-mini', 2], ['gpt-4o', 2], ['o1', 2], ['deepseek-chat', 4]] as const) {
    await insert(exec, 'abilities', { group: 'default', model, channel_id: ch, enabled: x.t, priority: 0 });
  }
  await insert(exec, 'options', { key: 'QuotaPerUnit', value: '500000' });
  await insert(exec, 'logs', { id: 1, user_id: 8, created_at: NOW, type: 2, content: 'one-api', username: 'carol', token_name: 'models-token', model_name: 'gpt-4o', quota: 5, prompt_tokens: 1, completion_tokens: 1, channel_id: 2, request_id: 'r1', elapsed_time: 2500, is_stream: x.f, system_prompt_reset: x.f });
  await exec.close();
  return { kind, dsn, drop };
}
