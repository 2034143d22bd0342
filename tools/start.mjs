// npm start: build the console when client/dist is missing or older than its sources, then run
// the server in a child process that receives our signals (SIGTERM drains and exits).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
};

/** True when client/dist/index.html is missing or older than anything the bundle is built from. */
export function clientIsStale() {
  const built = join(root, 'client', 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['client/src', 'client/index.html', 'client/vite.config.ts', 'relay.config.js', 'schema.graphql'];
  return Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(built).mtimeMs;
}

/** npm run build (relay-compiler, then vite); returns whether it succeeded. */
export function buildClient() {
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  return r.status === 0;
}

/** V8 flags of the production server: Liftoff-only WebAssembly (Prisma's engine, ~45 MB less),
 * a young generation of 8 MB semi-spaces (measured: 4 MB doubles the scavenge cost per call,
 * 16 MB keeps 16 MB more resident) and gc() for the compaction after a burst (server/lib/idle-gc.ts). */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=8', '--expose-gc'];

/** glibc malloc settings of the production server: two arenas instead of one per thread, and
 * fixed trim/mmap thresholds so freed native memory (SQLite, sockets) goes back to the OS. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' };

function main() {
  process.chdir(root);
  if (process.env.SKIP_CLIENT_BUILD !== 'true' && clientIsStale()) {
    console.log('[start] building the console (client/dist is missing or stale)');
    if (!buildClient()) {
      console.error(existsSync('client/dist/index.html') ? '[start] console build failed; serving the previous build' : '[start] console build failed; serving the API only');
    }
  }
  const args = process.argv.slice(2);
  const env = { ...SERVER_ENV, ...process.env, ...(args.includes('--demo') ? { DEMO: 'true' } : {}) };
  // Production runs the bundled server on plain node (less memory, no TypeScript loader);
  // it is rebuilt when older than the sources, and tsx is the fallback.
  let entry = ['--import', 'tsx', 'server/main.ts'];
  if (process.env.TOLLGATE_TSX !== 'true') {
    const bundle = join(root, 'dist', 'server', 'main.mjs');
    const stale = !existsSync(bundle) || newest(join(root, 'server')) > statSync(bundle).mtimeMs;
    if (!stale || spawnSync(process.execPath, ['tools/build-server.mjs'], { cwd: root, stdio: 'inherit' }).status === 0) {
      entry = [...SERVER_NODE_FLAGS, bundle];
    }
  }
  const child = spawn(process.execPath, entry, { stdio: 'inherit', env });
  const signals = ['SIGTERM', 'SIGINT', 'SIGHUP'];
  for (const signal of signals) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    if (signal) {
      // Die the same way the child did.
      for (const s of signals) process.removeAllListeners(s);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
