/**
 * Turning a booking body into what is stored: the start instant, the duration, the guest's
 * details, answers and location. Problems are collected and thrown as one 422.
 */
import { checkBookingForm, checkGuests, type FieldErrors } from '../../../domain/booking-form.js';
import { locationDetails, type LocationDetails } from '../../../domain/booking-location.js';
import {
  FIRST_DATE,
  inInstantRange,
  LAST_DATE,
  parseIsoInstant,
  resolveLocalDateTime,
} from '../../../domain/booking-time.js';
import { isValidTimeZone } from '../../../domain/time.js';
import { validationFailed } from '../../../errors.js';
import type { BookingField } from '../../calendars/index.js';
import type { EventForBooking } from '../../calendars/index.js';
import type { PublicBookingBody, RescheduleBody } from '../bodies.schemas.js';
import { META } from '../meta-keys.js';

type TimeFields = Pick<RescheduleBody, 'timezone' | 'event_time' | 'start_date' | 'start_utc'>;

export interface RequestedTime {
  start: number;
  /** The guest's zone: the body's, else `defaultZone`. */
  timezone: string;
}

function failIf(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** `start_utc` wins; else `event_time` (or `start_date`) in `timezone`. */
export function requestedTime(body: TimeFields, defaultZone: string): RequestedTime {
  const timezone = body.timezone ?? defaultZone;
  if (!isValidTimeZone(timezone)) {
    throw validationFailed({
      timezone: { timezone: `${timezone} is not a valid IANA time zone.` },
    });
  }
  const field = body.start_utc !== undefined ? 'start_utc' : 'event_time';
  const start =
    body.start_utc !== undefined ? utcStart(body.start_utc) : localStart(body, timezone);
  if (!inInstantRange(start)) {
    throw validationFailed({
      [field]: { range: `The ${field} must be between ${FIRST_DATE} and ${LAST_DATE}.` },
    });
  }
  return { start, timezone };
}

function utcStart(text: string): number {
  const start = parseIsoInstant(text);
  if (start !== null) return start;
  throw validationFailed({
    start_utc: { date: 'The start_utc must be an ISO-8601 instant, like 2027-03-15T13:00:00Z.' },
  });
}

function localStart(body: TimeFields, timezone: string): number {
  const local = body.event_time ?? body.start_date;
  if (local === undefined) {
    throw validationFailed({ event_time: { required: 'The event_time field is required.' } });
  }
  const resolved = resolveLocalDateTime(timezone, local);
  if (resolved.ok) return resolved.instant;
  const message =
    resolved.reason === 'nonexistent'
      ? `${local} does not exist in ${timezone}: the clocks skip it that day.`
      : 'The event_time must be a local time like 2027-03-15 09:30:00.';
  throw validationFailed({ event_time: { [resolved.reason]: message } });
}

/** The durations an event may be booked for, and the one used when none is asked. */
export function durationChoices(loaded: EventForBooking): { allowed: number[]; fallback: number } {
  const multi = loaded.settings.multi_duration;
  return multi.enabled
    ? {
        allowed: [...new Set([...multi.available_durations, loaded.event.duration])],
        fallback: multi.default_duration,
      }
    : { allowed: [loaded.event.duration], fallback: loaded.event.duration };
}

/** The requested duration, which must be the event's or one of its multi-durations. */
export function bookingDuration(loaded: EventForBooking, requested?: number): number {
  const { allowed, fallback } = durationChoices(loaded);
  if (requested === undefined) return fallback;
  if (!allowed.includes(requested)) {
    throw validationFailed({
      duration: { in: `The duration must be one of: ${allowed.join(', ')} (minutes).` },
    });
  }
  return requested;
}

export function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first.slice(0, 192), last_name: rest.join(' ').slice(0, 192) };
}

/** The columns and meta a guest's answers give a new booking. */
export function guestDetails(
  loaded: EventForBooking,
  fields: readonly BookingField[],
  body: PublicBookingBody,
) {
  const form = checkBookingForm(fields, {
    message: body.message,
    phone: body.phone_number,
    custom: body.custom_fields,
  });
  const errors: FieldErrors = { ...form.errors };
  if (!body.name.trim()) errors.name = { required: 'The name field is required.' };
  const location = locationDetails(loaded.locations, {
    type: body.location_type,
    description: body.location_description,
    phone: body.phone_number,
    address: body.address,
  });
  if (!location.ok) errors[location.field] = { [location.rule]: location.message };
  const listed = (body.guests ?? []).map((g) => (typeof g === 'string' ? g : g.email));
  const { guests, error: guestsError } = checkGuests(fields, listed, body.email);
  if (guestsError) errors.guests = guestsError;
  failIf(errors);
  const meta: Record<string, unknown> = {};
  if (Object.keys(form.custom).length > 0) meta[META.customFields] = form.custom;
  if (guests.length > 0) meta[META.guests] = guests;
  const phone = body.phone_number ?? (location.ok ? location.phone : null) ?? '';
  const details = location.ok ? location.details : null;
  return { columns: guestColumns(body, phone, details), meta };
}

function guestColumns(body: PublicBookingBody, phone: string, location: LocationDetails | null) {
  return {
    ...splitName(body.name),
    email: body.email.toLowerCase(),
    message: (body.message ?? '').trim(),
    phone: phone.trim(),
    location_details: JSON.stringify(location),
    source_url: body.source_url ?? '',
    utm_source: body.utm_source ?? '',
    utm_medium: body.utm_medium ?? '',
    utm_campaign: body.utm_campaign ?? '',
    utm_term: body.utm_term ?? '',
    utm_content: body.utm_content ?? '',
  };
}

/** A coarse browser and device from the User-Agent, as FluentBooking records them. */
export function describeClient(userAgent: string | undefined): { browser: string; device: string } {
  const ua = userAgent ?? '';
  const browser =
    /\b(Edg|OPR|Firefox|Chrome|Safari)\//
      .exec(ua)?.[1]
      ?.replace('Edg', 'Edge')
      .replace('OPR', 'Opera') ?? '';
  const device = /Mobi|Android|iPhone/i.test(ua)
    ? 'Mobile'
    : /iPad|Tablet/i.test(ua)
      ? 'Tablet'
      : ua
        ? 'Desktop'
        : '';
  return { browser, device };
}
