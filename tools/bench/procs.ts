import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';

// Child processes of the bench, killed on every way out (normal end, error, SIGINT/SIGTERM),
// plus /proc readers for CPU time and memory.

const children = new Set<ChildProcess>();

export function start(cmd: string, args: string[], opts: SpawnOptions & { name: string }): ChildProcess {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let err = '';
  child.stderr?.on('data', (d: Buffer) => {
    err = (err + d.toString()).slice(-4000);
  });
  (child as ChildProcess & { lastStderr: () => string }).lastStderr = () => err;
  return child;
}

export const lastStderr = (c: ChildProcess) => (c as ChildProcess & { lastStderr?: () => string }).lastStderr?.() ?? '';

/** SIGTERM, then SIGKILL after graceMs. */
export async function stop(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].map((c) => stop(c)));
}

const exitHooks: Array<() => void> = [];
/** Synchronous clean-up (temp dir) run on every way out, after the children are killed. */
export const atExit = (fn: () => void) => void exitHooks.push(fn);

function finalSync() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const fn of exitHooks.splice(0)) {
    try {
      fn();
    } catch (err) {
      process.stderr.write(`bench: clean-up failed: ${(err as Error).message}\n`);
    }
  }
}
process.on('exit', finalSync);
let interrupted = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    // Ctrl-C reaches the whole process group and tsx relays it once more: act once.
    if (interrupted) return;
    interrupted = true;
    process.stderr.write(`\nbench: ${sig}, stopping child processes\n`);
    void stopAll().finally(() => {
      finalSync();
      process.exit(130);
    });
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Waits until something accepts TCP on the port, or the child dies. */
export async function waitForPort(port: number, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}): ${lastStderr(child)}`);
    const ok = await new Promise<boolean>((r) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), r(true)));
      s.once('error', () => r(false));
    });
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`port ${port} not open after ${timeoutMs} ms: ${lastStderr(child)}`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const TICK_US = 1e6 / 100; // USER_HZ is 100 on Linux

/** utime + stime of the whole process (all threads), in microseconds. */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); utime is field 14, stime field 15.
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

/** stime alone (kernel time: system calls, loopback TCP), in microseconds. */
export function sysMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[12]) * TICK_US;
}

/** A VmXXX line of /proc/<pid>/status in MB. */
export function vmMb(pid: number, key: 'VmRSS' | 'VmHWM'): number {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Busy share (0..1) of one core between two snapshots of /proc/stat. */
export function coreTimes(core: number): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n').find((l) => l.startsWith(`cpu${core} `)) ?? '';
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const total = v.reduce((a, b) => a + b, 0);
  const idle = (v[3] ?? 0) + (v[4] ?? 0);
  return { busy: total - idle, total };
}
