import type { EventRow, MetaRow } from '../../../db/types.js';
import type { EventSummaryRow } from './events.repo.js';
import { isoUtc } from '../../../shared/format.js';
import { eventPublicUrl, type SharingSettings } from '../sharing/sharing.js';
import type { LocationSetting } from './event-meta.schemas.js';
import { readEventSettings } from './event-settings.js';
import type { Event } from './events.schemas.js';
import { parseJson } from '../../../shared/json.js';
import { locationFields, type MeetingsOffered } from './event-meta-defaults.js';
import { answeredHostsSchedules } from './hosts-schedules.js';

/** What an event's URLs depend on: its calendar's slug and sharing settings. */
export interface EventView {
  publicUrl: string;
  calendarSlug: string;
  sharing: SharingSettings;
  /** The meetings the server can make (the event form's location options); none by default. */
  meetings?: MeetingsOffered;
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

type EventRecord = Omit<Event, 'public_url' | 'shortcode'>;

/**
 * Records already made, by event id, with the row each was made from. Every booking shows its
 * event's record (answers, pages of bookings, webhook payloads), so a record is made once per
 * version of its row rather than once per booking; records are frozen, since they are shared.
 */
const madeRecords = new Map<number, { row: EventRow; record: EventRecord }>();
const RECORDS_KEPT = 1_000;

function sameRow(a: EventRow, b: EventRow): boolean {
  const keys = Object.keys(a) as (keyof EventRow)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** An event's own record, without the URLs that depend on its calendar's sharing. */
export function presentEventRecord(row: EventRow): EventRecord {
  const made = madeRecords.get(row.id);
  if (made && sameRow(made.row, row)) return made.record;
  const record = deepFreeze(makeEventRecord(row));
  if (!made && madeRecords.size >= RECORDS_KEPT) {
    const oldest = madeRecords.keys().next().value;
    if (oldest !== undefined) madeRecords.delete(oldest);
  }
  madeRecords.set(row.id, { row: { ...row }, record });
  return record;
}

function makeEventRecord(row: EventRow): EventRecord {
  const settings = readEventSettings(row.settings, row.duration);
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
    settings: {
      ...settings,
      hosts_schedules: answeredHostsSchedules(settings, row),
      location_fields: locationFields(),
    },
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
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
  };
}

export function presentEvent(row: EventRow, view: EventView): Event {
  const record = presentEventRecord(row);
  return {
    ...record,
    ...(view.meetings
      ? { settings: { ...record.settings, location_fields: locationFields(view.meetings) } }
      : {}),
    public_url: eventPublicUrl(view.publicUrl, view.calendarSlug, view.sharing, row),
    shortcode: shortcode(row.id),
  };
}

/** One stored setting of an event (`event_metas` of a clone's answer). */
export function presentEventMeta(row: MetaRow) {
  return {
    id: row.id,
    object_type: row.object_type,
    object_id: row.object_id,
    key: row.key,
    value: parseJson<unknown>(row.value, null),
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
  };
}
