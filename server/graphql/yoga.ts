import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../context';

// /graphql is mounted at start, but the schema and graphql-yoga load on the first request:
// an instance that only relays never holds them (about 10 MB of heap).

type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function mountGraphQL(f: FastifyInstance, app: App): void {
  let handler: Promise<Handler> | null = null;
  f.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      handler ??= import('./yoga-handler').then(
        (m) => m.createGraphQLHandler(app),
        (err: unknown) => {
          handler = null; // try again on the next request
          throw err;
        },
      );
      return (await handler)(req, reply);
    },
  });
}
