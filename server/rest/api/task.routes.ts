import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../context';
import { requireAuth } from '../../auth/authenticate';
import { listMidjourney, listTasks } from '../../domain/task/task.queries';
import { ok } from '../envelope';
import { legacyMidjourney, legacyTask } from '../usage-serializers';
import { ctxOf } from '../request-context';

export function taskRoutes(app: App) {
  return async (f: FastifyInstance) => {
    const admin = { preHandler: requireAuth(app, 'admin') };
    const user = { preHandler: requireAuth(app, 'user') };
    const ctx = (req: FastifyRequest) => ctxOf(app, req);
    const mj = (self: boolean) => async (req: FastifyRequest) => {
      const page = await listMidjourney(ctx(req), self, req.query);
      return ok({ ...page, items: page.items.map(legacyMidjourney) });
    };
    const tasks = (self: boolean) => async (req: FastifyRequest) => {
      const page = await listTasks(ctx(req), self, req.query);
      return ok({ ...page, items: page.items.map(legacyTask) });
    };
    f.get('/mj/', admin, mj(false));
    f.get('/mj/self', user, mj(true));
    f.get('/task/', admin, tasks(false));
    f.get('/task/self', user, tasks(true));
  };
}
