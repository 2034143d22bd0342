import type { User } from '../db/generated/client';

// Legacy JSON is snake_case with every field present (reference/rest-api.md §1).

const n = (v: bigint | number) => Number(v);

export function legacyUser(u: User, opts: { self?: boolean } = {}) {
  const out: Record<string, unknown> = {
    id: u.id,
    username: u.username,
    password: '',
    display_name: u.displayName,
    role: u.role,
    status: u.status,
    email: u.email,
    github_id: u.githubId,
    oidc_id: u.oidcId,
    wechat_id: u.wechatId,
    telegram_id: u.telegramId,
    linux_do_id: u.linuxDoId,
    verification_code: '',
    access_token: u.accessToken ?? '',
    quota: n(u.quota),
    used_quota: n(u.usedQuota),
    request_count: u.requestCount,
    group: u.group,
    aff_code: u.affCode ?? '',
    aff_count: u.affCount,
    aff_quota: n(u.affQuota),
    aff_history_quota: n(u.affHistory),
    inviter_id: u.inviterId,
    DeletedAt: u.deletedAt ? u.deletedAt.toISOString() : null,
    setting: u.setting,
  };
  if (!opts.self && u.remark) out.remark = u.remark;
  return out;
}

/** The login answer: only these fields are filled (reference/rest-api.md §4.2). */
export const loginUser = (u: User) => ({
  id: u.id,
  username: u.username,
  display_name: u.displayName,
  role: u.role,
  status: u.status,
  group: u.group,
});
