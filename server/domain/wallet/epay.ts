import { createHash } from 'node:crypto';
import { safeEqual } from '../../lib/random';

// The Epay ("易支付") protocol: MD5 over the sorted k=v pairs (sign, sign_type and empty values
// left out) joined by '&', with the merchant key appended.

export function epaySign(params: Record<string, string>, key: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('md5').update(text + key, 'utf8').digest('hex');
}

/** The signed form fields for {PayAddress}/submit.php. */
export function epayPurchase(args: {
  pid: string;
  key: string;
  type: string;
  tradeNo: string;
  name: string;
  money: string;
  notifyUrl: string;
  returnUrl: string;
}): Record<string, string> {
  const params: Record<string, string> = {
    pid: args.pid,
    type: args.type,
    out_trade_no: args.tradeNo,
    notify_url: args.notifyUrl,
    name: args.name,
    money: args.money,
    device: 'pc',
    return_url: args.returnUrl,
  };
  return { ...params, sign: epaySign(params, args.key), sign_type: 'MD5' };
}

export const epayVerify = (params: Record<string, string>, key: string) =>
  typeof params.sign === 'string' && safeEqual(params.sign.toLowerCase(), epaySign(params, key));

export function submitUrl(payAddress: string): string {
  const u = new URL(payAddress);
  u.pathname = `${u.pathname.replace(/\/+$/, '')}/submit.php`;
  return u.toString();
}
