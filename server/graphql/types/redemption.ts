import { builder } from '../builder';
import * as codes from '../../domain/redemption/redemption.service';

// Redemption codes (admin), the same domain functions as /api/redemption.

builder.prismaNode('Redemption', {
  id: { field: 'id' },
  authScopes: { admin: true },
  runScopesOnType: true,
  fields: (t) => ({
    redemptionId: t.exposeInt('id'),
    name: t.exposeString('name'),
    key: t.exposeString('key'),
    status: t.exposeInt('status', { description: '1 unused, 2 disabled, 3 used' }),
    quota: t.expose('quota', { type: 'BigInt' }),
    createdTime: t.expose('createdTime', { type: 'BigInt' }),
    redeemedTime: t.expose('redeemedTime', { type: 'BigInt' }),
    expiredTime: t.expose('expiredTime', { type: 'BigInt', description: '0 = never' }),
    usedUserId: t.exposeInt('usedUserId'),
    creatorId: t.exposeInt('userId'),
  }),
});

builder.queryField('redemptions', (t) =>
  t.prismaConnection({
    type: 'Redemption',
    cursor: 'id',
    authScopes: { admin: true },
    args: { keyword: t.arg.string({ required: false, description: 'name prefix or id' }) },
    totalCount: (_r, a, ctx) => ctx.app.prisma.redemption.count({ where: codes.redemptionWhere(a.keyword) }),
    resolve: (query, _r, a, ctx) => ctx.app.prisma.redemption.findMany({ ...query, where: codes.redemptionWhere(a.keyword), orderBy: { id: 'desc' } }),
  }),
);

const CreateRedemptionsInput = builder.inputType('CreateRedemptionsInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    quota: t.field({ type: 'BigInt', required: true }),
    count: t.int({ required: true }),
    expiredTime: t.field({ type: 'BigInt', required: false }),
  }),
});

builder.mutationField('createRedemptions', (t) =>
  t.stringList({
    description: 'Creates codes; returns their keys.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateRedemptionsInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      codes.createRedemptions(ctx, { name: input.name, quota: input.quota, count: input.count, expired_time: input.expiredTime ?? undefined }),
  }),
);

const UpdateRedemptionInput = builder.inputType('UpdateRedemptionInput', {
  fields: (t) => ({
    id: t.globalID({ required: true }),
    name: t.string({ required: false }),
    quota: t.field({ type: 'BigInt', required: false }),
    expiredTime: t.field({ type: 'BigInt', required: false }),
    status: t.int({ required: false, description: 'Given alone: enable (1) or disable (2) an unused code.' }),
  }),
});

builder.mutationField('updateRedemption', (t) =>
  t.prismaField({
    type: 'Redemption',
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateRedemptionInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      const id = Number(input.id.id);
      const statusOnly = input.status != null && input.name == null && input.quota == null && input.expiredTime == null;
      if (statusOnly) await codes.setRedemptionStatus(ctx, { id, status: input.status });
      else await codes.updateRedemption(ctx, { id, name: input.name ?? '', quota: input.quota ?? undefined, expired_time: input.expiredTime ?? undefined });
      return ctx.app.prisma.redemption.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

const DeleteRedemptionInput = builder.inputType('DeleteRedemptionInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) });

builder.mutationField('deleteRedemption', (t) =>
  t.boolean({
    authScopes: { admin: true },
    args: { input: t.arg({ type: DeleteRedemptionInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await codes.deleteRedemption(ctx, Number(input.id.id));
      return true;
    },
  }),
);
