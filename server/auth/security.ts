import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './session';

// Cross-site protection for cookie-authenticated writes (on top of SameSite=Lax): a state-
// changing /api or /graphql request that carries the session cookie and an Origin (or Referer)
// from another site is refused. Security headers for the console.

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isCrossSite(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || origin === 'null' || !host) return !!origin && origin === 'null';
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export function securityHooks(f: FastifyInstance): void {
  f.addHook('onRequest', async (req, reply) => {
    const path = req.url;
    const console = !path.startsWith('/v1') && !path.startsWith('/pg') && !path.startsWith('/mj') && !path.startsWith('/suno');
    if (console) {
      void reply
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'strict-origin-when-cross-origin')
        .header('X-Frame-Options', 'SAMEORIGIN')
        .header('Content-Security-Policy', "frame-ancestors 'self'; base-uri 'self'; object-src 'none'")
        .header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    }
    const guarded = path.startsWith('/api/') || path.startsWith('/graphql') || path.startsWith('/pg/');
    if (!guarded || !WRITE.has(req.method) || !req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return;
    const origin = (req.headers.origin as string | undefined) ?? refererOrigin(req.headers.referer);
    // Payment callbacks come from the provider's site without our cookie; those carry none.
    if (isCrossSite(origin, req.headers.host)) {
      return reply.code(403).send({ success: false, message: '跨站请求被拒绝' });
    }
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
