import { spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUEST_BODY, STREAM_REQUEST_BODY } from './fixtures';
import { atExit, coreTimes, cpuMicros, freePort, sleep, start, stop, stopAll, sysMicros, vmMb, waitForPort } from './procs';
import { seedDatabase } from './seed';
import { firstByteMs } from './ttfb';
import { startUpstream } from './upstream';
import { runWrk, writeScript, type WrkResult } from './wrk';
import { summarize } from './profile-top';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../start.mjs';

// `npm run bench [-- --quick] [-- --profile]`: the relay (gateway) against the floor (a bare
// undici pass-through), both pinned to core 0, behind the same nginx mock upstream; wrk, nginx
// and this script on core 1. Loopback only. Results: table on stdout, test-results/bench.json.

const argv = process.argv.slice(2);
const QUICK = argv.includes('--quick');
const PROFILE = argv.includes('--profile');
const SECONDS = QUICK ? 3 : 10;
const WARM_SECONDS = QUICK ? 2 : 4;
// Other processes of the machine only ever add time: each scenario runs REPEAT times, floor and
// gateway alternating, and each keeps its best run (highest req/s). --repeat=N overrides.
const REPEAT = Math.max(1, Number(argv.find((a) => a.startsWith('--repeat='))?.slice(9) ?? (QUICK ? 1 : 3)));
const TTFB_COUNT = 200;
const SERVER_CORE = 0;
const LOAD_CORE = 1;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PATH = '/v1/chat/completions';

type Target = 'floor' | 'gateway';
interface Proc {
  name: Target;
  url: string;
  child: ChildProcess;
  pid: number;
}
interface Run extends WrkResult {
  cpuUsPerReq: number;
  /** The kernel's share of cpuUsPerReq. */
  sysUsPerReq: number;
  loadCoreBusy: number;
  /** Share of the server core used by other processes of the machine during the run. */
  serverCoreForeign: number;
}
interface Scenario {
  name: string;
  stream: boolean;
  connections: number;
}

const ALL_SCENARIOS: Scenario[] = [
  { name: 'non-stream c=1', stream: false, connections: 1 },
  { name: 'non-stream c=16', stream: false, connections: 16 },
  { name: 'non-stream c=64', stream: false, connections: 64 },
  { name: 'stream c=1', stream: true, connections: 1 },
  { name: 'stream c=16', stream: true, connections: 16 },
  { name: 'stream c=64', stream: true, connections: 64 },
];
// --only=<text>: just the scenarios whose name starts with it (profiling one kind of call).
const ONLY = argv.find((a) => a.startsWith('--only='))?.slice(7);
const SCENARIOS = ONLY ? ALL_SCENARIOS.filter((s) => s.name.startsWith(ONLY)) : ALL_SCENARIOS;

const log = (s: string) => process.stderr.write(s + '\n');

async function post(url: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, text: await res.text() };
}

async function checkRelay(p: Proc, sk: string) {
  const plain = await post(p.url + PATH, REQUEST_BODY, { authorization: `Bearer ${sk}` });
  if (plain.status !== 200 || !plain.text.includes('fixed benchmark answer')) throw new Error(`${p.name} non-stream check failed: ${plain.status} ${plain.text.slice(0, 300)}`);
  const sse = await post(p.url + PATH, STREAM_REQUEST_BODY, { authorization: `Bearer ${sk}` });
  if (sse.status !== 200 || !sse.text.includes(' twelve') || !sse.text.includes('[DONE]')) throw new Error(`${p.name} stream check failed: ${sse.status} ${sse.text.slice(0, 300)}`);
}

