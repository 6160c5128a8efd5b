/**
 * The one transaction that takes or moves a booking (docs/ARCHITECTURE.md, "Booking without double
 * booking"): (1) lock the hosts, (2) re-check the slot against the bookings that matter,
 * (3) write the booking, its hosts, meta, activity, the idempotent answer, and the notification.
 */
import { activityRow } from '../activity.js';
import type { Db } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/sql-helpers.js';
import type { BookingRow } from '../../../db/tables-bookings.js';
import { HOLDING_STATUSES, isActive } from '../../../domain/booking-status.js';
import { MINUTE_MS } from '../../../domain/time.js';
import { AppError, conflict } from '../../../errors.js';
import { sqlUtc } from '../../../shared/format.js';
import { newBookingHash } from './hash.js';
import { eventRulesOf, type EventForBooking } from '../../calendars/index.js';
import { upsertContactFromBooking } from '../../contacts/index.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import * as repo from '../bookings.repo.js';
import { eventZone, type HostSchedule } from '../slots/index.js';
import { pickHost } from './round-robin.js';
import { rememberAnswer, storedAnswer, type Answer } from './idempotency.js';
import { groupAt, heldSpan, verifySlot } from '../slots/index.js';
import { META } from '../meta-keys.js';
import type { MovePlan, NewBookingPlan, WriterDeps } from './plans.js';

export type { BookingColumns, MovePlan, NewBookingPlan, WriterDeps } from './plans.js';

/** Every host who may take the booking: all of a pool, since which one is decided locked. */
const lockedHosts = (plan: { loaded: EventForBooking; pool: readonly HostSchedule[] | null }) =>
  plan.pool ? plan.pool.map((h) => h.id) : plan.loaded.hostIds;

/** The start and the event's zone, which round robin counts a host's bookings in. */
const slotOf = (plan: { start: number; hosts: readonly HostSchedule[] }) => ({
  start: plan.start,
  zone: eventZone(plan.hosts),
});

type WriterSteps = Pick<WriterDeps, 'notifier' | 'clock'>;

async function insertNew<T>(
  deps: WriterSteps,
  trx: Db,
  plan: NewBookingPlan<T>,
): Promise<Answer<T>> {
  const replay = await storedAnswer<T>(trx, plan.idempotency);
  if (replay) return replay;
  const now = deps.clock();
  const { row, hostIds } = await insertBookingRow(trx, plan, now);
  await recordCreation(deps.notifier, trx, plan, row, hostIds, now);
  const answer = plan.answer(row);
  await rememberAnswer(trx, plan.idempotency, answer, now);
  return answer;
}

/** Re-checks the slot, picks the host, and writes the booking, its contact and its hosts. */
async function insertBookingRow<T>(trx: Db, plan: NewBookingPlan<T>, now: number) {
  const rules = eventRulesOf(plan.loaded, plan.duration);
  const holds = HOLDING_STATUSES.includes(plan.status);
  const { seats, free } = holds
    ? await verifySlot(trx, { ...plan, rules, now })
    : { seats: [], free: plan.pool?.map((h) => h.id) ?? [] };
  const end = plan.start + plan.duration * MINUTE_MS;
  const hostIds = plan.pool
    ? [await pickHost(trx, { eventId: plan.loaded.event.id, free, ...slotOf(plan) })]
    : plan.loaded.hostIds;
  const contactId = await upsertContactFromBooking(trx, { ...plan.contact, hostIds }, now);
  const row = await repo.insertBooking(trx, {
    ...plan.columns,
    ...(plan.pool ? { host_user_id: hostIds[0] } : {}),
    person_contact_id: contactId,
    hash: newBookingHash(),
    start_at: plan.start,
    end_at: end,
    slot_minutes: plan.duration,
    group_id: groupAt(seats, plan.start),
    status: plan.status,
    created_at: now,
    updated_at: now,
  });
  const span = heldSpan(rules, plan.start, end);
  await repo.insertBookingHosts(trx, row.id, hostIds, span, now);
  return { row, hostIds };
}

/** The meta, activity, extra writes and notification of a new booking. */
async function recordCreation<T>(
  notifier: BookingNotifier,
  trx: Db,
  plan: NewBookingPlan<T>,
  row: BookingRow,
  hostIds: readonly number[],
  now: number,
) {
  await repo.upsertBookingMeta(trx, row.id, plan.meta, now);
  const title = plan.status === 'pending' ? 'Booking Requested' : 'Booking Created';
  const by = plan.actor === 'guest' ? 'the guest' : (plan.bookedBy ?? 'a host');
  await repo.insertActivities(trx, [
    activityRow(row.id, now, {
      title,
      description: `Booked by ${by}.`,
      createdBy: plan.createdBy,
    }),
  ]);
  if (plan.alsoWrite) await plan.alsoWrite(trx, row, now);
  const { event, calendar } = plan.loaded;
  await notifier.notify(
    trx,
    { kind: 'created', bookingId: row.id, actor: plan.actor },
    {
      row,
      event,
      calendar,
      hostIds,
      users: plan.hostUsers,
      meta: plan.meta,
      avatar: plan.avatar,
      notifications: plan.notifications,
    },
  );
}

