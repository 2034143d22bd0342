import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { RelayMode } from './adaptors/types';
import type { RelayReply, RelayReq } from './relay-http';
import { errorBody, RelayError } from './relay-error';
import { inboundOf } from './token-auth';
import { newRequestId } from '../lib/request-id';
import { metrics } from '../lib/metrics';

// The hot relay routes (JSON POSTs to /v1/...) served straight from node:http, ahead of
// Fastify's routing, hooks and body parsing: the same pipeline, the same answers, less work
// per call. Everything else (multipart, /pg, /v1beta, GETs, OPTIONS) goes to Fastify.

export type RelayHandler = (mode: RelayMode, req: RelayReq, reply: RelayReply) => Promise<void>;

const BODY_LIMIT = 64 * 1024 * 1024;

class FastReply implements RelayReply {
  sent = false;
  private status = 200;
  /** Written with the status line in one writeHead: no per-header bookkeeping in node. */
  private readonly headers: OutgoingHttpHeaders;
  private typed = false;

  /** `done` runs once the answer is complete: at send, or when a hijacked answer finishes. */
  constructor(
    readonly raw: ServerResponse,
    private readonly done: (status: number) => void,
    requestId: string,
  ) {
    this.headers = { 'X-Oneapi-Request-Id': requestId, 'Access-Control-Allow-Origin': '*' };
  }

  code(status: number): this {
    this.status = status;
    return this;
  }

  header(name: string, value: string | number): this {
    if (name.length === 12 && name.toLowerCase() === 'content-type') {
      this.typed = true;
      this.headers['Content-Type'] = value;
    } else this.headers[name] = value;
    return this;
  }

  send(payload?: unknown): this {
    if (this.sent) return this;
    this.sent = true;
    const raw = this.raw;
    const headers = this.headers;
    let body: string | Buffer;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      body = payload;
      if (!this.typed) headers['Content-Type'] = typeof payload === 'string' ? 'text/plain; charset=utf-8' : 'application/octet-stream';
    } else {
      body = payload === undefined ? '' : JSON.stringify(payload);
      if (!this.typed) headers['Content-Type'] = 'application/json; charset=utf-8';
    }
    headers['Content-Length'] = Buffer.byteLength(body);
    raw.writeHead(this.status, headers);
    raw.end(body);
    this.done(this.status);
    return this;
  }

  head(status: number, headers: OutgoingHttpHeaders): void {
    this.raw.writeHead(status, Object.assign(this.headers, headers));
  }

  hijack(): this {
    this.sent = true;
    this.raw.once('finish', () => this.done(this.raw.statusCode));
    return this;
  }
}

/** Client address as Fastify reports it with trustProxy: the first X-Forwarded-For entry. */
function clientIp(req: IncomingMessage): string {
  const xff = req.headers['x-forwarded-for'];
  const first = (Array.isArray(xff) ? xff[0] : xff)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || '';
}

/** JSON.parse that refuses prototype poisoning, as Fastify's parser does. */
function parseBody(text: string): unknown {
  if (text.length === 0) throw new Error("Body cannot be empty when content-type is set to 'application/json'");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error("Body is not valid JSON but content-type is set to 'application/json'");
  }
  if (text.includes('"__proto__"') && poisoned(body, '__proto__')) throw new Error('Object contains forbidden prototype property');
  if (text.includes('"constructor"') && poisoned(body, 'constructor')) throw new Error('Object contains forbidden prototype property');
  return body;
}

function poisoned(v: unknown, key: string, depth = 0): boolean {
  if (!v || typeof v !== 'object' || depth > 64) return false;
  if (Object.prototype.hasOwnProperty.call(v, key)) {
    const inner = (v as Record<string, unknown>)[key];
    if (key === '__proto__' || (inner && typeof inner === 'object' && Object.prototype.hasOwnProperty.call(inner, 'prototype'))) return true;
  }
  return Object.values(v).some((x) => poisoned(x, key, depth + 1));
}

/** tollgate_http_requests_total, with the series of each route and status bound once. */
const requestCounters = new Map<string, Map<number, () => void>>();
function countRequest(route: string, status: number): void {
  let byStatus = requestCounters.get(route);
  if (!byStatus) requestCounters.set(route, (byStatus = new Map()));
  let inc = byStatus.get(status);
  if (!inc) byStatus.set(status, (inc = metrics.counter('tollgate_http_requests_total', { route, method: 'POST', status })));
  inc();
}

export interface FastPath {
  /** Takes the request when it is a hot relay route; false leaves it to Fastify. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** From now on, answer 503 and close (the server is draining). */
  closing(): void;
}

export function createFastPath(routes: ReadonlyMap<string, RelayMode>, handler: RelayHandler, log: Logger): FastPath {
  let draining = false;
  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST') return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    let path = q < 0 ? url : url.slice(0, q);
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    const mode = routes.get(path);
    if (!mode || !String(req.headers['content-type'] ?? '').includes('application/json')) return false;

    const started = performance.now();
    const id = newRequestId();
    const done = (status: number) => {
      countRequest(path, status);
      if (log.isLevelEnabled('info')) log.info({ reqId: id, method: 'POST', url: path, status, ms: Math.round(performance.now() - started) }, 'request');
    };
    if (draining) {
      new FastReply(res, done, id).header('Connection', 'close').code(503).send(errorBody(new RelayError(503, 'Service Unavailable', 'service_unavailable'), inboundOf(path), id));
      return true;
    }
    readBody(req, res, id, done, (text) => {
      const reply = new FastReply(res, done, id);
      let body: unknown;
      try {
        body = parseBody(text);
      } catch (err) {
        const e = new RelayError(400, `Invalid request, 无效的请求, ${(err as Error).message}`, 'invalid_request');
        reply.code(400).send(errorBody(e, inboundOf(path), id));
        return;
      }
      // The path as routed (no trailing slash): the adaptors build the upstream path from it.
      const rreq: RelayReq = { id, url: q < 0 ? path : path + url.slice(q), method: 'POST', headers: req.headers, body, ip: clientIp(req), query: parseQuery(url, q) };
      handler(mode, rreq, reply).catch((err) => {
        log.error({ err }, 'relay route error');
        if (!reply.sent && !res.headersSent) reply.code(500).send(errorBody(new RelayError(500, 'internal error', 'internal_error'), inboundOf(path), id));
        else res.destroy();
      });
    });
    return true;
  };
  return { handle, closing: () => void (draining = true) };
}

function parseQuery(url: string, q: number): Record<string, string> {
  if (q < 0) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(url.slice(q + 1))) out[k] = v;
  return out;
}

/** Reads the whole body as UTF-8 text (up to BODY_LIMIT), then calls done once. */
function readBody(req: IncomingMessage, res: ServerResponse, id: string, answered: (status: number) => void, done: (text: string) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let failed = false;
  req.on('data', (c: Buffer) => {
    if (failed) return;
    size += c.length;
    if (size > BODY_LIMIT) {
      failed = true;
      new FastReply(res, answered, id).header('Connection', 'close').code(413).send(errorBody(new RelayError(413, 'request body too large', 'internal_error'), inboundOf(req.url ?? ''), id));
      req.resume();
      return;
    }
    chunks.push(c);
  });
  req.once('end', () => {
    if (!failed) done(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks, size).toString('utf8'));
  });
  req.once('error', () => res.destroy());
}
