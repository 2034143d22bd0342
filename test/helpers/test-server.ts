import pino from 'pino';
import { parseConfig } from '../../server/config/env';
import { buildServer, type Server } from '../../server/app';
import { createTestDatabase, type TestDatabase } from './test-db';
import { ROLE_ADMIN, ROLE_COMMON, ROLE_ROOT } from '../../server/auth/viewer';
import bcrypt from 'bcryptjs';

// A real server on a loopback port with its own database. Rate limits are relaxed unless a
// test sets them; tests call it over HTTP like any client.

export interface TestServer {
  url: string;
  server: Server;
  db: TestDatabase;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Run on this existing database (e.g. one filled by an import); close() still drops it. */
  db?: TestDatabase;
  /** Log lines go here (as JSON text) instead of being dropped. */
  logSink?: { write(line: string): void };
}

export async function startTestServer(env: Record<string, string> = {}, opts: StartOptions = {}): Promise<TestServer> {
  const db = opts.db ?? (await createTestDatabase());
  const config = parseConfig({
    NODE_ENV: 'test',
    PORT: '3000',
    SESSION_SECRET: 'test-session-secret',
    CRYPTO_SECRET: 'test-crypto-secret',
    GLOBAL_API_RATE_LIMIT_ENABLE: 'false',
    GLOBAL_WEB_RATE_LIMIT_ENABLE: 'false',
    CRITICAL_RATE_LIMIT: '100000',
    FRONTEND_DIST: './client/dist',
    ...db.env,
    ...env,
  });
  const logger = opts.logSink ? pino({ level: 'debug' }, opts.logSink) : pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const server = await buildServer(config, { logger });
  await server.fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = server.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    db,
    close: async () => {
      await server.close();
      await db.drop();
    },
  };
}

/** A cookie-carrying client for the /api face, as the console would call it. */
export class ApiClient {
  cookie = '';
  userId = 0;

  constructor(readonly base: string) {}

  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.userId ? { 'New-Api-User': String(this.userId) } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) if (c.startsWith('session=')) this.cookie = c.split(';')[0];
    const text = await res.text();
    let json: T | undefined;
    try {
      json = text ? (JSON.parse(text) as T) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, body: json as T, text, headers: res.headers };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.call<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.call<T>('POST', path, body ?? {}, headers);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.call<T>('PUT', path, body ?? {});
  }
  del<T = any>(path: string) {
    return this.call<T>('DELETE', path);
  }

  async login(username: string, password: string) {
    const r = await this.post('/api/user/login', { username, password });
    if (!r.body?.success) throw new Error(`login failed: ${r.text}`);
    this.userId = r.body.data.id;
    return r.body.data;
  }

  async graphql<T = any>(query: string, variables: Record<string, unknown> = {}) {
    const r = await this.post<{ data: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }>('/graphql', { query, variables });
    return r.body;
  }
}

export const ROOT_PASSWORD = 'root-password-1';

/** Runs first-run setup with a root user and returns a logged-in root client. */
export async function setupRoot(t: TestServer): Promise<ApiClient> {
  const api = new ApiClient(t.url);
  const r = await api.post('/api/setup', { username: 'root', password: ROOT_PASSWORD, confirmPassword: ROOT_PASSWORD });
  if (!r.body?.success) throw new Error(`setup failed: ${r.text}`);
  await api.login('root', ROOT_PASSWORD);
  return api;
}

/** Creates a user directly through the data layer and returns a logged-in client. */
export async function createUser(
  t: TestServer,
  opts: { username: string; password?: string; role?: number; quota?: number; group?: string },
): Promise<ApiClient & { id: number }> {
  const password = opts.password ?? 'password-123';
  const user = await t.server.app.prisma.user.create({
    data: {
      username: opts.username,
      password: bcrypt.hashSync(password, 4),
      displayName: opts.username,
      role: opts.role ?? ROLE_COMMON,
      quota: BigInt(opts.quota ?? 0),
      group: opts.group ?? 'default',
    },
  });
  const api = new ApiClient(t.url) as ApiClient & { id: number };
  api.id = user.id;
  await api.login(opts.username, password);
  return api;
}

export { ROLE_ADMIN, ROLE_COMMON, ROLE_ROOT };
