import type { Prisma } from '../../db/generated/client';

/** The user list/search filter shared by GET /api/user/search and the GraphQL users field. */
export function userSearchWhere(input: { keyword?: string | null; group?: string | null }): Prisma.UserWhereInput {
  const where: Prisma.UserWhereInput = {};
  const keyword = input.keyword?.trim();
  if (keyword) {
    const or: Prisma.UserWhereInput[] = [
      { username: { contains: keyword } },
      { email: { contains: keyword } },
      { displayName: { contains: keyword } },
    ];
    if (/^\d+$/.test(keyword) && Number(keyword) <= 2_147_483_647) or.unshift({ id: Number(keyword) });
    where.OR = or;
  }
  if (input.group) where.group = input.group;
  return where;
}
