import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Relay } from './relay';
import { relayCall, type CallerResolver } from './pipeline';
import type { RelayMode } from './adaptors/types';
import { authenticate } from '../auth/authenticate';
import { AppError } from '../errors/app-error';
import { usableGroups } from '../domain/pricing/price-lookup';
import { earlyError, errorBody, localError, RelayError } from './relay-error';
import { inboundOf } from './token-auth';
import { listModels, retrieveModel, billingSubscription, billingUsage } from './models-route';
import { taskRoutes } from './tasks/routes';

// The /v1, /v1beta and /pg relay routes: one line per route (reference/relay.md §1).

const TEXT_ROUTES: Array<[string, RelayMode]> = [
  ['/v1/chat/completions', 'chat'],
  ['/v1/completions', 'completions'],
  ['/v1/embeddings', 'embeddings'],
  ['/v1/engines/:model/embeddings', 'embeddings'],
  ['/v1/images/generations', 'images.generations'],
  ['/v1/images/edits', 'images.edits'],
  ['/v1/audio/speech', 'audio.speech'],
  ['/v1/audio/transcriptions', 'audio.transcriptions'],
  ['/v1/audio/translations', 'audio.translations'],
  ['/v1/rerank', 'rerank'],
  ['/v1/responses', 'responses'],
  ['/v1/moderations', 'moderations'],
  ['/v1/edits', 'chat'],
  ['/v1/messages', 'messages'],
];

/** JSON routes with a fixed path: served by the fast path (fast-path.ts) ahead of Fastify. */
export const FAST_ROUTES: ReadonlyMap<string, RelayMode> = new Map(TEXT_ROUTES.filter(([path]) => !path.includes(':')));

// Endpoints the original product answers with 501 api_not_implemented (reference/relay.md §1,
// messages.md §1): kept so clients get the same answer, not a 404.
const NOT_IMPLEMENTED: Array<[string, string]> = [
  ['POST', '/v1/images/variations'],
  ['GET', '/v1/files'],
  ['POST', '/v1/files'],
  ['DELETE', '/v1/files/:id'],
  ['GET', '/v1/files/:id'],
  ['GET', '/v1/files/:id/content'],
  ['POST', '/v1/fine-tunes'],
  ['GET', '/v1/fine-tunes'],
  ['GET', '/v1/fine-tunes/:id'],
  ['POST', '/v1/fine-tunes/:id/cancel'],
  ['GET', '/v1/fine-tunes/:id/events'],
  ['DELETE', '/v1/models/:model'],
];

/** /pg: the logged-in console user, the group chosen in the playground, no token. */
const playgroundCaller: CallerResolver = async (relay, req, shape) => {
  let viewer;
  try {
    // /pg is served by Fastify only (session cookies), never by the fast path.
    viewer = await authenticate(relay.app, req as FastifyRequest, 'user');
  } catch (err) {
    if (err instanceof AppError) throw earlyError(err.httpStatus === 401 ? 401 : 403, err.message);
    throw err;
  }
  if (viewer.via === 'access_token') throw localError(500, '暂不支持使用 access token', 'access_denied');
  if (!shape.model) throw localError(500, '请选择模型', 'invalid_request');
  const user = await relay.caches.user(viewer.id);
  if (!user || user.deleted || user.status !== 1) throw earlyError(403, '用户已被封禁');
  const group = typeof shape.body?.group === 'string' && shape.body.group ? shape.body.group : user.group;
  if (!(group in usableGroups(relay.app.options, user.group))) throw localError(500, '无权访问该分组', 'access_denied');
  return { token: null, user, requestedGroup: group, pinnedChannel: null, tokenName: `playground-${group}`, playground: true };
};

export function relayRoutes(relay: Relay) {
  return async (f: FastifyInstance) => {
    // Multipart bodies (audio, image edits) are forwarded as they came.
    f.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 }, (_req, body, done) => done(null, body));
    f.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req: FastifyRequest, reply: FastifyReply) => {
      const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
      const message = status === 400 ? `Invalid request, 无效的请求, ${err.message}` : status === 413 ? 'request body too large' : 'internal error';
      if (status >= 500) relay.app.log.error({ err }, 'relay route error');
      void reply.code(status).send(errorBody(new RelayError(status, message, status === 400 ? 'invalid_request' : 'internal_error'), inboundOf(req.url), String(req.id)));
    });
    f.addHook('onRequest', async (_req, reply) => {
      void reply.header('Access-Control-Allow-Origin', '*');
    });
    f.options('/*', async (req, reply) => {
      void reply
        .header('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS')
        .header('Access-Control-Allow-Headers', String(req.headers['access-control-request-headers'] ?? '*'))
        .code(204)
        .send();
    });

    for (const [path, mode] of TEXT_ROUTES) f.post(path, (req, reply) => relayCall(relay, mode, req, reply));
    f.post('/pg/chat/completions', (req, reply) => relayCall(relay, 'chat', req, reply, { resolveCaller: playgroundCaller }));

    // Gemini native: /v1beta/models/{model}:generateContent | :streamGenerateContent
    const gemini = async (req: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const m = /^([^:]+):(generateContent|streamGenerateContent)$/.exec(req.params['*']);
      if (!m) {
        return reply.code(404).send(errorBody(new RelayError(404, `Invalid URL (${req.method} ${req.url.split('?')[0]})`, '', 'invalid_request_error'), 'gemini', String(req.id)));
      }
      return relayCall(relay, m[2] === 'generateContent' ? 'gemini.generate' : 'gemini.stream', req, reply, { geminiModel: decodeURIComponent(m[1]) });
    };
    f.post('/v1beta/models/*', gemini);
    f.post('/v1/models/*', gemini);

    await f.register(taskRoutes(relay));
    f.get('/v1/models', (req, reply) => listModels(relay, req, reply));
    f.get('/v1/models/:model', (req, reply) => retrieveModel(relay, req as FastifyRequest<{ Params: { model: string } }>, reply));
    for (const prefix of ['', '/v1']) {
      f.get(`${prefix}/dashboard/billing/subscription`, (req, reply) => billingSubscription(relay, req, reply));
      f.get(`${prefix}/dashboard/billing/usage`, (req, reply) => billingUsage(relay, req, reply));
    }
    for (const [method, path] of NOT_IMPLEMENTED) {
      f.route({
        method: method as 'GET',
        url: path,
        handler: async (req, reply) =>
          reply.code(501).send({ error: { message: 'API not implemented', type: 'new_api_error', param: '', code: 'api_not_implemented' } }),
      });
    }
  };
}
