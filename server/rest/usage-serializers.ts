import type { Midjourney, Redemption, Task, Token } from '../db/generated/client';
import type { LogView, QuotaPoint } from '../domain/log/log.queries';

// Legacy snake_case JSON for tokens, codes, logs, drawing jobs and tasks (every field present).

const n = (v: bigint | number) => Number(v);
const deleted = (d: Date | null) => (d ? d.toISOString() : null);

export const legacyToken = (t: Token) => ({
  id: t.id,
  user_id: t.userId,
  key: t.key,
  status: t.status,
  name: t.name,
  created_time: n(t.createdTime),
  accessed_time: n(t.accessedTime),
  expired_time: n(t.expiredTime),
  remain_quota: n(t.remainQuota),
  unlimited_quota: t.unlimitedQuota,
  model_limits_enabled: t.modelLimitsEnabled,
  model_limits: t.modelLimits,
  allow_ips: t.allowIps ?? '',
  used_quota: n(t.usedQuota),
  group: t.group,
  rpm_limit: t.rpmLimit,
  tpm_limit: t.tpmLimit,
  DeletedAt: deleted(t.deletedAt),
});

export const legacyRedemption = (r: Redemption) => ({
  id: r.id,
  user_id: r.userId,
  key: r.key,
  status: r.status,
  name: r.name,
  quota: n(r.quota),
  created_time: n(r.createdTime),
  redeemed_time: n(r.redeemedTime),
  count: 0,
  used_user_id: r.usedUserId,
  expired_time: n(r.expiredTime),
  DeletedAt: deleted(r.deletedAt),
});

export const legacyLog = (l: LogView) => ({
  id: l.id,
  user_id: l.userId,
  created_at: n(l.createdAt),
  type: l.type,
  content: l.content,
  username: l.username,
  token_name: l.tokenName,
  model_name: l.modelName,
  quota: n(l.quota),
  prompt_tokens: l.promptTokens,
  completion_tokens: l.completionTokens,
  use_time: l.useTime,
  is_stream: l.isStream,
  channel: l.channelId,
  channel_name: l.channelName,
  token_id: l.tokenId,
  group: l.group,
  ip: l.ip,
  other: l.other,
});

export const legacyQuotaData = (q: QuotaPoint) => ({
  id: 0,
  user_id: q.userId,
  username: q.username,
  model_name: q.modelName,
  created_at: n(q.createdAt),
  token_used: n(q.tokenUsed),
  count: q.count,
  quota: n(q.quota),
});

export const legacyMidjourney = (m: Midjourney) => ({
  id: m.id,
  code: m.code,
  user_id: m.userId,
  action: m.action,
  mj_id: m.mjId,
  prompt: m.prompt,
  prompt_en: m.promptEn,
  description: m.description,
  state: m.state,
  submit_time: n(m.submitTime),
  start_time: n(m.startTime),
  finish_time: n(m.finishTime),
  image_url: m.imageUrl,
  video_url: m.videoUrl,
  video_urls: m.videoUrls,
  status: m.status,
  progress: m.progress,
  fail_reason: m.failReason,
  channel_id: m.channelId,
  quota: n(m.quota),
  buttons: m.buttons,
  properties: m.properties,
});

const jsonOrNull = (s: string) => {
  if (!s) return null;
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return s;
  }
};

export const legacyTask = (t: Task) => ({
  id: t.id,
  created_at: n(t.createdAt),
  updated_at: n(t.updatedAt),
  task_id: t.taskId,
  platform: t.platform,
  user_id: t.userId,
  channel_id: t.channelId,
  quota: n(t.quota),
  action: t.action,
  status: t.status,
  fail_reason: t.failReason,
  submit_time: n(t.submitTime),
  start_time: n(t.startTime),
  finish_time: n(t.finishTime),
  progress: t.progress,
  properties: jsonOrNull(t.properties),
  data: jsonOrNull(t.data),
});
