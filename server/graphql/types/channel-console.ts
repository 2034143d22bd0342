import { builder } from '../builder';
import * as channels from '../../domain/channel/channel.service';
import { builtinModels, fetchModelsBeforeSave } from '../../domain/channel/channel-models';

// Extra channel reads the console needs: the list with the id-sort switch (priority order
// otherwise, as GET /api/channel/), the built-in model list and models fetched before saving.

const admin = { admin: true } as const;

builder.queryField('channelList', (t) =>
  t.prismaConnection({
    type: 'Channel',
    cursor: 'id',
    authScopes: admin,
    description: 'Channels ordered by priority then id, or by id alone with idSort.',
    args: {
      keyword: t.arg.string({ required: false }),
      group: t.arg.string({ required: false }),
      model: t.arg.string({ required: false }),
      tagMode: t.arg.boolean({ required: false }),
      idSort: t.arg.boolean({ required: false }),
    },
    totalCount: async (_p, a, ctx) => ctx.app.prisma.channel.count({ where: await channels.channelWhere(ctx, queryOf(a), true) }),
    resolve: async (query, _r, a, ctx) =>
      ctx.app.prisma.channel.findMany({
        ...query,
        where: await channels.channelWhere(ctx, queryOf(a), true),
        orderBy: a.idSort ? [{ id: 'desc' }] : a.tagMode ? [{ tag: 'asc' }, { priority: 'desc' }, { id: 'desc' }] : [{ priority: 'desc' }, { id: 'desc' }],
      }),
  }),
);

function queryOf(a: { keyword?: string | null; group?: string | null; model?: string | null; tagMode?: boolean | null }) {
  return { keyword: a.keyword ?? undefined, group: a.group ?? undefined, model: a.model ?? undefined, tag_mode: a.tagMode ?? false };
}

builder.queryField('builtinModels', (t) =>
  t.stringList({ authScopes: admin, description: 'Models with a built-in price or ratio (GET /api/channel/models).', resolve: () => builtinModels().map((m) => m.id) }),
);

builder.mutationField('fetchChannelModels', (t) =>
  t.stringList({
    authScopes: admin,
    description: "The provider's model list for an unsaved channel (first key line).",
    args: { baseUrl: t.arg.string({ required: false }), type: t.arg.int({ required: true }), key: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => fetchModelsBeforeSave(ctx, { base_url: a.baseUrl ?? '', type: a.type, key: a.key }),
  }),
);
