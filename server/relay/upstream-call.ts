import type { Dispatcher } from 'undici';
import { errors, util } from 'undici';
import type { CallAbort } from './upstream';

// The relay's own undici handler. undici's request() wraps every answer in an async resource
// and a Node Readable; the relay only needs the bytes, pushed to one consumer with
// back-pressure, so this hands them over directly: less work and garbage per call. Errors,
// timeouts (headersTimeout/bodyTimeout) and aborts are undici's own, as with request().

export interface BodySink {
  data(chunk: Buffer): void;
  end(): void;
  error(err: unknown): void;
}

export interface RelayResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: RelayBody;
}

/** An answer's body: read whole (text, arrayBuffer) or piped to one sink. */
export class RelayBody {
  /** Chunks that arrived before a consumer was attached. */
  private queue: Buffer[] = [];
  private sink: BodySink | null = null;
  private ended = false;
  private failure: { err: unknown } | null = null;
  private paused = false;

  constructor(private readonly resumeUpstream: () => void) {}

  /** From undici: false asks it to stop reading the socket until resume(). */
  push(chunk: Buffer): boolean {
    if (this.sink) this.sink.data(chunk);
    else this.queue.push(chunk);
    return !this.paused;
  }

  finish(): void {
    if (this.ended || this.failure) return;
    this.ended = true;
    this.sink?.end();
  }

  fail(err: unknown): void {
    if (this.ended || this.failure) return;
    this.failure = { err };
    this.sink?.error(err);
  }

  /** Hands every chunk to `sink`, those that already arrived first. One consumer only. */
  pipe(sink: BodySink): void {
    if (this.sink) throw new Error('body already consumed');
    this.sink = sink;
    const queued = this.queue;
    this.queue = [];
    for (const c of queued) sink.data(c);
    if (this.failure) sink.error(this.failure.err);
    else if (this.ended) sink.end();
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.resumeUpstream();
  }

  async buffer(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.pipe({ data: (c) => chunks.push(c), end: () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)), error: reject });
    });
  }

  async text(): Promise<string> {
    return (await this.buffer()).toString('utf8');
  }
}

class CallHandler implements Dispatcher.DispatchHandler {
  private abortUpstream: ((err: Error) => void) | null = null;
  private reason: Error | null = null;
  private body: RelayBody | null = null;

  constructor(
    private readonly resolve: (res: RelayResponse) => void,
    private readonly reject: (err: unknown) => void,
    private readonly signal: CallAbort,
  ) {
    signal.once('abort', this.onAbort);
  }

  private readonly onAbort = () => {
    const err = new errors.RequestAbortedError();
    this.reason = err;
    this.body?.fail(err);
    this.abortUpstream?.(err);
  };

  onConnect(abort: (err?: Error) => void): void {
    if (this.reason) abort(this.reason);
    else this.abortUpstream = abort;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
    if (statusCode < 200) return true; // informational (100 Continue)
    this.body = new RelayBody(resume);
    this.resolve({ status: statusCode, headers: util.parseHeaders(rawHeaders), body: this.body });
    return true;
  }

  onData(chunk: Buffer): boolean {
    return this.body ? this.body.push(chunk) : true;
  }

  onComplete(): void {
    this.signal.off('abort', this.onAbort);
    this.body?.finish();
  }

  onError(err: Error): void {
    this.signal.off('abort', this.onAbort);
    if (this.body) this.body.fail(err);
    else this.reject(err);
  }
}

/** One call through `dispatcher` (an undici Agent): resolves at the response headers. */
export function dispatchCall(dispatcher: Dispatcher, opts: Dispatcher.DispatchOptions, signal: CallAbort): Promise<RelayResponse> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new errors.RequestAbortedError());
    dispatcher.dispatch(opts, new CallHandler(resolve, reject, signal));
  });
}
