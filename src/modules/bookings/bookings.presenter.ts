import { readOnlineMeeting } from '../../domain/online-meeting.js';
import { META } from './meta-keys.js';
import type { CalendarRow, EventRow, UserRow } from '../../db/types.js';
import type { BookingActivityRow, BookingRow } from '../../db/tables-bookings.js';
import { paymentStatusLabel, STATUS_LABELS, isBookingStatus } from '../../domain/booking-status.js';
import { isoUtc, sqlUtc } from '../../shared/format.js';
import { bookingTitleTemplate, presentCalendar, presentEventRecord } from '../calendars/index.js';
import { bookingTitle } from '../mail/index.js';
import { describeBooking, guestUrls } from './booking-context.js';
import type { Booking, BookingLocation } from './booking.schemas.js';
import { parseJson } from '../../shared/json.js';

/** What a booking's answer shows besides its row, loaded in batches by view.ts. */
export interface BookingView {
  event: EventRow | undefined;
  calendar: CalendarRow | undefined;
  host: UserRow | undefined;
  avatar: string;
  meta: ReadonlyMap<string, unknown>;
}

type CustomFormData = Booking['custom_form_data'];

/**
 * Each event's `booking_title` by the text of its settings, parsed once however many bookings
 * and requests show it: keyed by that text, an event whose settings change is parsed anew. At
 * most TITLE_CACHE_SIZE settings are kept; the oldest goes first.
 */
const titleTemplates = new Map<string, string>();
const TITLE_CACHE_SIZE = 500;

function titleTemplateOf(event: EventRow): string {
  const known = titleTemplates.get(event.settings);
  if (known !== undefined) return known;
  const template = bookingTitleTemplate(event.settings);
  if (titleTemplates.size >= TITLE_CACHE_SIZE) {
    const oldest = titleTemplates.keys().next();
    if (!oldest.done) titleTemplates.delete(oldest.value);
  }
  titleTemplates.set(event.settings, template);
  return template;
}

/**
 * The booking's title as its e-mails and invites give it: the event's `booking_title` template
 * with the e-mails' smart codes filled in, or `<event> meeting between <host> and <guest>`.
 */
function titleOf(row: BookingRow, view: BookingView, publicUrl: string): string {
  const { event, calendar, host } = view;
  const context = describeBooking(publicUrl, {
    row,
    event: {
      title: event?.title ?? row.event_title,
      description: event?.description ?? '',
      bookingTitle: event ? titleTemplateOf(event) : '',
    },
    calendar: calendar && { id: calendar.id, title: calendar.title },
    hostIds: [row.host_user_id],
    users: new Map(host ? [[row.host_user_id, host]] : []),
    meta: view.meta,
  });
  return bookingTitle(context);
}

function presentAuthor(row: BookingRow, host: UserRow | undefined, avatar: string) {
  const name = host ? [host.first_name, host.last_name].filter(Boolean).join(' ') : '';
  return {
    id: row.host_user_id,
    name: host ? name || host.display_name : 'Unknown',
    email: host?.email ?? '',
    first_name: host?.first_name ?? '',
    last_name: host?.last_name ?? '',
    avatar,
  };
}

/** The booking's own fields as every answer presents them (`Booking`'s first part). */
export function specFields(row: BookingRow) {
  return {
    id: row.id,
    hash: row.hash,
    calendar_id: row.calendar_id,
    event_id: row.event_id,
    group_id: row.group_id ?? row.id,
    fcrm_id: row.fcrm_id,
    parent_id: row.parent_id,
    host_user_id: row.host_user_id,
    person_user_id: row.person_user_id ?? 0,
    person_contact_id: row.person_contact_id,
    person_time_zone: row.person_time_zone,
    start_time: sqlUtc(row.start_at),
    end_time: sqlUtc(row.end_at),
    slot_minutes: row.slot_minutes,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    message: row.message,
    internal_note: row.internal_note,
    phone: row.phone,
    country: row.country,
    ip_address: row.ip_address,
    browser: row.browser,
    device: row.device,
    other_info: parseJson<Record<string, unknown> | null>(row.other_info, null),
    location_details: parseJson<BookingLocation | null>(row.location_details, null),
    cancelled_by: row.cancelled_by,
    status: row.status,
    source: row.source,
    booking_type: row.booking_type,
    event_type: row.event_type,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    source_url: row.source_url,
    source_id: row.source_id,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    utm_term: row.utm_term,
    utm_content: row.utm_content,
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
  };
}