async function startGateway(dir: string, upstreamUrl: string): Promise<Proc> {
  const sqlitePath = join(dir, 'gateway.db');
  log('seeding the gateway database');
  const { sk } = await seedDatabase(sqlitePath, upstreamUrl);
  const port = await freePort();
  const profArgs = PROFILE ? ['--cpu-prof', '--cpu-prof-dir', join(dir, 'prof')] : [];
  const env: NodeJS.ProcessEnv = {
    ...SERVER_ENV,
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SQL_DSN: '',
    REDIS_CONN_STRING: '',
    SQLITE_PATH: sqlitePath,
    LOG_LEVEL: 'warn',
    GLOBAL_API_RATE_LIMIT_ENABLE: 'false',
    GLOBAL_WEB_RATE_LIMIT_ENABLE: 'false',
    CRITICAL_RATE_LIMIT: '100000',
    SESSION_SECRET: 'bench-session-secret',
    CRYPTO_SECRET: 'bench-crypto-secret',
  };
  // The gateway runs as in production (npm start): the server bundle on plain node; --tsx runs
  // the sources through the TypeScript loader instead.
  const useTsx = process.argv.includes('--tsx');
  if (!useTsx) spawnSync(process.execPath, ['tools/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const entry = useTsx ? ['--import', 'tsx', 'server/main.ts'] : [...(process.env.BENCH_NODE_FLAGS?.split(' ') ?? SERVER_NODE_FLAGS), 'dist/server/main.mjs'];
  const child = start('taskset', ['-c', String(SERVER_CORE), process.execPath, ...profArgs, ...entry], { name: 'gateway', cwd: ROOT, env });
  child.stdout?.resume();
  await waitForPort(port, child, 60_000);
  const url = `http://127.0.0.1:${port}`;
  const setup = await post(url + '/api/setup', JSON.stringify({ username: 'root', password: 'bench-root-pw', confirmPassword: 'bench-root-pw' }));
  if (!setup.text.includes('"success":true')) throw new Error(`setup failed: ${setup.status} ${setup.text}`);
  const p = { name: 'gateway' as const, url, child, pid: child.pid! };
  await checkRelay(p, sk);
  (p as Proc & { sk: string }).sk = sk;
  return p;
}

async function startFloor(upstreamUrl: string): Promise<Proc> {
  const port = await freePort();
  const child = start('taskset', ['-c', String(SERVER_CORE), process.execPath, '--import', 'tsx', 'tools/bench/bare-proxy.ts'], {
    name: 'floor',
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), UPSTREAM_URL: upstreamUrl },
  });
  child.stdout?.resume();
  await waitForPort(port, child);
  const p = { name: 'floor' as const, url: `http://127.0.0.1:${port}`, child, pid: child.pid! };
  await checkRelay(p, 'sk-unused');
  return p;
}

async function measure(p: Proc, script: string, connections: number, seconds: number): Promise<Run> {
  const cpu0 = cpuMicros(p.pid);
  const sys0 = sysMicros(p.pid);
  const core0 = coreTimes(LOAD_CORE);
  const sc0 = coreTimes(SERVER_CORE);
  const { result, raw } = await runWrk({ core: LOAD_CORE, url: p.url + PATH, script, connections, seconds });
  const core1 = coreTimes(LOAD_CORE);
  const sc1 = coreTimes(SERVER_CORE);
  const cpu = cpuMicros(p.pid) - cpu0;
  const sys = sysMicros(p.pid) - sys0;
  const scTotal = Math.max(1, sc1.total - sc0.total);
  const foreign = Math.max(0, (sc1.busy - sc0.busy) / scTotal - cpu / 1e4 / scTotal); // ticks are 10 ms
  if (result.errors) log(`  ! ${p.name}: ${result.errors} errors\n${raw}`);
  return { ...result, cpuUsPerReq: cpu / result.requests, sysUsPerReq: sys / result.requests, loadCoreBusy: (core1.busy - core0.busy) / Math.max(1, core1.total - core0.total), serverCoreForeign: foreign };
}

/** Resident memory of a process by mapping (heap, anonymous, each file), largest first. */
function smapsSummary(pid: number): string {
  const by = new Map<string, number>();
  let name = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) name = head[1] || '[anon]';
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) by.set(name, (by.get(name) ?? 0) + Number(rss[1]));
  }
  return [...by].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([n, kb]) => `${(kb / 1024).toFixed(1).padStart(7)} MB  ${n}`).join('\n');
}

// ---- formatting ----
const f = (v: number, d = 0) => (Number.isFinite(v) ? v.toFixed(d) : 'n/a');
const sf = (v: number, d = 3) => (v >= 0 ? '+' : '') + f(v, d);
const pad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);
const row = (cells: string[], widths: number[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[0]) : pad(c, widths[i]))).join('  ');

