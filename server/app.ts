import { existsSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import pino, { type Logger } from 'pino';
import type { Config } from './config/env';
import { OptionStore } from './config/option-store';
import { openDatabase } from './db/database';
import type { App } from './context';
import { RateLimiter } from './auth/rate-limit';
import { createRateLimitStore } from './auth/rate-limit-redis';
import { newRequestId } from './lib/request-id';
import { fail, sendLegacyError } from './rest/envelope';
import { apiRoutes } from './rest/api';
import { mountGraphQL } from './graphql/yoga';
import { reconcileSetup } from './domain/setup/setup.service';
import { sessionSecret } from './auth/secrets';
import { routeAuthLevel, type AuthLevel } from './auth/authenticate';
import { securityHooks } from './auth/security';
import { AppEvents } from './lib/events';
import { startLogRetention } from './domain/log/log-retention';
import { Relay } from './relay/relay';
import { startRedisBridge } from './lib/redis-bridge';
import { metrics } from './lib/metrics';
import { FAST_ROUTES, relayRoutes } from './relay/routes';
import { createFastPath, type FastPath } from './relay/fast-path';
import { relayCall } from './relay/pipeline';
import { cryptoSecret, decryptKey } from './domain/channel/channel-key';

// Wiring only: build services, mount /graphql, /api, /pg, /v1 and the console.

export interface RouteInfo {
  method: string;
  url: string;
  auth: AuthLevel | null;
}

export interface Server {
  app: App;
  /** Every route with its auth level, for the authorization audit test. */
  routes: RouteInfo[];
  relay: Relay;
  fastify: FastifyInstance;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts against the critical (login, register, ...) rate limit. */
    critical?: boolean;
  }
}

