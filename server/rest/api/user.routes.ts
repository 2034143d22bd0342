import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { App } from '../../context';
import { identify, requireAuth } from '../../auth/authenticate';
import { paging, pageOf } from '../../domain/log/paging';
import { createUser, getUser, hardDeleteUser, listUsers, manageUser, updateUser } from '../../domain/user/user-admin.service';
import { affiliateCode, deleteSelf, transferAffiliateQuota, updateNotificationSettings, updateSelf } from '../../domain/user/self.service';
import { allGroupNames, userModels, viewerGroups } from '../../domain/user/groups.service';
import { modelCatalog } from '../../domain/model/model-catalog';
import { badInput } from '../../errors/app-error';
import { ok } from '../envelope';
import { legacyUser } from '../serializers';
import { manageAnswer } from '../user.serializers';
import { ctxOf } from '../request-context';

// Users: admin management and the caller's own account (reference/rest-api.md §4.3).

const searchQuery = z.looseObject({ keyword: z.string().optional(), group: z.string().optional() });
const idParam = z.object({ id: z.coerce.number().int().positive().catch(0) });

export function userRoutes(app: App) {
  const admin = { preHandler: requireAuth(app, 'admin') };
  const user = { preHandler: requireAuth(app, 'user') };
  return async (f: FastifyInstance) => {
    const list = (query: unknown) => {
      const p = paging(query);
      const q = searchQuery.parse(query ?? {});
      return { p, q };
    };
    f.get('/user/', admin, async (req) => {
      const { p } = list(req.query);
      const r = await listUsers(ctxOf(app, req), { page: p.page, pageSize: p.size });
      return ok(pageOf(p, r.total, r.items.map((u) => legacyUser(u))));
    });
    f.get('/user/search', admin, async (req) => {
      const { p, q } = list(req.query);
      const r = await listUsers(ctxOf(app, req), { keyword: q.keyword, group: q.group, page: p.page, pageSize: p.size });
      return ok(pageOf(p, r.total, r.items.map((u) => legacyUser(u))));
    });
    f.post('/user/', admin, async (req) => {
      await createUser(ctxOf(app, req), req.body);
      return ok(null);
    });
    f.put('/user/', admin, async (req) => {
      await updateUser(ctxOf(app, req), req.body);
      return ok(null);
    });
    f.post('/user/manage', admin, async (req) => ok(manageAnswer(await manageUser(ctxOf(app, req), req.body))));

    f.put('/user/self', user, async (req) => {
      await updateSelf(ctxOf(app, req), req.body);
      return ok(null);
    });
    f.delete('/user/self', user, async (req) => {
      await deleteSelf(ctxOf(app, req));
      return ok(null);
    });
    f.get('/user/aff', user, async (req) => ok(await affiliateCode(ctxOf(app, req))));
    f.post('/user/aff_transfer', user, async (req) => {
      await transferAffiliateQuota(ctxOf(app, req), req.body);
      return ok(null, '划转成功');
    });
    f.get('/user/models', user, async (req) => ok(await userModels(ctxOf(app, req), req.viewer!.id)));
    f.put('/user/setting', user, async (req) => {
      await updateNotificationSettings(ctxOf(app, req), req.body);
      return ok(null, '设置已更新');
    });
    f.get('/user/self/groups', user, async (req) => ok(await viewerGroups(ctxOf(app, req))));
    // Public: a logged-in caller sees their own group's view.
    f.get('/user/groups', async (req) => {
      const viewer = await identify(app, req).catch(() => null);
      return ok(await viewerGroups({ ...ctxOf(app, req), viewer }));
    });

    f.get('/user/:id', admin, async (req) => {
      const { id } = idParam.parse(req.params);
      if (!id) throw badInput('无效的参数');
      return ok(legacyUser(await getUser(ctxOf(app, req), id)));
    });
    f.delete('/user/:id', admin, async (req) => {
      const { id } = idParam.parse(req.params);
      if (!id) throw badInput('无效的参数');
      await hardDeleteUser(ctxOf(app, req), id);
      return ok(null);
    });

    f.get('/group/', admin, async (req) => ok(allGroupNames(ctxOf(app, req))));
    f.get('/models', user, async () => ok(modelCatalog()));
  };
}
