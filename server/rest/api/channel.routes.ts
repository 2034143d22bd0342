import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { App } from '../../context';
import { requireAuth } from '../../auth/authenticate';
import { isAppError } from '../../errors/app-error';
import * as channels from '../../domain/channel/channel.service';
import { CHANNEL_TYPES } from '../../domain/channel/channel-types';
import { builtinModels, fetchChannelModels, fetchModelsBeforeSave } from '../../domain/channel/channel-models';
import { testAllChannels, testChannel, testUpstream } from '../../domain/channel/channel-test';
import { updateAllBalances, updateChannelBalance } from '../../domain/channel/channel-balance';
import { ok } from '../envelope';
import { legacyChannel } from '../channel.serializers';
import { ctxOf } from '../request-context';

type Q = Record<string, string | undefined>;
const idOf = (req: FastifyRequest) => Number((req.params as { id: string }).id);
const query = (req: FastifyRequest) => req.query as Q;

export function channelRoutes(app: App) {
  return async (f: FastifyInstance) => {
    // Every channel route is admin-only; set on each route so the route table shows it.
    const admin = requireAuth(app, 'admin');
    f.addHook('onRoute', (r) => {
      r.preHandler = [admin, ...[r.preHandler ?? []].flat()];
    });
    const ctx = (req: FastifyRequest) => ctxOf(app, req);
    const page = (p: channels.ChannelPage) => ({ ...p, items: p.items.map(legacyChannel) });

    f.get('/channel/', async (req) => ok(page(await channels.listChannels(ctx(req), req.query))));
    f.get('/channel/search', async (req) => ok(page(await channels.listChannels(ctx(req), req.query, { search: true }))));
    f.get('/channel/types', async () => ok(CHANNEL_TYPES.map((t) => ({ value: t.value, name: t.name, default_base_url: t.defaultBaseUrl, legacy: t.legacy }))));
    f.get('/channel/models', async () => ok(builtinModels()));
    f.get('/channel/models_enabled', async (req) => ok(await channels.enabledModels(ctx(req))));
    f.get('/channel/tag/models', async (req) => ok(await channels.tagModels(ctx(req), query(req).tag)));
    f.get('/channel/:id', async (req) => ok(legacyChannel(await channels.getChannel(ctx(req), idOf(req), { withKey: query(req).with_key === 'true' }))));
    f.post('/channel/', async (req) => {
      const created = await channels.createChannels(ctx(req), req.body);
      return ok(created.length === 1 ? legacyChannel(created[0]) : created.map(legacyChannel), '渠道创建成功！');
    });
    f.put('/channel/', async (req) => ok(legacyChannel(await channels.updateChannel(ctx(req), req.body)), '渠道更新成功！'));
    f.delete('/channel/disabled', async (req) => ok(await channels.deleteDisabledChannels(ctx(req))));
    f.delete('/channel/:id', async (req) => {
      await channels.deleteChannel(ctx(req), idOf(req));
      return ok(null);
    });
    f.post('/channel/batch', async (req) => ok(await channels.deleteChannels(ctx(req), req.body)));
    f.post('/channel/batch/tag', async (req) => ok(await channels.setChannelsTag(ctx(req), req.body)));
    f.put('/channel/tag', async (req) => ok(await channels.editTag(ctx(req), req.body)));
    f.post('/channel/tag/enabled', async (req) => ok(await channels.setTagStatus(ctx(req), req.body, true)));
    f.post('/channel/tag/disabled', async (req) => ok(await channels.setTagStatus(ctx(req), req.body, false)));
    f.post('/channel/fix', async (req) => ok(await channels.fixAbilities(ctx(req))));
    f.get('/channel/fetch_models/:id', async (req) => ok(await fetchChannelModels(ctx(req), idOf(req))));
    f.post('/channel/fetch_models', async (req) => ok(await fetchModelsBeforeSave(ctx(req), req.body)));

    // Test and balance answers are top-level {success, message, time|balance} (reference/rest-api.md §4.5).
    f.get('/channel/test', async (req) => {
      void testAllChannels(ctx(req));
      return ok(null);
    });
    f.get('/channel/test/:id', async (req) => {
      const r = await testChannel(ctx(req), idOf(req), query(req).model);
      return { success: r.success, message: r.message, time: r.time };
    });
    f.get('/channel/test_upstream/:id', async (req) => ok(await testUpstream(ctx(req), idOf(req), query(req).model)));
    f.get('/channel/update_balance', async (req) => ok(await updateAllBalances(ctx(req))));
    f.get('/channel/update_balance/:id', async (req) => {
      try {
        const balance = await updateChannelBalance(ctx(req), idOf(req));
        return { success: true, message: '', balance };
      } catch (err) {
        if (isAppError(err)) return { success: false, message: err.message, balance: 0 };
        throw err;
      }
    });
  };
}
