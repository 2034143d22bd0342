import { GraphQLError } from 'graphql';
import { AppError, type AppErrorCode } from './app-error';

const codeFor: Record<AppErrorCode, string> = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PRECONDITION_FAILED: 'PRECONDITION_FAILED',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

export function toGraphQLError(err: AppError): GraphQLError {
  return new GraphQLError(err.message, { extensions: { code: codeFor[err.code] } });
}
