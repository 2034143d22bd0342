import { builder } from '../builder';
import { getStatus } from '../../domain/status/status.service';

builder.queryField('status', (t) =>
  t.field({
    type: 'JSON',
    description: 'The public status object of GET /api/status.',
    resolve: (_root, _args, ctx) => getStatus(ctx.app),
  }),
);