export async function buildServer(config: Config, opts: { logger?: Logger } = {}): Promise<Server> {
  const log =
    opts.logger ??
    pino({
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'req.headers["x-goog-api-key"]', 'key', 'password'], censor: '[redacted]' },
    });
  const db = await openDatabase({ sqlDsn: config.SQL_DSN, sqlitePath: config.SQLITE_PATH });
  const options = new OptionStore(db.sql);
  await options.load();
  const limits = await createRateLimitStore(config.REDIS_CONN_STRING, log);
  const app: App = {
    config,
    db,
    prisma: db.prisma,
    options,
    limiter: new RateLimiter(limits.store),
    log,
    events: new AppEvents(),
    startTime: Math.floor(Date.now() / 1000),
    onClose: [limits.close],
  };
  await reconcileSetup(app);
  startLogRetention(app);
  options.onChange((key) => app.events.invalidate('options', key));
  options.startSync(config.SYNC_FREQUENCY, (err) => log.warn({ err }, 'option sync failed'));

  const fastify = Fastify({
    loggerInstance: log as unknown as FastifyBaseLogger,
    // One access line per request comes from our onResponse hook instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => newRequestId(),
    requestIdHeader: false,
    trustProxy: true,
    // The hot relay routes are answered before Fastify sees them (relay/fast-path.ts).
    serverFactory: (handler) => {
      const server = http.createServer((req, res) => {
        if (!fast?.handle(req, res)) handler(req, res);
      });
      // Fastify's own defaults, which it applies only to servers it creates.
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      server.setTimeout(0);
      return server;
    },
  });
  let fast: FastPath | null = null;

  await fastify.register(cookie, { secret: sessionSecret(config) });
  const routes: RouteInfo[] = [];
  fastify.addHook('onRoute', (r) => {
    // Read the guard lazily: a plugin may still add it to the route options (see channel.routes).
    for (const method of [r.method].flat()) {
      routes.push({ method: String(method), url: r.url ?? r.path, get auth() { return routeAuthLevel(r.preHandler); } });
    }
  });
  securityHooks(fastify);

  fastify.addHook('onRequest', async (req, reply) => {
    void reply.header('X-Oneapi-Request-Id', req.id);
    if (req.routeOptions.config?.critical) {
      const allowed = await app.limiter.allow('critical', req.ip, config.CRITICAL_RATE_LIMIT, config.CRITICAL_RATE_LIMIT_DURATION);
      if (!allowed) return reply.code(429).send();
    }
    if (config.GLOBAL_API_RATE_LIMIT_ENABLE && req.url.startsWith('/api/')) {
      const allowed = await app.limiter.allow('api', req.ip, config.GLOBAL_API_RATE_LIMIT, config.GLOBAL_API_RATE_LIMIT_DURATION);
      if (!allowed) return reply.code(429).send();
    }
  });
  fastify.addHook('onResponse', async (req, reply) => {
    metrics.inc('tollgate_http_requests_total', { route: req.routeOptions.url ?? 'unmatched', method: req.method, status: reply.statusCode });
    req.log.info({ method: req.method, url: req.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });

  fastify.setErrorHandler((err: FastifyError, req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') {
      if (sendLegacyError(reply, err)) return;
      if (err.statusCode && err.statusCode < 500) {
        return reply.code(err.statusCode).send(fail(clientErrorMessage(err)));
      }
      req.log.error({ err }, 'unhandled error');
      return reply.code(500).send(fail('服务器内部错误，请联系管理员'));
    }
    if (err.statusCode && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: { message: clientErrorMessage(err), type: 'invalid_request_error', param: '', code: err.code ?? '' } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: { message: 'internal error', type: 'new_api_error', param: '', code: 'internal_error' } });
  });

  const relay = new Relay(app);
  fast = createFastPath(FAST_ROUTES, (mode, req, reply) => relayCall(relay, mode, req, reply), log);
  fastify.addHook('preClose', (done) => {
    fast?.closing();
    done();
  });
  const secret = cryptoSecret(config);
  relay.channels.decodeKey = (stored) => decryptKey(secret, stored);
  await relay.start();
  if (config.REDIS_CONN_STRING) {
    const bridge = await startRedisBridge(app, config.REDIS_CONN_STRING, relay.ledger.instance);
    app.onClose.push(() => bridge.close());
  }
  if (config.DEMO) await (await import('./demo')).prepareDemo(app, relay);

  // Ids are 32-bit in the tables: a malformed or out-of-range :id is bad input, not a fault.
  fastify.addHook('preValidation', async (req, reply) => {
    const id = (req.params as { id?: string } | undefined)?.id;
    if (id === undefined || !req.url.startsWith('/api/')) return;
    if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) return reply.code(200).send(fail('无效的参数'));
  });

  await fastify.register(apiRoutes(app), { prefix: '/api' });
  await fastify.register(relayRoutes(relay));
  mountGraphQL(fastify, app);
  fastify.get('/metrics', async (_req, reply) => reply.type('text/plain; version=0.0.4').send(metrics.render()));
  fastify.get('/healthz', async () => ({ status: 'ok', database: app.db.kind, uptime: Math.floor(Date.now() / 1000) - app.startTime }));

  const dist = resolve(config.FRONTEND_DIST);
  const hasClient = existsSync(join(dist, 'index.html'));
  if (hasClient) await fastify.register(fastifyStatic, { root: dist, wildcard: false, index: false });

  fastify.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const message = `Invalid URL (${req.method} ${path})`;
    if (path.startsWith('/api/') || path === '/api') return reply.code(404).send(fail(message));
    if (/^\/(v1|v1beta|pg|mj|suno|assets|dashboard)(\/|$)/.test(path)) {
      return reply.code(404).send({ error: { message, type: 'invalid_request_error', param: '', code: '' } });
    }
    if (req.method === 'GET' && hasClient) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ error: { message, type: 'invalid_request_error', param: '', code: '' } });
  });

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await fastify.close();
    for (const hook of [...app.onClose].reverse()) await hook();
    options.stop();
    await db.close();
  };
  return { app, relay, routes, fastify, close };
}

function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '无效的参数: 请求体不是合法的 JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求体过大';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的 Content-Type';
    default:
      return err.message;
  }
}
