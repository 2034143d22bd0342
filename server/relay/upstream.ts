import { EventEmitter } from 'node:events';
import { Agent, type Dispatcher } from 'undici';
import type { UpstreamCall } from './adaptors/types';
import { dispatchCall, type RelayResponse } from './upstream-call';

// Pooled keep-alive connections to providers. STREAMING_TIMEOUT bounds the silence between
// body chunks; RELAY_TIMEOUT (0 = none) bounds the wait for response headers.

/** Origin and path of an upstream URL as undici's request() would split it, parsed once per
 * URL: channels call the same few URLs over and over. */
const urlParts = new Map<string, { origin: string; path: string }>();
function splitUrl(url: string): { origin: string; path: string } {
  let parts = urlParts.get(url);
  if (!parts) {
    const u = new URL(url);
    parts = { origin: u.origin, path: u.search ? u.pathname + u.search : u.pathname };
    if (urlParts.size >= 1000) urlParts.clear();
    urlParts.set(url, parts);
  }
  return parts;
}

export class Upstream {
  private agent: Agent;

  constructor(opts: { streamingTimeoutSec: number; relayTimeoutSec: number }) {
    this.agent = new Agent({
      keepAliveTimeout: 30_000,
      // No cap per upstream: a thousand open streams to one provider must not queue other calls.
      connections: null,
      pipelining: 1,
      headersTimeout: opts.relayTimeoutSec * 1000,
      bodyTimeout: opts.streamingTimeoutSec * 1000,
    });
  }

  /** One call: the answer's bytes are pushed to its reader (upstream-call.ts). */
  open(call: UpstreamCall, signal: CallAbort, bodyTimeoutMs?: number): Promise<RelayResponse> {
    const { origin, path } = splitUrl(call.url);
    const opts: Dispatcher.DispatchOptions = { origin, path, method: call.method as Dispatcher.HttpMethod, headers: call.headers, body: call.body };
    if (bodyTimeoutMs) opts.bodyTimeout = bodyTimeoutMs;
    return dispatchCall(this.agent, opts, signal);
  }

  stats(): { connected: number; pending: number } {
    let connected = 0;
    let pending = 0;
    for (const s of Object.values(this.agent.stats)) {
      connected += Number(s.connected);
      pending += Number(s.pending);
    }
    return { connected, pending };
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

/** Cancels one upstream call (upstream-call.ts listens for 'abort'); it costs far less to make
 * than an AbortController, and the relay makes one per call. */
export class CallAbort extends EventEmitter {
  aborted = false;

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.emit('abort');
  }
}

/** Network-level failures (refused, reset, timeout) are retryable and the channel's fault. */
export function isNetworkError(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? '';
  return /^(UND_ERR|ECONN|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EPIPE|ECONNRESET|EHOSTUNREACH)/.test(code);
}
