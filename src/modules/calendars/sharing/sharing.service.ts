import type { Db } from '../../../db/database.js';
import type { CalendarPatch } from '../../../db/types.js';
import type { Principal } from '../../../domain/policy.js';
import { isValidTimeZone } from '../../../domain/time.js';
import { validationFailed } from '../../../errors.js';
import { calendarFor, readableCalendar } from '../calendar-access.js';
import { sharingOf } from '../calendar-view.js';
import { updateCalendar } from '../calendars.repo.js';
import { listEventsOfCalendars } from '../events/events.repo.js';
import { findMeta, upsertMeta } from '../../meta/index.js';
import { isHttpUrl, plainText, sanitizeDescription } from '../../../shared/sanitize.js';
import { originOf } from '../../../shared/origin.js';
import type { SaveSharingBody } from './sharing.schemas.js';
import {
  PROFILE_KEY,
  readProfile,
  SHARING_KEY,
  shareUrl,
  type HostProfile,
  type SharingSettings,
} from './sharing.js';
import type { FieldErrors } from '../../../errors.js';

export interface SharingDeps {
  db: Db;
  clock: () => number;
  publicUrl: string;
}

type CalendarData = NonNullable<SaveSharingBody['calendar_data']>;
type Landing = NonNullable<SaveSharingBody['landing_page_settings']>;

/**
 * The calendar columns and profile fields `calendar_data` changes; absent fields keep their value.
 */
function profilePatch(data: CalendarData, profile: HostProfile, errors: FieldErrors) {
  const title = plainText(data.title);
  if (!title)
    errors['calendar_data.title'] = { required: 'The calendar_data.title field is required.' };
  if (data.timezone !== undefined && !isValidTimeZone(data.timezone)) {
    errors['calendar_data.timezone'] = {
      timezone: `${data.timezone || '(empty)'} is not a valid IANA time zone.`,
    };
  }
  const next = { ...profile };
  for (const [field, key] of [
    ['calendar_avatar', 'avatar'],
    ['featured_image', 'featured_image'],
  ] as const) {
    const url = data[field]?.trim();
    if (url === undefined) continue;
    if (url !== '' && !isHttpUrl(url)) {
      errors[`calendar_data.${field}`] = {
        url: `The calendar_data.${field} must be an absolute http(s) URL.`,
      };
    }
    next[key] = url;
  }
  if (data.phone !== undefined) next.phone = plainText(data.phone);
  const columns: CalendarPatch = {
    title,
    ...(data.timezone !== undefined ? { author_timezone: data.timezone } : {}),
    ...(data.description !== undefined
      ? { description: sanitizeDescription(data.description) }
      : {}),
  };
  return { columns, profile: next };
}

async function landingPatch(
  db: Db,
  calendarId: number,
  given: Landing,
  current: SharingSettings,
  errors: FieldErrors,
) {
  const next = {
    ...current,
    ...(given.enabled ? { enabled: given.enabled } : {}),
    ...(given.show_type
      ? { show_type: given.show_type === 'all' ? ('all' as const) : ('selected' as const) }
      : {}),
  };
  if (given.enabled_slots) {
    const own = new Set((await listEventsOfCalendars(db, [calendarId])).map((e) => e.id));
    const foreign = given.enabled_slots.filter((id) => !own.has(id));
    if (foreign.length > 0) {
      errors['landing_page_settings.enabled_slots'] = {
        exists: `These ids are not events of calendar ${calendarId}: ${foreign.join(', ')}.`,
      };
    }
    next.enabled_slots = [...new Set(given.enabled_slots)];
  }
  if (given.embed_origins) next.embed_origins = embedOrigins(given.embed_origins, errors);
  return next;
}

/** The sites allowed to embed, each normalised to its origin, each once. */
function embedOrigins(given: readonly string[], errors: FieldErrors): string[] {
  const origins = given.map(originOf);
  const bad = given.filter((_, i) => origins[i] === null);
  if (bad.length > 0) {
    errors['landing_page_settings.embed_origins'] = {
      origin: `Sites allowed to embed must be origins like https://www.example.com (http or https, a host, an optional port, no path): ${bad.map((b) => JSON.stringify(b)).join(', ')} ${bad.length === 1 ? 'is' : 'are'} not.`,
    };
  }
  return [...new Set(origins.filter((o): o is string => o !== null))];
}

export function createSharingService({ db, clock, publicUrl }: SharingDeps) {
  return {
    async get(principal: Principal, calendarId: number) {
      const calendar = await readableCalendar(db, principal, calendarId);
      return {
        settings: await sharingOf(db, calendar.id),
        share_url: shareUrl(publicUrl, calendar.slug),
      };
    },

    /**
     * `POST /calendars/{id}/sharing-settings`, a patch. A new time zone changes only
     * `author_timezone`: events that follow the calendar's own schedule store local wall-clock
     * times, so they keep their hours in the new zone (overrides included), and bookings keep their
     * instants.
     */
    async save(principal: Principal, calendarId: number, body: SaveSharingBody) {
      const calendar = await calendarFor(db, principal, calendarId);
      const errors: FieldErrors = {};
      const profileRow = await findMeta(db, 'calendar', calendar.id, PROFILE_KEY);
      const profile =
        body.calendar_data &&
        profilePatch(body.calendar_data, readProfile(profileRow?.value), errors);
      const landing = body.landing_page_settings
        ? await landingPatch(
            db,
            calendar.id,
            body.landing_page_settings,
            await sharingOf(db, calendar.id),
            errors,
          )
        : undefined;
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const now = clock();
      await db.transaction().execute(async (trx) => {
        if (profile) {
          await updateCalendar(trx, calendar.id, { ...profile.columns, updated_at: now });
          await upsertMeta(trx, 'calendar', calendar.id, PROFILE_KEY, profile.profile, now);
        }
        if (landing) await upsertMeta(trx, 'calendar', calendar.id, SHARING_KEY, landing, now);
      });
      return { message: 'Landing Page settings has been updated' };
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
