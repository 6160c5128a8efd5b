/**
 * Delivering a claim's e-mails: each is sent through the transport once, and what became of it
 * (sent, queued again with back-off, failed, or given back) is settled with the claim's others.
 */
import type { Db } from '../../db/database.js';
import type { OutboxRow } from '../../db/tables-outbox.js';
import { decideAfterFailure, toSendFailure } from './delivery-policy.js';
import { settleForGood } from './one-time-links.js';
import * as claims from './outbox-claims.repo.js';
import { composeMail, type MailTransport, type Sender } from './transports.js';

export interface MailerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What delivering needs of the mailer. */
export interface DeliveryDeps {
  transport: MailTransport;
  sender: Sender;
  clock: () => number;
  logger: MailerLogger;
}

type Outcome = 'sent' | 'retried' | 'failed' | 'released';
export interface Claimed {
  rows: OutboxRow[];
  token: string;
  leaseUntil: number;
}

/**
 * What a claim writes about one of its rows (a change's e-mails queued, an e-mail sent, retried
 * later or failed), in one transaction once the claim's last e-mail was tried: each commit writes
 * the pages of the rows and due indexes it changed, so one commit a claim instead of one a row. A
 * process that dies before it sends that claim's e-mails again after their lease, with the same
 * Message-IDs.
 */
export type Settlement = (trx: Db) => Promise<void>;

function sendFailed(
  deps: DeliveryDeps,
  row: OutboxRow,
  token: string,
  error: unknown,
  settlements: Settlement[],
): Outcome {
  const { clock, logger } = deps;
  const now = clock();
  const decision = decideAfterFailure(toSendFailure(error), row.attempts, row.created_at, now);
  const details = { mailId: row.id, attempts: row.attempts, error: decision.error };
  if (decision.action === 'fail') {
    settlements.push(async (trx) => {
      await settleForGood(trx, row, () =>
        claims.markFailed(trx, row.id, token, now, decision.error),
      );
    });
    logger.error(details, 'e-mail delivery failed for good');
    return 'failed';
  }
  settlements.push(async (trx) => {
    await claims.markRetry(trx, row.id, token, now, decision.at, decision.error);
  });
  logger.warn({ ...details, retryAt: decision.at }, 'e-mail delivery failed; will retry');
  return 'retried';
}

export async function deliver(
  deps: DeliveryDeps,
  margin: number,
  row: OutboxRow,
  { token, leaseUntil }: Claimed,
  settlements: Settlement[],
): Promise<Outcome> {
  const { clock, logger } = deps;
  if (clock() > leaseUntil - margin) {
    const now = clock();
    settlements.push(async (trx) => {
      await claims.releaseClaim(trx, row.id, token, now);
    });
    return 'released';
  }
  let messageId: string;
  try {
    messageId = await deps.transport.send(composeMail(row, deps.sender));
  } catch (error) {
    return sendFailed(deps, row, token, error, settlements);
  }
  const now = clock();
  settlements.push(async (trx) => {
    const sent = () => claims.markSent(trx, row.id, token, now, messageId);
    if (!(await settleForGood(trx, row, sent))) {
      logger.error({ mailId: row.id }, 'e-mail sent after its claim expired');
    }
  });
  return 'sent';
}

/** Writes a claim's settlements, in one transaction. */
export async function settleClaim(db: Db, settlements: readonly Settlement[]): Promise<void> {
  if (settlements.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const settle of settlements) await settle(trx);
  });
}
