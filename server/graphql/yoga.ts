import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, maskError } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import type { App } from '../context';
import { AppError } from '../errors/app-error';
import { toGraphQLError } from '../errors/to-graphql';
import { createGraphQLContext, type GraphQLContext } from './context';
import { schema } from './schema';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Mounts graphql-yoga at /graphql inside Fastify. Unexpected errors are masked. */
export function mountGraphQL(f: FastifyInstance, app: App) {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphiql: app.config.NODE_ENV === 'development',
    logging: false,
    landingPage: false,
    context: async ({ req, reply }) => ({ ...(await createGraphQLContext(app, req)), reply }),
    maskedErrors: {
      maskError(error, message, isDev) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof AppError) return toGraphQLError(original);
        if (original instanceof GraphQLError && original.extensions?.code) return original;
        return maskError(error, message, isDev);
      },
    },
  });

  f.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        if (key === 'set-cookie') return;
        void reply.header(key, value);
      });
      void reply.status(response.status);
      return reply.send(response.body);
    },
  });
}
