import type { FastifyInstance } from 'fastify';
import type { App } from '../../context';
import { sessionRoutes } from './session.routes';
import { systemRoutes } from './system.routes';

/** Every /api route group, one Fastify plugin per group. */
export function apiRoutes(app: App) {
  return async (f: FastifyInstance) => {
    await f.register(systemRoutes(app));
    await f.register(sessionRoutes(app));
  };
}
