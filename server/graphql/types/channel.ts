import { builder } from '../builder';
import * as channels from '../../domain/channel/channel.service';
import { CHANNEL_TYPES, type ChannelTypeInfo } from '../../domain/channel/channel-types';
import { testAllChannels, testChannel, testUpstream } from '../../domain/channel/channel-test';
import { fetchChannelModels } from '../../domain/channel/channel-models';
import { updateChannelBalance } from '../../domain/channel/channel-balance';

// Channels (admin). The key is never exposed except to root through Channel.key.

export const Channel = builder.prismaNode('Channel', {
  id: { field: 'id' },
  authScopes: { admin: true },
  runScopesOnType: true,
  fields: (t) => ({
    channelId: t.exposeInt('id'),
    name: t.exposeString('name'),
    type: t.exposeInt('type'),
    key: t.string({
      description: 'The key in clear; root only.',
      authScopes: { root: true },
      resolve: (c, _a, ctx) => channels.revealChannelKey(ctx, c.id),
    }),
    baseUrl: t.string({ resolve: (c) => c.baseUrl ?? '' }),
    other: t.exposeString('other'),
    openaiOrganization: t.exposeString('openaiOrganization', { nullable: true }),
    testModel: t.exposeString('testModel', { nullable: true }),
    models: t.exposeString('models'),
    group: t.exposeString('group'),
    status: t.exposeInt('status'),
    priority: t.expose('priority', { type: 'BigInt' }),
    weight: t.exposeInt('weight'),
    tag: t.exposeString('tag', { nullable: true }),
    autoBan: t.exposeInt('autoBan'),
    responseTime: t.exposeInt('responseTime'),
    testTime: t.expose('testTime', { type: 'BigInt' }),
    createdTime: t.expose('createdTime', { type: 'BigInt' }),
    balance: t.exposeFloat('balance'),
    balanceUpdatedTime: t.expose('balanceUpdatedTime', { type: 'BigInt' }),
    usedQuota: t.expose('usedQuota', { type: 'BigInt' }),
    modelMapping: t.string({ resolve: (c) => c.modelMapping ?? '' }),
    statusCodeMapping: t.string({ resolve: (c) => c.statusCodeMapping ?? '' }),
    setting: t.string({ resolve: (c) => c.setting ?? '' }),
    paramOverride: t.string({ resolve: (c) => c.paramOverride ?? '' }),
    otherInfo: t.exposeString('otherInfo'),
    channelInfo: t.exposeString('channelInfo'),
  }),
});

const ChannelType = builder.objectRef<ChannelTypeInfo>('ChannelType').implement({
  fields: (t) => ({
    value: t.exposeInt('value'),
    name: t.exposeString('name'),
    defaultBaseUrl: t.exposeString('defaultBaseUrl'),
    legacy: t.exposeBoolean('legacy'),
  }),
});

builder.queryField('channelTypes', (t) => t.field({ type: [ChannelType], resolve: () => [...CHANNEL_TYPES] }));

builder.queryField('channels', (t) =>
  t.prismaConnection({
    type: 'Channel',
    cursor: 'id',
    authScopes: { admin: true },
    args: {
      keyword: t.arg.string({ required: false }),
      group: t.arg.string({ required: false }),
      model: t.arg.string({ required: false }),
      status: t.arg.string({ required: false, description: 'enabled | disabled' }),
      type: t.arg.int({ required: false }),
      tagMode: t.arg.boolean({ required: false, description: 'Only tagged channels (grouped by tag in the console).' }),
    },
    totalCount: async (_p, args, ctx) => ctx.app.prisma.channel.count({ where: await channels.channelWhere(ctx, argsToQuery(args), true) }),
    resolve: async (query, _root, args, ctx) =>
      ctx.app.prisma.channel.findMany({ ...query, where: await channels.channelWhere(ctx, argsToQuery(args), true), orderBy: { id: 'desc' } }),
  }),
);

function argsToQuery(a: { keyword?: string | null; group?: string | null; model?: string | null; status?: string | null; type?: number | null; tagMode?: boolean | null }) {
  return { keyword: a.keyword ?? undefined, group: a.group ?? undefined, model: a.model ?? undefined, status: a.status ?? undefined, type: a.type ?? undefined, tag_mode: a.tagMode ?? false };
}

builder.queryField('channel', (t) =>
  t.prismaField({
    type: 'Channel',
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, args, ctx) => ctx.app.prisma.channel.findUnique({ ...query, where: { id: args.id } }),
  }),
);

interface FormatResult {
  format: string;
  success: boolean;
  message: string;
  time: number;
}

const ChannelTestResult = builder.objectRef<{ success: boolean; message: string; time: number }>('ChannelTestResult').implement({
  fields: (t) => ({ success: t.exposeBoolean('success'), message: t.exposeString('message'), time: t.exposeFloat('time') }),
});

const ChannelFormatTestResult = builder.objectRef<FormatResult>('ChannelFormatTestResult').implement({
  fields: (t) => ({ format: t.exposeString('format'), success: t.exposeBoolean('success'), message: t.exposeString('message'), time: t.exposeFloat('time') }),
});

