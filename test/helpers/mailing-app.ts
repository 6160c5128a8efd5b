import type { ParsedMail } from 'mailparser';
import type { Dialect } from '../../src/db/database.js';
import { createConfiguredMailer } from '../../src/modules/mail/mailer.js';
import { createTestApp, type TestApp } from './app.js';
import { silentLogger, startSmtpServer, type TestSmtp } from './smtp.js';

export interface MailingApp {
  t: TestApp;
  smtp: TestSmtp;
  /** Runs the server's own mailer until nothing is due; returns what arrived meanwhile. */
  deliver(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A test app whose mail goes over SMTP_URL to a real SMTP server in this process. */
export async function startMailingApp(dialect: Dialect): Promise<MailingApp> {
  const smtp = await startSmtpServer();
  const t = await createTestApp(dialect, {
    env: { PUBLIC_URL: 'https://book.example.com', SMTP_URL: smtp.url },
  });
  const mailer = createConfiguredMailer(t.config, t.testDb.database, silentLogger);
  return {
    t,
    smtp,
    async deliver() {
      const before = smtp.received.length;
      while ((await mailer.runOnce()).claimed > 0);
      return smtp.received.slice(before);
    },
    async close() {
      await mailer.stop();
      await t.close();
      await smtp.close();
    },
  };
}
