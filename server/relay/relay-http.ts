import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';

// What the relay pipeline needs of a request and a reply. Fastify's objects have this shape,
// and so do the lean ones of the fast path (fast-path.ts) that serves the hot routes.

export interface RelayReq {
  id: string;
  url: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  ip: string;
  query: unknown;
}

export interface RelayReply {
  readonly raw: ServerResponse;
  readonly sent: boolean;
  code(status: number): RelayReply;
  header(name: string, value: string | number): RelayReply;
  /** Strings and buffers go as they are; anything else as JSON. */
  send(payload?: unknown): RelayReply;
  /** The caller writes to `raw` itself from now on (streams). */
  hijack(): RelayReply;
  /** After hijack: the status line with this reply's own headers and these, in one write. */
  head?(status: number, headers: OutgoingHttpHeaders): void;
}
