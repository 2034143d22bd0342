import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../context';
import { requireAuth } from '../../auth/authenticate';
import { redeem } from '../../domain/redemption/redemption.service';
import { handleEpayNotify, quoteAmount, requestPayment, TopupRefused } from '../../domain/wallet/wallet.service';
import { ok } from '../envelope';
import { ctxOf } from '../request-context';

// The wallet routes under /api/user (reference/rest-api.md §4.3). pay/amount answer without a
// success field: {message:"success", data, url} or {message:"error", data:"<reason>"}.

const refused = (err: unknown) => {
  if (err instanceof TopupRefused) return { message: 'error', data: err.message };
  throw err;
};

function notifyParams(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const src of [req.query, req.body]) {
    if (!src || typeof src !== 'object') continue;
    for (const [k, v] of Object.entries(src as Record<string, unknown>)) {
      const value = Array.isArray(v) ? v[0] : v;
      if (value !== undefined && value !== null) out[k] = String(value);
    }
  }
  return out;
}

export function walletRoutes(app: App) {
  return async (f: FastifyInstance) => {
    const user = requireAuth(app, 'user');
    const ctx = (req: FastifyRequest) => ctxOf(app, req);
    f.post('/user/topup', { preHandler: user, config: { critical: true } }, async (req) => ok(Number(await redeem(ctx(req), req.body))));
    f.post('/user/pay', { preHandler: user, config: { critical: true } }, async (req) => {
      try {
        const { params, url } = await requestPayment(ctx(req), req.body);
        return { message: 'success', data: params, url };
      } catch (err) {
        return refused(err);
      }
    });
    f.post('/user/amount', { preHandler: user }, async (req) => {
      try {
        return { message: 'success', data: await quoteAmount(ctx(req), req.body) };
      } catch (err) {
        return refused(err);
      }
    });
    // Gateways call back with GET (some with a form POST).
    f.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const notify = async (req: FastifyRequest) => handleEpayNotify(ctx(req), notifyParams(req));
    f.get('/user/epay/notify', async (req, reply) => reply.type('text/plain').send(await notify(req)));
    f.post('/user/epay/notify', async (req, reply) => reply.type('text/plain').send(await notify(req)));
  };
}
