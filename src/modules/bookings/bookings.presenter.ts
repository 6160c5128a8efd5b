import { META } from './meta-keys.js';
import type { UserRow } from '../../db/types.js';
import type { BookingActivityRow, BookingRow } from '../../db/tables-bookings.js';
import { paymentStatusLabel, STATUS_LABELS, isBookingStatus } from '../../domain/booking-status.js';
import { isoUtc, sqlUtc } from '../../shared/format.js';
import type { EventSummaryRow } from '../calendars/index.js';
import type { Booking, BookingLocation } from './booking.schemas.js';
import { parseJson } from '../../shared/json.js';

/** What a booking's answer shows besides its row, loaded in batches by view.ts. */
export interface BookingView {
  event: EventSummaryRow | undefined;
  host: UserRow | undefined;
  avatar: string;
  meta: ReadonlyMap<string, unknown>;
}

type CustomFormData = Booking['custom_form_data'];

export function guestUrls(publicUrl: string, hash: string) {
  const base = `${publicUrl}/booking/${hash}`;
  return { manage: base, reschedule: `${base}?type=reschedule`, cancel: `${base}?type=cancel` };
}

function presentEventSummary(event: EventSummaryRow | undefined) {
  if (!event) return null;
  return {
    id: event.id,
    hash: event.hash,
    calendar_id: event.calendar_id,
    user_id: event.user_id,
    title: event.title,
    slug: event.slug,
    duration: event.duration,
    status: event.status,
    type: event.type,
    event_type: event.event_type,
    color_schema: event.color_schema,
    location_type: event.location_type,
  };
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

function specFields(row: BookingRow) {
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

export function presentBooking(row: BookingRow, view: BookingView, publicUrl: string): Booking {
  const urls = guestUrls(publicUrl, row.hash);
  const guests = view.meta.get(META.guests);
  return {
    ...specFields(row),
    event_title: row.event_title,
    calendar_event: presentEventSummary(view.event),
    author: presentAuthor(row, view.host, view.avatar),
    additional_guests: Array.isArray(guests) ? guests.map(String) : [],
    booking_status_text: isBookingStatus(row.status) ? STATUS_LABELS[row.status] : row.status,
    payment_status_text: paymentStatusLabel(row.payment_status),
    custom_form_data: (view.meta.get(META.customFields) as CustomFormData | undefined) ?? {},
    reschedule_url: urls.reschedule,
    cancel_url: urls.cancel,
    start_time_iso: isoUtc(row.start_at),
    end_time_iso: isoUtc(row.end_at),
  };
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
