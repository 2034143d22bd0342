import type { FastifyInstance } from 'fastify';
import type { App } from '../../context';
import { requireAuth } from '../../auth/authenticate';
import { clearSession, writeSession } from '../../auth/session';
import { generateAccessToken, getSelf, login } from '../../domain/user/user.service';
import { ok } from '../envelope';
import { legacyUser, loginUser } from '../serializers';
import { ctxOf } from '../request-context';
import { turnstileGuard } from './account.routes';

export function sessionRoutes(app: App) {
  return async (f: FastifyInstance) => {
    f.post('/user/login', { config: { critical: true }, preHandler: turnstileGuard(app) }, async (req, reply) => {
      const user = await login(ctxOf(app, req), req.body);
      writeSession(reply, { id: user.id, username: user.username });
      return ok(loginUser(user));
    });
    f.get('/user/logout', async (_req, reply) => {
      clearSession(reply);
      return ok(null);
    });
    f.get('/user/self', { preHandler: requireAuth(app, 'user') }, async (req) => {
      const user = await getSelf(ctxOf(app, req));
      return ok(legacyUser(user, { self: true }));
    });
    f.get('/user/token', { preHandler: requireAuth(app, 'user') }, async (req) => ok(await generateAccessToken(ctxOf(app, req))));
  };
}
