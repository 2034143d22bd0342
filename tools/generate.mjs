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
  for (const dir of ['server/db/generated', 'server/db/generated-pg']) loadWasmAsText(join(root, dir, 'internal/class.ts'));
};

/** The generated client imports its query compiler as a JavaScript module holding the wasm in
 * base64 (4.4 MB): the module's source and the string stay in the heap for the life of the
 * process. Reading the file as text and compiling it keeps only the compiled module (~9 MB of
 * idle memory less). Left as generated, with a warning, if Prisma changes the shape. */
export function loadWasmAsText(file) {
  const text = readFileSync(file, 'utf8');
  const re = /getQueryCompilerWasmModule: async \(\) => \{\n\s*const \{ wasm \} = await import\("([^"]+)\.mjs"\)\n\s*return await decodeBase64AsWasm\(wasm\)\n\s*\}/;
  const m = re.exec(text);
  if (!m) {
    console.warn(`generate: ${file}: query compiler loader not recognized; left as generated`);
    return;
  }
  const replacement = `getQueryCompilerWasmModule: async () => {
    // tools/generate.mjs: read as text and compiled, so the base64 is not kept alive.
    const { readFile } = await import('node:fs/promises')
    const { createRequire } = await import('node:module')
    const { Buffer } = await import('node:buffer')
    const source = await readFile(createRequire(import.meta.url).resolve(${JSON.stringify(m[1] + '.mjs')}), 'latin1')
    return new WebAssembly.Module(Buffer.from(source.slice(source.indexOf('"') + 1, source.lastIndexOf('"')), 'base64'))
  }`;
  writeFileSync(file, text.replace(re, replacement));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
