import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// Loopback HTTP plumbing shared by the mock upstreams.

export interface RecordedRequest {
  method: string;
  /** Path with query string. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

export interface MockOptions {
  port?: number;
  host?: string;
  /** Delay before each streamed chunk (ms); per request: header x-mock-delay-ms. */
  delayMs?: number;
}

export interface MockServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export interface MockContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  raw: Buffer;
  json: unknown;
  options: MockOptions;
}

/** A handler answers and returns true, or returns false to let the next one try. */
export type MockHandler = (ctx: MockContext) => Promise<boolean>;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(typeof c === 'string' ? Buffer.from(c) : c);
  return Buffer.concat(chunks);
}

export async function startMockServer(handlers: MockHandler[], options: MockOptions = {}): Promise<MockServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const text = raw.toString('utf8');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body: text, json });
      const ctx: MockContext = { req, res, url: new URL(path, 'http://mock'), raw, json, options };
      for (const h of handlers) if (await h(ctx)) return;
      sendJson(res, 404, { error: { message: `mock: no route for ${req.method} ${ctx.url.pathname}`, type: 'invalid_request_error' } });
    })().catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(err), type: 'mock_error' } });
      else res.destroy();
    });
  });
  // Long keep-alive: a test blocking the event loop (tokenizer load) must not race a socket close.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export function startSse(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Writes respecting back-pressure and the per-chunk delay. */
export async function writeChunk(res: ServerResponse, text: string | Buffer, delayMs: number): Promise<void> {
  if (delayMs > 0) await sleep(delayMs);
  if (res.destroyed) return;
  if (!res.write(text)) await new Promise<void>((resolve) => res.once('drain', () => resolve()));
}

export function header(ctx: MockContext, name: string): string | undefined {
  const v = ctx.req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function delayOf(ctx: MockContext): number {
  const h = header(ctx, 'x-mock-delay-ms');
  return h !== undefined ? Number(h) : (ctx.options.delayMs ?? 0);
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
