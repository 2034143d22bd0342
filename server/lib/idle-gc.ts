import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';

// After a burst of traffic the heap keeps the burst's garbage and its grown young generation
// resident until V8 next collects, which an idle process may not do for a long time. When the
// event loop has gone quiet after being busy, one compacting full collection hands that memory
// back (a plain one leaves the freed space fragmented across pages that stay committed).
// Needs node --expose-gc (set by tools/start.mjs); without it this does nothing.

const CHECK_MS = 250;
const QUIET = 0.02; // event-loop utilization below which the process counts as idle
const BUSY = 0.1;
const MIN_GROWTH = 16 * 1024 * 1024;

export function startIdleCollector(): () => void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return () => {};
  let last = performance.eventLoopUtilization();
  let busySinceGc = false;
  let baseline = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const elu = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (elu > BUSY) busySinceGc = true;
    if (!busySinceGc || elu > QUIET) return;
    // Worth it when the heap grew, or holds much committed space it does not use.
    const m = process.memoryUsage();
    if (m.heapUsed - baseline < MIN_GROWTH && m.heapTotal - m.heapUsed < MIN_GROWTH) return;
    v8.setFlagsFromString('--compact-on-every-full-gc');
    gc();
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
    busySinceGc = false;
    baseline = process.memoryUsage().heapUsed;
  }, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
