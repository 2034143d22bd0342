import { ROLE_ADMIN, ROLE_COMMON, ROLE_ROOT } from '../../auth/viewer';

// Who may act on whom (spec 000 §6, messages as reference/messages.md §3). The one place these
// rules live: REST routes and GraphQL resolvers reach them through the user services.

export type UserAction = 'get' | 'update' | 'delete' | 'promote' | 'demote' | 'disable' | 'enable' | 'softDelete' | 'create';

export const MANAGE_ACTIONS = ['promote', 'demote', 'disable', 'enable', 'delete'] as const;
export type ManageAction = (typeof MANAGE_ACTIONS)[number];

/**
 * Returns the refusal message, or null when `actorRole` may do `action` to a user of `targetRole`.
 * For 'create', targetRole is the role asked for in the body; for 'update', `newRole` is the
 * role in the body (never written, but the original still checks it).
 */
export function userActionRefusal(actorRole: number, targetRole: number, action: UserAction, newRole = ROLE_COMMON): string | null {
  const root = actorRole >= ROLE_ROOT;
  switch (action) {
    case 'get':
      return actorRole <= targetRole && !root ? '无权获取同级或更高等级用户的信息' : null;
    case 'update':
      if (actorRole <= targetRole && !root) return '无权更新同权限等级或更高权限等级的用户信息';
      if (actorRole <= newRole && !root) return '无权将其他用户权限等级提升到大于等于自己的权限等级';
      return null;
    case 'delete':
      // Hard delete has no root exemption: not even root removes a root.
      return actorRole <= targetRole ? '无权删除同权限等级或更高权限等级的用户' : null;
    case 'create':
      return targetRole >= actorRole ? '无法创建权限大于等于自己的用户' : null;
    default: {
      // The manage actions.
      if (actorRole <= targetRole && !root) return '无权更新同权限等级或更高权限等级的用户信息';
      if (action === 'disable' && targetRole >= ROLE_ROOT) return '无法禁用超级管理员用户';
      if (action === 'softDelete' && targetRole >= ROLE_ROOT) return '无法删除超级管理员用户';
      if (action === 'demote' && targetRole >= ROLE_ROOT) return '无法降级超级管理员用户';
      if (action === 'promote' && !root) return '普通管理员用户无法提升其他用户为管理员';
      if (action === 'promote' && targetRole >= ROLE_ADMIN) return '该用户已经是管理员';
      if (action === 'demote' && targetRole <= ROLE_COMMON) return '该用户已经是普通用户';
      return null;
    }
  }
}

/** The role and status a manage action leaves behind (delete leaves both as they were). */
export function manageResult(action: ManageAction, role: number, status: number): { role: number; status: number } {
  switch (action) {
    case 'promote':
      return { role: ROLE_ADMIN, status };
    case 'demote':
      return { role: ROLE_COMMON, status };
    case 'disable':
      return { role, status: 2 };
    case 'enable':
      return { role, status: 1 };
    case 'delete':
      return { role, status };
  }
}

export const manageRuleAction = (a: ManageAction): UserAction => (a === 'delete' ? 'softDelete' : a);
