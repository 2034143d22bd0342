import { builder } from '../builder';
import { redeem } from '../../domain/redemption/redemption.service';

// Wallet: redeeming a code, the same domain function as POST /api/user/topup.

interface RedeemResult {
  quotaAdded: bigint;
  userId: number;
}

const RedeemPayload = builder.objectRef<RedeemResult>('RedeemPayload').implement({
  fields: (t) => ({
    quotaAdded: t.expose('quotaAdded', { type: 'BigInt' }),
    viewer: t.prismaField({
      type: 'User',
      resolve: (query, r, _a, ctx) => ctx.app.prisma.user.findUniqueOrThrow({ ...query, where: { id: r.userId } }),
    }),
  }),
});

const RedeemInput = builder.inputType('RedeemInput', { fields: (t) => ({ key: t.string({ required: true }) }) });

builder.mutationField('redeem', (t) =>
  t.field({
    type: RedeemPayload,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: RedeemInput, required: true }) },
    resolve: async (_r, { input }, ctx) => ({ quotaAdded: await redeem(ctx, { key: input.key }), userId: ctx.viewer!.id }),
  }),
);
