import { builder } from '../builder';
import { allGroupNames } from '../../domain/user/groups.service';

// GET /api/group/ over GraphQL: the group names an admin may pick for a user.
builder.queryField('groupNames', (t) =>
  t.stringList({
    authScopes: { admin: true },
    description: 'Keys of the GroupRatio option.',
    resolve: (_r, _a, ctx) => allGroupNames(ctx),
  }),
);
