import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /**
   * The Message-ID, `<local@domain>`, when the sender needs a stable one: a message sent again after a crash then
   * carries the same id, which mail systems treat as the same message. Otherwise nodemailer makes a fresh one.
   */
  messageId?: string;
  /** Extra headers (e.g. List-Unsubscribe), as nodemailer takes them. */
  headers?: Record<string, string>;
  /** Files sent with the message (e.g. an interview's .ics); nodemailer's own shape. */
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  close(): Promise<void>;
}

interface MailLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Time limits so a dead SMTP server fails a send in seconds, not minutes (nodemailer's defaults). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The SMTP URL with its password replaced, safe to log. */
export function redactSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

function parseSmtpUrl(smtpUrl: string): URL {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL is not a valid URL; expected e.g. smtp://user:password@smtp.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  return url;
}

/**
 * With `smtpUrl`, mail goes out through SMTP. Without it, every message is logged (so a developer can read the
 * OTP in the server log) and written to `outboxDir` as an .eml file.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; logger: MailLogger }): Mailer {
  return opts.smtpUrl ? smtpMailer({ ...opts, smtpUrl: opts.smtpUrl }) : outboxMailer(opts);
}

function smtpMailer(opts: { smtpUrl: string; from: string; logger: MailLogger }): Mailer {
  parseSmtpUrl(opts.smtpUrl);
  const transport = createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS }, { from: opts.from });
  opts.logger.info({ transport: 'smtp', smtp: redactSmtpUrl(opts.smtpUrl), from: opts.from }, 'Mail goes out through SMTP');
  return {
    async send(msg) {
      try {
        await transport.sendMail(msg);
      } catch (err) {
        // Only the message's envelope and nodemailer's error code/text: never the URL with its password.
        const { code, message } = err as { code?: string; message?: string };
        opts.logger.error({ to: msg.to, subject: msg.subject, code, err: message }, 'Sending mail failed');
        throw err;
      }
    },
    async close() {
      transport.close();
    },
  };
}

function outboxMailer(opts: { from: string; outboxDir: string; logger: MailLogger }): Mailer {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from: opts.from });
  opts.logger.info({ transport: 'outbox', outboxDir: opts.outboxDir }, 'No SMTP_URL: mail is logged and kept in the outbox folder');
  return {
    async send(msg) {
      const info = await composer.sendMail(msg);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(opts.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await mkdir(opts.outboxDir, { recursive: true });
      await writeFile(file, info.message as Buffer);
      opts.logger.info({ to: msg.to, subject: msg.subject, text: msg.text, file }, 'Mail written to the development outbox');
    },
    async close() {
      composer.close();
    },
  };
}
