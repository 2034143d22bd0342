import bcrypt from 'bcryptjs';
import { z } from 'zod';
import type { Ctx } from '../../context';
import { badInput, forbidden } from '../../errors/app-error';
import { USER_ENABLED } from '../../auth/viewer';
import { randomAlnum } from '../../lib/random';

export const loginInput = z.object({
  username: z.string().optional().default(''),
  password: z.string().optional().default(''),
});

/** Password login by username or e-mail (spec 000 §4). Returns the user row. */
export async function login(ctx: Ctx, raw: unknown) {
  if (!ctx.app.options.bool('PasswordLoginEnabled')) throw forbidden('管理员关闭了密码登录');
  const parsed = loginInput.safeParse(raw);
  if (!parsed.success) throw badInput('无效的参数');
  const { username, password } = parsed.data;
  if (!username || !password) throw badInput('无效的参数');
  const user = await ctx.app.prisma.user.findFirst({
    where: { OR: [{ username }, ...(username.includes('@') ? [{ email: username }] : [])], deletedAt: null },
  });
  const okPassword = await bcrypt.compare(password, user ? user.password : dummyHash());
  if (!user || !okPassword || user.status !== USER_ENABLED) throw forbidden('用户名或密码错误，或用户已被封禁');
  return user;
}

// Compared against when the user does not exist, so timing does not reveal which names exist.
let dummy = '';
const dummyHash = () => (dummy ||= bcrypt.hashSync('not-a-password', 10));

export async function getSelf(ctx: Ctx) {
  if (!ctx.viewer) throw forbidden('无权进行此操作，未登录且未提供 access token');
  const user = await ctx.app.prisma.user.findUnique({ where: { id: ctx.viewer.id } });
  if (!user) throw forbidden('用户不存在');
  return user;
}

/** Issues a new system access token for the caller (GET /api/user/token). */
export async function generateAccessToken(ctx: Ctx): Promise<string> {
  if (!ctx.viewer) throw forbidden('无权进行此操作，未登录且未提供 access token');
  for (let attempt = 0; attempt < 5; attempt++) {
    const token = randomAlnum(32);
    try {
      await ctx.app.prisma.user.update({ where: { id: ctx.viewer.id }, data: { accessToken: token } });
      return token;
    } catch {
      // Unique collision: try another.
    }
  }
  throw badInput('生成访问令牌失败，请重试');
}
