import { GraphQLError } from 'graphql';
import { builder } from '../builder';
import type { Log as LogRow } from '../../db/generated/client';
import type { Ctx } from '../../context';
import * as logs from '../../domain/log/log.queries';
import { nowSec } from '../../domain/log/paging';
import { isAdmin } from '../../auth/viewer';

// Usage logs for integrators: keyset pages on id (newest first), the filters of GET /api/log/,
// a stats field, and the hourly/daily usage aggregate from the rollups.

export const Log = builder.prismaObject('Log', {
  fields: (t) => ({
    logId: t.int({ description: 'The row id; id mod 1024 for non-admin readers (as the original).', resolve: (l, _a, ctx) => logs.logIdFor(ctx, l) }),
    createdAt: t.expose('createdAt', { type: 'BigInt' }),
    type: t.exposeInt('type', { description: '1 top-up, 2 consumption, 3 manage, 4 system, 5 error' }),
    content: t.exposeString('content'),
    userId: t.exposeInt('userId'),
    username: t.exposeString('username'),
    tokenName: t.exposeString('tokenName'),
    tokenId: t.exposeInt('tokenId'),
    modelName: t.exposeString('modelName'),
    quota: t.expose('quota', { type: 'BigInt' }),
    promptTokens: t.exposeInt('promptTokens'),
    completionTokens: t.exposeInt('completionTokens'),
    useTime: t.exposeInt('useTime'),
    isStream: t.exposeBoolean('isStream'),
    channelId: t.int({ resolve: (l, _a, ctx) => (isAdmin(ctx.viewer) ? l.channelId : 0) }),
    channelName: t.string({ resolve: (l) => (l as Partial<logs.LogView>).channelName ?? '' }),
    group: t.exposeString('group'),
    ip: t.exposeString('ip'),
    other: t.string({ description: 'JSON text; admin_info only for admins.', resolve: (l, _a, ctx) => logs.logOtherFor(ctx, l) }),
  }),
});

const LogStats = builder.objectRef<logs.LogStats>('LogStats').implement({
  fields: (t) => ({ quota: t.exposeFloat('quota'), rpm: t.exposeInt('rpm'), tpm: t.exposeInt('tpm') }),
});

interface ConnArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

const encode = (id: number) => Buffer.from(`log:${id}`).toString('base64');
const decode = (c: string) => {
  const m = /^log:(\d+)$/.exec(Buffer.from(c, 'base64').toString());
  if (!m) throw new GraphQLError('Invalid cursor', { extensions: { code: 'BAD_USER_INPUT' } });
  return Number(m[1]);
};

/** Keyset page over logs, newest first: `after` walks to older rows, `before` to newer. */
async function logPage(ctx: Ctx, scope: logs.Scope, f: logs.LogFilters, args: ConnArgs) {
  const where = logs.logWhere(scope, f);
  const backward = args.last != null && args.first == null;
  const size = Math.min(100, Math.max(1, (backward ? args.last : args.first) ?? 20));
  const idFilter = { ...(args.after ? { lt: decode(args.after) } : {}), ...(args.before ? { gt: decode(args.before) } : {}) };
  const rows: LogRow[] = await ctx.app.prisma.log.findMany({
    where: Object.keys(idFilter).length ? { AND: [where, { id: idFilter }] } : where,
    orderBy: { id: backward ? 'asc' : 'desc' },
    take: size + 1,
  });
  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (backward) page.reverse();
  const viewed = scope.userId === null ? await logs.withChannelNames(ctx, page) : page;
  return {
    edges: viewed.map((node) => ({ cursor: encode(node.id), node })),
    pageInfo: {
      hasNextPage: backward ? !!args.before : more,
      hasPreviousPage: backward ? more : !!args.after,
      startCursor: viewed.length ? encode(viewed[0].id) : null,
      endCursor: viewed.length ? encode(viewed[viewed.length - 1].id) : null,
    },
    scope,
    filters: f,
  };
}

interface FilterArgs {
  type?: number | null;
  username?: string | null;
  tokenName?: string | null;
  modelName?: string | null;
  startTimestamp?: number | null;
  endTimestamp?: number | null;
  channel?: number | null;
  group?: string | null;
}
const toFilters = (a: FilterArgs): logs.LogFilters => ({
  type: a.type,
  username: a.username,
  tokenName: a.tokenName,
  modelName: a.modelName,
  start: a.startTimestamp,
  end: a.endTimestamp,
  channel: a.channel,
  group: a.group,
});

