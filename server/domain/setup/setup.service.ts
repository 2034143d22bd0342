import bcrypt from 'bcryptjs';
import { z } from 'zod';
import type { App } from '../../context';
import { badInput } from '../../errors/app-error';
import { ROLE_ROOT } from '../../auth/viewer';

// First run (spec 000 §2 Setup, reference/rest-api.md §4.1). Errors use HTTP 400 as the original.

export const ROOT_INITIAL_QUOTA = 100_000_000n;
export const BCRYPT_COST = 10;

export interface SetupStatus {
  status: boolean;
  root_init: boolean;
  database_type: 'sqlite' | 'postgres' | 'mysql' | '';
}

export async function isSetupDone(app: App): Promise<boolean> {
  const [row] = await app.db.sql.all<{ n: number | string }>('SELECT COUNT(*) AS n FROM setups');
  return Number(row?.n ?? 0) > 0;
}

export async function getSetupStatus(app: App): Promise<SetupStatus> {
  const done = await isSetupDone(app);
  const rootInit = (await app.prisma.user.count({ where: { role: ROLE_ROOT } })) > 0;
  return { status: done, root_init: rootInit, database_type: app.db.kind };
}

/** What anyone may read: once set up, the details are no longer disclosed (as the original). */
export async function getPublicSetupStatus(app: App): Promise<SetupStatus> {
  const s = await getSetupStatus(app);
  return s.status ? { status: true, root_init: true, database_type: '' as SetupStatus['database_type'] } : s;
}

/** At boot: a database with a root user but no setups row (imported) counts as set up. */
export async function reconcileSetup(app: App): Promise<void> {
  if (await isSetupDone(app)) return;
  const [root] = await app.db.sql.all('SELECT id FROM users WHERE role = ? LIMIT 1', [ROLE_ROOT]);
  if (root) await app.db.sql.run('INSERT INTO setups (id, version, initialized_at) VALUES (1, ?, ?)', [app.config.VERSION, Number(now())]);
}

export const setupInput = z.object({
  username: z.string().optional().default(''),
  password: z.string().optional().default(''),
  confirmPassword: z.string().optional().default(''),
  SelfUseModeEnabled: z.boolean().optional().default(false),
  DemoSiteEnabled: z.boolean().optional().default(false),
});
export type SetupInput = z.input<typeof setupInput>;

const now = () => BigInt(Math.floor(Date.now() / 1000));

export async function runSetup(app: App, raw: unknown): Promise<void> {
  const parsed = setupInput.safeParse(raw);
  if (!parsed.success) throw badInput('请求参数有误', 400);
  const input = parsed.data;
  if (await isSetupDone(app)) throw badInput('系统已经初始化完成', 400);
  const rootExists = (await app.prisma.user.count({ where: { role: ROLE_ROOT } })) > 0;
  let hash = '';
  if (!rootExists) {
    const username = input.username.trim();
    if (!username) throw badInput('请输入管理员用户名', 400);
    if ([...username].length > 12) throw badInput('用户名长度不能超过12个字符', 400);
    if (input.password !== input.confirmPassword) throw badInput('两次输入的密码不一致', 400);
    if (input.password.length < 8) throw badInput('密码长度至少为8个字符', 400);
    hash = await bcrypt.hash(input.password, BCRYPT_COST);
  }
  try {
    await app.prisma.$transaction(async (tx) => {
      // The fixed id makes a concurrent second setup fail on the primary key.
      await tx.setup.create({ data: { id: 1, version: app.config.VERSION, initializedAt: now() } });
      if (!rootExists) {
        await tx.user.create({
          data: {
            username: input.username.trim(),
            password: hash,
            displayName: 'Root User',
            role: ROLE_ROOT,
            quota: ROOT_INITIAL_QUOTA,
            createdAt: now(),
          },
        });
      }
      for (const [key, value] of [
        ['SelfUseModeEnabled', String(input.SelfUseModeEnabled)],
        ['DemoSiteEnabled', String(input.DemoSiteEnabled)],
      ]) {
        await tx.option.upsert({ where: { key }, create: { key, value }, update: { value } });
      }
    });
  } catch (err) {
    if (await isSetupDone(app)) throw badInput('系统已经初始化完成', 400);
    throw err;
  }
  app.options.apply('SelfUseModeEnabled', String(input.SelfUseModeEnabled), true);
  app.options.apply('DemoSiteEnabled', String(input.DemoSiteEnabled), true);
}
