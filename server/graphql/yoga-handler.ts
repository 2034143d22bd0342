import type { FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import type { App } from '../context';
import { AppError } from '../errors/app-error';
import { toGraphQLError } from '../errors/to-graphql';
import { createGraphQLContext, type GraphQLContext } from './context';
import { schema } from './schema';
import { queryLimitsRule } from './limits';

const limitsPlugin: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(queryLimitsRule) };

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The /graphql handler: graphql-yoga over the Pothos schema. Unexpected errors are masked. */
export function createGraphQLHandler(app: App) {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphiql: app.config.NODE_ENV === 'development',
    logging: false,
    plugins: [limitsPlugin],
    landingPage: false,
    context: async ({ req, reply }) => ({ ...(await createGraphQLContext(app, req)), reply }),
    maskedErrors: {
      maskError(error, message, isDev) {
        // Duck-typed: graphql may be loaded twice (ESM and CJS), so instanceof is unreliable.
        const original = (error as { originalError?: unknown }).originalError ?? error;
        if (original instanceof AppError) return toGraphQLError(original);
        const code = (original as { extensions?: { code?: unknown } }).extensions?.code;
        if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
          return new GraphQLError((original as Error).message, { extensions: { code } });
        }
        return maskError(error, message, isDev);
      },
    },
  });

  return async (req: FastifyRequest, reply: FastifyReply) => {
    const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
    response.headers.forEach((value, key) => {
      if (key === 'set-cookie') return;
      void reply.header(key, value);
    });
    void reply.status(response.status);
    return reply.send(response.body);
  };
}
