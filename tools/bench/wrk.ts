import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

// wrk on the load core, POST bodies from a generated Lua script; parses --latency output.

export interface WrkResult {
  requests: number;
  rps: number;
  p50: number; // ms
  p90: number;
  p99: number;
  errors: number; // non-2xx + socket errors
}

export function writeScript(dir: string, name: string, body: string, sk: string): string {
  const file = join(dir, `${name}.lua`);
  writeFileSync(
    file,
    `wrk.method = "POST"
wrk.body = ${JSON.stringify(body)}
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer ${sk}"
`,
  );
  return file;
}

const toMs = (v: string, unit: string) => Number(v) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : unit === 'm' ? 60_000 : 1);

export function parseWrk(out: string): WrkResult {
  const pct = (p: string) => {
    const m = out.match(new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'));
    return m ? toMs(m[1], m[2]) : NaN;
  };
  const requests = Number(out.match(/(\d+) requests in/)?.[1] ?? NaN);
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN);
  const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const sock = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const sockErrors = sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  return { requests, rps, p50: pct('50'), p90: pct('90'), p99: pct('99'), errors: non2xx + sockErrors };
}

export function runWrk(opts: { core: number; url: string; script: string; connections: number; seconds: number }): Promise<{ result: WrkResult; raw: string }> {
  const args = ['-c', String(opts.core), '/usr/bin/wrk', '-t1', `-c${opts.connections}`, `-d${opts.seconds}s`, '--timeout', '10s', '--latency', '-s', opts.script, opts.url];
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${out}`));
      resolve({ result: parseWrk(out), raw: out });
    });
  });
}
