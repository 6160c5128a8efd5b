/**
 * E-mails whose body carries a one-time secret: the set-password links of invitations and
 * password resets, and the link that confirms a user's new e-mail address. Such a body is kept only until the e-mail is settled for good: the row that
 * says it was sent (or failed) stays for the outbox's retention with its kind, recipient,
 * subject and dates, but the text and HTML are blanked in the same transaction, so that a copy
 * of the database, or anyone reading the outbox, holds no working link. A retry still has the
 * whole e-mail, as the row is only blanked once nothing will send it again.
 */
import type { Db } from '../../db/database.js';
import type { OutboxRow } from '../../db/tables-outbox.js';

export const INVITATION_KIND = 'account_invitation';
export const PASSWORD_RESET_KIND = 'account_password_reset';
export const EMAIL_CHANGE_KIND = 'account_email_change';
/** The notice to the old address that a change was asked for: it carries no link. */
export const EMAIL_CHANGE_NOTICE_KIND = 'account_email_change_notice';

const ONE_TIME_LINK_KINDS: ReadonlySet<string> = new Set([
  INVITATION_KIND,
  PASSWORD_RESET_KIND,
  EMAIL_CHANGE_KIND,
]);

/**
 * Runs `settle`, which settles the claimed row for good and answers whether it did, and blanks
 * the body of an e-mail carrying a one-time link; in the caller's transaction (the mailer settles
 * a claim's rows in one), so the two are written together.
 */
export async function settleForGood(
  trx: Db,
  row: Pick<OutboxRow, 'id' | 'kind'>,
  settle: () => Promise<boolean>,
): Promise<boolean> {
  if (!(await settle())) return false;
  if (ONE_TIME_LINK_KINDS.has(row.kind)) {
    await trx.updateTable('outbox').set({ text: '', html: '' }).where('id', '=', row.id).execute();
  }
  return true;
}
