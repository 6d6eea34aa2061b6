// Outgoing mail through SMTP (nodemailer). SMTP_URL (e.g. smtp://user:pass@smtp.example.com:587 or
// smtps://...:465) names the server, SMTP_FROM the sender. Without SMTP_URL a mail is not sent: outside
// production it is written to the log instead (so a developer reads verification codes there); in production the
// caller gets a clear refusal.
import nodemailer, { type Transporter } from 'nodemailer';
import { fail } from '../../../server/http/errors';

export interface Mail { to: string; subject: string; text: string; html?: string }
export interface MailLog { info(obj: object, msg: string): void }
export type MailOutcome = 'sent' | 'logged';

let cached: { url: string; transport: Transporter } | null = null;

function transport(url: string): Transporter {
  if (cached?.url !== url) {
    cached?.transport.close();
    cached = { url, transport: nodemailer.createTransport(url) };
  }
  return cached.transport;
}

export const MAIL_NOT_CONFIGURED = '邮件服务未配置（SMTP_URL），无法发送邮件，请联系管理员';

export async function sendMail(mail: Mail, log: MailLog, env: NodeJS.ProcessEnv = process.env): Promise<MailOutcome> {
  const url = env.SMTP_URL;
  if (!url) {
    if (env.NODE_ENV === 'production') throw fail.validation(MAIL_NOT_CONFIGURED);
    log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail not sent (SMTP_URL is not set); its text is logged instead');
    return 'logged';
  }
  await transport(url).sendMail({ from: env.SMTP_FROM || 'IPMS <no-reply@ipms.local>', to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, textEncoding: 'base64' });
  return 'sent';
}
