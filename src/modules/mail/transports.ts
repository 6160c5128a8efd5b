/**
 * How outbox rows leave the process: over SMTP (`SMTP_URL`), or, without it, as RFC 5322 `.eml`
 * files under `DATA_DIR/mail/` built by nodemailer's own message composer.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type { OutboxRow } from '../../db/tables-outbox.js';
import { singleMailbox } from '../../shared/email.js';

export interface MailTransport {
  /** `smtp://host:port` (no credentials) or the folder of `.eml` files, for logs. */
  readonly description: string;
  /** Delivers one message; resolves with its Message-ID once the server (or disk) took it. */
  send(mail: SendMailOptions): Promise<string>;
  close(): void;
}

export interface Sender {
  /** `"Slotbook" <no-reply@example.com>`. */
  from: string;
  /** The domain of Message-IDs. */
  domain: string;
}

const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** The sender: `?from=` on the SMTP URL when given, else `no-reply@` the public host. */
export function senderFor(publicUrl: string, smtpUrl: string | null = null): Sender {
  const host = new URL(publicUrl).hostname;
  const domain = /^[\d.]+$|:|^\[/.test(host) || !host ? 'localhost' : host;
  const given = smtpUrl ? new URL(smtpUrl).searchParams.get('from') : null;
  return { from: given ?? `"Slotbook" <no-reply@${domain}>`, domain };
}

/** The same Message-ID on every attempt, so a receiver can recognise a repeated delivery. */
export function messageIdFor(row: Pick<OutboxRow, 'id' | 'created_at'>, domain: string): string {
  return `<slotbook.${row.id}.${row.created_at}@${domain}>`;
}

/** The iCalendar METHOD of an invite (REQUEST, CANCEL, ...). */
export function icsMethod(ics: string): string {
  return /^METHOD:([A-Z-]+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH';
}

/** Thrown for a recipient that is not exactly one mailbox: never sent, never retried. */
export class RecipientRefused extends Error {
  readonly permanent = true;
  constructor() {
    super('Not sent: the recipient is not exactly one e-mail address.');
  }
}

/**
 * The nodemailer message of an outbox row: HTML and text parts, the invite as text/calendar.
 * A recipient that the address parser reads as anything but one mailbox is refused.
 */
export function composeMail(row: OutboxRow, sender: Sender): SendMailOptions {
  if (singleMailbox(row.recipient) === null) throw new RecipientRefused();
  return {
    from: sender.from,
    to: row.recipient,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    subject: row.subject,
    text: row.text,
    html: row.html,
    messageId: messageIdFor(row, sender.domain),
    ...(row.ics
      ? { icalEvent: { method: icsMethod(row.ics), filename: 'invite.ics', content: row.ics } }
      : {}),
  };
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  url.searchParams.delete('from');
  // Pooled: messages reuse open connections instead of a new SMTP handshake each.
  const transporter = nodemailer.createTransport({
    url: url.toString(),
    pool: true,
    maxConnections: 2,
    ...TIMEOUTS,
  });
  return {
    description: `${url.protocol}//${url.host}`,
    async send(mail) {
      const info = await transporter.sendMail(mail);
      return info.messageId;
    },
    close: () => transporter.close(),
  };
}

/**
 * Whether the SMTP server of `smtpUrl` answers and accepts our credentials, checked once at
 * start so a wrong address shows at once; undefined when it does, else what failed.
 */
export async function checkSmtpServer(
  smtpUrl: string,
  timeoutMs = 5_000,
): Promise<string | undefined> {
  const url = new URL(smtpUrl);
  url.searchParams.delete('from');
  const transporter = nodemailer.createTransport({
    url: url.toString(),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transporter.verify();
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = error instanceof Error ? error.message : String(error);
    return `${url.protocol}//${url.host}: ${code ? `${code} ` : ''}${message}`;
  } finally {
    transporter.close();
  }
}

/** Writes each message to `<dir>/<message id>.eml`; a repeated delivery replaces its file. */
export function createFileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    description: dir,
    async send(mail) {
      const info = await transporter.sendMail(mail);
      const name = info.messageId.replace(/[^A-Za-z0-9.@_-]/g, '');
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${name}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      return info.messageId;
    },
    close: () => transporter.close(),
  };
}

/** SMTP when `smtpUrl` is set, else `.eml` files under `<dataDir>/mail`. */
export function createConfiguredTransport(config: {
  smtpUrl: string | null;
  dataDir: string;
}): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl)
    : createFileTransport(path.join(config.dataDir, 'mail'));
}
