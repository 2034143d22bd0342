import { createHmac } from 'node:crypto';
import type { App } from '../../context';
import { formatQuota } from '../log/log.service';
import { sendMail } from '../mail/mailer';
import { storeOf } from './expiring-store';
import { parseUserSetting } from './user-setting';

// "Your quota is running out" (reference/billing.md §11): after settlement the relay calls
// maybeWarnQuota; at most one warning per user per 2 hours, by e-mail or signed webhook.

export const QUOTA_WARNING_INTERVAL_MS = 2 * 3600_000;
/** Option switch: "true" accepts http:// webhook URLs (local receivers in tests). */
export const ALLOW_HTTP_WEBHOOK_OPTION = 'NotifyWebhookAllowHttp';

export function webhookUrlAllowed(app: App, raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && app.options.bool(ALLOW_HTTP_WEBHOOK_OPTION);
}

export interface Notification {
  type: string;
  title: string;
  content: string;
  values: unknown[];
}

/** Replaces each {{value}} in order, as the original's notify content template. */
export const renderContent = (n: Notification) => n.values.reduce<string>((s, v) => s.replace('{{value}}', String(v)), n.content);

export const signWebhook = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

/**
 * Warns the user when quotaBefore − consumed falls below their threshold (setting
 * quota_warning_threshold, else option QuotaRemindThreshold). Never throws; true when sent.
 */
export async function maybeWarnQuota(app: App, userId: number, quotaBefore: bigint, consumed: bigint): Promise<boolean> {
  try {
    const user = await app.prisma.user.findUnique({ where: { id: userId }, select: { email: true, setting: true } });
    if (!user) return false;
    const setting = parseUserSetting(user.setting);
    const threshold = setting.quota_warning_threshold ? BigInt(Math.trunc(setting.quota_warning_threshold)) : BigInt(Math.trunc(app.options.num('QuotaRemindThreshold')));
    const remaining = quotaBefore - consumed;
    if (remaining >= threshold) return false;
    const webhook = setting.notify_type === 'webhook';
    const to = setting.notification_email || user.email;
    // Nowhere to deliver: do not use up the 2-hour slot.
    if (webhook ? !setting.webhook_url || !webhookUrlAllowed(app, setting.webhook_url) : !to) return false;
    if (!(await storeOf(app).setIfAbsent(`quota_warn:${userId}`, '1', QUOTA_WARNING_INTERVAL_MS))) return false;
    const base = (app.options.get('ServerAddress') || 'http://localhost:3000').replace(/\/+$/, '');
    const title = '您的额度即将用尽';
    const link = `${base}/topup`;
    const note: Notification = {
      type: 'quota_exceed',
      title,
      content: '{{value}}，当前剩余额度为 {{value}}，为了不影响您的使用，请及时充值。<br/>充值链接：<a href=\'{{value}}\'>{{value}}</a>',
      values: [title, formatQuota(app, remaining), link, link],
    };
    try {
      if (webhook) await postWebhook(setting.webhook_url!, setting.webhook_secret ?? '', note);
      else await sendMail(app, { to, subject: title, html: renderContent(note) });
      return true;
    } catch (err) {
      // Not delivered: the next settlement may try again.
      await storeOf(app).delete(`quota_warn:${userId}`);
      throw err;
    }
  } catch (err) {
    app.log.warn({ err, userId }, 'quota warning not delivered');
    return false;
  }
}

async function postWebhook(url: string, secret: string, note: Notification): Promise<void> {
  const body = JSON.stringify({
    type: note.type,
    title: note.title,
    content: renderContent(note),
    values: note.values,
    timestamp: Math.floor(Date.now() / 1000),
  });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers['X-Webhook-Signature'] = signWebhook(secret, body);
  const res = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer().catch(() => undefined);
  if (res.status >= 300) throw new Error(`webhook answered ${res.status}`);
}
