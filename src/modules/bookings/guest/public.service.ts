/**
 * What a guest can do with their booking's hash: see it, cancel it, move it, within the event's
 * cut-offs (`can_not_cancel`, `can_not_reschedule`; absent settings allow both).
 */
import type { Db } from '../../../db/database.js';
import type { BookingRow } from '../../../db/tables-bookings.js';
import { readGuestRules, ruleApplies, type GuestRule } from '../../../domain/booking-cutoff.js';
import { isActive } from '../../../domain/booking-status.js';
import { AppError, conflict, notFound } from '../../../errors.js';
import { loadEventForBooking, type EventForBooking } from '../../calendars/index.js';
import { applyStatus, invalidTransition, type Actor } from '../status-changes.js';
import type { CancelBody, RescheduleBody } from '../bodies.schemas.js';
import { requestedTime } from '../slots/index.js';
import { guestPayment } from '../payments/index.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import { bookingView } from '../view.js';
import type { BookingWriter } from '../create/index.js';
import { presentGuestBooking } from '../bookings.presenter.js';
import { guestUrls } from '../booking-context.js';
import { findBookingByHash, findBookingById } from '../bookings.repo.js';
import { eventHosts } from '../slots/index.js';
import { parseJson } from '../../../shared/json.js';

export interface PublicBookingsDeps {
  db: Db;
  writer: BookingWriter;
  notifier: BookingNotifier;
  clock: () => number;
  publicUrl: string;
  /** Run after a cancellation is committed: the refund the event's policy gives. */
  afterCancel?: (bookingId: number) => Promise<unknown>;
}

const GUEST: Actor = { kind: 'guest', userId: null, name: 'the guest' };

type Action = 'cancel' | 'reschedule';
const REFUSED: Readonly<Record<Action, string>> = {
  cancel: 'Sorry, this booking can no longer be cancelled.',
  reschedule: 'Sorry, this booking can no longer be rescheduled.',
};

/** Why the guest may not `action` now, or null when they may. */
function refusal(booking: BookingRow, rule: GuestRule, now: number): string | null {
  if (!isActive(booking.status) || booking.start_at <= now) return '';
  return ruleApplies(rule, booking.start_at, now) ? rule.message : null;
}

async function byHash(db: Db, hash: string) {
  const booking = await findBookingByHash(db, hash.toLowerCase());
  if (!booking) throw notFound('booking', hash.toLowerCase());
  const loaded = await loadEventForBooking(db, booking.event_id);
  const rules = readGuestRules(parseJson<unknown>(loaded?.event.settings, {}));
  return { booking, loaded, rules };
}

function assertAllowed(booking: BookingRow, rule: GuestRule, action: Action, now: number): void {
  const reason = refusal(booking, rule, now);
  if (reason === null) return;
  if (!isActive(booking.status))
    throw invalidTransition(booking.status, action === 'cancel' ? 'cancelled' : 'moved');
  throw new AppError('validation', `${action}_not_allowed`, reason || REFUSED[action]);
}

async function moveAsGuest(
  { db, writer }: PublicBookingsDeps,
  booking: BookingRow,
  loaded: EventForBooking,
  body: RescheduleBody,
  check: (current: BookingRow) => void,
) {
  return writer.move({
    check,
    booking,
    loaded,
    ...(await eventHosts(db, loaded)),
    ...requestedTime(body, booking.person_time_zone),
    reason: (body.rescheduling_reason ?? body.reason ?? '').trim(),
    actor: 'guest',
    movedBy: null,
  });
}

export function createPublicBookingsService(deps: PublicBookingsDeps) {
  const { db, writer, notifier, clock, publicUrl } = deps;

  const present = async (row: BookingRow) =>
    presentGuestBooking(row, await bookingView(db, row), publicUrl);

  return {
    async view(hash: string) {
      const { booking, loaded, rules } = await byHash(db, hash);
      const now = clock();
      const cancel = refusal(booking, rules.cancel, now);
      const reschedule = loaded ? refusal(booking, rules.reschedule, now) : '';
      const payment = await guestPayment(db, booking, publicUrl);
      return {
        booking: await present(booking),
        can_cancel: cancel === null,
        can_reschedule: reschedule === null,
        cancel_message: cancel === null ? '' : cancel || REFUSED.cancel,
        reschedule_message: reschedule === null ? '' : reschedule || REFUSED.reschedule,
        ...(payment ? { payment } : {}),
      };
    },

    async cancel(hash: string, body: CancelBody) {
      const { booking, rules } = await byHash(db, hash);
      assertAllowed(booking, rules.cancel, 'cancel', clock());
      const reason = (body.cancellation_reason ?? body.reason ?? '').trim();
      // Checked again under the host's lock: a host's move committed meanwhile counts.
      const row = await writer.withBooking(booking, (trx, current) => {
        assertAllowed(current, rules.cancel, 'cancel', clock());
        return applyStatus(trx, current, {
          notifier,
          to: 'cancelled',
          reason,
          actor: GUEST,
          now: clock(),
        });
      });
      const refunded = deps.afterCancel ? await deps.afterCancel(row.id) : null;
      const after = refunded ? await findBookingById(db, row.id) : undefined;
      return { message: 'Meeting has been cancelled', booking: await present(after ?? row) };
    },

    async reschedule(hash: string, body: RescheduleBody) {
      const { booking, loaded, rules } = await byHash(db, hash);
      assertAllowed(booking, rules.reschedule, 'reschedule', clock());
      const check = (current: BookingRow) =>
        assertAllowed(current, rules.reschedule, 'reschedule', clock());
      const row = await moveAsGuest(deps, booking, requireEvent(loaded), body, check);
      return {
        message: 'Booking has been rescheduled',
        booking: await present(row),
        booking_hash: row.hash,
        redirect_url: rules.redirectUrl ?? guestUrls(publicUrl, row.hash).manage,
      };
    },
  };
}

function requireEvent(loaded: EventForBooking | undefined): EventForBooking {
  if (!loaded) throw conflict('invalid_transition', 'The event of this booking no longer exists.');
  return loaded;
}

export type PublicBookingsService = ReturnType<typeof createPublicBookingsService>;