async function main() {
  // This script joins the load core so core 0 belongs to the server under test alone.
  spawnSync('taskset', ['-a', '-cp', String(LOAD_CORE), String(process.pid)], { stdio: 'ignore' });
  const dir = mkdtempSync(join(tmpdir(), 'tollgate-bench-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  atExit(cleanup);
  try {
    const upstream = await startUpstream(dir, LOAD_CORE, ROOT);
    log(`upstream: ${upstream.note}`);
    const gateway = await startGateway(dir, upstream.url);
    const sk = (gateway as Proc & { sk: string }).sk;
    const floor = await startFloor(upstream.url);
    log(`gateway ${gateway.url} (pid ${gateway.pid}), floor ${floor.url} (pid ${floor.pid}); ${SECONDS} s per run`);

    const scripts = { plain: writeScript(dir, 'plain', REQUEST_BODY, sk), stream: writeScript(dir, 'stream', STREAM_REQUEST_BODY, sk) };
    const targets = [floor, gateway];

    log('warm-up');
    for (const p of targets) {
      await runWrk({ core: LOAD_CORE, url: p.url + PATH, script: scripts.plain, connections: 16, seconds: WARM_SECONDS });
      await runWrk({ core: LOAD_CORE, url: p.url + PATH, script: scripts.stream, connections: 16, seconds: WARM_SECONDS });
    }
    await sleep(2000);
    const idleRss = { floor: vmMb(floor.pid, 'VmRSS'), gateway: vmMb(gateway.pid, 'VmRSS') };
    const idleMetrics = await (await fetch(gateway.url + '/metrics')).text();
    const metricMb = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(idleMetrics)?.[1] ?? NaN) / 1048576;
    const idleHeapMb = metricMb('nodejs_heap_used_bytes');
    log(`gateway idle: heap used ${f(idleHeapMb, 1)} MB of ${f(metricMb('nodejs_heap_total_bytes'), 1)} MB, external ${f(metricMb('nodejs_external_memory_bytes'), 1)} MB`);
    if (argv.includes('--smaps')) log(smapsSummary(gateway.pid));

    const results: Record<string, Record<Target, Run>> = {};
    for (const s of SCENARIOS) {
      const script = s.stream ? scripts.stream : scripts.plain;
      const r = {} as Record<Target, Run>;
      const errors: Record<Target, number> = { floor: 0, gateway: 0 };
      for (let rep = 0; rep < REPEAT; rep++) {
        for (const p of targets) {
          const run = await measure(p, script, s.connections, SECONDS);
          errors[p.name] += run.errors;
          if (!r[p.name] || run.rps > r[p.name].rps) r[p.name] = run;
          await sleep(300);
        }
      }
      // Failed requests of every run count, not only those of the run kept.
      for (const p of targets) r[p.name].errors = errors[p.name];
      results[s.name] = r;
      log(`${s.name}: floor ${f(r.floor.rps)} req/s, gateway ${f(r.gateway.rps)} req/s`);
    }

    log(`first byte: ${TTFB_COUNT} sequential streams each`);
    const ttfb = {
      floor: await firstByteMs(floor.url + PATH, STREAM_REQUEST_BODY, sk, TTFB_COUNT),
      gateway: await firstByteMs(gateway.url + PATH, STREAM_REQUEST_BODY, sk, TTFB_COUNT),
    };
    const peakRss = { floor: vmMb(floor.pid, 'VmHWM'), gateway: vmMb(gateway.pid, 'VmHWM') };

    // ---- report ----
    const w = [16, 8, 8, 7, 7, 7, 7, 8, 8, 7, 7, 7, 7, 6, 6];
    const out: string[] = [];
    out.push('');
    out.push(`Tollgate relay benchmark — ${QUICK ? 'quick, ' : ''}${SECONDS} s per run, best of ${REPEAT}, server on core ${SERVER_CORE}, wrk+upstream on core ${LOAD_CORE}${PROFILE ? ', gateway under --cpu-prof (numbers inflated)' : ''}`);
    out.push(`upstream: ${upstream.note}`);
    out.push('');
    out.push(row(['scenario', 'req/s F', 'req/s G', 'p50 F', 'p50 G', 'p99 F', 'p99 G', 'CPUus F', 'CPUus G', 'sys F', 'sys G', 'rps G/F', 'CPU G/F', 'load%', 'noise%'], w));
    out.push(row(['', '', '', 'ms', 'ms', 'ms', 'ms', '/req', '/req', 'us/req', 'us/req', '', '', 'core1', 'core0'], w));
    for (const s of SCENARIOS) {
      const { floor: F, gateway: G } = results[s.name];
      out.push(
        row(
          [s.name, f(F.rps), f(G.rps), f(F.p50, 2), f(G.p50, 2), f(F.p99, 2), f(G.p99, 2), f(F.cpuUsPerReq), f(G.cpuUsPerReq), f(F.sysUsPerReq), f(G.sysUsPerReq), f(G.rps / F.rps, 2), f(G.cpuUsPerReq / F.cpuUsPerReq, 2), f(100 * Math.max(F.loadCoreBusy, G.loadCoreBusy)), f(100 * Math.max(F.serverCoreForeign, G.serverCoreForeign))],
          w,
        ),
      );
    }
    const errors = SCENARIOS.reduce((a, s) => a + results[s.name].floor.errors + results[s.name].gateway.errors, 0);
    out.push('(F = floor: bare undici pass-through; G = gateway; load% = busiest of the two runs on the load core — near 100 means the load side, not the server, limited req/s;');
    out.push(' noise% = busiest share of core 0 taken by other processes of the machine — high values make req/s and latency unreliable; CPU/req much less so)');
    out.push('');
    const p50d = (n: string) => (results[n] ? results[n].gateway.p50 - results[n].floor.p50 : NaN);
    const ttfbd = ttfb.gateway.median - ttfb.floor.median;
    out.push(`p50 at c=1, gateway − floor: non-stream ${f(p50d('non-stream c=1'), 3)} ms, stream ${f(p50d('stream c=1'), 3)} ms`);
    out.push(`stream first byte (median of ${TTFB_COUNT}): floor ${f(ttfb.floor.median, 3)} ms, gateway ${f(ttfb.gateway.median, 3)} ms, difference ${f(ttfbd, 3)} ms (p90 ${f(ttfb.floor.p90, 3)} / ${f(ttfb.gateway.p90, 3)})`);
    out.push(`RSS: gateway idle after warm-up ${f(idleRss.gateway, 1)} MB (JS heap used ${f(idleHeapMb, 1)} MB), peak ${f(peakRss.gateway, 1)} MB; floor idle ${f(idleRss.floor, 1)} MB, peak ${f(peakRss.floor, 1)} MB`);
    const noise = Math.max(...SCENARIOS.map((s) => Math.max(results[s.name].floor.serverCoreForeign, results[s.name].gateway.serverCoreForeign)));
    if (noise > 0.2) out.push(`WARNING: other processes took up to ${f(100 * noise)}% of core 0 during runs — req/s, latency and first byte are unreliable; rerun on a quiet machine (CPU/req is still meaningful)`);
    if (errors) out.push(`WARNING: ${errors} failed requests (non-2xx or socket errors) — see stderr`);
    out.push('');

    const loaded = SCENARIOS.filter((s) => s.connections > 1).map((s) => s.name);
    const worst = (fn: (n: string) => number) => loaded.map((n) => [n, fn(n)] as const).sort((a, b) => a[1] - b[1]);
    const rpsRatios = worst((n) => results[n].gateway.rps / results[n].floor.rps);
    const cpuRatios = worst((n) => results[n].gateway.cpuUsPerReq / results[n].floor.cpuUsPerReq).reverse();
    const targetsOut = [
      { target: 'req/s >= 40% of floor (c=16, c=64)', value: `worst ${f(100 * rpsRatios[0][1])}% (${rpsRatios[0][0]})`, pass: rpsRatios[0][1] >= 0.4 },
      { target: 'CPU/req <= 2.5x floor (c=16, c=64)', value: `worst ${f(cpuRatios[0][1], 2)}x (${cpuRatios[0][0]})`, pass: cpuRatios[0][1] <= 2.5 },
      { target: 'p50 at c=1 <= floor + 0.5 ms (non-stream)', value: `${sf(p50d('non-stream c=1'))} ms`, pass: p50d('non-stream c=1') <= 0.5 },
      { target: 'p50 at c=1 <= floor + 0.5 ms (stream)', value: `${sf(p50d('stream c=1'))} ms`, pass: p50d('stream c=1') <= 0.5 },
      { target: 'stream first byte <= floor + 1 ms', value: `${sf(ttfbd)} ms`, pass: ttfbd <= 1 },
      { target: 'gateway idle RSS < 150 MB', value: `${f(idleRss.gateway, 1)} MB`, pass: idleRss.gateway < 150 },
      { target: 'no failed requests', value: String(errors), pass: errors === 0 },
    ];
    out.push('targets:');
    for (const t of targetsOut) out.push(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.target.padEnd(44)} ${t.value}`);
    console.log(out.join('\n'));

    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    writeFileSync(
      join(ROOT, 'test-results', 'bench.json'),
      JSON.stringify({ date: new Date().toISOString(), quick: QUICK, profile: PROFILE, secondsPerRun: SECONDS, repeat: REPEAT, upstream: upstream.kind, scenarios: results, ttfbMs: ttfb, maxServerCoreNoise: noise, idleRssMb: idleRss, peakRssMb: peakRss, targets: targetsOut }, null, 2) + '\n',
    );
    log('wrote test-results/bench.json');

    if (PROFILE) {
      await stop(gateway.child, 10_000);
      const profDir = join(dir, 'prof');
      // One profile per thread (tsx's loader runs in a worker); the busiest is the main thread.
      const files = readdirSync(profDir).filter((x) => x.endsWith('.cpuprofile')).map((x) => join(profDir, x));
      const main = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
      if (main) {
        const keep = join(ROOT, 'test-results', 'gateway.cpuprofile');
        copyFileSync(main, keep);
        console.log('\n' + summarize(keep, 30));
        log(`kept ${keep}`);
      }
    }
  } finally {
    await stopAll();
    cleanup();
  }
}

main().catch(async (err) => {
  log(`bench failed: ${(err as Error).stack ?? err}`);
  await stopAll();
  process.exit(1);
});
