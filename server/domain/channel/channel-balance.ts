import { z } from 'zod';
import type { Channel } from '../../db/generated/client';
import type { App, Ctx } from '../../context';
import { badInput, forbidden, notFound } from '../../errors/app-error';
import { isAdmin } from '../../auth/viewer';
import { parseInfo } from './channel.service';
import { channelConfig, parseJson, send } from './channel-upstream';

// Balance lookups for providers that expose one. A table keyed by channel type, not a switch.

interface BalanceSource {
  path: string;
  /** USD (or the provider's currency) from the answer. */
  read(body: unknown): number;
}

const openAICompatible: BalanceSource = {
  path: '/dashboard/billing/credit_grants',
  read: (b) => z.object({ total_available: z.number() }).parse(b).total_available,
};

const SOURCES: Record<number, BalanceSource> = {
  1: openAICompatible,
  8: openAICompatible,
  // DeepSeek: {balance_infos:[{currency, total_balance}]}
  43: {
    path: '/user/balance',
    read: (b) => Number(z.object({ balance_infos: z.array(z.object({ total_balance: z.union([z.string(), z.number()]) })) }).parse(b).balance_infos[0]?.total_balance ?? 0),
  },
  // SiliconFlow: {data:{totalBalance}}
  40: { path: '/v1/user/info', read: (b) => Number(z.object({ data: z.object({ totalBalance: z.union([z.string(), z.number()]) }) }).parse(b).data.totalBalance) },
  // OpenRouter (base https://openrouter.ai/api): {data:{total_credits, total_usage}}
  20: {
    path: '/v1/credits',
    read: (b) => {
      const d = z.object({ data: z.object({ total_credits: z.number(), total_usage: z.number() }) }).parse(b).data;
      return d.total_credits - d.total_usage;
    },
  },
};

async function updateOne(app: App, c: Channel): Promise<number> {
  if (parseInfo(c.channelInfo).is_multi_key) throw badInput('多密钥渠道不支持余额查询');
  const source = SOURCES[c.type];
  if (!source) throw badInput('该渠道类型尚未实现余额查询');
  const cfg = channelConfig(app, c);
  const answer = await send({ url: cfg.baseUrl.replace(/\/+$/, '') + source.path, method: 'GET', headers: { Authorization: `Bearer ${cfg.key}` } }, 30_000);
  if (answer.status < 200 || answer.status >= 300) throw badInput(`查询余额失败: status code ${answer.status}`);
  let balance: number;
  try {
    balance = source.read(parseJson(answer.text));
  } catch {
    throw badInput('查询余额失败: 上游返回格式错误');
  }
  await app.prisma.channel.update({ where: { id: c.id }, data: { balance, balanceUpdatedTime: BigInt(Math.floor(Date.now() / 1000)) } });
  return balance;
}

/** GET /api/channel/update_balance/:id → the balance in the provider's unit (USD for most). */
export async function updateChannelBalance(ctx: Ctx, id: number): Promise<number> {
  if (!isAdmin(ctx.viewer)) throw forbidden('无权进行此操作，权限不足');
  const c = await ctx.app.prisma.channel.findUnique({ where: { id } });
  if (!c) throw notFound('渠道未找到，请刷新页面后重试');
  return updateOne(ctx.app, c);
}

/** GET /api/channel/update_balance: every enabled channel whose provider has a balance call. */
export async function updateAllBalances(ctx: Ctx): Promise<{ updated: number; failed: number }> {
  if (!isAdmin(ctx.viewer)) throw forbidden('无权进行此操作，权限不足');
  const channels = await ctx.app.prisma.channel.findMany({ where: { status: 1, type: { in: Object.keys(SOURCES).map(Number) } } });
  let updated = 0;
  let failed = 0;
  for (const c of channels) {
    try {
      await updateOne(ctx.app, c);
      updated++;
    } catch {
      failed++;
    }
  }
  return { updated, failed };
}
