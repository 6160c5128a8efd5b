/**
 * What the booking tools of `/mcp` share: their services, the booking as they answer it (the
 * `Booking` schema's fields, the guest's contacts masked unless the credential has the
 * `contacts:read` scope), times in a named zone, and who a change is told to.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Booking, type createBookingServices } from '../bookings/index.js';
import type { Principal } from '../../domain/policy.js';
import { hasScope } from '../../domain/scopes.js';
import { formatLocal, formatUtc, isValidTimeZone, offsetAt } from '../../domain/time.js';
import { invalidParam } from '../../errors.js';
import type { Approvals } from './approvals.js';

type BookingServices = ReturnType<typeof createBookingServices>;

export interface BookingToolDeps {
  bookings: BookingServices['bookings'];
  slots: BookingServices['slots'];
  approvals: Approvals;
}

const MINUTE_MS = 60_000;

const Guest = Type.Object({
  name: Type.String(),
  email: Type.String({
    description: 'Masked (g•••@example.com) unless the credential has the contacts:read scope',
  }),
  phone: Type.String({ description: 'Masked likewise (•••67); empty when none' }),
});

export const BookingSummary = Type.Composite([
  Type.Pick(Booking, [
    'id',
    'calendar_id',
    'event_id',
    'event_title',
    'status',
    'slot_minutes',
    'person_time_zone',
  ]),
  Type.Object({
    start_utc: Type.String({ description: 'ISO-8601 instant' }),
    end_utc: Type.String({ description: 'ISO-8601 instant' }),
    guest: Guest,
  }),
]);

export const TimeIn = Type.Object({
  start_utc: Type.String(),
  end_utc: Type.String(),
  start_local: Type.String({ description: 'In `timezone`, with its offset' }),
  end_local: Type.String({ description: 'In `timezone`, with its offset' }),
});

export const Told = Type.Array(
  Type.Object({
    who: Type.Union([Type.Literal('guest'), Type.Literal('additional_guest')]),
    email: Type.String({ description: 'Masked unless the credential has contacts:read' }),
  }),
  {
    description:
      "Who is e-mailed about the change (when the event's template for it is on); the hosts " +
      'are not mailed about their own changes. Webhooks and connected calendars follow it too.',
  },
);

export type ListedBooking = Static<typeof Booking>;

/** `ada@example.com` as `a•••@example.com`: enough to tell guests apart, not to write to them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? '•••' : '';
  return `${email[0]}•••${email.slice(at)}`;
}

/** `+44 20 7946 0967` as `•••67`; a short number as `•••`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!phone) return '';
  return digits.length >= 6 ? `•••${digits.slice(-2)}` : '•••';
}

function contactsShown(principal: Principal) {
  const shown = hasScope(principal, 'contacts:read');
  return {
    email: (email: string) => (shown ? email : maskEmail(email)),
    phone: (phone: string) => (shown ? phone : maskPhone(phone)),
  };
}

const utcOf = (iso: string) => formatUtc(Date.parse(iso));

export function summary(principal: Principal, booking: ListedBooking) {
  const show = contactsShown(principal);
  return {
    id: booking.id,
    calendar_id: booking.calendar_id,
    event_id: booking.event_id,
    event_title: booking.event_title,
    status: booking.status,
    slot_minutes: booking.slot_minutes,
    person_time_zone: booking.person_time_zone,
    start_utc: utcOf(booking.start_time_iso),
    end_utc: utcOf(booking.end_time_iso),
    guest: {
      name: `${booking.first_name} ${booking.last_name}`.trim(),
      email: show.email(booking.email),
      phone: show.phone(booking.phone),
    },
  };
}

/** `2026-12-01T10:00:00+01:00`: the wall clock of `zone` with its offset. */
function localIso(zone: string, instant: number): string {
  const offset = offsetAt(zone, instant) / MINUTE_MS;
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${formatLocal(zone, instant).replace(' ', 'T')}${sign}${hours}:${minutes}`;
}

export function timeIn(zone: string, start: number, minutes: number) {
  const end = start + minutes * MINUTE_MS;
  return {
    start_utc: formatUtc(start),
    end_utc: formatUtc(end),
    start_local: localIso(zone, start),
    end_local: localIso(zone, end),
  };
}

/** A wall-clock time for a sentence: `2026-12-01 10:00`. */
export const wall = (zone: string, instant: number) => formatLocal(zone, instant).slice(0, 16);

export function zoneOf(booking: ListedBooking, asked: string | undefined): string {
  if (asked !== undefined) {
    if (!isValidTimeZone(asked)) {
      throw invalidParam({ timezone: `${asked} is not a valid IANA time zone.` });
    }
    return asked;
  }
  const zone = booking.calendar?.author_timezone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

export function toldOf(principal: Principal, booking: ListedBooking, notified: boolean) {
  if (!notified) return [];
  const show = contactsShown(principal);
  return [
    { who: 'guest' as const, email: show.email(booking.email) },
    ...booking.additional_guests.map((email) => ({
      who: 'additional_guest' as const,
      email: show.email(email),
    })),
  ];
}

export function toldSentence(told: ReturnType<typeof toldOf>): string {
  if (told.length === 0) return 'Nobody is e-mailed about it.';
  const [guest, ...others] = told;
  const more = others.length > 0 ? ` and ${others.length} additional guest(s)` : '';
  return `The guest (${guest?.email})${more} is e-mailed about it.`;
}