type LogConn = Awaited<ReturnType<typeof logPage>>;

const connectionFields = {
  fields: (t: PothosSchemaTypes.ObjectFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<object>, object>) => ({
    stats: t.field({
      type: LogStats,
      description: 'quota over consumption rows matching the filters; rpm/tpm of the last 60 s.',
      resolve: (conn, _a, ctx) => logs.statsFor(ctx as Ctx, (conn as LogConn).scope, (conn as LogConn).filters),
    }),
  }),
};

builder.prismaObjectField('User', 'logs', (t) =>
  t.connection(
    {
      type: Log,
      description: "The user's own usage logs.",
      args: {
        type: t.arg.int({ required: false }),
        tokenName: t.arg.string({ required: false }),
        modelName: t.arg.string({ required: false }),
        startTimestamp: t.arg.int({ required: false }),
        endTimestamp: t.arg.int({ required: false }),
        group: t.arg.string({ required: false }),
      },
      authScopes: (user, _a, ctx) => !!ctx.viewer && (user.id === ctx.viewer.id || isAdmin(ctx.viewer)),
      resolve: (user, args, ctx) => logPage(ctx, { userId: user.id }, toFilters(args), args) as never,
    },
    { name: 'UserLogConnection', ...(connectionFields as object) },
  ),
);

builder.queryField('logs', (t) =>
  t.connection(
    {
      type: Log,
      description: 'Every usage log (admin).',
      authScopes: { admin: true },
      args: {
        type: t.arg.int({ required: false }),
        username: t.arg.string({ required: false }),
        tokenName: t.arg.string({ required: false }),
        modelName: t.arg.string({ required: false }),
        startTimestamp: t.arg.int({ required: false }),
        endTimestamp: t.arg.int({ required: false }),
        channel: t.arg.int({ required: false }),
        group: t.arg.string({ required: false }),
      },
      resolve: (_root, args, ctx) => logPage(ctx, { userId: null }, toFilters(args), args) as never,
    },
    { name: 'LogConnection', ...(connectionFields as object) },
  ),
);

// ---- usage aggregate ----

const Granularity = builder.enumType('UsageGranularity', { values: ['HOUR', 'DAY'] as const });

const UsagePoint = builder.objectRef<logs.UsagePoint>('UsagePoint').implement({
  fields: (t) => ({
    bucket: t.exposeInt('bucket', { description: 'Start of the hour or UTC day (Unix seconds).' }),
    modelName: t.exposeString('modelName'),
    count: t.exposeInt('count'),
    quota: t.expose('quota', { type: 'BigInt' }),
    tokens: t.expose('tokens', { type: 'BigInt' }),
  }),
});

const window = (a: { startTimestamp?: number | null; endTimestamp?: number | null }) => {
  const end = a.endTimestamp || nowSec();
  return { start: a.startTimestamp || end - 86400, end };
};

builder.prismaObjectField('User', 'usage', (t) =>
  t.field({
    type: [UsagePoint],
    description: "Quota and tokens per model per hour or day, from the hourly rollups (default: the last 24 h).",
    authScopes: (user, _a, ctx) => !!ctx.viewer && (user.id === ctx.viewer.id || isAdmin(ctx.viewer)),
    args: {
      startTimestamp: t.arg.int({ required: false }),
      endTimestamp: t.arg.int({ required: false }),
      granularity: t.arg({ type: Granularity, required: false, defaultValue: 'HOUR' }),
      modelName: t.arg.string({ required: false }),
    },
    resolve: (user, args, ctx) =>
      logs.usage(ctx, { userId: user.id }, { ...window(args), granularity: args.granularity ?? 'HOUR', modelName: args.modelName }),
  }),
);

builder.queryField('usage', (t) =>
  t.field({
    type: [UsagePoint],
    description: 'Usage of every user (admin), optionally of one username.',
    authScopes: { admin: true },
    args: {
      startTimestamp: t.arg.int({ required: false }),
      endTimestamp: t.arg.int({ required: false }),
      granularity: t.arg({ type: Granularity, required: false, defaultValue: 'HOUR' }),
      modelName: t.arg.string({ required: false }),
      username: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      logs.usage(ctx, { userId: null }, { ...window(args), granularity: args.granularity ?? 'HOUR', modelName: args.modelName, username: args.username }),
  }),
);
