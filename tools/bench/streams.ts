import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { Agent, request } from 'undici';
import { seedDatabase } from './seed';
import { freePort, sleep, start, stopAll, vmMb, waitForPort } from './procs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../start.mjs';

// npm run bench:streams — 1,000 concurrent open streams through one gateway from a mock
// upstream that trickles a token a second for a minute: none dropped or cut, RSS stays under
// 300 MB, and ordinary calls made meanwhile answer within their usual latency.
// Flags: --streams N (1000), --seconds S (60), --tsx (run the server through tsx).

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
};
const STREAMS = arg('streams', 1000);
const SECONDS = arg('seconds', 60);
const root = join(import.meta.dirname, '..', '..');

function trickle(res: ServerResponse, seconds: number) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  let n = 0;
  const chunk = (content: string) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, delta: { content } }] })}\n\n`;
  const timer = setInterval(() => {
    if (res.destroyed) return clearInterval(timer);
    if (++n > seconds) {
      clearInterval(timer);
      res.end(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [], usage: { prompt_tokens: 5, completion_tokens: seconds, total_tokens: seconds + 5 } })}\n\ndata: [DONE]\n\n`);
      return;
    }
    res.write(chunk(`tok${n} `));
  }, 1000);
}

async function main() {
  const upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (/"stream"\s*:\s*true/.test(body)) return trickle(res, SECONDS);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'x', object: 'chat.completion', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }], usage: { prompt_tokens: 5, completion_tokens: 1, total_tokens: 6 } }));
    });
  });
  upstream.maxConnections = 100_000;
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  const dir = mkdtempSync(join(tmpdir(), 'tollgate-streams-'));
  const sqlite = join(dir, 'bench.db');
  const { sk } = await seedDatabase(sqlite, upstreamUrl);
  const port = await freePort();
  const useTsx = process.argv.includes('--tsx');
  if (!useTsx) spawnSync(process.execPath, ['tools/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  const args = useTsx ? ['--import', 'tsx', 'server/main.ts'] : [...SERVER_NODE_FLAGS, 'dist/server/main.mjs'];
  const gateway = start(process.execPath, args, {
    name: 'gateway',
    cwd: root,
    env: { ...SERVER_ENV, ...process.env, SQLITE_PATH: sqlite, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', GLOBAL_API_RATE_LIMIT_ENABLE: 'false', STREAMING_TIMEOUT: '120' },
  });
  await waitForPort(port, gateway);
  const base = `http://127.0.0.1:${port}`;
  const agent = new Agent({ connections: STREAMS + 50, keepAliveTimeout: 120_000, bodyTimeout: 0, headersTimeout: 0 });
  const call = async (stream: boolean) => {
    const t0 = performance.now();
    const res = await request(`${base}/v1/chat/completions`, {
      method: 'POST',
      dispatcher: agent,
      headers: { authorization: `Bearer ${sk}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini', stream, messages: [{ role: 'user', content: 'hi' }] }),
    });
    if (!stream) {
      await res.body.text();
      return { status: res.statusCode, ms: performance.now() - t0, chunks: 0, done: true };
    }
    let chunks = 0;
    let tail = '';
    for await (const part of res.body) {
      const text = tail + part.toString();
      const events = text.split('\n\n');
      tail = events.pop() ?? '';
      chunks += events.filter((e) => e.includes('tok')).length;
      if (events.some((e) => e.includes('[DONE]'))) tail = '[DONE]';
    }
    return { status: res.statusCode, ms: performance.now() - t0, chunks, done: tail.includes('[DONE]') };
  };

  // Baseline latency of ordinary calls, then the same while the streams are open.
  for (let i = 0; i < 20; i++) await call(false);
  const baseline: number[] = [];
  for (let i = 0; i < 50; i++) baseline.push((await call(false)).ms);
  const idleRss = vmMb(gateway.pid!, 'VmRSS');

  console.log(`opening ${STREAMS} streams of ${SECONDS} s …`);
  const streams = Array.from({ length: STREAMS }, () => call(true).catch((e: Error) => ({ status: 0, ms: 0, chunks: 0, done: false, error: e.message })));
  const during: number[] = [];
  let peakRss = idleRss;
  const started = Date.now();
  // Measure once every stream is open (the opening burst is not steady state).
  await sleep(3000);
  while (Date.now() - started < (SECONDS - 2) * 1000) {
    const r = await call(false);
    during.push(r.ms);
    peakRss = Math.max(peakRss, vmMb(gateway.pid!, 'VmRSS'));
    await sleep(200);
  }
  const results = await Promise.all(streams);
  peakRss = Math.max(peakRss, vmMb(gateway.pid!, 'VmHWM'));
  const complete = results.filter((r) => r.status === 200 && r.done && r.chunks === SECONDS).length;
  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
  const report = {
    streams: STREAMS,
    seconds: SECONDS,
    complete,
    cut: STREAMS - complete,
    idleRssMb: idleRss,
    peakRssMb: peakRss,
    baselineP50Ms: pct(baseline, 50),
    baselineP99Ms: pct(baseline, 99),
    duringP50Ms: pct(during, 50),
    duringP99Ms: pct(during, 99),
  };
  const checks = [
    ['every stream complete (all chunks and [DONE])', report.cut === 0],
    ['gateway RSS under 300 MB', report.peakRssMb < 300],
    ['ordinary calls within their usual latency (p50 ≤ 2× + 5 ms)', report.duringP50Ms <= report.baselineP50Ms * 2 + 5],
  ] as const;
  console.log(JSON.stringify(report, null, 2));
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(join(root, 'test-results', 'bench-streams.json'), JSON.stringify({ ...report, checks }, null, 2));
  await agent.close();
  upstream.close();
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
}

main().catch(async (err) => {
  console.error(err);
  await stopAll();
  process.exit(1);
});
