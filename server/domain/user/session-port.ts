import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSession, writeSession, type SessionData } from '../../auth/session';

// The console session as the domain sees it (OAuth state, aff code, Turnstile mark), so REST
// and GraphQL hand the same thing to the same functions. Patches accumulate within a request.

export interface SessionPort {
  read(): SessionData;
  update(patch: Partial<SessionData>): void;
  /** Replaces the session with a fresh login. */
  login(user: { id: number; username: string }): void;
}

export function sessionPort(req: FastifyRequest, reply: FastifyReply): SessionPort {
  let data: SessionData | null = null;
  const current = () => (data ??= readSession(req));
  return {
    read: current,
    update(patch) {
      data = { ...current(), ...patch };
      writeSession(reply, data);
    },
    login(user) {
      data = { id: user.id, username: user.username };
      writeSession(reply, data);
    },
  };
}

/** For callers without an HTTP request: nothing is remembered. */
export const noSession = (): SessionPort => {
  let data: SessionData = {};
  return { read: () => data, update: (p) => void (data = { ...data, ...p }), login: (u) => void (data = { id: u.id, username: u.username }) };
};
