import type { CalendarRow, UserRow } from '../../db/types.js';
import type { EventSummaryRow } from './events/events.repo.js';
import { isoUtc } from '../../shared/format.js';
import { presentEventSummary } from './events/events.presenter.js';
import { calendarPublicUrl, type HostProfile, type SharingSettings } from './sharing/sharing.js';
import { parseJson } from '../../shared/json.js';

/** A calendar as FluentBooking answers it, with real types. */
export function presentCalendar(row: CalendarRow) {
  return {
    id: row.id,
    hash: row.hash,
    user_id: row.user_id,
    account_id: row.account_id,
    parent_id: row.parent_id,
    title: row.title,
    slug: row.slug,
    media_id: row.media_id,
    description: row.description,
    settings: parseJson<Record<string, unknown>>(row.settings, {}),
    status: row.status,
    type: row.type,
    event_type: row.event_type,
    account_type: row.account_type,
    visibility: row.visibility,
    author_timezone: row.author_timezone,
    max_book_per_slot: row.max_book_per_slot,
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
  };
}

/** FluentBooking's `author_profile`; a deleted owner shows as "Unknown". */
export function presentAuthorProfile(
  calendar: CalendarRow,
  user: UserRow | undefined,
  profile: HostProfile,
) {
  const fullName = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  return {
    ID: calendar.user_id,
    name: user ? fullName || user.display_name : 'Unknown',
    author_slug: user?.login ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    avatar: profile.avatar,
    phone: profile.phone,
    featured_image: profile.featured_image,
  };
}

export interface CalendarContext {
  publicUrl: string;
  user: UserRow | undefined;
  profile: HostProfile;
  sharing: SharingSettings;
  events: readonly EventSummaryRow[];
}

/** A calendar as listed and as `GET /calendars/{id}` returns it. */
export function presentCalendarWithSlots(row: CalendarRow, ctx: CalendarContext) {
  const view = { publicUrl: ctx.publicUrl, calendarSlug: row.slug, sharing: ctx.sharing };
  return {
    ...presentCalendar(row),
    public_url: calendarPublicUrl(ctx.publicUrl, row.slug, ctx.sharing),
    author_profile: presentAuthorProfile(row, ctx.user, ctx.profile),
    slots: ctx.events.map((e) => presentEventSummary(e, view)),
  };
}
