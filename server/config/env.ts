import { z } from 'zod';

// Environment → typed Config. A bad value stops the process with one line naming the
// variable and what is allowed (see loadConfig).

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? def : v === 'true' || v === '1'));

const int = (def: number, min = 0) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return def;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min) {
        ctx.addIssue({ code: 'custom', message: `an integer >= ${min}` });
        return z.NEVER;
      }
      return n;
    });

const str = (def = '') =>
  z
    .string()
    .optional()
    .transform((v) => v ?? def);

const schema = z.object({
  PORT: int(3000, 1),
  HOST: str('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('production'),
  SQL_DSN: z
    .string()
    .optional()
    .refine((v) => !v || v === 'local' || /^postgres(ql)?:\/\//.test(v), 'empty, "local" or postgres://...')
    .transform((v) => (v === 'local' ? '' : (v ?? ''))),
  SQLITE_PATH: str('./data/tollgate.db'),
  REDIS_CONN_STRING: z
    .string()
    .optional()
    .refine((v) => !v || /^rediss?:\/\//.test(v), 'empty or redis://...')
    .transform((v) => v ?? ''),
  SESSION_SECRET: str(''),
  CRYPTO_SECRET: str(''),
  SYNC_FREQUENCY: int(60, 1),
  RELAY_TIMEOUT: int(0, 0),
  STREAMING_TIMEOUT: int(120, 1),
  FORCE_STREAM_OPTION: bool(true),
  AZURE_DEFAULT_API_VERSION: str('2025-04-01-preview'),
  GLOBAL_API_RATE_LIMIT_ENABLE: bool(true),
  GLOBAL_API_RATE_LIMIT: int(180, 1),
  GLOBAL_API_RATE_LIMIT_DURATION: int(180, 1),
  GLOBAL_WEB_RATE_LIMIT_ENABLE: bool(true),
  GLOBAL_WEB_RATE_LIMIT: int(60, 1),
  GLOBAL_WEB_RATE_LIMIT_DURATION: int(180, 1),
  CRITICAL_RATE_LIMIT: int(20, 1),
  CRITICAL_RATE_LIMIT_DURATION: int(1200, 1),
  BATCH_UPDATE_INTERVAL_MS: int(200, 10),
  SHUTDOWN_TIMEOUT: int(30, 1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
  ERROR_LOG_ENABLED: bool(false),
  GENERATE_DEFAULT_TOKEN: bool(false),
  CHANNEL_TEST_FREQUENCY: int(0, 0),
  POLLING_INTERVAL: int(0, 0),
  NODE_TYPE: z.enum(['master', 'slave']).optional().default('master'),
  INSTANCE_ID: str(''),
  VERSION: str('v0.1.0'),
  FRONTEND_DIST: str('./client/dist'),
  DEMO: bool(false),
});

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    const allowed = issue.message.replace(/^Invalid (option|input): expected one of /, 'one of ');
    throw new ConfigError(`Invalid environment variable ${name}=${JSON.stringify(env[name])}: expected ${allowed}`);
  }
  return result.data;
}

export const databaseKind = (config: Pick<Config, 'SQL_DSN'>): 'sqlite' | 'postgres' =>
  config.SQL_DSN ? 'postgres' : 'sqlite';
