import type { FastifyInstance } from 'fastify';
import type { App } from '../../context';
import { requireAuth } from '../../auth/authenticate';
import { listOptions, resetModelRatio, updateOption } from '../../domain/option/option.service';
import { unsetModels } from '../../domain/pricing/pricing.service';
import { ok } from '../envelope';
import { ctxOf } from '../request-context';

export function optionRoutes(app: App) {
  return async (f: FastifyInstance) => {
    const root = { preHandler: requireAuth(app, 'root') };
    f.get('/option/', root, async (req) => ok(listOptions(ctxOf(app, req))));
    f.put('/option/', root, async (req) => {
      await updateOption(ctxOf(app, req), req.body);
      return ok(null);
    });
    f.post('/option/rest_model_ratio', root, async (req) => {
      await resetModelRatio(ctxOf(app, req));
      return ok(null, '重置模型倍率成功');
    });
    f.get('/option/unset_models', { preHandler: requireAuth(app, 'admin') }, async (req) => ok(await unsetModels(ctxOf(app, req))));
  };
}
