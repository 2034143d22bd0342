// Generates the Prisma clients (SQLite and PostgreSQL share one model source) offline:
// generation runs in WebAssembly, so the native schema engine is never fetched.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = readFileSync(join(root, 'prisma/schema.prisma'), 'utf8');

/** The same models for PostgreSQL, without the Pothos generator, into its own output. */
export function postgresSchema(text) {
  return text
    .replace(/provider = "sqlite"/, 'provider = "postgresql"')
    .replace(/generator pothos \{[^}]*\}\n/, '')
    .replace('output       = "../server/db/generated"', 'output       = "../../server/db/generated-pg"');
}

const main = () => {
  const dummy = join(root, 'node_modules/.prisma-no-engine');
  if (!existsSync(dummy)) {
    mkdirSync(dirname(dummy), { recursive: true });
    writeFileSync(dummy, '');
  }
  const pgDir = join(root, 'prisma/.postgres');
  mkdirSync(pgDir, { recursive: true });
  writeFileSync(join(pgDir, 'schema.prisma'), postgresSchema(source));
  const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`, PRISMA_SCHEMA_ENGINE_BINARY: dummy, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
  const prisma = join(root, 'node_modules/prisma/build/index.js');
  for (const schema of ['prisma/schema.prisma', 'prisma/.postgres/schema.prisma']) {
    execFileSync(process.execPath, [prisma, 'generate', '--schema', schema], { cwd: root, env, stdio: 'inherit' });
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
