import { performance } from 'node:perf_hooks';

// After a burst of traffic the heap keeps the burst's garbage and its grown young generation
// resident until V8 next collects, which an idle process may not do for a long time. When the
// event loop has gone quiet after being busy, one full collection hands that memory back.
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
    if (!busySinceGc || elu > QUIET || process.memoryUsage().heapUsed - baseline < MIN_GROWTH) return;
    gc();
    busySinceGc = false;
    baseline = process.memoryUsage().heapUsed;
  }, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
