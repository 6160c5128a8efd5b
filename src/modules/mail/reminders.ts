/**
 * Booking reminders, kept in the outbox like every other e-mail. A planned reminder is one
 * `booking_reminder` row per recipient side and offset, due at its instant (`next_attempt_at`),
 * written in the transaction of the change that plans it; a move drops the booking's planned
 * reminders and plans new ones, a cancellation or decline drops them. When the mailer claims a
 * due one, it reads the booking as it is then and either renders the reminder's e-mails (in the
 * recipients' zones, with the event's current template) or drops it (the booking is no longer
 * scheduled, moved, or the event no longer has that reminder) or skips it (reached after
 * downtime too late to be useful; logged).
 */
import type { Db } from '../../db/database.js';
import {
  decideReminder,
  planReminders,
  reminderOffsetMs,
  type ReminderDecision,
} from '../../domain/reminders.js';
import { NOTIFICATIONS_KEY, readNotifications, type Notifications } from '../calendars/index.js';
import { findMeta } from '../meta/index.js';
import { MAIL_TOPIC } from '../outbox/index.js';
import type { BookingMailContext, BookingMailSource } from './booking-mail-source.js';
import { formatAddress, plan, plannedMails } from './booking-mails.js';
import type { BookingChange } from '../booking-events/index.js';
import { REMINDER_KIND, type OutboxMessage } from './outbox.repo.js';

export { REMINDER_KIND };

const REMINDERS = {
  reminder_to_attendee: 'guest',
  reminder_to_host: 'host',
} as const;
type ReminderKey = keyof typeof REMINDERS;

/** What a `booking_reminder` row's payload holds. */
export interface ReminderPayload {
  key: ReminderKey;
  /** Milliseconds before the start. */
  offsetMs: number;
  /** The start it was planned for (epoch ms). */
  start: number;
}

const reminderPayload = (key: ReminderKey, offsetMs: number, start: number): ReminderPayload => ({
  key,
  offsetMs,
  start,
});

const PLANS_REMINDERS = new Set<BookingChange['kind']>(['created', 'confirmed', 'rescheduled']);

