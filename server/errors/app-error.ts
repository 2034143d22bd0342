// The domain throws AppError with a closed code; each transport maps it exhaustively
// (see to-graphql.ts, to-legacy.ts, and the relay's own error writer).

export type AppErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PRECONDITION_FAILED'
  | 'INTERNAL';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** An HTTP status for the legacy /api face when the original used one (e.g. setup uses 400). */
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (message: string, httpStatus?: number) => new AppError('BAD_USER_INPUT', message, httpStatus);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
