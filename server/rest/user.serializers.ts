import type { User } from '../db/generated/client';
import { legacyUser } from './serializers';

// POST /api/user/manage answers a user object whose only filled fields are role and status.
const ZERO_USER: User = {
  id: 0, username: '', password: '', displayName: '', role: 0, status: 0, email: '', githubId: '', oidcId: '', wechatId: '',
  telegramId: '', linuxDoId: '', accessToken: null, quota: 0n, usedQuota: 0n, requestCount: 0, group: '', affCode: null,
  affCount: 0, affQuota: 0n, affHistory: 0n, inviterId: 0, deletedAt: null, setting: '', remark: '', createdAt: 0n,
};

export const manageAnswer = (r: { role: number; status: number }) => legacyUser({ ...ZERO_USER, ...r });
