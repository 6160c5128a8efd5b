/** A user asking to change their own e-mail address, and the links the outbox holds. */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.js';
import { cookieOf, PASSWORD, signIn } from './accounts.js';

export const CONFIRM_LINK = /\/app\/confirm-email\?token=([A-Za-z0-9_-]+)/;

/** The e-mails of `kind` to `recipient`, oldest first. */
export function mailsTo(t: TestApp, recipient: string, kind: string) {
  return t.testDb.database.db
    .selectFrom('outbox')
    .select(['subject', 'text', 'html'])
    .where('recipient', '=', recipient)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

/** The confirmation token of the newest e-mail-change e-mail to `recipient` ('' without one). */
export async function confirmTokenFor(t: TestApp, recipient: string): Promise<string> {
  const mails = await mailsTo(t, recipient, 'account_email_change');
  return CONFIRM_LINK.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
}

export async function sessionOf(t: TestApp, login: string, from = '127.0.0.1') {
  return cookieOf(await signIn(t, login, PASSWORD, from));
}

export function requestChange(
  t: TestApp,
  cookie: string,
  payload: Record<string, unknown>,
  from = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/accounts/email',
    remoteAddress: from,
    headers: { cookie },
    payload,
  });
}

export function confirmChange(t: TestApp, token: string, cookie = '', from = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/accounts/email/confirm',
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
    payload: { token },
  });
}
