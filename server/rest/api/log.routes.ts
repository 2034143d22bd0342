import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../context';
import { requireAuth } from '../../auth/authenticate';
import * as logs from '../../domain/log/log.queries';
import { ok } from '../envelope';
import { legacyLog, legacyQuotaData } from '../usage-serializers';
import { ctxOf } from '../request-context';

const q = (req: FastifyRequest) => req.query as Record<string, string | undefined>;

export function logRoutes(app: App) {
  return async (f: FastifyInstance) => {
    const admin = { preHandler: requireAuth(app, 'admin') };
    const user = { preHandler: requireAuth(app, 'user') };
    const ctx = (req: FastifyRequest) => ctxOf(app, req);
    const list = (self: boolean) => async (req: FastifyRequest) => {
      const page = await logs.listLogs(ctx(req), self, req.query);
      return ok({ ...page, items: page.items.map(legacyLog) });
    };
    f.get('/log/', admin, list(false));
    f.get('/log/self', user, list(true));
    f.get('/log/stat', admin, async (req) => ok(await logs.logStats(ctx(req), false, req.query)));
    f.get('/log/self/stat', user, async (req) => ok(await logs.logStats(ctx(req), true, req.query)));
    f.get('/log/search', admin, async (req) => ok((await logs.searchLogs(ctx(req), false, q(req).keyword ?? '')).map(legacyLog)));
    f.get('/log/self/search', user, async (req) => ok((await logs.searchLogs(ctx(req), true, q(req).keyword ?? '')).map(legacyLog)));
    f.get('/log/token', async (req) => ok((await logs.logsByTokenKey(ctx(req), q(req).key ?? '')).map(legacyLog)));
    f.delete('/log/', admin, async (req) => ok(await logs.deleteOldLogs(ctx(req), req.query)));
    f.get('/data/', admin, async (req) => ok((await logs.quotaData(ctx(req), false, req.query)).map(legacyQuotaData)));
    f.get('/data/self', user, async (req) => ok((await logs.quotaData(ctx(req), true, req.query)).map(legacyQuotaData)));
  };
}