const UpstreamTestResult = builder.objectRef<{ supported: string[]; results: FormatResult[] }>('ChannelUpstreamTest').implement({
  fields: (t) => ({ supported: t.exposeStringList('supported'), results: t.field({ type: [ChannelFormatTestResult], resolve: (r) => r.results }) }),
});

const FixAbilitiesResult = builder.objectRef<{ success: number; fails: number }>('FixAbilitiesResult').implement({
  fields: (t) => ({ success: t.exposeInt('success'), fails: t.exposeInt('fails') }),
});

const admin = { admin: true } as const;

builder.mutationField('createChannel', (t) =>
  t.field({
    type: [Channel],
    authScopes: admin,
    description: 'Modes single, batch (one channel per key line), multi_to_single. `channel` takes the legacy snake_case fields.',
    args: { mode: t.arg.string({ required: false }), multiKeyMode: t.arg.string({ required: false }), channel: t.arg({ type: 'JSON', required: true }) },
    resolve: (_r, a, ctx) => channels.createChannels(ctx, { mode: a.mode ?? 'single', multi_key_mode: a.multiKeyMode ?? undefined, channel: a.channel }),
  }),
);

builder.mutationField('updateChannel', (t) =>
  t.field({
    type: Channel,
    authScopes: admin,
    description: 'Partial update: only the given legacy snake_case fields (with id) are written.',
    args: { channel: t.arg({ type: 'JSON', required: true }) },
    resolve: (_r, a, ctx) => channels.updateChannel(ctx, a.channel),
  }),
);

builder.mutationField('deleteChannel', (t) =>
  t.boolean({ authScopes: admin, args: { id: t.arg.int({ required: true }) }, resolve: async (_r, a, ctx) => (await channels.deleteChannel(ctx, a.id), true) }),
);
builder.mutationField('deleteChannels', (t) =>
  t.int({ authScopes: admin, args: { ids: t.arg.intList({ required: true }) }, resolve: (_r, a, ctx) => channels.deleteChannels(ctx, { ids: a.ids }) }),
);
builder.mutationField('deleteDisabledChannels', (t) => t.int({ authScopes: admin, resolve: (_r, _a, ctx) => channels.deleteDisabledChannels(ctx) }));
builder.mutationField('setChannelsTag', (t) =>
  t.int({
    authScopes: admin,
    args: { ids: t.arg.intList({ required: true }), tag: t.arg.string({ required: false }) },
    resolve: (_r, a, ctx) => channels.setChannelsTag(ctx, { ids: a.ids, tag: a.tag }),
  }),
);
builder.mutationField('editChannelTag', (t) =>
  t.int({
    authScopes: admin,
    args: {
      tag: t.arg.string({ required: true }),
      newTag: t.arg.string({ required: false }),
      modelMapping: t.arg.string({ required: false }),
      models: t.arg.string({ required: false }),
      groups: t.arg.string({ required: false }),
      priority: t.arg.int({ required: false }),
      weight: t.arg.int({ required: false }),
    },
    resolve: (_r, a, ctx) =>
      channels.editTag(ctx, { tag: a.tag, new_tag: a.newTag, model_mapping: a.modelMapping, models: a.models ?? undefined, groups: a.groups ?? undefined, priority: a.priority, weight: a.weight }),
  }),
);
builder.mutationField('setChannelTagEnabled', (t) =>
  t.int({
    authScopes: admin,
    args: { tag: t.arg.string({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => channels.setTagStatus(ctx, { tag: a.tag }, a.enabled),
  }),
);
builder.mutationField('fixChannelAbilities', (t) =>
  t.field({
    type: FixAbilitiesResult,
    authScopes: admin,
    resolve: (_r, _a, ctx) => channels.fixAbilities(ctx),
  }),
);
builder.mutationField('testChannel', (t) =>
  t.field({
    type: ChannelTestResult,
    authScopes: admin,
    args: { id: t.arg.int({ required: true }), model: t.arg.string({ required: false }) },
    resolve: (_r, a, ctx) => testChannel(ctx, a.id, a.model ?? undefined),
  }),
);
builder.mutationField('testAllChannels', (t) =>
  t.boolean({
    authScopes: admin,
    resolve: (_r, _a, ctx) => {
      void testAllChannels(ctx);
      return true;
    },
  }),
);
builder.mutationField('testChannelUpstream', (t) =>
  t.field({
    type: UpstreamTestResult,
    authScopes: admin,
    args: { id: t.arg.int({ required: true }), model: t.arg.string({ required: false }) },
    resolve: (_r, a, ctx) => testUpstream(ctx, a.id, a.model ?? undefined),
  }),
);
builder.mutationField('updateChannelBalance', (t) =>
  t.float({ authScopes: admin, args: { id: t.arg.int({ required: true }) }, resolve: (_r, a, ctx) => updateChannelBalance(ctx, a.id) }),
);
builder.queryField('channelUpstreamModels', (t) =>
  t.stringList({ authScopes: admin, args: { id: t.arg.int({ required: true }) }, resolve: (_r, a, ctx) => fetchChannelModels(ctx, a.id) }),
);
builder.queryField('enabledModels', (t) => t.stringList({ authScopes: admin, resolve: (_r, _a, ctx) => channels.enabledModels(ctx) }));