export type BookingFields = ReturnType<typeof specFields>;

/**
 * The last presentation of each row object, with what it was made from. A new booking is
 * presented twice in its transaction from the same row and parts (for its webhook event, then
 * for its answer): the second time is a lookup. Callers copy before adding to it.
 */
const presented = new WeakMap<
  BookingRow,
  { view: BookingView; publicUrl: string; booking: Booking }
>();

function sameMeta(a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}

function sameView(a: BookingView, b: BookingView): boolean {
  return (
    a.event === b.event &&
    a.calendar === b.calendar &&
    a.host === b.host &&
    a.avatar === b.avatar &&
    sameMeta(a.meta, b.meta)
  );
}

export function presentBooking(row: BookingRow, view: BookingView, publicUrl: string): Booking {
  const known = presented.get(row);
  if (known && known.publicUrl === publicUrl && sameView(known.view, view)) return known.booking;
  const booking = makeBooking(row, view, publicUrl);
  presented.set(row, { view, publicUrl, booking });
  return booking;
}

function makeBooking(row: BookingRow, view: BookingView, publicUrl: string): Booking {
  const urls = guestUrls(publicUrl, row.hash);
  const guests = view.meta.get(META.guests);
  return {
    ...specFields(row),
    event_title: row.event_title,
    calendar_event: view.event ? presentEventRecord(view.event) : null,
    calendar: view.calendar ? presentCalendar(view.calendar) : null,
    title: titleOf(row, view, publicUrl),
    author: presentAuthor(row, view.host, view.avatar),
    additional_guests: Array.isArray(guests) ? guests.map(String) : [],
    booking_status_text: isBookingStatus(row.status) ? STATUS_LABELS[row.status] : row.status,
    payment_status_text: paymentStatusLabel(row.payment_status),
    custom_form_data: (view.meta.get(META.customFields) as CustomFormData | undefined) ?? {},
    online_meeting: readOnlineMeeting(view.meta.get(META.onlineMeeting)),
    reschedule_url: urls.reschedule,
    cancel_url: urls.cancel,
    start_time_iso: isoUtc(row.start_at),
    end_time_iso: isoUtc(row.end_at),
  };
}

const MINUTE = 60_000;

/**
 * FluentBooking's `happening_status` of a scheduled booking, relative to `now`:
 * `happening_now` between its start and end, `starting_soon` in the 30 minutes before its start,
 * `recently_happened` in the hour after its end; else (and for other statuses) empty.
 */
export function happeningStatus(
  row: Pick<BookingRow, 'status' | 'start_at' | 'end_at'>,
  now: number,
): Record<string, string> {
  if (row.status !== 'scheduled') return {};
  if (now > row.start_at && now < row.end_at) return { happening_now: 'Happening Now' };
  if (row.start_at > now && row.start_at - now < 30 * MINUTE) {
    return { starting_soon: 'Starting Soon' };
  }
  if (row.end_at < now && now - row.end_at < 60 * MINUTE) {
    return { recently_happened: 'Recently Happened' };
  }
  return {};
}

/** What a guest sees of their booking: no host notes, no request fingerprints. */
export function presentGuestBooking(row: BookingRow, view: BookingView, publicUrl: string) {
  return {
    ...presentBooking(row, view, publicUrl),
    internal_note: '',
    ip_address: '',
    browser: '',
    device: '',
  };
}

export function presentActivity(row: BookingActivityRow) {
  return {
    id: row.id,
    booking_id: row.booking_id,
    parent_id: row.parent_id,
    created_by: row.created_by,
    status: row.status,
    type: row.type,
    title: row.title,
    description: row.description,
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
  };
}
