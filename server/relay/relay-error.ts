import type { WireFormat } from './adaptors/types';

// A relay failure and how it is written back in the caller's provider shape
// (reference/messages.md §1, reference/relay.md §7).

export class RelayError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = '',
    /** new_api_error for our own errors; the upstream's type otherwise. */
    readonly type: string = 'new_api_error',
    /** Token/distributor-stage errors carry no param/code fields. */
    readonly early = false,
    /** An upstream body that may pass through unchanged (same format as the caller). */
    readonly passThrough?: unknown,
    /** Whether another channel may be tried. */
    readonly retryable = false,
    /** Whether this failure counts against the channel (auto-disable). */
    readonly channelFault = false,
  ) {
    super(message);
    this.name = 'RelayError';
  }
}

export const earlyError = (status: number, message: string) => new RelayError(status, message, '', 'new_api_error', true);
export const localError = (status: number, message: string, code: string) => new RelayError(status, message, code);

/** The error body in the caller's format. Our own messages carry the request id. */
export function errorBody(err: RelayError, inbound: WireFormat, requestId: string): unknown {
  if (err.passThrough !== undefined) return err.passThrough;
  const message = err.type === 'new_api_error' ? `${err.message} (request id: ${requestId})` : err.message;
  if (inbound === 'claude') return { type: 'error', error: { type: err.type, message } };
  if (inbound === 'gemini') return { error: { code: err.status, message, status: geminiStatus(err.status) } };
  if (err.early) return { error: { message, type: err.type } };
  return { error: { message, type: err.type, param: '', code: err.code } };
}

function geminiStatus(status: number): string {
  if (status === 400) return 'INVALID_ARGUMENT';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'PERMISSION_DENIED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RESOURCE_EXHAUSTED';
  if (status === 503) return 'UNAVAILABLE';
  return 'INTERNAL';
}
