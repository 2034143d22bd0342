import type { Logger } from 'pino';
import type { Config } from './config/env';
import type { OptionStore } from './config/option-store';
import type { Database, Prisma } from './db/database';
import type { RateLimiter } from './auth/rate-limit';
import type { Viewer } from './auth/viewer';
import type { AppEvents } from './lib/events';

/** Long-lived services of one running instance. */
export interface App {
  config: Config;
  db: Database;
  prisma: Prisma;
  options: OptionStore;
  limiter: RateLimiter;
  log: Logger;
  /** Cache invalidation: emit after every write to a cached entity. */
  events: AppEvents;
  startTime: number;
  /** Hooks run on shutdown, in reverse order of registration (flush ledgers, stop timers). */
  onClose: Array<() => Promise<void> | void>;
}

/** What a domain function receives: the instance and who is calling. */
export interface Ctx {
  app: App;
  viewer: Viewer | null;
  ip: string;
}
