import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import { clearSession } from '../../auth/session';
import { isAdmin } from '../../auth/viewer';
import { forbidden } from '../../errors/app-error';
import { register } from '../../domain/user/register.service';
import { generateAccessToken } from '../../domain/user/user.service';
import { createUser, hardDeleteUser, manageUser, updateUser } from '../../domain/user/user-admin.service';
import { affiliateCode, deleteSelf, transferAffiliateQuota, updateNotificationSettings, updateSelf } from '../../domain/user/self.service';
import { groupsFor, userModels } from '../../domain/user/groups.service';
import { parseUserSetting, type UserSetting } from '../../domain/user/user-setting';
import { checkTurnstile } from '../../domain/user/turnstile';
import { noSession, sessionPort, type SessionPort } from '../../domain/user/session-port';
import { bindEmail, resetPassword, sendPasswordReset, sendVerificationCode } from '../../domain/user/verification.service';
import { MANAGE_ACTIONS } from '../../domain/user/user.rules';

// Accounts over GraphQL: the same domain functions as the /api user, account and self routes.

const session = (ctx: GraphQLContext): SessionPort => (ctx.reply ? sessionPort(ctx.reply.request, ctx.reply) : noSession());
const selfOrAdmin = (ctx: GraphQLContext, userId: number) => !!ctx.viewer && (ctx.viewer.id === userId || isAdmin(ctx.viewer));

// ---- Fields on User (the caller's own record, or an admin looking at a user below them)

const UserSettings = builder.objectRef<UserSetting>('UserSettings').implement({
  fields: (t) => ({
    notifyType: t.string({ resolve: (s) => s.notify_type ?? 'email' }),
    quotaWarningThreshold: t.float({ nullable: true, resolve: (s) => s.quota_warning_threshold ?? null }),
    webhookUrl: t.string({ resolve: (s) => s.webhook_url ?? '' }),
    webhookSecretSet: t.boolean({ description: 'The secret itself is never returned.', resolve: (s) => !!s.webhook_secret }),
    notificationEmail: t.string({ resolve: (s) => s.notification_email ?? '' }),
    acceptUnsetModelRatioModel: t.boolean({ resolve: (s) => s.accept_unset_model_ratio_model ?? false }),
    recordIpLog: t.boolean({ resolve: (s) => s.record_ip_log ?? false }),
  }),
});

interface GroupRow {
  name: string;
  ratio: number | string;
  desc: string;
}
const UserGroup = builder.objectRef<GroupRow>('UserGroup').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    ratio: t.field({ type: 'JSON', description: 'A number, or "自动" for the auto group.', resolve: (g) => g.ratio }),
    desc: t.exposeString('desc'),
  }),
});

interface Affiliate {
  code: string;
  count: number;
  quota: bigint;
  historyQuota: bigint;
  inviterId: number;
}
const AffiliateInfo = builder.objectRef<Affiliate>('AffiliateInfo').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    count: t.exposeInt('count'),
    quota: t.expose('quota', { type: 'BigInt' }),
    historyQuota: t.expose('historyQuota', { type: 'BigInt' }),
    inviterId: t.exposeInt('inviterId'),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  settings: t.field({
    type: UserSettings,
    nullable: true,
    resolve: (u, _a, ctx) => (selfOrAdmin(ctx, u.id) ? parseUserSetting(u.setting) : null),
  }),
  groups: t.field({
    type: [UserGroup],
    description: 'Groups this user may use, with ratio and description.',
    resolve: (u, _a, ctx) => (selfOrAdmin(ctx, u.id) ? Object.entries(groupsFor(ctx, u.group)).map(([name, g]) => ({ name, ...g })) : []),
  }),
  usableModels: t.stringList({
    resolve: (u, _a, ctx) => (selfOrAdmin(ctx, u.id) ? userModels(ctx, u.id) : []),
  }),
  affiliate: t.field({
    type: AffiliateInfo,
    nullable: true,
    resolve: async (u, _a, ctx) => {
      if (!selfOrAdmin(ctx, u.id)) return null;
      // The code is created on first request, for the owner only.
      const code = u.affCode ?? (ctx.viewer?.id === u.id ? await affiliateCode(ctx) : '');
      return { code, count: u.affCount, quota: u.affQuota, historyQuota: u.affHistory, inviterId: u.inviterId };
    },
  }),
}));

// ---- Inputs

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    password2: t.string({ required: false }),
    email: t.string({ required: false }),
    verificationCode: t.string({ required: false }),
    affCode: t.string({ required: false }),
    turnstile: t.string({ required: false }),
  }),
});

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    displayName: t.string({ required: false }),
    role: t.int({ required: false }),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  fields: (t) => ({
    userId: t.int({ required: true }),
    username: t.string({ required: false }),
    displayName: t.string({ required: false }),
    password: t.string({ required: false }),
    group: t.string({ required: false }),
    remark: t.string({ required: false }),
    quota: t.field({ type: 'BigInt', required: false, description: 'New balance.' }),
    quotaDelta: t.field({ type: 'BigInt', required: false, description: 'Added to the balance; negative subtracts.' }),
  }),
});

const ManageAction = builder.enumType('ManageUserAction', { values: [...MANAGE_ACTIONS].map((a) => a.toUpperCase()) as ['PROMOTE'] });

const ManageUserInput = builder.inputType('ManageUserInput', {
  fields: (t) => ({ userId: t.int({ required: true }), action: t.field({ type: ManageAction, required: true }) }),
});

const ManageUserPayload = builder.objectRef<{ userId: number; role: number; status: number }>('ManageUserPayload').implement({
  fields: (t) => ({ userId: t.exposeInt('userId'), role: t.exposeInt('role'), status: t.exposeInt('status') }),
});

