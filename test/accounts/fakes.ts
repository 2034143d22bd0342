import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestServer } from '../helpers/test-server';

// Local stand-ins for the outside world: an SMTP server that keeps what it receives, and a
// small HTTP server whose routes the test defines (OAuth providers, Turnstile, webhooks).

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  body: string;
}

/** Minimal MIME reading: headers, then a base64 or quoted-printable single-part body. */
export function decodeMail(raw: string): { subject: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const enc = header('Content-Transfer-Encoding').toLowerCase();
  if (enc === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    body = Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  }
  const subject = header('Subject').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
  return { subject, body };
}

export interface FakeSmtp {
  port: number;
  mails: ReceivedMail[];
  /** Resolves with the next mail to `to` (waits up to 5 s). */
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, cb) => cb(null, { user: 'bot' }),
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...decodeMail(raw) });
        for (const w of waiters.splice(0)) w();
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const seen = new Set<ReceivedMail>();
  return {
    port,
    mails,
    async next(to) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const m = mails.find((x) => !seen.has(x) && x.to.includes(to));
        if (m) {
          seen.add(m);
          return m;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Points the app's SMTP options at the fake server. */
export async function useSmtp(t: TestServer, smtp: FakeSmtp) {
  const o = t.server.app.options;
  await o.set('SMTPServer', '127.0.0.1');
  await o.set('SMTPPort', String(smtp.port));
  await o.set('SMTPAccount', 'bot@tollgate.test');
  await o.set('SMTPToken', 'smtp-secret');
  await o.set('SMTPFrom', 'bot@tollgate.test');
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}
type Handler = (req: FakeRequest) => { status?: number; json?: unknown } | Promise<{ status?: number; json?: unknown }>;

export interface FakeHttp {
  url: string;
  requests: FakeRequest[];
  route(method: string, path: string, handler: Handler): void;
  close(): Promise<void>;
}

export async function startFakeHttp(): Promise<FakeHttp> {
  const routes = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const fr: FakeRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(fr);
      const h = routes.get(`${fr.method} ${fr.path}`);
      const out = h ? await h(fr) : { status: 404, json: { error: 'not found' } };
      res.writeHead(out.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    route: (method, path, handler) => void routes.set(`${method} ${path}`, handler),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
