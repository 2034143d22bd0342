import type { SqlRunner } from '../../db/sql';
import { abilitiesMapper, channelsMapper } from './channels';
import { logsMapper, midjourneysMapper, quotaDataMapper, tasksMapper } from './history';
import { redemptionsMapper, topUpsMapper } from './billing';
import type { Flavor, MapContext, TableMapper } from './mapper';
import { optionsMapper, setupsMapper } from './settings';
import { openSource, type SourceDb } from './source';
import { tokensMapper } from './tokens';
import { usersMapper } from './users';
import type { Row, TargetRow } from './values';
import { insertRows, resetSequence } from './writer';

// Copies an existing new-api / one-api database into Tollgate's (already migrated) database,
// keeping ids. Reads each source table's column list first and selects only the columns both
// sides know, so older or newer originals import without schema edits.

export class ImportError extends Error {}

export interface ImportOptions {
  /** Source DSN: SQLite path, sqlite:/path, local, or postgres://… */
  from: string;
  /** Tollgate's database (server/db/database.ts openDatabase has run the migrations). */
  target: SqlRunner;
  /** Secret channel keys are encrypted with (cryptoSecret(config)). */
  secret: string;
  logs?: boolean;
  force?: boolean;
  flavor?: Flavor | 'auto';
  batchSize?: number;
  progress?: (line: string) => void;
}

export interface TableResult {
  table: string;
  read: number;
  written: number;
  skipped: number;
  missing?: boolean;
}

export interface ImportSummary {
  flavor: Flavor;
  tables: TableResult[];
  setupMarked: boolean;
}

const CORE = [usersMapper, tokensMapper, channelsMapper, abilitiesMapper, optionsMapper, redemptionsMapper, topUpsMapper, setupsMapper];
const HISTORY = [logsMapper, midjourneysMapper, tasksMapper, quotaDataMapper];

/** one-api keeps channel settings in channels.config and token model lists in tokens.models. */
export async function detectFlavor(src: SourceDb): Promise<Flavor> {
  const channelCols = (await src.hasTable('channels')) ? await src.columns('channels') : [];
  if (channelCols.includes('config')) return 'one-api';
  const tokenCols = (await src.hasTable('tokens')) ? await src.columns('tokens') : [];
  if (tokenCols.includes('models') && !tokenCols.includes('model_limits')) return 'one-api';
  return 'new-api';
}

async function ids(sql: SqlRunner, table: string): Promise<Set<number>> {
  const rows = await sql.all<{ id: unknown }>(`SELECT "id" FROM "${table}"`);
  return new Set(rows.map((r) => Number(r.id)));
}

export async function runImport(opts: ImportOptions): Promise<ImportSummary> {
  const log = opts.progress ?? (() => {});
  const batch = opts.batchSize ?? 500;
  const target = opts.target;
  const src = await openSource(opts.from);
  try {
    if (!(await src.hasTable('users'))) throw new ImportError('the source has no users table: not a new-api / one-api database');
    const flavor = !opts.flavor || opts.flavor === 'auto' ? await detectFlavor(src) : opts.flavor;
    const [{ n }] = await target.all<{ n: unknown }>('SELECT COUNT(*) AS n FROM "users"');
    if (Number(n) > 0 && !opts.force) {
      throw new ImportError(`the target database already has ${n} users; rerun with --force to upsert the source rows by id`);
    }
    log(`source: ${src.kind} (${flavor})`);
    const ctx: MapContext = { flavor, secret: opts.secret, userIds: new Set(), channelIds: new Set(), sourceColumns: new Set() };
    const tables: TableResult[] = [];
    for (const mapper of opts.logs ? [...CORE, ...HISTORY] : CORE) {
      if (mapper === tokensMapper) ctx.userIds = await ids(target, 'users');
      if (mapper === abilitiesMapper) ctx.channelIds = await ids(target, 'channels');
      tables.push(await copyTable(src, target, mapper, ctx, { batch, force: !!opts.force, log }));
    }
    const setupMarked = await markSetup(target);
    return { flavor, tables, setupMarked };
  } finally {
    await src.close();
  }
}

async function copyTable(
  src: SourceDb,
  target: SqlRunner,
  mapper: TableMapper,
  ctx: MapContext,
  o: { batch: number; force: boolean; log: (l: string) => void },
): Promise<TableResult> {
  const result: TableResult = { table: mapper.target, read: 0, written: 0, skipped: 0 };
  if (!(await src.hasTable(mapper.source))) {
    o.log(`${mapper.target}: not in the source, skipped`);
    return { ...result, missing: true };
  }
  const have = await src.columns(mapper.source);
  ctx.sourceColumns = new Set(have);
  const cols = mapper.reads.filter((c) => ctx.sourceColumns.has(c));
  const spec = { table: mapper.target, columns: mapper.columns, key: mapper.key, onConflict: o.force ? mapper.conflict.force : mapper.conflict.fresh };
  const write = async (rows: Row[]) => {
    const out: TargetRow[] = [];
    for (const row of rows) {
      const mapped = mapper.map(row, ctx);
      if (mapped) out.push(mapped);
    }
    result.read += rows.length;
    result.skipped += rows.length - out.length;
    for (let i = 0; i < out.length; i += o.batch) {
      const chunk = out.slice(i, i + o.batch);
      try {
        await insertRows(target, spec, chunk);
      } catch (err) {
        const first = chunk[0]?.id ?? chunk[0]?.key ?? '';
        throw new ImportError(`${mapper.target}: writing rows from ${String(first)} failed: ${(err as Error).message}`);
      }
      result.written += chunk.length;
    }
  };
  if (mapper.paged && ctx.sourceColumns.has('id')) {
    let after: unknown = -1;
    let lastReport = 0;
    for (;;) {
      const rows = await src.page(mapper.source, cols, after, o.batch);
      if (rows.length === 0) break;
      after = rows[rows.length - 1].id;
      await write(rows);
      if (result.read - lastReport >= 50_000) {
        lastReport = result.read;
        o.log(`${mapper.target}: ${result.read} rows…`);
      }
    }
  } else {
    await write(await src.all(mapper.source, cols));
  }
  if (mapper.sequence) await resetSequence(target, mapper.target);
  o.log(`${mapper.target}: ${result.written} imported` + (result.skipped ? `, ${result.skipped} skipped` : ''));
  return result;
}

/** A root user means setup is done (the original creates the setups row the same way). */
async function markSetup(target: SqlRunner): Promise<boolean> {
  const [{ n }] = await target.all<{ n: unknown }>('SELECT COUNT(*) AS n FROM "setups"');
  if (Number(n) > 0) return true;
  const roots = await target.all('SELECT "id" FROM "users" WHERE "role" = 100 LIMIT 1');
  if (roots.length === 0) return false;
  await target.run('INSERT INTO "setups" ("version", "initialized_at") VALUES (?, ?)', ['imported', Math.floor(Date.now() / 1000)]);
  return true;
}
