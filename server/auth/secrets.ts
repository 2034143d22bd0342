import { randomBytes } from 'node:crypto';
import type { Config } from '../config/env';

let bootSecret = '';

/** SESSION_SECRET, or a random one per boot (sessions then end on restart, as the original). */
export function sessionSecret(config: Pick<Config, 'SESSION_SECRET'>): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  bootSecret ||= randomBytes(32).toString('hex');
  return bootSecret;
}
