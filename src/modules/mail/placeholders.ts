/**
 * FluentBooking's smart codes (`{{guest.full_name}}`, `##booking.cancelation_url##`) and their
 * values for one recipient. Pure: times are formatted in the zones the context names.
 */
import type { BookingMailContext } from './booking-mail-source.js';

export type PlaceholderValues = Readonly<Record<string, string>>;

/** What the change adds: its reason, and the time a reschedule moved the booking from. */
export interface ChangeDetails {
  cancelReason?: string;
  rescheduleReason?: string;
  previousStart?: number;
}

const CODE = /\{\{\s*([a-z0-9_.]+)\s*\}\}|##([a-z0-9_.]+)##/gi;

/** `Monday, March 15, 2027 at 2:00 PM (Europe/Berlin)`. */
export function formatInstant(instant: number, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(instant);
  return `${text.replace(/\s/g, ' ')} (${timeZone})`;
}

/** `2:00 PM - 2:30 PM, Monday, March 15, 2027 (Europe/Berlin)`. */
export function formatRange(start: number, end: number, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', { timeZone, timeStyle: 'short' });
  const day = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full' });
  const text = `${time.format(start)} - ${time.format(end)}, ${day.format(start)}`;
  return `${text.replace(/\s/g, ' ')} (${timeZone})`;
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
    'booking.start_date_time': formatInstant(ctx.start, recipientZone),
    'booking.start_date_time_for_attendee': formatInstant(ctx.start, guestZone),
    'booking.start_date_time_for_host': formatInstant(ctx.start, hostZone),
    'booking.full_start_end': formatRange(ctx.start, ctx.end, recipientZone),
    'booking.full_start_end_guest_timezone': formatRange(ctx.start, ctx.end, guestZone),
    'booking.full_start_end_host_timezone': formatRange(ctx.start, ctx.end, hostZone),
    'booking.location_details_html': event.location,
    'booking.location': event.location,
    'booking.cancel_reason': change.cancelReason ?? '',
    'booking.reschedule_reason': change.rescheduleReason ?? '',
    'booking.previous_meeting_time':
      change.previousStart === undefined ? '' : formatInstant(change.previousStart, recipientZone),
    'booking.cancel_url': ctx.cancelUrl,
    'booking.cancelation_url': ctx.cancelUrl,
    'booking.reschedule_url': ctx.rescheduleUrl,
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

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
