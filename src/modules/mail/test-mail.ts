/**
 * "Send a test e-mail": an administrator checks the mail settings by sending one message at once
 * through the configured transport (a fresh SMTP conversation, not the outbox) and reads what
 * the server answered. Limited per user so it cannot be used to send mail in bulk.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.js';
import { can, type Principal } from '../../domain/policy.js';
import { AppError, forbidden } from '../../errors.js';
import type { WindowCounter } from '../../infra/counters.js';
import { findUserById } from '../users/index.js';
import { createFileTransport, senderFor, type Sender } from './transports.js';
import type { TestMailBody } from './test-mail.schemas.js';

/** Test e-mails each user may send a minute. */
export const TEST_MAIL_LIMIT = { max: 5, windowMs: 60_000 } as const;
/** Each step of the SMTP conversation; the whole stays under the request timeout. */
const SMTP_TIMEOUT_MS = 8_000;

export interface TestMailDeps {
  db: Db;
  counter: WindowCounter;
  clock: () => number;
  config: { smtpUrl: string | null; dataDir: string; publicUrl: string };
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

async function limit(counter: WindowCounter, userId: number): Promise<void> {
  const { count, resetInMs } = await counter.hit(
    `test-email:user:${userId}`,
    TEST_MAIL_LIMIT.windowMs,
  );
  if (count <= TEST_MAIL_LIMIT.max) return;
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  throw new AppError(
    'rate_limited',
    'rest_rate_limited',
    `At most ${TEST_MAIL_LIMIT.max} test e-mails a minute. Try again in ${seconds} seconds.`,
    {},
    { 'Retry-After': String(seconds) },
  );
}

function compose(sender: Sender, publicUrl: string, now: number, to: string, login: string) {
  const when = new Date(now).toISOString().replace('T', ' ').slice(0, 16);
  const text = [
    `This is a test e-mail from Slotbook at ${publicUrl}.`,
    `${login} sent it on ${when} UTC to check the mail settings.`,
    'It arrived, so booking e-mails can be delivered the same way.',
  ].join('\n\n');
  return {
    from: sender.from,
    to,
    subject: 'Slotbook test e-mail',
    text,
    messageId: `<slotbook.test.${randomUUID()}@${sender.domain}>`,
  };
}

type TestMail = ReturnType<typeof compose>;

async function viaSmtp(smtpUrl: string, mail: TestMail) {
  const url = new URL(smtpUrl);
  url.searchParams.delete('from');
  const where = `${url.protocol}//${url.host}`;
  const transporter = nodemailer.createTransport({
    url: url.toString(),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    const info = await transporter.sendMail(mail);
    return {
      transport: where,
      message_id: info.messageId,
      server_response: info.response ?? '',
      accepted: (info.accepted ?? []).map(String),
      rejected: (info.rejected ?? []).map(String),
    };
  } catch (error) {
    const failure = (error ?? {}) as SmtpFailure;
    const said = failure.response ?? failure.message ?? String(error);
    throw new AppError(
      'bad_gateway',
      'mail_not_sent',
      `The mail server ${where} did not take the test e-mail: ${said}`,
      {
        transport: where,
        smtp_error: failure.code ?? '',
        server_response: failure.response ?? '',
        ...(failure.responseCode ? { response_code: failure.responseCode } : {}),
      },
    );
  } finally {
    transporter.close();
  }
}

async function viaFiles(dataDir: string, mail: TestMail, to: string) {
  const files = createFileTransport(path.join(dataDir, 'mail'));
  try {
    const messageId = await files.send(mail);
    return {
      message: `No SMTP_URL is set: the test e-mail for ${to} was written to the mail folder of DATA_DIR, not sent.`,
      to,
      transport: 'files',
      message_id: messageId,
      server_response: '',
      accepted: [to],
      rejected: [],
    };
  } finally {
    files.close();
  }
}

/** The address asked for, or else the administrator's own. */
async function recipient(db: Db, principal: Principal, body: TestMailBody): Promise<string> {
  const user = await findUserById(db, principal.userId);
  const to = body.to ?? user?.email ?? '';
  if (!to) {
    throw new AppError('validation', 'rest_validation_failed', 'Give an address in "to".', {
      errors: { to: { required: 'Your account has no e-mail address; give one in "to".' } },
    });
  }
  return to;
}

export function createTestMailService({ db, counter, clock, config }: TestMailDeps) {
  const sender = senderFor(config.publicUrl, config.smtpUrl);

  return {
    async send(principal: Principal, body: TestMailBody) {
      if (!can(principal, 'settings:manage')) {
        throw forbidden('Only administrators may send a test e-mail.');
      }
      await limit(counter, principal.userId);
      const to = await recipient(db, principal, body);
      const mail = compose(sender, config.publicUrl, clock(), to, principal.login);
      if (config.smtpUrl) {
        const sent = await viaSmtp(config.smtpUrl, mail);
        return { message: `The mail server took the test e-mail for ${to}.`, to, ...sent };
      }
      return viaFiles(config.dataDir, mail, to);
    },
  };
}

export type TestMailService = ReturnType<typeof createTestMailService>;
