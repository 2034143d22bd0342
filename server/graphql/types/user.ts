import { builder } from '../builder';
import { isAdmin } from '../../auth/viewer';
import { userSearchWhere } from '../../domain/user/user.queries';

// A user may read their own record; admins read users below their role (root reads all).
export const User = builder.prismaNode('User', {
  id: { field: 'id' },
  authScopes: (user, ctx) => {
    if (!ctx.viewer) return false;
    if (user.id === ctx.viewer.id) return true;
    return isAdmin(ctx.viewer) && (ctx.viewer.role >= 100 || user.role < ctx.viewer.role);
  },
  runScopesOnType: true,
  fields: (t) => ({
    userId: t.exposeInt('id'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName'),
    role: t.exposeInt('role'),
    status: t.exposeInt('status'),
    email: t.exposeString('email'),
    group: t.exposeString('group'),
    quota: t.expose('quota', { type: 'BigInt' }),
    usedQuota: t.expose('usedQuota', { type: 'BigInt' }),
    requestCount: t.exposeInt('requestCount'),
    affCode: t.exposeString('affCode', { nullable: true }),
    affCount: t.exposeInt('affCount'),
    affQuota: t.expose('affQuota', { type: 'BigInt' }),
    affHistoryQuota: t.expose('affHistory', { type: 'BigInt' }),
    inviterId: t.exposeInt('inviterId'),
    githubId: t.exposeString('githubId'),
    oidcId: t.exposeString('oidcId'),
    wechatId: t.exposeString('wechatId'),
    telegramId: t.exposeString('telegramId'),
    linuxDoId: t.exposeString('linuxDoId'),
    deleted: t.boolean({ resolve: (u) => u.deletedAt !== null }),
    deletedAt: t.string({ nullable: true, resolve: (u) => u.deletedAt?.toISOString() ?? null }),
    remark: t.string({
      nullable: true,
      // The remark is an admin note: hidden from the user it is about.
      resolve: (u, _a, ctx) => (ctx.viewer && ctx.viewer.id !== u.id ? u.remark : null),
    }),
    setting: t.exposeString('setting'),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The logged-in user, or null.',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.app.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.id } }) : null,
  }),
);

builder.queryField('users', (t) =>
  t.prismaConnection({
    type: 'User',
    cursor: 'id',
    authScopes: { admin: true },
    args: {
      keyword: t.arg.string({ required: false }),
      group: t.arg.string({ required: false }),
    },
    totalCount: (_parent, args, ctx) =>
      ctx.app.prisma.user.count({ where: userSearchWhere({ keyword: args.keyword, group: args.group }) }),
    resolve: (query, _root, args, ctx) =>
      ctx.app.prisma.user.findMany({
        ...query,
        where: userSearchWhere({ keyword: args.keyword, group: args.group }),
        orderBy: { id: 'desc' },
      }),
  }),
);
