/**
 * FluentBooking's smart codes (`{{guest.full_name}}`, `##booking.cancelation_url##`) and their
 * values for one recipient. Pure: times are formatted in the zones the context names.
 */
import type { BookingMailContext } from './booking-mail-source.js';
import type { DateStyle } from '../../domain/date-style.js';
import { dateFormatter } from './date-formats.js';
import { styledDay, styledTime } from './styled-dates.js';

export type PlaceholderValues = Readonly<Record<string, string>>;

/** What the change adds: its reason, and the time a reschedule moved the booking from. */
export interface ChangeDetails {
  cancelReason?: string;
  /** A paragraph the guest's mail ends with (what a cancellation refunds). */
  guestNote?: string;
  rescheduleReason?: string;
  previousStart?: number;
}

const CODE = /\{\{\s*([a-z0-9_.]+)\s*\}\}|##([a-z0-9_.]+)##/gi;

const DATE_TIME = { dateStyle: 'full', timeStyle: 'short' } as const;
const TIME = { timeStyle: 'short' } as const;
const DAY = { dateStyle: 'full' } as const;

/**
 * `Monday, March 15, 2027 at 2:00 PM (Europe/Berlin)`; in a reader's `style`, for instance
 * `Monday, 15 March 2027 at 14:00 (Europe/Berlin)`.
 */
export function formatInstant(instant: number, timeZone: string, style?: DateStyle): string {
  const text = style
    ? `${styledDay(instant, timeZone, style)} at ${styledTime(instant, timeZone, style)}`
    : dateFormatter('en-US', timeZone, DATE_TIME).format(instant);
  return `${text.replace(/\s/g, ' ')} (${timeZone})`;
}

/** `2:00 PM - 2:30 PM, Monday, March 15, 2027 (Europe/Berlin)`, or in a reader's `style`. */
export function formatRange(
  start: number,
  end: number,
  timeZone: string,
  style?: DateStyle,
): string {
  const time = (at: number) =>
    style ? styledTime(at, timeZone, style) : dateFormatter('en-US', timeZone, TIME).format(at);
  const day = style
    ? styledDay(start, timeZone, style)
    : dateFormatter('en-US', timeZone, DAY).format(start);
  const text = `${time(start)} - ${time(end)}, ${day}`;
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
 * `style` is the recipient's own date and time style, when they chose one: every time in the
 * mail is written in it.
 */
export function placeholderValues(
  ctx: BookingMailContext,
  recipientZone: string,
  change: ChangeDetails = {},
  hostZone = ctx.host.timeZone,
  style?: DateStyle,
): PlaceholderValues {
  return codeValues(
    ctx,
    { recipientZone, hostZone, ...(style ? { style } : {}) },
    change,
    once(() => bookingTitle(ctx)),
  );
}

/** The zones a mail's times are written in, and its reader's style. */
interface Reading {
  recipientZone: string;
  hostZone: string;
  style?: DateStyle;
}

function codeValues(
  ctx: BookingMailContext,
  { recipientZone, hostZone, style }: Reading,
  change: ChangeDetails,
  title: () => string,
): PlaceholderValues {
  const { guest, host, event } = ctx;
  const guestZone = guest.timeZone;
  // Times are formatted on first use only: a template names few of them.
  const at = (zone: string) => once(() => formatInstant(ctx.start, zone, style));
  const range = (zone: string) => once(() => formatRange(ctx.start, ctx.end, zone, style));
  const links = ctx.manageLinks !== false;
  const [start, startGuest, startHost] = [at(recipientZone), at(guestZone), at(hostZone)];
  const [full, fullGuest, fullHost] = [range(recipientZone), range(guestZone), range(hostZone)];
  const previous = once(() =>
    change.previousStart === undefined
      ? ''
      : formatInstant(change.previousStart, recipientZone, style),
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
    get 'booking.booking_title'() {
      return title();
    },
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

/** Longest title, in characters: it goes into ICS SUMMARY lines and mail headers. */
export const MAX_TITLE_LENGTH = 255;

/**
 * One line of plain text: control characters and line breaks become spaces, runs of spaces one,
 * at most `MAX_TITLE_LENGTH` characters (never half a character).
 */
export function plainTitle(text: string): string {
  const line = text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(line).slice(0, MAX_TITLE_LENGTH).join('').trim();
}

/** `<event> meeting between <host> and <guest>`: the title when the event names none. */
export function defaultBookingTitle(ctx: BookingMailContext): string {
  const guest = ctx.guest.name || ctx.guest.email;
  return plainTitle(`${ctx.event.title} meeting between ${ctx.host.name} and ${guest}`);
}

/**
 * The booking's title: the event's `booking_title` template with its codes filled (times in the
 * guest's zone, `*_for_host` in the organizer's; unknown codes empty, as in the e-mails), as one
 * line of plain text. An empty template, or one that fills to nothing, gives the default title,
 * which is also what `{{booking.booking_title}}` means inside the template.
 */
export function bookingTitle(ctx: BookingMailContext): string {
  const fallback = () => defaultBookingTitle(ctx);
  const template = ctx.event.bookingTitle ?? '';
  if (template.trim() === '') return fallback();
  const reading = { recipientZone: ctx.guest.timeZone, hostZone: ctx.host.timeZone };
  const values = codeValues(ctx, reading, {}, fallback);
  return plainTitle(fillPlaceholders(template, values)) || fallback();
}
