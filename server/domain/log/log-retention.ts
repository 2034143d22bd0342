import type { App } from '../../context';
import { deleteLogsBefore } from './log.queries';
import { LOG_CONSUME } from './log.service';

// LogRetentionDays > 0: consumption logs older than that are deleted in the background, in
// small batches with pauses so the relay's writes are never blocked for long. The hourly
// rollups (quota_data) are kept, so the dashboard and stats still cover the deleted period.

export interface RetentionHandle {
  /** One pass now; resolves to the number of rows deleted. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startLogRetention(app: App, opts: { intervalMs?: number; firstDelayMs?: number; batch?: number; pauseMs?: number } = {}): RetentionHandle {
  let running: Promise<number> | null = null;
  let stopped = false;
  const pass = async (): Promise<number> => {
    const days = app.options.num('LogRetentionDays', 0);
    if (days <= 0 || stopped) return 0;
    const before = Math.floor(Date.now() / 1000) - Math.floor(days * 86400);
    const n = await deleteLogsBefore({ app }, before, { types: [LOG_CONSUME], batch: opts.batch ?? 500, pauseMs: opts.pauseMs ?? 50, stop: () => stopped });
    if (n) app.log.info({ deleted: n, days }, 'log retention: deleted old consumption logs');
    return n;
  };
  const runOnce = () => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const tick = () => void runOnce().catch((err) => app.log.warn({ err }, 'log retention failed'));
  const first = setTimeout(tick, opts.firstDelayMs ?? 60_000);
  const timer = setInterval(tick, opts.intervalMs ?? 3600_000);
  first.unref();
  timer.unref();
  const stop = async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running?.catch(() => 0);
  };
  app.onClose.push(stop);
  return { runOnce, stop };
}
