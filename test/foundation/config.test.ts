import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../server/config/env';

describe('config from the environment', () => {
  it('applies defaults', () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.SQL_DSN).toBe('');
    expect(c.SQLITE_PATH).toBe('./data/tollgate.db');
    expect(c.SYNC_FREQUENCY).toBe(60);
    expect(c.STREAMING_TIMEOUT).toBe(120);
  });

  it('names the variable and what is allowed in one line', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: 'abc' }, /^Invalid environment variable PORT="abc": expected an integer >= 1$/],
      [{ SQL_DSN: 'mysql://x' }, /^Invalid environment variable SQL_DSN="mysql:\/\/x": expected .*postgres/],
      [{ REDIS_CONN_STRING: 'localhost' }, /REDIS_CONN_STRING/],
      [{ FORCE_STREAM_OPTION: 'maybe' }, /FORCE_STREAM_OPTION.*true/],
      [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    ];
    for (const [env, re] of cases) {
      let err: unknown;
      try {
        parseConfig(env);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toMatch(re);
      expect((err as Error).message).not.toContain('\n');
    }
  });
});