/** `15 minutes`, `2 hours`, `1 day`. */
export function describeOffset(ms: number): string {
  const [unit, size] =
    ms % 86_400_000 === 0
      ? ['day', 86_400_000]
      : ms % 3_600_000 === 0
        ? ['hour', 3_600_000]
        : ['minute', 60_000];
  const n = Math.round(ms / size);
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * In the change's transaction: a change to a booking that already exists drops its planned
 * reminders (and reminder e-mails not sent yet); a scheduled booking just made, confirmed or
 * moved gets one reminder per enabled reminder template and offset still ahead.
 */
export async function replanReminders(
  trx: Db,
  change: BookingChange,
  ctx: BookingMailContext,
  storedNotifications: string | null,
  now: number,
): Promise<void> {
  // A re-sent confirmation changes nothing a reminder depends on (reminders read the booking,
  // its meeting included, when they are sent).
  if (change.kind === 'confirmation_requested' || change.kind === 'meeting_ready') return;
  if (change.kind !== 'created') await dropReminders(trx, change.bookingId, change.kind, now);
  // Reminders are off by default: with no stored settings there is nothing to plan.
  if (storedNotifications === null) return;
  if (ctx.status !== 'scheduled' || !PLANS_REMINDERS.has(change.kind)) return;
  const notifications = readNotifications(storedNotifications);
  const rows = (Object.keys(REMINDERS) as ReminderKey[]).flatMap((key) =>
    plannedRows(key, ctx, notifications, now),
  );
  if (rows.length > 0) await trx.insertInto('outbox').values(rows).execute();
}

function plannedRows(
  key: ReminderKey,
  ctx: BookingMailContext,
  notifications: Notifications,
  now: number,
) {
  const notification = notifications[key];
  if (!notification.enabled) return [];
  const person = REMINDERS[key] === 'guest' ? ctx.guest : ctx.host;
  return planReminders(ctx.start, notification.email.times, now).map((r) => ({
    topic: MAIL_TOPIC,
    kind: REMINDER_KIND,
    booking_id: ctx.bookingId,
    recipient: formatAddress(person.name, person.email),
    subject: `Reminder ${describeOffset(r.offsetMs)} before the start`,
    text: '',
    html: '',
    payload: JSON.stringify(reminderPayload(key, r.offsetMs, ctx.start)),
    status: 'queued',
    next_attempt_at: r.dueAt,
    created_at: now,
    updated_at: now,
  }));
}

const DROP_REASON: Partial<Record<BookingChange['kind'], string>> = {
  rescheduled: 'the booking was moved',
  cancelled: 'the booking was cancelled',
  rejected: 'the booking was declined',
};

/**
 * Drops the booking's planned reminders, also one a mailer has claimed (its claim can no longer
 * settle it, so it renders nothing), then the reminder e-mails still queued.
 */
async function dropReminders(trx: Db, bookingId: number, kind: BookingChange['kind'], now: number) {
  const patch = {
    status: 'dropped',
    claim_token: null,
    last_error: DROP_REASON[kind] ?? 'the booking changed',
    updated_at: now,
  };
  await trx
    .updateTable('outbox')
    .set(patch)
    .where('booking_id', '=', bookingId)
    .where('kind', '=', REMINDER_KIND)
    .where('status', 'in', ['queued', 'sending'])
    .execute();
  await trx
    .updateTable('outbox')
    .set(patch)
    .where('booking_id', '=', bookingId)
    .where('kind', 'in', Object.keys(REMINDERS))
    .where('status', '=', 'queued')
    .execute();
}

export type ReminderOutcome =
  | { status: 'sent'; messages: OutboxMessage[] }
  | { status: 'dropped'; reason: string }
  | { status: 'skipped'; reason: string; lateMs: number }
  | { status: 'wait'; dueAt: number };

/** What becomes of a claimed reminder at `now`, reading the booking in `trx`. */
export async function reminderOutcome(
  trx: Db,
  bookingId: number | null,
  payloadText: string,
  source: BookingMailSource,
  now: number,
): Promise<ReminderOutcome> {
  const payload = JSON.parse(payloadText) as ReminderPayload;
  if (!(payload.key in REMINDERS)) throw new Error(`unknown reminder ${String(payload.key)}`);
  const ctx = bookingId === null ? undefined : await source(trx, bookingId);
  if (!ctx) return { status: 'dropped', reason: 'the booking was deleted' };
  if (ctx.status !== 'scheduled')
    return { status: 'dropped', reason: `the booking is ${ctx.status}` };
  if (ctx.start !== payload.start) return { status: 'dropped', reason: 'the booking was moved' };
  const meta = await findMeta(trx, 'event', ctx.event.id, NOTIFICATIONS_KEY);
  const notification = readNotifications(meta?.value ?? undefined)[payload.key];
  const offsets = notification.email.times.map(reminderOffsetMs);
  if (!notification.enabled || !offsets.includes(payload.offsetMs)) {
    return { status: 'dropped', reason: 'the event no longer sends this reminder' };
  }
  const reminder = { offsetMs: payload.offsetMs, dueAt: payload.start - payload.offsetMs };
  const decision: ReminderDecision = decideReminder(reminder, now);
  if (decision.action === 'wait') return { status: 'wait', dueAt: reminder.dueAt };
  if (decision.action === 'skip') {
    const late = describeOffset(Math.max(60_000, Math.floor(decision.lateMs / 60_000) * 60_000));
    return {
      status: 'skipped',
      reason: `reached ${late} after it was due, not less than its offset of ${describeOffset(payload.offsetMs)}`,
      lateMs: decision.lateMs,
    };
  }
  const planned = plan(payload.key, REMINDERS[payload.key], null);
  return { status: 'sent', messages: plannedMails(planned, ctx, notification, {}, null) };
}
