/**
 * The mailer loop: claims due outbox rows, delivers each once through the transport, and settles
 * the claim's rows (sent, queued again with back-off, or failed) together once it has tried them
 * all (`deliveries.ts`). Safe with many processes on PostgreSQL (rows
 * are claimed with FOR UPDATE SKIP LOCKED under a lease) and with the single SQLite process.
 */
import { createBackgroundLoop, IDLE } from '../../shared/background-loop.js';
import { randomUUID } from 'node:crypto';
import type { Db, Dialect } from '../../db/database.js';
import type { OutboxRow } from '../../db/tables-outbox.js';
import { renderChange } from './mail-notifier.js';
import * as claims from './outbox-claims.repo.js';
import * as outbox from './outbox.repo.js';
import { REMINDER_KIND, reminderOutcome, type ReminderOutcome } from './reminders.js';
import type { BookingMailSource } from './booking-mail-source.js';
import {
  createConfiguredTransport,
  senderFor,
  type MailTransport,
  type Sender,
} from './transports.js';
import {
  deliver,
  settleClaim,
  type Claimed,
  type MailerLogger,
  type Settlement,
} from './deliveries.js';

export type { MailerLogger } from './deliveries.js';

export interface MailerDeps {
  db: Db;
  dialect: Dialect;
  /** Owned by the mailer from now on: `stop()` closes it. */
  transport: MailTransport;
  sender: Sender;
  clock: () => number;
  logger: MailerLogger;
  /** Reads a booking as it is when one of its reminders is due. */
  source: BookingMailSource;
  pollIntervalMs?: number;
  /** The longest pause while nothing is due (8 polls): `nudge()` ends it when mail is written. */
  idlePollMs?: number;
  batchSize?: number;
  /**
   * How long a claim owns its rows. It must outlast sending a whole batch (each send is bounded
   * by the transport's timeouts); rows of a crashed process are due again when it ends.
   */
  leaseMs?: number;
}

