import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../context';
import { requireAuth } from '../../auth/authenticate';
import * as tokens from '../../domain/token/token.service';
import { ok } from '../envelope';
import { legacyToken } from '../usage-serializers';
import { ctxOf } from '../request-context';

const idOf = (req: FastifyRequest) => Number((req.params as { id: string }).id);

export function tokenRoutes(app: App) {
  return async (f: FastifyInstance) => {
    const user = { preHandler: requireAuth(app, 'user') };
    const ctx = (req: FastifyRequest) => ctxOf(app, req);
    f.get('/token/', user, async (req) => {
      const page = await tokens.listTokens(ctx(req), req.query);
      return ok({ ...page, items: page.items.map(legacyToken) });
    });
    f.get('/token/search', user, async (req) => ok((await tokens.searchTokens(ctx(req), req.query)).map(legacyToken)));
    f.get('/token/:id', user, async (req) => ok(legacyToken(await tokens.getToken(ctx(req), idOf(req)))));
    f.post('/token/', user, async (req) => {
      await tokens.createToken(ctx(req), req.body);
      return { success: true, message: '' };
    });
    f.put('/token/', user, async (req) => {
      const statusOnly = !!(req.query as Record<string, string | undefined>).status_only;
      const saved = statusOnly ? await tokens.setTokenStatus(ctx(req), req.body) : await tokens.updateToken(ctx(req), req.body);
      return ok(legacyToken(saved));
    });
    f.delete('/token/:id', user, async (req) => {
      await tokens.deleteToken(ctx(req), idOf(req));
      return { success: true, message: '' };
    });
    f.post('/token/batch', user, async (req) => ok(await tokens.deleteTokens(ctx(req), tokens.batchIdsInput.parse(req.body ?? {}).ids)));
  };
}
