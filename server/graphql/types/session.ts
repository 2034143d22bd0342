import { builder } from '../builder';
import { login } from '../../domain/user/user.service';
import { clearSession, writeSession } from '../../auth/session';
import { checkTurnstile } from '../../domain/user/turnstile';
import { noSession, sessionPort } from '../../domain/user/session-port';

// Cookie sessions through GraphQL: the same domain login as POST /api/user/login.

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    /** The human-check token, required when Turnstile is enabled (as ?turnstile= on REST). */
    turnstile: t.string({ required: false }),
  }),
});

builder.mutationField('login', (t) =>
  t.prismaField({
    type: 'User',
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      await checkTurnstile(ctx, ctx.reply ? sessionPort(ctx.reply.request, ctx.reply) : noSession(), input.turnstile);
      const user = await login(ctx, input);
      if (ctx.reply) writeSession(ctx.reply, { id: user.id, username: user.username });
      // Now the caller is this user: the type's own permission check must see it.
      ctx.viewer = { id: user.id, username: user.username, role: user.role, status: user.status, group: user.group, via: 'session' };
      return ctx.app.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);

builder.mutationField('logout', (t) =>
  t.boolean({
    resolve: (_root, _args, ctx) => {
      if (ctx.reply) clearSession(ctx.reply);
      return true;
    },
  }),
);
