import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { App } from '../../context';
import { requireAuth } from '../../auth/authenticate';
import { bindWithCode, issueOAuthState, loginWithCode, oauthCallback, type Identity, type ProviderInfo } from '../../domain/oauth/oauth.service';
import { github, githubIdentity, linuxdo, linuxdoIdentity, oidc, oidcIdentity, wechat, wechatIdentity } from '../../domain/oauth/providers';
import { telegramBind, telegramLogin } from '../../domain/oauth/telegram';
import { sessionPort } from '../../domain/user/session-port';
import type { Ctx } from '../../context';
import { ok } from '../envelope';
import { loginUser } from '../serializers';
import { ctxOf } from '../request-context';

// Third-party login and binding (reference/rest-api.md §4.2). Every route is critical.

const q = z.looseObject({ code: z.string().optional(), state: z.string().optional(), aff: z.string().optional() });
const fields = z.record(z.string(), z.unknown());

const CALLBACKS: Record<string, [ProviderInfo, (ctx: Ctx, code: string) => Promise<Identity>]> = {
  github: [github, githubIdentity],
  oidc: [oidc, oidcIdentity],
  linuxdo: [linuxdo, linuxdoIdentity],
};

export function oauthRoutes(app: App) {
  const critical = { config: { critical: true } };
  return async (f: FastifyInstance) => {
    f.get('/oauth/state', critical, async (req, reply) => ok(issueOAuthState(sessionPort(req, reply), q.parse(req.query ?? {}).aff)));

    for (const [name, [provider, exchange]] of Object.entries(CALLBACKS)) {
      f.get(`/oauth/${name}`, critical, async (req, reply) => {
        const ctx = ctxOf(app, req);
        const r = await oauthCallback(ctx, sessionPort(req, reply), provider, (code) => exchange(ctx, code), q.parse(req.query ?? {}));
        return r.bind ? ok(null, 'bind') : ok(loginUser(r.user));
      });
    }

    f.get('/oauth/wechat', critical, async (req, reply) => {
      const ctx = ctxOf(app, req);
      const user = await loginWithCode(ctx, sessionPort(req, reply), wechat, (code) => wechatIdentity(ctx, code), q.parse(req.query ?? {}).code);
      return ok(loginUser(user));
    });
    f.get('/oauth/wechat/bind', { ...critical, preHandler: requireAuth(app, 'user') }, async (req) => {
      const ctx = ctxOf(app, req);
      await bindWithCode(ctx, wechat, (code) => wechatIdentity(ctx, code), q.parse(req.query ?? {}).code);
      return ok(null);
    });

    f.get('/oauth/telegram/login', critical, async (req, reply) => {
      const user = await telegramLogin(ctxOf(app, req), sessionPort(req, reply), fields.parse(req.query ?? {}));
      return ok(loginUser(user));
    });
    // The widget sends the browser here; success goes back to the settings page.
    f.get('/oauth/telegram/bind', critical, async (req, reply) => {
      await telegramBind(ctxOf(app, req), sessionPort(req, reply), fields.parse(req.query ?? {}));
      return reply.redirect('/setting', 302);
    });
  };
}
