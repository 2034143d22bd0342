import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, Ctx } from '../context';
import { identify } from '../auth/authenticate';
import type { Viewer } from '../auth/viewer';

export interface GraphQLContext extends Ctx {
  viewer: Viewer | null;
  /** Why the caller is anonymous although credentials were sent (banned, bad token). */
  authError: string | null;
  /** Present on HTTP requests; mutations that log in or out set the session cookie on it. */
  reply?: FastifyReply;
}

export async function createGraphQLContext(app: App, req: FastifyRequest): Promise<GraphQLContext> {
  try {
    return { app, viewer: await identify(app, req), ip: req.ip, authError: null };
  } catch (err) {
    return { app, viewer: null, ip: req.ip, authError: err instanceof Error ? err.message : 'unauthenticated' };
  }
}
