import { builder } from '../builder';
import { isAdmin } from '../../auth/viewer';
import { mjView, mjWhere, taskWhere } from '../../domain/task/task.queries';

// Drawing (Midjourney) jobs and creative tasks: the read side of GET /api/mj/ and /api/task/.

builder.prismaObject('Midjourney', {
  name: 'MidjourneyJob',
  fields: (t) => ({
    jobId: t.exposeInt('id'),
    code: t.exposeInt('code'),
    userId: t.exposeInt('userId'),
    action: t.exposeString('action'),
    mjId: t.exposeString('mjId'),
    prompt: t.exposeString('prompt'),
    promptEn: t.exposeString('promptEn'),
    description: t.exposeString('description'),
    state: t.exposeString('state'),
    submitTime: t.expose('submitTime', { type: 'BigInt', description: 'milliseconds' }),
    startTime: t.expose('startTime', { type: 'BigInt', description: 'milliseconds' }),
    finishTime: t.expose('finishTime', { type: 'BigInt', description: 'milliseconds' }),
    imageUrl: t.string({ resolve: (m, _a, ctx) => mjView(ctx, m).imageUrl }),
    videoUrl: t.exposeString('videoUrl'),
    status: t.exposeString('status'),
    progress: t.exposeString('progress'),
    failReason: t.exposeString('failReason'),
    channelId: t.int({ resolve: (m, _a, ctx) => (isAdmin(ctx.viewer) ? m.channelId : 0) }),
    quota: t.expose('quota', { type: 'BigInt' }),
    buttons: t.exposeString('buttons'),
    properties: t.exposeString('properties'),
  }),
});

builder.prismaObject('Task', {
  fields: (t) => ({
    taskRowId: t.exposeInt('id'),
    createdAt: t.expose('createdAt', { type: 'BigInt' }),
    updatedAt: t.expose('updatedAt', { type: 'BigInt' }),
    taskId: t.exposeString('taskId'),
    platform: t.exposeString('platform'),
    userId: t.exposeInt('userId'),
    channelId: t.int({ resolve: (m, _a, ctx) => (isAdmin(ctx.viewer) ? m.channelId : 0) }),
    quota: t.expose('quota', { type: 'BigInt' }),
    action: t.exposeString('action'),
    status: t.exposeString('status'),
    failReason: t.exposeString('failReason'),
    submitTime: t.expose('submitTime', { type: 'BigInt', description: 'seconds' }),
    startTime: t.expose('startTime', { type: 'BigInt', description: 'seconds' }),
    finishTime: t.expose('finishTime', { type: 'BigInt', description: 'seconds' }),
    progress: t.exposeString('progress'),
    properties: t.exposeString('properties'),
    data: t.exposeString('data'),
  }),
});

const own = (user: { id: number }, ctx: { viewer: { id: number; role: number } | null }) => !!ctx.viewer && (user.id === ctx.viewer.id || isAdmin(ctx.viewer));

builder.prismaObjectField('User', 'midjourneyJobs', (t) =>
  t.prismaConnection({
    type: 'Midjourney',
    cursor: 'id',
    args: { mjId: t.arg.string({ required: false }), startTimestamp: t.arg({ type: 'BigInt', required: false }), endTimestamp: t.arg({ type: 'BigInt', required: false }) },
    authScopes: (user, _a, ctx) => own(user, ctx),
    totalCount: (user, a, ctx) => ctx.app.prisma.midjourney.count({ where: mjWhere({ userId: user.id }, { mjId: a.mjId, start: Number(a.startTimestamp ?? 0), end: Number(a.endTimestamp ?? 0) }) }),
    resolve: (query, user, a, ctx) =>
      ctx.app.prisma.midjourney.findMany({ ...query, where: mjWhere({ userId: user.id }, { mjId: a.mjId, start: Number(a.startTimestamp ?? 0), end: Number(a.endTimestamp ?? 0) }), orderBy: { id: 'desc' } }),
  }),
);

builder.queryField('midjourneyJobs', (t) =>
  t.prismaConnection({
    type: 'Midjourney',
    cursor: 'id',
    authScopes: { admin: true },
    args: {
      channelId: t.arg.int({ required: false }),
      mjId: t.arg.string({ required: false }),
      startTimestamp: t.arg({ type: 'BigInt', required: false }),
      endTimestamp: t.arg({ type: 'BigInt', required: false }),
    },
    totalCount: (_r, a, ctx) => ctx.app.prisma.midjourney.count({ where: mjWhere({ userId: null }, { ...a, start: Number(a.startTimestamp ?? 0), end: Number(a.endTimestamp ?? 0) }) }),
    resolve: (query, _r, a, ctx) =>
      ctx.app.prisma.midjourney.findMany({ ...query, where: mjWhere({ userId: null }, { ...a, start: Number(a.startTimestamp ?? 0), end: Number(a.endTimestamp ?? 0) }), orderBy: { id: 'desc' } }),
  }),
);

builder.prismaObjectField('User', 'tasks', (t) =>
  t.prismaConnection({
    type: 'Task',
    cursor: 'id',
    args: {
      taskId: t.arg.string({ required: false }),
      platform: t.arg.string({ required: false }),
      status: t.arg.string({ required: false }),
      action: t.arg.string({ required: false }),
      startTimestamp: t.arg.int({ required: false }),
      endTimestamp: t.arg.int({ required: false }),
    },
    authScopes: (user, _a, ctx) => own(user, ctx),
    totalCount: (user, a, ctx) => ctx.app.prisma.task.count({ where: taskWhere({ userId: user.id }, { ...a, start: a.startTimestamp, end: a.endTimestamp }) }),
    resolve: (query, user, a, ctx) =>
      ctx.app.prisma.task.findMany({ ...query, where: taskWhere({ userId: user.id }, { ...a, start: a.startTimestamp, end: a.endTimestamp }), orderBy: { id: 'desc' } }),
  }),
);

builder.queryField('tasks', (t) =>
  t.prismaConnection({
    type: 'Task',
    cursor: 'id',
    authScopes: { admin: true },
    args: {
      channelId: t.arg.int({ required: false }),
      taskId: t.arg.string({ required: false }),
      platform: t.arg.string({ required: false }),
      status: t.arg.string({ required: false }),
      action: t.arg.string({ required: false }),
      startTimestamp: t.arg.int({ required: false }),
      endTimestamp: t.arg.int({ required: false }),
    },
    totalCount: (_r, a, ctx) => ctx.app.prisma.task.count({ where: taskWhere({ userId: null }, { ...a, start: a.startTimestamp, end: a.endTimestamp }) }),
    resolve: (query, _r, a, ctx) =>
      ctx.app.prisma.task.findMany({ ...query, where: taskWhere({ userId: null }, { ...a, start: a.startTimestamp, end: a.endTimestamp }), orderBy: { id: 'desc' } }),
  }),
);
