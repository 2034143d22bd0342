import type { FastifyReply, FastifyRequest } from 'fastify';

// The console session: a signed, HttpOnly, SameSite=Lax cookie named "session" (as the
// original), holding the user id and a few short-lived values (OAuth state, aff code).
// Role and status are NOT trusted from the cookie: every request re-reads the user, so a
// banned or deleted user's session stops working at once.

export const SESSION_COOKIE = 'session';
const MAX_AGE = 30 * 24 * 3600;

export interface SessionData {
  id?: number;
  username?: string;
  oauthState?: string;
  aff?: string;
  turnstile?: boolean;
  issuedAt?: number;
}

export function readSession(req: FastifyRequest): SessionData {
  const raw = req.cookies[SESSION_COOKIE];
  if (!raw) return {};
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return {};
  try {
    const data = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as SessionData;
    return typeof data === 'object' && data ? data : {};
  } catch {
    return {};
  }
}

export function writeSession(reply: FastifyReply, data: SessionData): void {
  const value = Buffer.from(JSON.stringify({ ...data, issuedAt: data.issuedAt ?? Math.floor(Date.now() / 1000) })).toString('base64url');
  void reply.setCookie(SESSION_COOKIE, value, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: MAX_AGE,
  });
}

export function updateSession(req: FastifyRequest, reply: FastifyReply, patch: Partial<SessionData>): SessionData {
  const next = { ...readSession(req), ...patch };
  writeSession(reply, next);
  return next;
}

export function clearSession(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
