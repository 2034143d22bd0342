import { describe, expect, it } from 'vitest';
import { userActionRefusal, type UserAction } from './user.rules';

// Every actor role × target role × action, with the expected answer written out by hand from
// spec 000 §6 and reference/messages.md §3 (not derived from the code under test).
// The root exemption of the original: root may read, update and enable a root (itself).

const R = 100;
const A = 10;
const U = 1;
const roles = { root: R, admin: A, user: U } as const;
type Who = keyof typeof roles;

const OK = null;
const NO_READ = '无权获取同级或更高等级用户的信息';
const NO_UPDATE = '无权更新同权限等级或更高权限等级的用户信息';
const NO_DELETE = '无权删除同权限等级或更高权限等级的用户';
const NO_CREATE = '无法创建权限大于等于自己的用户';
const ONLY_ROOT_PROMOTES = '普通管理员用户无法提升其他用户为管理员';
const ALREADY_ADMIN = '该用户已经是管理员';
const ALREADY_COMMON = '该用户已经是普通用户';

// expected[action][actor] = [on root, on admin, on user]
const expected: Record<UserAction, Record<Who, [string | null, string | null, string | null]>> = {
  get: { root: [OK, OK, OK], admin: [NO_READ, NO_READ, OK], user: [NO_READ, NO_READ, NO_READ] },
  update: { root: [OK, OK, OK], admin: [NO_UPDATE, NO_UPDATE, OK], user: [NO_UPDATE, NO_UPDATE, NO_UPDATE] },
  delete: { root: [NO_DELETE, OK, OK], admin: [NO_DELETE, NO_DELETE, OK], user: [NO_DELETE, NO_DELETE, NO_DELETE] },
  promote: { root: [ALREADY_ADMIN, ALREADY_ADMIN, OK], admin: [NO_UPDATE, NO_UPDATE, ONLY_ROOT_PROMOTES], user: [NO_UPDATE, NO_UPDATE, NO_UPDATE] },
  demote: { root: ['无法降级超级管理员用户', OK, ALREADY_COMMON], admin: [NO_UPDATE, NO_UPDATE, ALREADY_COMMON], user: [NO_UPDATE, NO_UPDATE, NO_UPDATE] },
  disable: { root: ['无法禁用超级管理员用户', OK, OK], admin: [NO_UPDATE, NO_UPDATE, OK], user: [NO_UPDATE, NO_UPDATE, NO_UPDATE] },
  enable: { root: [OK, OK, OK], admin: [NO_UPDATE, NO_UPDATE, OK], user: [NO_UPDATE, NO_UPDATE, NO_UPDATE] },
  softDelete: { root: ['无法删除超级管理员用户', OK, OK], admin: [NO_UPDATE, NO_UPDATE, OK], user: [NO_UPDATE, NO_UPDATE, NO_UPDATE] },
  // For create the "target" is the role asked for.
  create: { root: [NO_CREATE, OK, OK], admin: [NO_CREATE, NO_CREATE, OK], user: [NO_CREATE, NO_CREATE, NO_CREATE] },
};

const cases = Object.entries(expected).flatMap(([action, byActor]) =>
  (Object.keys(roles) as Who[]).flatMap((actor) =>
    (['root', 'admin', 'user'] as Who[]).map((target, i) => ({ action: action as UserAction, actor, target, want: byActor[actor][i] })),
  ),
);

describe('user role rules', () => {
  it('covers 9 actions × 3 actors × 3 targets', () => expect(cases).toHaveLength(81));

  it.each(cases)('$actor $action $target → $want', ({ action, actor, target, want }) => {
    expect(userActionRefusal(roles[actor], roles[target], action)).toBe(want);
  });

  it('an update may not raise the role to the caller’s own level', () => {
    expect(userActionRefusal(A, U, 'update', A)).toBe('无权将其他用户权限等级提升到大于等于自己的权限等级');
    expect(userActionRefusal(A, U, 'update', U)).toBe(OK);
    expect(userActionRefusal(R, U, 'update', R)).toBe(OK);
  });
});
