import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { AppError, type AppErrorCode } from '../errors/app-error';

// The legacy /api envelope: {success, message, data}. Business failures are HTTP 200 with
// success=false (reference/rest-api.md §1); a few routes use their own status.

export const ok = <T>(data?: T, message = '') => ({ success: true, message, data: data ?? null });
export const fail = (message: string) => ({ success: false, message });

const statusFor: Record<AppErrorCode, number> = {
  BAD_USER_INPUT: 200,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 200,
  NOT_FOUND: 200,
  CONFLICT: 200,
  RATE_LIMITED: 429,
  PRECONDITION_FAILED: 200,
  INTERNAL: 200,
};

/** Writes an error in the envelope; returns true when it was a known error. */
export function sendLegacyError(reply: FastifyReply, err: unknown): boolean {
  if (err instanceof AppError) {
    void reply.code(err.httpStatus ?? statusFor[err.code]).send(fail(err.message));
    return true;
  }
  if (err instanceof ZodError) {
    void reply.code(200).send(fail(zodMessage(err)));
    return true;
  }
  return false;
}

export function zodMessage(err: ZodError): string {
  const issue = err.issues[0];
  const path = issue.path.join('.');
  return `无效的参数${path ? `: ${path}` : ''}${issue.message ? ` (${issue.message})` : ''}`;
}
