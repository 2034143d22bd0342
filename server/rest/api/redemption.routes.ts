import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../context';
import { requireAuth } from '../../auth/authenticate';
import * as codes from '../../domain/redemption/redemption.service';
import type { Page } from '../../domain/log/paging';
import type { Redemption } from '../../db/generated/client';
import { ok } from '../envelope';
import { legacyRedemption } from '../usage-serializers';
import { ctxOf } from '../request-context';

const idOf = (req: FastifyRequest) => Number((req.params as { id: string }).id);
const page = (p: Page<Redemption>) => ({ ...p, items: p.items.map(legacyRedemption) });

export function redemptionRoutes(app: App) {
  return async (f: FastifyInstance) => {
    const admin = { preHandler: requireAuth(app, 'admin') };
    const ctx = (req: FastifyRequest) => ctxOf(app, req);
    f.get('/redemption/', admin, async (req) => ok(page(await codes.listRedemptions(ctx(req), req.query))));
    f.get('/redemption/search', admin, async (req) =>
      ok(page(await codes.listRedemptions(ctx(req), req.query, String((req.query as Record<string, unknown>).keyword ?? '')))),
    );
    f.get('/redemption/:id', admin, async (req) => ok(legacyRedemption(await codes.getRedemption(ctx(req), idOf(req)))));
    f.post('/redemption/', admin, async (req) => ok(await codes.createRedemptions(ctx(req), req.body)));
    f.put('/redemption/', admin, async (req) => {
      const statusOnly = !!(req.query as Record<string, string | undefined>).status_only;
      const saved = statusOnly ? await codes.setRedemptionStatus(ctx(req), req.body) : await codes.updateRedemption(ctx(req), req.body);
      return ok(legacyRedemption(saved));
    });
    f.delete('/redemption/invalid', admin, async (req) => ok(await codes.deleteInvalidRedemptions(ctx(req))));
    f.delete('/redemption/:id', admin, async (req) => {
      await codes.deleteRedemption(ctx(req), idOf(req));
      return { success: true, message: '' };
    });
  };
}
