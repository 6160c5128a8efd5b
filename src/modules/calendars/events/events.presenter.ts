import type { EventRow } from '../../../db/types.js';
import type { EventSummaryRow } from './events.repo.js';
import { isoUtc } from '../../../shared/format.js';
import { eventPublicUrl, type SharingSettings } from '../sharing/sharing.js';
import type { LocationSetting } from './event-meta.schemas.js';
import { readEventSettings } from './event-settings.js';
import type { Event } from './events.schemas.js';
import { parseJson } from '../../../shared/json.js';

/** What an event's URLs depend on: its calendar's slug and sharing settings. */
export interface EventView {
  publicUrl: string;
  calendarSlug: string;
  sharing: SharingSettings;
}

export function readLocations(text: string): LocationSetting[] {
  return parseJson<Partial<LocationSetting>[]>(text, []).map((l) => ({
    type: l.type ?? '',
    title: l.title ?? '',
    display_on_booking: l.display_on_booking ?? true,
    description: l.description ?? '',
    meeting_link: l.meeting_link ?? '',
    host_phone_number: l.host_phone_number ?? '',
  }));
}

const shortcode = (id: number) => `[fluent_booking id="${id}"]`;

export function presentEventSummary(row: EventSummaryRow, view: EventView) {
  return {
    id: row.id,
    hash: row.hash,
    calendar_id: row.calendar_id,
    user_id: row.user_id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    status: row.status,
    type: row.type,
    event_type: row.event_type,
    duration: row.duration,
    color_schema: row.color_schema,
    max_book_per_slot: row.max_book_per_slot,
    is_display_spots: row.is_display_spots === 1,
    location_type: row.location_type,
    public_url: eventPublicUrl(view.publicUrl, view.calendarSlug, view.sharing, row),
    shortcode: shortcode(row.id),
  };
}

export function presentEvent(row: EventRow, view: EventView): Event {
  return {
    id: row.id,
    hash: row.hash,
    user_id: row.user_id,
    calendar_id: row.calendar_id,
    duration: row.duration,
    title: row.title,
    slug: row.slug,
    media_id: row.media_id,
    description: row.description,
    settings: readEventSettings(row.settings, row.duration),
    availability_type: row.availability_type,
    availability_id: row.availability_id,
    status: row.status,
    type: row.type,
    color_schema: row.color_schema,
    location_type: row.location_type,
    location_heading: row.location_heading,
    location_settings: readLocations(row.location_settings),
    event_type: row.event_type,
    is_display_spots: row.is_display_spots === 1,
    max_book_per_slot: row.max_book_per_slot,
    public_url: eventPublicUrl(view.publicUrl, view.calendarSlug, view.sharing, row),
    shortcode: shortcode(row.id),
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
  };
}
