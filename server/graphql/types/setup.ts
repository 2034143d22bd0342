import { builder } from '../builder';
import { getPublicSetupStatus, runSetup, type SetupStatus } from '../../domain/setup/setup.service';

// First-run setup for the console: the same domain calls as GET/POST /api/setup.

const SetupStatusType = builder.objectRef<SetupStatus>('SetupStatus').implement({
  fields: (t) => ({
    status: t.exposeBoolean('status', { description: 'True once setup has run.' }),
    rootInit: t.boolean({ resolve: (s) => s.root_init }),
    databaseType: t.string({ resolve: (s) => s.database_type }),
  }),
});

builder.queryField('setupStatus', (t) =>
  t.field({
    type: SetupStatusType,
    resolve: (_root, _args, ctx) => getPublicSetupStatus(ctx.app),
  }),
);

const SetupInput = builder.inputType('SetupInput', {
  fields: (t) => ({
    username: t.string({ required: false }),
    password: t.string({ required: false }),
    confirmPassword: t.string({ required: false }),
    selfUseModeEnabled: t.boolean({ required: false }),
    demoSiteEnabled: t.boolean({ required: false }),
  }),
});

const SetupPayload = builder.objectRef<{ message: string; setupStatus: SetupStatus }>('SetupPayload').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    setupStatus: t.field({ type: SetupStatusType, resolve: (p) => p.setupStatus }),
  }),
});

builder.mutationField('setup', (t) =>
  t.field({
    type: SetupPayload,
    args: { input: t.arg({ type: SetupInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await runSetup(ctx.app, {
        username: input.username ?? undefined,
        password: input.password ?? undefined,
        confirmPassword: input.confirmPassword ?? undefined,
        SelfUseModeEnabled: input.selfUseModeEnabled ?? undefined,
        DemoSiteEnabled: input.demoSiteEnabled ?? undefined,
      });
      return { message: '系统初始化成功', setupStatus: await getPublicSetupStatus(ctx.app) };
    },
  }),
);
