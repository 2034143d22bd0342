import { AppError } from '../../errors/app-error';

// Outbound calls to identity providers and verifiers: bounded time, JSON answers, and
// errors that never echo the provider's URL or body to the client.

export async function fetchJson(url: string, init: RequestInit, failMessage: string, timeoutMs = 15_000): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new AppError('PRECONDITION_FAILED', failMessage);
  }
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('PRECONDITION_FAILED', failMessage);
  }
}