export interface MailerRun {
  /** Booking changes and due reminders rendered into e-mails (or dropped, or skipped). */
  expanded: number;
  /** E-mails claimed for delivery. */
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface Mailer {
  start(): void;
  stop(): Promise<void>;
  /** One claim and its deliveries (and the e-mails of the booking changes it claimed). */
  runOnce(): Promise<MailerRun>;
  /** Mail may have been written: an idling mailer looks at once. */
  nudge(): void;
}

/** A claim's settings: its size, how long it owns its rows, and the end of the lease kept free. */
interface ClaimSettings {
  batchSize: number;
  leaseMs: number;
  /** Rows are not started this close to the end of their lease (left for the next claim). */
  margin: number;
}

/**
 * Renders a claimed booking change into its e-mails, queued (due at once) with the claim's
 * settlements.
 */
function expand(deps: MailerDeps, row: OutboxRow, token: string, settlements: Settlement[]) {
  const { clock, logger } = deps;
  const now = clock();
  let messages: outbox.OutboxMessage[];
  try {
    messages = renderChange(row.payload ?? '');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    settlements.push(async (trx) => {
      await claims.markFailed(trx, row.id, token, now, `cannot render: ${reason}`);
    });
    logger.error({ mailId: row.id, error: reason }, 'booking change could not be rendered');
    return;
  }
  settlements.push(async (trx) => {
    if (!(await claims.expandChange(trx, row.id, token, now, messages))) {
      logger.error({ mailId: row.id }, 'booking change rendered after its claim expired');
    }
  });
}

/** Decides a due reminder and settles its row (queuing its e-mails when sent), in one transaction. */
function settleReminder(deps: MailerDeps, row: OutboxRow, token: string, now: number) {
  return deps.db.transaction().execute(async (trx) => {
    const outcome = await reminderOutcome(trx, row.booking_id, row.payload ?? '', deps.source, now);
    if (outcome.status === 'wait') {
      const settled = await claims.markRetry(trx, row.id, token, now, outcome.dueAt, '');
      return { outcome, settled };
    }
    const note = outcome.status === 'sent' ? null : outcome.reason;
    const settled = await claims.settleExpanded(trx, row.id, token, now, outcome.status, note);
    if (settled && outcome.status === 'sent') await outbox.enqueueMail(trx, outcome.messages, now);
    return { outcome, settled };
  });
}

/** Renders a claimed reminder that is due into its e-mails, or drops or skips it. */
async function expandReminder(deps: MailerDeps, row: OutboxRow, token: string): Promise<void> {
  const { db, clock, logger } = deps;
  const now = clock();
  let outcome: ReminderOutcome;
  let settled: boolean;
  try {
    ({ outcome, settled } = await settleReminder(deps, row, token, now));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await claims.markFailed(db, row.id, token, clock(), `cannot render: ${reason}`);
    logger.error({ mailId: row.id, error: reason }, 'booking reminder could not be rendered');
    return;
  }
  const details = { mailId: row.id, bookingId: row.booking_id };
  // A claim lost meanwhile: the booking moved or was cancelled, which dropped the reminder.
  if (!settled) logger.info(details, 'booking reminder dropped while it was being rendered');
  else if (outcome.status === 'skipped') {
    logger.warn(
      { ...details, lateMs: outcome.lateMs },
      `booking reminder skipped: ${outcome.reason}`,
    );
  } else if (outcome.status === 'dropped') {
    logger.info(details, `booking reminder dropped: ${outcome.reason}`);
  }
}

async function claimMail(deps: MailerDeps, settings: ClaimSettings): Promise<Claimed> {
  const now = deps.clock();
  const token = randomUUID();
  const leaseUntil = now + settings.leaseMs;
  const rows = await claims.claimDueMail(deps.db, deps.dialect, {
    now,
    leaseUntil,
    token,
    limit: settings.batchSize,
  });
  return { rows, token, leaseUntil };
}

/**
 * Renders a claim's booking changes and reminders, then delivers its e-mails, and settles the
 * changes (their e-mails queued) and e-mails in one transaction; answers how many changes and
 * reminders it rendered.
 */
async function processClaim(
  deps: MailerDeps,
  settings: ClaimSettings,
  claimed: Claimed,
  run: MailerRun,
): Promise<number> {
  const { rows, token } = claimed;
  const settlements: Settlement[] = [];
  const changes = rows.filter((row) => row.kind === outbox.CHANGE_KIND);
  for (const row of changes) expand(deps, row, token, settlements);
  const reminders = rows.filter((row) => row.kind === REMINDER_KIND);
  for (const row of reminders) await expandReminder(deps, row, token);
  run.expanded += changes.length + reminders.length;
  try {
    for (const row of rows) {
      if (row.kind === outbox.CHANGE_KIND || row.kind === REMINDER_KIND) continue;
      run.claimed += 1;
      const outcome = await deliver(deps, settings.margin, row, claimed, settlements);
      if (outcome !== 'released') run[outcome] += 1;
    }
  } finally {
    await settleClaim(deps.db, settlements);
  }
  return changes.length + reminders.length;
}

export function createMailer(deps: MailerDeps): Mailer {
  const { transport, logger } = deps;
  const pollIntervalMs = deps.pollIntervalMs ?? 2_000;
  const batchSize = deps.batchSize ?? 25;
  const leaseMs = deps.leaseMs ?? 10 * 60_000;
  const settings: ClaimSettings = { batchSize, leaseMs, margin: Math.min(leaseMs / 2, 2 * 60_000) };

  /** Whether the last claim was full, so more may be due at once. */
  let fullClaim = false;
  /** Set by `stop()`: a run in progress returns after its current claim. */
  let stopping = false;

  async function runOnce(): Promise<MailerRun> {
    const run: MailerRun = { expanded: 0, claimed: 0, sent: 0, retried: 0, failed: 0 };
    // The e-mails of the changes claimed are due at once: claim again until no change is left.
    for (;;) {
      const claimed = await claimMail(deps, settings);
      fullClaim = claimed.rows.length === batchSize;
      const expanded = await processClaim(deps, settings, claimed, run);
      // Not again once stopping: the e-mails just queued wait for the next start.
      if (expanded === 0 || stopping) return run;
    }
  }

  const loop = createBackgroundLoop({
    intervalMs: pollIntervalMs,
    idleMaxMs: deps.idlePollMs ?? pollIntervalMs * 8,
    pass: async () => {
      const run = await runOnce();
      if (fullClaim) return 0;
      return run.expanded + run.claimed === 0 ? IDLE : undefined;
    },
    onError: (error) => logger.error({ err: error }, 'mailer run failed'),
  });

  return {
    runOnce,
    nudge: loop.nudge,
    start() {
      stopping = false;
      logger.info({ transport: transport.description }, 'mailer started');
      loop.start();
    },
    async stop() {
      stopping = true;
      await loop.stop();
      transport.close();
    },
  };
}

/** The server's mailer: SMTP when `smtpUrl` is set, `.eml` files under `dataDir/mail` otherwise. */
export function createConfiguredMailer(
  config: { smtpUrl: string | null; dataDir: string; publicUrl: string },
  database: { db: Db; dialect: Dialect },
  logger: MailerLogger,
  source: BookingMailSource,
): Mailer {
  return createMailer({
    source,
    db: database.db,
    dialect: database.dialect,
    transport: createConfiguredTransport(config),
    sender: senderFor(config.publicUrl, config.smtpUrl),
    clock: Date.now,
    logger,
  });
}