const UpdateSelfInput = builder.inputType('UpdateSelfInput', {
  fields: (t) => ({
    username: t.string({ required: false }),
    displayName: t.string({ required: false }),
    password: t.string({ required: false }),
    originalPassword: t.string({ required: true }),
  }),
});

const NotificationSettingsInput = builder.inputType('NotificationSettingsInput', {
  fields: (t) => ({
    notifyType: t.string({ required: true }),
    quotaWarningThreshold: t.float({ required: true }),
    webhookUrl: t.string({ required: false }),
    webhookSecret: t.string({ required: false }),
    notificationEmail: t.string({ required: false }),
    acceptUnsetModelRatioModel: t.boolean({ required: false }),
    recordIpLog: t.boolean({ required: false }),
  }),
});

const u = <T>(v: T | null | undefined) => v ?? undefined;

// ---- Mutations

builder.mutationField('register', (t) =>
  t.boolean({
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await checkTurnstile(ctx, session(ctx), input.turnstile);
      await register(ctx, {
        username: input.username,
        password: input.password,
        password2: u(input.password2),
        email: u(input.email),
        verification_code: u(input.verificationCode),
        aff_code: u(input.affCode),
      });
      return true;
    },
  }),
);

builder.mutationField('createUser', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateUserInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      const user = await createUser(ctx, { username: input.username, password: input.password, display_name: u(input.displayName), role: u(input.role) });
      return ctx.app.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);

builder.mutationField('updateUser', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      const user = await updateUser(ctx, {
        id: input.userId,
        username: u(input.username),
        display_name: u(input.displayName),
        password: u(input.password),
        group: u(input.group),
        remark: u(input.remark),
        quota: u(input.quota),
        quota_delta: u(input.quotaDelta),
      });
      return ctx.app.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);

builder.mutationField('manageUser', (t) =>
  t.field({
    type: ManageUserPayload,
    authScopes: { admin: true },
    args: { input: t.arg({ type: ManageUserInput, required: true }) },
    resolve: async (_r, { input }, ctx) => ({
      userId: input.userId,
      ...(await manageUser(ctx, { id: input.userId, action: String(input.action).toLowerCase() })),
    }),
  }),
);

builder.mutationField('deleteUser', (t) =>
  t.boolean({
    description: 'Removes the user for good (the manage action DELETE only marks it deleted).',
    authScopes: { admin: true },
    args: { userId: t.arg.int({ required: true }) },
    resolve: async (_r, { userId }, ctx) => {
      await hardDeleteUser(ctx, userId);
      return true;
    },
  }),
);

const viewerRow = (query: object, ctx: GraphQLContext) => {
  if (!ctx.viewer) throw forbidden('无权进行此操作，未登录且未提供 access token');
  return ctx.app.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer.id } });
};

builder.mutationField('updateSelf', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: UpdateSelfInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      await updateSelf(ctx, {
        username: u(input.username),
        display_name: u(input.displayName),
        password: u(input.password),
        original_password: input.originalPassword,
      });
      return viewerRow(query, ctx);
    },
  }),
);

builder.mutationField('deleteSelf', (t) =>
  t.boolean({
    authScopes: { loggedIn: true },
    resolve: async (_r, _a, ctx) => {
      await deleteSelf(ctx);
      if (ctx.reply) clearSession(ctx.reply);
      return true;
    },
  }),
);

builder.mutationField('generateAccessToken', (t) =>
  t.string({ authScopes: { loggedIn: true }, resolve: (_r, _a, ctx) => generateAccessToken(ctx) }),
);

builder.mutationField('transferAffiliateQuota', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    args: { quota: t.arg({ type: 'BigInt', required: true }) },
    resolve: async (query, _r, { quota }, ctx) => {
      await transferAffiliateQuota(ctx, { quota });
      return viewerRow(query, ctx);
    },
  }),
);

builder.mutationField('updateNotificationSettings', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: NotificationSettingsInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      await updateNotificationSettings(ctx, {
        notify_type: input.notifyType,
        quota_warning_threshold: input.quotaWarningThreshold,
        webhook_url: u(input.webhookUrl),
        webhook_secret: u(input.webhookSecret),
        notification_email: u(input.notificationEmail),
        accept_unset_model_ratio_model: u(input.acceptUnsetModelRatioModel),
        record_ip_log: u(input.recordIpLog),
      });
      return viewerRow(query, ctx);
    },
  }),
);

builder.mutationField('bindEmail', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (query, _r, { email, code }, ctx) => {
      await bindEmail(ctx, email, code);
      return viewerRow(query, ctx);
    },
  }),
);

builder.mutationField('sendVerificationCode', (t) =>
  t.boolean({
    args: { email: t.arg.string({ required: true }), turnstile: t.arg.string({ required: false }) },
    resolve: async (_r, { email, turnstile }, ctx) => {
      await checkTurnstile(ctx, session(ctx), turnstile);
      await sendVerificationCode(ctx, email);
      return true;
    },
  }),
);

builder.mutationField('requestPasswordReset', (t) =>
  t.boolean({
    args: { email: t.arg.string({ required: true }), turnstile: t.arg.string({ required: false }) },
    resolve: async (_r, { email, turnstile }, ctx) => {
      await checkTurnstile(ctx, session(ctx), turnstile);
      await sendPasswordReset(ctx, email);
      return true;
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.string({
    description: 'Consumes the mailed token and returns the new password.',
    args: { email: t.arg.string({ required: true }), token: t.arg.string({ required: true }) },
    resolve: (_r, { email, token }, ctx) => resetPassword(ctx, { email, token }),
  }),
);
