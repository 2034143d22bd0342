// npm start: build the console when client/dist is missing or older than its sources, then run
// the server in a child process that receives our signals (SIGTERM drains and exits).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
};

export function clientIsStale() {
  const built = join('client', 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['client/src', 'client/index.html', 'client/vite.config.ts', 'relay.config.js', 'schema.graphql'];
  return Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
}

if (process.env.SKIP_CLIENT_BUILD !== 'true' && clientIsStale()) {
  console.log('[start] building the console (client/dist is missing or stale)');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    if (!existsSync('client/dist/index.html')) console.error('[start] console build failed; serving the API only');
    else console.error('[start] console build failed; serving the previous build');
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  }
  else process.exit(code ?? 1);
});
