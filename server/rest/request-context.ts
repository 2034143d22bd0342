import type { FastifyRequest } from 'fastify';
import type { App, Ctx } from '../context';

export const ctxOf = (app: App, req: FastifyRequest): Ctx => ({ app, viewer: req.viewer ?? null, ip: req.ip });
