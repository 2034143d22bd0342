import { f, simpleMapper } from './mapper';

// users: password hashes are bcrypt in both originals and are copied unchanged so people keep
// their passwords. created_at is Tollgate's own column (unknown for imported users: 0).

export const usersMapper = simpleMapper('users', {
  id: f.int(),
  username: f.str(),
  password: f.str(),
  display_name: f.str(),
  role: f.int(1),
  status: f.int(1),
  email: f.str(),
  github_id: f.str(),
  oidc_id: f.str(),
  wechat_id: f.str(),
  telegram_id: f.str(),
  linux_do_id: f.str(),
  access_token: f.uniq(),
  quota: f.big(),
  used_quota: f.big(),
  request_count: f.int(),
  group: f.str('default'),
  aff_code: f.uniq(),
  aff_count: f.int(),
  aff_quota: f.big(),
  aff_history: f.big(),
  inviter_id: f.int(),
  deleted_at: f.time(),
  setting: f.str(),
  remark: f.str(),
  created_at: f.big(),
});
