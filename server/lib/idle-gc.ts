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
// A burst leaves a few MB of garbage in the old generation and a grown young generation. V8
// gives the young generation's pages back only in a collection that finds the allocation rate
// low, seconds after the burst, so a quiet spell gets a few compacting collections, spaced out
// (GAPS_MS), until the heap holds little committed space it does not use. Each costs tens of
// milliseconds, a few times per burst.
const MIN_GROWTH = 4 * 1024 * 1024;
const GAPS_MS = [0, 1000, 3000];

export function startIdleCollector(): () => void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return () => {};
  let last = performance.eventLoopUtilization();
  let busy = false;
  let round = GAPS_MS.length; // collections done in this quiet spell
  let lastGc = 0;
  let baseline = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const elu = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (elu > BUSY) busy = true;
    if (elu > QUIET) return;
    if (busy) {
      busy = false;
      round = 0;
    }
    if (round >= GAPS_MS.length || Date.now() - lastGc < GAPS_MS[round]) return;
    // Worth it when the heap grew, or holds much committed space it does not use.
    const m = process.memoryUsage();
    if (m.heapUsed - baseline < MIN_GROWTH && m.heapTotal - m.heapUsed < MIN_GROWTH) {
      round = GAPS_MS.length;
      return;
    }
    round++;
    v8.setFlagsFromString('--compact-on-every-full-gc');
    gc();
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
    baseline = process.memoryUsage().heapUsed;
    lastGc = Date.now();
    // The collection's own time is not traffic: it must not count as a new burst.
    last = performance.eventLoopUtilization();
  }, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
