import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../context';
import { requireAuth } from '../../auth/authenticate';
import { register } from '../../domain/user/register.service';
import { checkTurnstile } from '../../domain/user/turnstile';
import { sessionPort } from '../../domain/user/session-port';
import { bindEmail, resetPassword, sendPasswordReset, sendVerificationCode } from '../../domain/user/verification.service';
import { ok } from '../envelope';
import { ctxOf } from '../request-context';

// Sign-up, e-mail codes and password reset (reference/rest-api.md §4.2). All count against the
// critical rate limit; the public ones pass the Turnstile check first.

const q = z.looseObject({ email: z.string().optional(), code: z.string().optional(), turnstile: z.string().optional() });

/** preHandler: Turnstile token from ?turnstile=, checked once per session. */
export const turnstileGuard = (app: App) => async (req: FastifyRequest, reply: FastifyReply) => {
  await checkTurnstile(ctxOf(app, req), sessionPort(req, reply), q.parse(req.query ?? {}).turnstile);
};

export function accountRoutes(app: App) {
  const open = { config: { critical: true }, preHandler: turnstileGuard(app) };
  return async (f: FastifyInstance) => {
    f.post('/user/register', open, async (req) => {
      await register(ctxOf(app, req), req.body);
      return ok(null);
    });
    f.get('/verification', open, async (req) => {
      await sendVerificationCode(ctxOf(app, req), q.parse(req.query ?? {}).email);
      return ok(null);
    });
    f.get('/reset_password', open, async (req) => {
      await sendPasswordReset(ctxOf(app, req), q.parse(req.query ?? {}).email);
      return ok(null);
    });
    f.post('/user/reset', { config: { critical: true } }, async (req) => ok(await resetPassword(ctxOf(app, req), req.body)));
    f.get('/oauth/email/bind', { config: { critical: true }, preHandler: requireAuth(app, 'user') }, async (req) => {
      const { email, code } = q.parse(req.query ?? {});
      await bindEmail(ctxOf(app, req), email, code);
      return ok(null);
    });
  };
}
