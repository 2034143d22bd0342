import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../context';
import { AppError } from '../errors/app-error';
import { readSession } from './session';
import { ROLE_ADMIN, ROLE_COMMON, ROLE_ROOT, USER_ENABLED, type Viewer } from './viewer';

// The original's console auth (reference/rest-api.md §2): session, else a system access token
// in Authorization; then the New-Api-User header must name the same user.

export type AuthLevel = 'user' | 'admin' | 'root';
const minRole: Record<AuthLevel, number> = { user: ROLE_COMMON, admin: ROLE_ADMIN, root: ROLE_ROOT };
const VALID_ROLES = new Set([0, 1, 10, 100]);

export class AuthFailure extends AppError {
  constructor(message: string, status: 200 | 401) {
    super(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN', message, status);
  }
}

/** Finds the caller from the session or access token; null when neither is present. */
export async function identify(app: App, req: FastifyRequest): Promise<Viewer | null> {
  const session = readSession(req);
  let user;
  let via: Viewer['via'] = 'session';
  if (session.id) {
    user = await app.prisma.user.findUnique({ where: { id: session.id } });
    if (!user) throw new AuthFailure('无权进行此操作，用户信息无效', 401);
  } else {
    const header = req.headers.authorization;
    if (!header) return null;
    const token = header.replace(/^Bearer\s+/i, '').trim();
    // sk- keys belong to the relay, not the console.
    user = token && !token.startsWith('sk-') ? await app.prisma.user.findUnique({ where: { accessToken: token } }) : null;
    if (!user) throw new AuthFailure('无权进行此操作，access token 无效', 200);
    via = 'access_token';
  }
  if (user.deletedAt || user.status !== USER_ENABLED) throw new AuthFailure('用户已被封禁', 200);
  if (!VALID_ROLES.has(user.role)) throw new AuthFailure('无权进行此操作，用户信息无效', 200);
  return { id: user.id, username: user.username, role: user.role, status: user.status, group: user.group, via };
}

/** Full /api check including the New-Api-User header; throws AuthFailure. */
export async function authenticate(app: App, req: FastifyRequest, level: AuthLevel): Promise<Viewer> {
  const viewer = await identify(app, req);
  if (!viewer) throw new AuthFailure('无权进行此操作，未登录且未提供 access token', 401);
  const header = req.headers['new-api-user'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') throw new AuthFailure('无权进行此操作，未提供 New-Api-User', 401);
  if (!/^-?\d+$/.test(value)) throw new AuthFailure('无权进行此操作，New-Api-User 格式错误', 401);
  if (Number(value) !== viewer.id) throw new AuthFailure('无权进行此操作，New-Api-User 与登录用户不匹配', 401);
  if (viewer.role < minRole[level]) throw new AuthFailure('无权进行此操作，权限不足', 200);
  return viewer;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export type AuthHandler = ((req: FastifyRequest, reply: FastifyReply) => Promise<void>) & { authLevel: AuthLevel };

/** A Fastify preHandler that sets request.viewer or answers in the envelope. It carries its
 * level so the route table can be audited (test/security). */
export const requireAuth = (app: App, level: AuthLevel): AuthHandler =>
  Object.assign(
    async (req: FastifyRequest, _reply: FastifyReply) => {
      req.viewer = await authenticate(app, req, level);
    },
    { authLevel: level },
  );

/** The auth level of a route from its preHandlers, or null when it is public. */
export function routeAuthLevel(preHandler: unknown): AuthLevel | null {
  const list = Array.isArray(preHandler) ? preHandler : preHandler ? [preHandler] : [];
  for (const h of list) {
    const level = (h as Partial<AuthHandler>)?.authLevel;
    if (level) return level;
  }
  return null;
}
