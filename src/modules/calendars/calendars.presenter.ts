import type { CalendarRow, UserRow } from '../../db/types.js';
import type { EventRow } from '../../db/types.js';
import { isoUtc, sqlUtc } from '../../shared/format.js';
import { presentEvent } from './events/events.presenter.js';
import {
  calendarPublicUrl,
  EMPTY_PROFILE,
  type HostProfile,
  type SharingSettings,
} from './sharing/sharing.js';
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

const fullNameOf = (user: UserRow) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.display_name;

/** FluentBooking's `author_profile` of a user; a deleted one shows as "Unknown". */
export function presentAuthorProfile(
  userId: number,
  user: UserRow | undefined,
  profile: HostProfile,
) {
  const fullName = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  return {
    ID: userId,
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
  events: readonly EventRow[];
  /** Whether the caller may see the owner's e-mail address (the owner, or who reads all). */
  showEmail: boolean;
  /** Users and host profiles of the events' team members, by user id. */
  members: ReadonlyMap<number, { user: UserRow | undefined; profile: HostProfile }>;
  /** The custom order of the events shown (ids). */
  eventOrder: number[];
  /** What one booking of each paid event costs, by event id (absent: free). */
  prices: ReadonlyMap<number, number>;
}

/** The owner's account as FluentBooking's `user`. */
function presentCalendarUser(user: UserRow | undefined, showEmail: boolean) {
  if (!user) return null;
  return {
    ID: user.id,
    user_login: user.login,
    user_nicename: user.login,
    user_email: showEmail ? user.email : '',
    user_registered: sqlUtc(user.created_at),
    display_name: user.display_name,
    full_name: fullNameOf(user),
  };
}

/** A calendar as listed and as `GET /calendars/{id}` returns it, with its events whole. */
export function presentCalendarWithSlots(row: CalendarRow, ctx: CalendarContext) {
  const view = { publicUrl: ctx.publicUrl, calendarSlug: row.slug, sharing: ctx.sharing };
  const calendar = presentCalendar(row);
  return {
    ...calendar,
    public_url: calendarPublicUrl(ctx.publicUrl, row.slug, ctx.sharing),
    author_profile: presentAuthorProfile(row.user_id, ctx.user, ctx.profile),
    user: presentCalendarUser(ctx.user, ctx.showEmail),
    event_order: ctx.eventOrder,
    slots: ctx.events.map((e) => {
      const event = presentEvent(e, view);
      return {
        ...event,
        price_total: ctx.prices.get(e.id) ?? 0,
        location_fields: event.settings.location_fields,
        author_profiles: event.settings.team_members.map((id) => {
          const member = ctx.members.get(id);
          return presentAuthorProfile(id, member?.user, member?.profile ?? EMPTY_PROFILE);
        }),
        calendar,
      };
    }),
  };
}
