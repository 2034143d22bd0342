import { f, simpleMapper } from './mapper';
import { toStr } from './values';

// tokens: one-api has `models` (comma list, empty = all) and `subnet` (comma list) where
// new-api has model_limits_enabled/model_limits and allow_ips (newline list). Tokens of a
// user that no longer exists are skipped (Tollgate keeps a foreign key to users).

const splitList = (s: string) =>
  s
    .split(/[\n,]/)
    .map((x) => x.trim())
    .filter(Boolean);

export const tokensMapper = simpleMapper(
  'tokens',
  {
    id: f.int(),
    user_id: f.int(),
    key: f.str(),
    status: f.int(1),
    name: f.str(),
    created_time: f.big(),
    accessed_time: f.big(),
    expired_time: f.big(-1n),
    remain_quota: f.big(),
    unlimited_quota: f.bool(),
    model_limits_enabled: f.bool(),
    model_limits: f.str(),
    allow_ips: f.str(),
    used_quota: f.big(),
    group: f.str(),
  },
  {
    extraReads: ['models', 'subnet'],
    fix(out, row, ctx) {
      if (!ctx.userIds.has(Number(out.user_id))) return null;
      if (String(out.key).startsWith('sk-')) out.key = String(out.key).slice(3);
      if (!ctx.sourceColumns.has('model_limits') && ctx.sourceColumns.has('models')) {
        const models = splitList(toStr(row.models));
        out.model_limits_enabled = models.length > 0;
        out.model_limits = models.join(',');
      }
      if (!ctx.sourceColumns.has('allow_ips') && ctx.sourceColumns.has('subnet')) {
        out.allow_ips = splitList(toStr(row.subnet)).join('\n');
      }
      return out;
    },
  },
);
