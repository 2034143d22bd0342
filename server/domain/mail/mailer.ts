import nodemailer from 'nodemailer';
import type { App } from '../../context';
import { AppError } from '../../errors/app-error';

// Outgoing mail through the SMTP* options (reference/options.md §1.1), as the original's
// common.SendEmail: HTML body, From "<SystemName> <SMTPFrom or SMTPAccount>".

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
}

export async function sendMail(app: App, msg: MailMessage): Promise<void> {
  const o = app.options;
  const server = o.get('SMTPServer');
  const account = o.get('SMTPAccount');
  if (!server && !account) throw new AppError('PRECONDITION_FAILED', 'SMTP 服务器未配置');
  const port = o.num('SMTPPort', 587) || 587;
  const transport = nodemailer.createTransport({
    host: server,
    port,
    secure: o.bool('SMTPSSLEnabled') || port === 465,
    auth: account ? { user: account, pass: o.get('SMTPToken') } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({
      from: { name: o.get('SystemName') || 'New API', address: o.get('SMTPFrom') || account },
      to: msg.to,
      subject: msg.subject,
      html: msg.html,
    });
  } catch (err) {
    // The SMTP error can name the server and account: log it, tell the caller less.
    app.log.warn({ err }, 'mail send failed');
    throw new AppError('PRECONDITION_FAILED', '邮件发送失败，请检查 SMTP 设置或稍后重试');
  } finally {
    transport.close();
  }
}
