// npm run import -- --from <dsn> [--logs] [--to <dsn>] [--force] [--flavor auto|new-api|one-api]
// Copies an existing new-api / one-api database into Tollgate's database, keeping ids, so the
// imported users log in with their passwords and their sk- tokens keep working on the relay.
import { pathToFileURL } from 'node:url';
import { ConfigError, parseConfig } from '../server/config/env';
import { openDatabase } from '../server/db/database';
import { cryptoSecret } from '../server/domain/channel/channel-key';
import { ImportError, runImport, type ImportSummary } from '../server/domain/import/import.service';
import type { Flavor } from '../server/domain/import/mapper';
import { SourceError } from '../server/domain/import/source';

const USAGE = `Usage: npm run import -- --from <source> [--logs] [--to <target>] [--force] [--flavor auto|new-api|one-api]

  --from     the original's database: a SQLite file path, sqlite:/path, "local" (./one-api.db)
             or postgres://user:pass@host/db. MySQL is not supported.
  --to       Tollgate's database (default: SQL_DSN / SQLITE_PATH as for the server):
             postgres://… or a SQLite file path
  --logs     also copy logs, midjourneys, tasks and quota_data
  --force    import into a database that already has users (rows are upserted by id)
  --flavor   source product; auto-detected (one-api has channels.config / tokens.models)
  --batch    rows per INSERT (default 500)`;

export interface ImportArgs {
  from: string;
  to: string;
  logs: boolean;
  force: boolean;
  flavor: Flavor | 'auto';
  batch: number;
  help: boolean;
}

export function parseImportArgs(argv: string[]): ImportArgs {
  const args: ImportArgs = { from: '', to: '', logs: false, force: false, flavor: 'auto', batch: 500, help: false };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      if (inline !== undefined) return inline;
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new ImportError(`${name} needs a value`);
      return v;
    };
    switch (name) {
      case '--from':
        args.from = value();
        break;
      case '--to':
        args.to = value();
        break;
      case '--logs':
        args.logs = true;
        break;
      case '--force':
        args.force = true;
        break;
      case '--flavor': {
        const v = value();
        if (v !== 'auto' && v !== 'new-api' && v !== 'one-api') throw new ImportError('--flavor must be auto, new-api or one-api');
        args.flavor = v;
        break;
      }
      case '--batch': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1 || n > 2000) throw new ImportError('--batch must be an integer from 1 to 2000');
        args.batch = n;
        break;
      }
      case '-h':
      case '--help':
        args.help = true;
        break;
      default:
        throw new ImportError(`unknown argument ${argv[i]}`);
    }
  }
  if (!args.help && !args.from) throw new ImportError('--from is required');
  return args;
}

/** Target settings: --to wins over the server's SQL_DSN / SQLITE_PATH. */
function targetOf(to: string, config: { SQL_DSN: string; SQLITE_PATH: string }) {
  if (!to) return { sqlDsn: config.SQL_DSN, sqlitePath: config.SQLITE_PATH };
  if (/^postgres(ql)?:\/\//.test(to)) return { sqlDsn: to, sqlitePath: config.SQLITE_PATH };
  if (/^mysql:\/\//.test(to)) throw new ImportError('MySQL is not supported as a target: Tollgate runs on SQLite or PostgreSQL');
  if (to === 'local') return { sqlDsn: '', sqlitePath: config.SQLITE_PATH };
  return { sqlDsn: '', sqlitePath: to.replace(/^sqlite:(\/\/)?/, '') };
}

export function formatSummary(s: ImportSummary): string {
  const lines = [`Imported from a ${s.flavor} database:`];
  for (const t of s.tables) {
    if (t.missing) lines.push(`  ${t.table.padEnd(12)} (not in the source)`);
    else lines.push(`  ${t.table.padEnd(12)} ${String(t.written).padStart(9)}` + (t.skipped ? `  (${t.skipped} skipped: owner missing or duplicate)` : ''));
  }
  lines.push(s.setupMarked ? 'Setup is marked done.' : 'No root user: open the console to run setup.');
  lines.push('Restart running Tollgate instances (or wait SYNC_FREQUENCY seconds) so caches see the new data.');
  return lines.join('\n');
}

/** Returns the process exit code. */
export async function runImportCli(argv: string[], env: NodeJS.ProcessEnv, out: (line: string) => void = (l) => void process.stdout.write(l + '\n')): Promise<number> {
  const err = (l: string) => process.stderr.write(`import: ${l}\n`);
  let args: ImportArgs;
  try {
    args = parseImportArgs(argv);
    if (args.help) {
      out(USAGE);
      return 0;
    }
  } catch (e) {
    err((e as Error).message);
    err(USAGE);
    return 2;
  }
  try {
    const config = parseConfig(env);
    const target = targetOf(args.to, config);
    const db = await openDatabase(target);
    out(`target: ${db.kind} (migrations applied)`);
    try {
      const summary = await runImport({
        from: args.from,
        target: db.sql,
        secret: cryptoSecret(config),
        logs: args.logs,
        force: args.force,
        flavor: args.flavor,
        batchSize: args.batch,
        progress: out,
      });
      out(formatSummary(summary));
      return 0;
    } finally {
      await db.close();
    }
  } catch (e) {
    if (e instanceof ImportError || e instanceof SourceError || e instanceof ConfigError) {
      err(e.message);
      return 1;
    }
    throw e;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runImportCli(process.argv.slice(2), process.env);
}