/** The booking as it is under the lock, if it may move to the plan's start. */
async function movableBooking(trx: Db, plan: MovePlan): Promise<BookingRow> {
  const current = await repo.findBookingById(trx, plan.booking.id);
  if (!current || !isActive(current.status)) {
    throw conflict('invalid_transition', 'Only scheduled or pending bookings can be moved.');
  }
  plan.check?.(current);
  if (current.start_at === plan.start) {
    throw new AppError('validation', 'same_time', 'The booking already starts at that time.');
  }
  return current;
}

async function moveLocked(deps: WriterSteps, trx: Db, plan: MovePlan): Promise<BookingRow> {
  const current = await movableBooking(trx, plan);
  const now = deps.clock();
  const rules = eventRulesOf(plan.loaded, current.slot_minutes);
  const excludeBookingId = current.id;
  const { seats, free } = await verifySlot(trx, { ...plan, rules, now, excludeBookingId });
  const end = plan.start + current.slot_minutes * MINUTE_MS;
  // Round robin: the booking keeps its host if free at the new time, else goes to another.
  const host = plan.pool
    ? await pickHost(trx, {
        eventId: current.event_id,
        free,
        ...slotOf(plan),
        keep: current.host_user_id,
        excludeBookingId,
      })
    : undefined;
  const row = await repo.moveBooking(
    trx,
    current.id,
    current.status,
    {
      start_at: plan.start,
      end_at: end,
      person_time_zone: plan.timezone,
      group_id: groupAt(seats, plan.start),
      updated_at: now,
      ...(host === undefined ? {} : { host_user_id: host }),
    },
    heldSpan(rules, plan.start, end),
    host,
  );
  if (!row) throw conflict('invalid_transition', 'The booking changed meanwhile; try again.');
  await recordMove(deps.notifier, trx, current, row, plan, now);
  return row;
}

/** The meta, activity and notification of a move from `before` to `after`. */
async function recordMove(
  notifier: BookingNotifier,
  trx: Db,
  before: BookingRow,
  after: BookingRow,
  plan: MovePlan,
  now: number,
) {
  const [stored] = await repo
    .listBookingMeta(trx, [after.id])
    .then((rows) =>
      rows.filter((r) => r.meta_key === META.rescheduleCount).map((r) => Number(r.value)),
    );
  const meta = {
    [META.previousTime]: sqlUtc(before.start_at),
    [META.rescheduleReason]: plan.reason,
    [META.rescheduledByType]: plan.actor === 'guest' ? 'guest' : 'host',
    [META.rescheduleCount]: (stored ?? 0) + 1,
  };
  await repo.upsertBookingMeta(trx, after.id, meta, now);
  const reason = plan.reason ? ` Reason: ${plan.reason}` : '';
  const by = plan.movedByName ? ` Moved by ${plan.movedByName}.` : '';
  const description = `From ${sqlUtc(before.start_at)} to ${sqlUtc(after.start_at)} UTC.${by}${reason}`;
  await repo.insertActivities(trx, [
    activityRow(after.id, now, {
      title: 'Meeting Rescheduled',
      description,
      createdBy: plan.movedBy,
    }),
  ]);
  await notifier.notify(trx, {
    kind: 'rescheduled',
    bookingId: after.id,
    actor: plan.actor,
    previous: { start: before.start_at, end: before.end_at },
    ...(plan.reason ? { reason: plan.reason } : {}),
    ...(plan.notifyGuest === false ? { notifyGuest: false } : {}),
  });
}

export function createBookingWriter({ db, locks, notifier, clock }: WriterDeps) {
  const steps: WriterSteps = { notifier, clock };
  return {
    /** Creates a booking, or returns the stored answer of an earlier request with the same key. */
    async create<T>(plan: NewBookingPlan<T>): Promise<Answer<T>> {
      try {
        return await locks.withHosts(lockedHosts(plan), (trx) => insertNew(steps, trx, plan));
      } catch (error) {
        // Two requests with one key for different hosts: the loser's insert hit the key's row.
        if (plan.idempotency && isUniqueViolation(error)) {
          const replay = await storedAnswer<T>(db, plan.idempotency);
          if (replay) return replay;
        }
        throw error;
      }
    },

    /** Moves a scheduled or pending booking to a new free start (same duration). */
    async move(plan: MovePlan): Promise<BookingRow> {
      const hostIds = [...lockedHosts(plan), plan.booking.host_user_id];
      return locks.withHosts(hostIds, (trx) => moveLocked(steps, trx, plan));
    },

    /**
     * Runs `work` on the booking as it is under its host's lock, the lock a move takes: a
     * decision that depends on the start (a guest's cancel cut-off) sees any move before it.
     */
    async withBooking<T>(booking: BookingRow, work: (trx: Db, current: BookingRow) => Promise<T>) {
      return locks.withHosts([booking.host_user_id], async (trx) => {
        const current = await repo.findBookingById(trx, booking.id);
        if (!current) throw conflict('invalid_transition', 'The booking no longer exists.');
        return work(trx, current);
      });
    },
  };
}

export type BookingWriter = ReturnType<typeof createBookingWriter>;
