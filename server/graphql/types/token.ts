import { builder } from '../builder';
import * as tokens from '../../domain/token/token.service';

// API tokens of the logged-in user. Keys are shown to their owner only.

export const Token = builder.prismaNode('Token', {
  id: { field: 'id' },
  authScopes: (token, ctx) => !!ctx.viewer && token.userId === ctx.viewer.id,
  runScopesOnType: true,
  fields: (t) => ({
    tokenId: t.exposeInt('id'),
    name: t.exposeString('name'),
    key: t.exposeString('key'),
    status: t.int({ description: '1 enabled, 2 disabled, 3 expired, 4 exhausted', resolve: (tk) => tokens.trueStatus(tk) }),
    createdTime: t.expose('createdTime', { type: 'BigInt' }),
    accessedTime: t.expose('accessedTime', { type: 'BigInt' }),
    expiredTime: t.expose('expiredTime', { type: 'BigInt', description: '-1 = never' }),
    remainQuota: t.expose('remainQuota', { type: 'BigInt' }),
    usedQuota: t.expose('usedQuota', { type: 'BigInt' }),
    unlimitedQuota: t.exposeBoolean('unlimitedQuota'),
    modelLimitsEnabled: t.exposeBoolean('modelLimitsEnabled'),
    modelLimits: t.exposeString('modelLimits'),
    allowIps: t.string({ resolve: (tk) => tk.allowIps ?? '' }),
    group: t.exposeString('group'),
    rpmLimit: t.exposeInt('rpmLimit'),
    tpmLimit: t.exposeInt('tpmLimit'),
  }),
});

builder.prismaObjectField('User', 'tokens', (t) =>
  t.prismaConnection({
    type: 'Token',
    cursor: 'id',
    description: "The user's own API tokens (only on the viewer).",
    args: { keyword: t.arg.string({ required: false }), key: t.arg.string({ required: false }) },
    authScopes: (user, _args, ctx) => !!ctx.viewer && user.id === ctx.viewer.id,
    totalCount: (user, args, ctx) => ctx.app.prisma.token.count({ where: tokens.tokenSearchWhere(user.id, { keyword: args.keyword, token: args.key }) }),
    resolve: async (query, user, args, ctx) =>
      tokens.keepStatusTrue(ctx, await ctx.app.prisma.token.findMany({ ...query, where: tokens.tokenSearchWhere(user.id, { keyword: args.keyword, token: args.key }), orderBy: { id: 'desc' } })),
  }),
);

const CreateTokenInput = builder.inputType('CreateTokenInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    expiredTime: t.field({ type: 'BigInt', required: false, description: '-1 (default) = never' }),
    remainQuota: t.field({ type: 'BigInt', required: false }),
    unlimitedQuota: t.boolean({ required: false }),
    modelLimitsEnabled: t.boolean({ required: false }),
    modelLimits: t.string({ required: false }),
    allowIps: t.string({ required: false }),
    group: t.string({ required: false }),
    rpmLimit: t.int({ required: false }),
    tpmLimit: t.int({ required: false }),
  }),
});

const UpdateTokenInput = builder.inputType('UpdateTokenInput', {
  fields: (t) => ({
    id: t.globalID({ required: true }),
    name: t.string({ required: true }),
    expiredTime: t.field({ type: 'BigInt', required: false }),
    remainQuota: t.field({ type: 'BigInt', required: false }),
    unlimitedQuota: t.boolean({ required: false }),
    modelLimitsEnabled: t.boolean({ required: false }),
    modelLimits: t.string({ required: false }),
    allowIps: t.string({ required: false }),
    group: t.string({ required: false }),
    rpmLimit: t.int({ required: false }),
    tpmLimit: t.int({ required: false }),
  }),
});

type Fields = {
  name: string;
  expiredTime?: bigint | null;
  remainQuota?: bigint | null;
  unlimitedQuota?: boolean | null;
  modelLimitsEnabled?: boolean | null;
  modelLimits?: string | null;
  allowIps?: string | null;
  group?: string | null;
  rpmLimit?: number | null;
  tpmLimit?: number | null;
};

// camelCase GraphQL input → the domain's snake_case input (absent = the domain default).
const toDomain = (i: Fields) => ({
  name: i.name,
  expired_time: i.expiredTime ?? undefined,
  remain_quota: i.remainQuota ?? undefined,
  unlimited_quota: i.unlimitedQuota ?? undefined,
  model_limits_enabled: i.modelLimitsEnabled ?? undefined,
  model_limits: i.modelLimits ?? undefined,
  allow_ips: i.allowIps ?? undefined,
  group: i.group ?? undefined,
  rpm_limit: i.rpmLimit ?? undefined,
  tpm_limit: i.tpmLimit ?? undefined,
});

builder.mutationField('createToken', (t) =>
  t.prismaField({
    type: 'Token',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreateTokenInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const token = await tokens.createToken(ctx, toDomain(input));
      return ctx.app.prisma.token.findUniqueOrThrow({ ...query, where: { id: token.id } });
    },
  }),
);

builder.mutationField('updateToken', (t) =>
  t.prismaField({
    type: 'Token',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: UpdateTokenInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const token = await tokens.updateToken(ctx, { ...toDomain(input), id: Number(input.id.id) });
      return ctx.app.prisma.token.findUniqueOrThrow({ ...query, where: { id: token.id } });
    },
  }),
);

const SetTokenStatusInput = builder.inputType('SetTokenStatusInput', {
  fields: (t) => ({ id: t.globalID({ required: true }), status: t.int({ required: true, description: '1 enabled, 2 disabled' }) }),
});

builder.mutationField('setTokenStatus', (t) =>
  t.prismaField({
    type: 'Token',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SetTokenStatusInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const token = await tokens.setTokenStatus(ctx, { id: Number(input.id.id), status: input.status });
      return ctx.app.prisma.token.findUniqueOrThrow({ ...query, where: { id: token.id } });
    },
  }),
);

const DeleteTokenInput = builder.inputType('DeleteTokenInput', { fields: (t) => ({ ids: t.globalIDList({ required: true }) }) });

builder.mutationField('deleteToken', (t) =>
  t.int({
    description: 'Soft-deletes own tokens; returns how many were deleted.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: DeleteTokenInput, required: true }) },
    resolve: (_root, { input }, ctx) => tokens.deleteTokens(ctx, input.ids.map((g) => Number(g.id))),
  }),
);
