import { z } from 'zod';
import type { Ctx } from '../../context';
import { forbidden } from '../../errors/app-error';
import { randomAlnum } from '../../lib/random';
import { formatQuota, LOG_TOPUP, recordLog } from '../log/log.service';
import { nowSec } from '../log/paging';
import { epayPurchase, epayVerify, submitUrl } from './epay';

// Online top-up through an Epay gateway (reference/billing.md §10). Its answers have no success
// field: {message:"success", data, url} or {message:"error", data:"<reason>"}.

export class TopupRefused extends Error {}

const amountInput = z.object({
  amount: z.coerce.number().int(),
  top_up_code: z.string().optional().default(''),
  payment_method: z.string().optional().default(''),
});

const refuse = (reason: string) => new TopupRefused(reason);

function parseAmount(raw: unknown) {
  const r = amountInput.safeParse(raw ?? {});
  if (!r.success) throw refuse('参数错误');
  return r.data;
}

const viewerOf = (ctx: Ctx) => {
  if (!ctx.viewer) throw forbidden('无权进行此操作，未登录且未提供 access token');
  return ctx.viewer;
};

/** Minimum amount in the unit the user types (USD, or quota when not displaying currency). */
function minTopup(ctx: Ctx): number {
  const min = Math.trunc(ctx.app.options.num('MinTopUp', 1));
  return ctx.app.options.bool('DisplayInCurrencyEnabled') ? min : Math.trunc(min * ctx.app.options.num('QuotaPerUnit', 500000));
}

const usdOf = (ctx: Ctx, amount: number) =>
  ctx.app.options.bool('DisplayInCurrencyEnabled') ? amount : amount / ctx.app.options.num('QuotaPerUnit', 500000);

/** Money to pay = USD × Price × TopupGroupRatio[group] (0 or missing → 1), in cents precision. */
function payMoney(ctx: Ctx, amount: number, group: string): number {
  const ratios = ctx.app.options.json<Record<string, number>>('TopupGroupRatio', {});
  const ratio = Number(ratios[group]) || 1;
  const money = usdOf(ctx, amount) * ctx.app.options.num('Price', 7.3) * ratio;
  return Math.round(money * 1e6) / 1e6;
}

async function userGroup(ctx: Ctx): Promise<string> {
  const v = viewerOf(ctx);
  const u = await ctx.app.prisma.user.findUnique({ where: { id: v.id }, select: { group: true } });
  return u?.group ?? v.group;
}

/** POST /api/user/amount → money to pay, as "12.34". */
export async function quoteAmount(ctx: Ctx, raw: unknown): Promise<string> {
  const input = parseAmount(raw);
  if (input.amount < minTopup(ctx)) throw refuse(`充值数量不能小于 ${minTopup(ctx)}`);
  const money = payMoney(ctx, input.amount, await userGroup(ctx));
  if (money <= 0.01) throw refuse('充值金额过低');
  return money.toFixed(2);
}

interface PayMethod {
  type?: string;
}

export function epayConfigured(ctx: Ctx): boolean {
  const o = ctx.app.options;
  return !!(o.get('PayAddress') && o.get('EpayId') && o.get('EpayKey'));
}

const serverAddress = (ctx: Ctx) => (ctx.app.options.get('ServerAddress') || 'http://localhost:3000').replace(/\/+$/, '');

/** POST /api/user/pay: creates a pending order and the signed gateway form. */
export async function requestPayment(ctx: Ctx, raw: unknown): Promise<{ params: Record<string, string>; url: string }> {
  const v = viewerOf(ctx);
  const input = parseAmount(raw);
  const o = ctx.app.options;
  if (input.amount < minTopup(ctx)) throw refuse(`充值数量不能小于 ${minTopup(ctx)}`);
  const money = payMoney(ctx, input.amount, await userGroup(ctx));
  if (money < 0.01) throw refuse('充值金额过低');
  const methods = o.json<PayMethod[]>('PayMethods', []);
  if (!Array.isArray(methods) || !methods.some((m) => m?.type === input.payment_method)) throw refuse('支付方式不存在');
  if (!epayConfigured(ctx)) throw refuse('当前管理员未配置支付信息');
  const callback = (o.get('CustomCallbackAddress') || serverAddress(ctx)).replace(/\/+$/, '');
  const now = nowSec();
  const tradeNo = `USR${v.id}NO${randomAlnum(6)}${now}`;
  let url: string;
  try {
    url = submitUrl(o.get('PayAddress'));
  } catch {
    throw refuse('拉起支付失败');
  }
  const params = epayPurchase({
    pid: o.get('EpayId'),
    key: o.get('EpayKey'),
    type: input.payment_method,
    tradeNo,
    name: `TUC${input.amount}`,
    money: money.toFixed(2),
    notifyUrl: `${callback}/api/user/epay/notify`,
    returnUrl: `${serverAddress(ctx)}/log`,
  });
  // The order records whole USD, as the original (amount in quota units is converted).
  const usd = Math.trunc(usdOf(ctx, input.amount));
  try {
    await ctx.app.prisma.topUp.create({ data: { userId: v.id, amount: BigInt(usd), money, tradeNo, createTime: BigInt(now), status: 'pending' } });
  } catch {
    throw refuse('创建订单失败');
  }
  return { params, url };
}

/**
 * The gateway's callback. Verifies the signature; on TRADE_SUCCESS moves the order
 * pending → success with a conditional update and credits only when that update hit the row,
 * so repeated or concurrent notifications credit once. Returns the reply text.
 */
export async function handleEpayNotify(ctx: Ctx, params: Record<string, string>): Promise<'success' | 'fail'> {
  if (!epayConfigured(ctx)) return 'fail';
  if (!epayVerify(params, ctx.app.options.get('EpayKey'))) return 'fail';
  if (params.trade_status !== 'TRADE_SUCCESS') return 'success';
  const tradeNo = params.out_trade_no ?? '';
  const order = await ctx.app.prisma.topUp.findUnique({ where: { tradeNo } });
  if (!order) return 'success';
  if (params.money && Math.abs(Number(params.money) - order.money) > 0.005) {
    ctx.app.log.warn({ tradeNo }, 'epay notify: paid money differs from the order');
    return 'fail';
  }
  const quota = order.amount * BigInt(Math.trunc(ctx.app.options.num('QuotaPerUnit', 500000)));
  const credited = await ctx.app.prisma.$transaction(async (tx) => {
    const r = await tx.topUp.updateMany({ where: { id: order.id, status: 'pending' }, data: { status: 'success', completeTime: BigInt(nowSec()) } });
    if (r.count !== 1) return false;
    await tx.user.update({ where: { id: order.userId }, data: { quota: { increment: quota } } });
    await recordLog(
      ctx.app,
      { userId: order.userId, type: LOG_TOPUP, content: `使用在线充值成功，充值金额: ${formatQuota(ctx.app, quota)}，支付金额：${order.money.toFixed(6)}` },
      tx,
    );
    return true;
  });
  if (credited) ctx.app.events.invalidate('users', order.userId);
  return 'success';
}
