/**
 * FluentBooking's smart codes (`{{guest.full_name}}`, `##booking.cancelation_url##`) and their
 * values for one recipient. Pure: times are formatted in the zones the context names.
 */
import type { BookingMailContext } from './booking-mail-source.js';
import { dateFormatter } from './date-formats.js';

export type PlaceholderValues = Readonly<Record<string, string>>;

/** What the change adds: its reason, and the time a reschedule moved the booking from. */
export interface ChangeDetails {
  cancelReason?: string;
  rescheduleReason?: string;
  previousStart?: number;
}

const CODE = /\{\{\s*([a-z0-9_.]+)\s*\}\}|##([a-z0-9_.]+)##/gi;

const DATE_TIME = { dateStyle: 'full', timeStyle: 'short' } as const;
const TIME = { timeStyle: 'short' } as const;
const DAY = { dateStyle: 'full' } as const;

/** `Monday, March 15, 2027 at 2:00 PM (Europe/Berlin)`. */
export function formatInstant(instant: number, timeZone: string): string {
  const text = dateFormatter('en-US', timeZone, DATE_TIME).format(instant);
  return `${text.replace(/\s/g, ' ')} (${timeZone})`;
}

/** `2:00 PM - 2:30 PM, Monday, March 15, 2027 (Europe/Berlin)`. */
export function formatRange(start: number, end: number, timeZone: string): string {
  const time = dateFormatter('en-US', timeZone, TIME);
  const day = dateFormatter('en-US', timeZone, DAY);
  const text = `${time.format(start)} - ${time.format(end)}, ${day.format(start)}`;
  return `${text.replace(/\s/g, ' ')} (${timeZone})`;
}

/** A value computed on its first use, then kept. */
function once(compute: () => string): () => string {
  let value: string | undefined;
  return () => (value ??= compute());
}

/**
 * Every code's value, with plain times in `recipientZone`. `hostZone` is the zone of the host
 * codes (`*_for_host`): the receiving host's own for mails to hosts, else the organizer's.
 */
export function placeholderValues(
  ctx: BookingMailContext,
  recipientZone: string,
  change: ChangeDetails = {},
  hostZone = ctx.host.timeZone,
): PlaceholderValues {
  const { guest, host, event } = ctx;
  const guestZone = guest.timeZone;
  // Times are formatted on first use only: a template names few of them.
  const at = (zone: string) => once(() => formatInstant(ctx.start, zone));
  const range = (zone: string) => once(() => formatRange(ctx.start, ctx.end, zone));
  const links = ctx.manageLinks !== false;
  const [start, startGuest, startHost] = [at(recipientZone), at(guestZone), at(hostZone)];
  const [full, fullGuest, fullHost] = [range(recipientZone), range(guestZone), range(hostZone)];
  const previous = once(() =>
    change.previousStart === undefined ? '' : formatInstant(change.previousStart, recipientZone),
  );
  return {
    'guest.first_name': guest.firstName,
    'guest.last_name': guest.lastName,
    'guest.full_name': guest.name,
    'guest.email': guest.email,
    'guest.note': guest.note ?? '',
    'guest.phone': guest.phone ?? '',
    'guest.timezone': guestZone,
    'guest.total_guest': String(1 + (ctx.additionalGuests?.length ?? 0)),
    'host.name': host.name,
    'host.email': host.email,
    'host.timezone': host.timeZone,
    'event.id': String(event.id),
    'event.title': event.title,
    'event.duration': String(event.duration),
    'calendar.id': ctx.calendar ? String(ctx.calendar.id) : '',
    'calendar.title': ctx.calendar?.title ?? '',
    'booking.event_name': event.title,
    'booking.booking_title': `${event.title} between ${host.name} and ${guest.name}`,
    'booking.description': event.description ?? '',
    'booking.booking_hash': ctx.hash,
    get 'booking.start_date_time'() {
      return start();
    },
    get 'booking.start_date_time_for_attendee'() {
      return startGuest();
    },
    get 'booking.start_date_time_for_host'() {
      return startHost();
    },
    get 'booking.full_start_end'() {
      return full();
    },
    get 'booking.full_start_end_guest_timezone'() {
      return fullGuest();
    },
    get 'booking.full_start_end_host_timezone'() {
      return fullHost();
    },
    // The templates say "Where:"; a booking without a place says so instead of nothing.
    'booking.location_details_html': event.location || 'To be arranged with the host',
    'booking.location': event.location || 'To be arranged with the host',
    'booking.cancel_reason': change.cancelReason ?? '',
    'booking.reschedule_reason': change.rescheduleReason ?? '',
    get 'booking.previous_meeting_time'() {
      return previous();
    },
    'booking.cancel_url': links ? ctx.cancelUrl : '',
    'booking.cancelation_url': links ? ctx.cancelUrl : '',
    'booking.reschedule_url': links ? ctx.rescheduleUrl : '',
    'booking.admin_booking_url': ctx.adminUrl ?? '',
  };
}

/** Replaces every code by `encode(value)`; unknown codes become empty. */
export function fillPlaceholders(
  template: string,
  values: PlaceholderValues,
  encode: (value: string) => string = (v) => v,
): string {
  return template.replace(CODE, (_match, curly?: string, hashed?: string) => {
    const key = (curly ?? hashed ?? '').toLowerCase();
    return encode(values[key] ?? '');
  });
}
