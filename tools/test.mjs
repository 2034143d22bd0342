// npm test: type check, lint, then every vitest suite on SQLite and on PostgreSQL, Redis-backed
// suites, and the browser suite. Says plainly what it skipped and why; under CI a skip fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const only = process.argv.slice(2);
const results = [];
const skipped = [];
let failed = false;

const run = (name, cmd, args, env = {}) => {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    failed = true;
    console.log(`=== ${name}: FAILED (exit ${r.status})`);
  }
  return r.status === 0;
};

const reachable = (host, port) =>
  new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1500 }, () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });

const vitest = (name, config, env) => {
  if (only.length && !only.includes(name)) return;
  mkdirSync('test-results', { recursive: true });
  const out = `test-results/${name}.json`;
  rmSync(out, { force: true });
  run(name, 'npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    results.push({ name, passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + j.numTodoTests });
    if (j.numTotalTests === 0) {
      failed = true;
      console.log(`=== ${name}: ran no test`);
    }
  } else if (!only.length || only.includes(name)) {
    results.push({ name, passed: 0, failed: 1, skipped: 0 });
    failed = true;
  }
};

// Committed Relay artifacts must match the queries (relay-compiler --validate fails when stale).
run('relay-artifacts', 'npx', ['relay-compiler', '--validate']);
run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', 'npx', ['eslint', '--max-warnings=0', 'server', 'client/src', 'tools', 'test']);

const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const pgUp = await reachable(new URL(pgUrl).hostname, Number(new URL(pgUrl).port || 5432));
const redisUp = await reachable(new URL(redisUrl).hostname, Number(new URL(redisUrl).port || 6379));
const redisEnv = redisUp ? { TEST_REDIS_URL: redisUrl } : {};
if (!redisUp) skipped.push(`Redis-backed tests: no Redis at ${redisUrl}`);

vitest('vitest-sqlite', 'vitest.config.ts', { TEST_DB: 'sqlite', ...redisEnv });
if (pgUp) vitest('vitest-postgres', 'vitest.config.ts', { TEST_DB: 'postgres', TEST_PG_URL: pgUrl, ...redisEnv });
else skipped.push(`PostgreSQL suites: no PostgreSQL at ${pgUrl}`);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync('vitest.e2e.config.ts')) {
  if (existsSync(chromium)) vitest('e2e', 'vitest.e2e.config.ts', { CHROMIUM_PATH: chromium, TEST_DB: 'sqlite' });
  else skipped.push(`browser suite: no Chromium at ${chromium} (apt-get install chromium)`);
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
for (const s of skipped) console.log(`SKIPPED ${s}`);
if (skipped.length && ci) {
  console.log('CI requires every suite: failing because of the skips above.');
  failed = true;
}
const total = results.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failed || total.failed > 0 ? 1 : 0);
