import { EventEmitter } from 'node:events';
import { Agent, request, type Dispatcher } from 'undici';
import type { UpstreamCall } from './adaptors/types';

// Pooled keep-alive connections to providers. STREAMING_TIMEOUT bounds the silence between
// body chunks; RELAY_TIMEOUT (0 = none) bounds the wait for response headers.

export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Dispatcher.ResponseData['body'];
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

  async call(call: UpstreamCall, signal: AbortSignal | CallAbort, bodyTimeoutMs?: number): Promise<UpstreamResponse> {
    const res = await request(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal,
      dispatcher: this.agent,
      ...(bodyTimeoutMs ? { bodyTimeout: bodyTimeoutMs } : {}),
    });
    return { status: res.statusCode, headers: res.headers, body: res.body };
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

/** Cancels one upstream call. undici takes any emitter of 'abort'; this one costs far less to
 * make than an AbortController, and the relay makes one per call. */
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
