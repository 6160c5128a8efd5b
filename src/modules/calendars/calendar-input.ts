/**
 * What a calendar's body must satisfy when it is created or changed (FluentBooking's rules: its
 * slug, its time zones, the fields its first event needs), and its insertion under a free slug.
 */
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import type { CalendarRow, UserRow } from '../../db/types.js';
import { isValidTimeZone } from '../../domain/time.js';
import { conflict, validationFailed, type FieldErrors } from '../../errors.js';
import { updateUser } from '../users/index.js';
import * as calendars from './calendars.repo.js';
import type { CreateCalendarBody } from './calendars.schemas.js';
import { firstFreeSlug, randomSlugSuffix, slugProblem } from './slugs.js';

export const calendarExists = () =>
  conflict(
    'calendar_exists',
    'The user already has a calendar. Please delete it first to create a new one.',
  );
export const slugTaken = (slug: string) =>
  conflict('slug_taken', `The slug ${slug} is already used by another calendar.`);

export function checkSlug(slug: string, errors: FieldErrors): void {
  const problem = slugProblem(slug);
  if (problem) errors.slug = { slug: problem };
}

export function checkZone(zone: string, field: string, errors: FieldErrors): void {
  if (!isValidTimeZone(zone))
    errors[field] = { timezone: `${zone} is not a valid IANA time zone.` };
}

/** A user who owns a calendar holds `manage_own_calendar` (never a viewer: `ownerOf`). */
export async function grantOwnCalendar(db: Db, owner: UserRow, now: number): Promise<void> {
  const granted = JSON.parse(owner.permissions) as string[];
  if (owner.role === 'administrator' || granted.includes('manage_own_calendar')) return;
  const permissions = JSON.stringify([...granted, 'manage_own_calendar']);
  await updateUser(db, owner.id, { permissions, updated_at: now });
}

/** Inserts with the given slug (409 when taken) or the first free one derived from `base`. */
export async function insertCalendar(
  db: Db,
  row: Omit<CalendarRow, 'id' | 'slug'>,
  slug: { given?: string; base: string },
): Promise<CalendarRow> {
  for (let attempt = 0; ; attempt++) {
    const candidate =
      slug.given ??
      (attempt < 3
        ? firstFreeSlug(slug.base, await calendars.slugsLike(db, slug.base))
        : randomSlugSuffix(slug.base));
    try {
      const inserted = await calendars.insertCalendarIfSlugFree(db, { ...row, slug: candidate });
      if (inserted) return inserted;
    } catch (error) {
      // The partial unique index: a concurrent request created this user's host calendar.
      if (isUniqueViolation(error)) throw calendarExists();
      throw error;
    }
    if (slug.given) throw slugTaken(slug.given);
  }
}

export type CalendarInputValues = CreateCalendarBody['calendar'] & object;

/** An empty title, slug or user id means "the default", as in FluentBooking. */
export function withoutEmpty(input: CalendarInputValues) {
  const { title, slug, user_id, ...rest } = input;
  return {
    ...rest,
    ...(title !== undefined && title !== '' ? { title } : {}),
    ...(slug !== undefined && slug !== '' ? { slug } : {}),
    ...(user_id !== undefined && user_id !== '' ? { user_id } : {}),
  };
}

/**
 * FluentBooking's `{ calendar: {...} }` body creates the calendar with its first event: the
 * time zone and the event's title and duration are required (the event's type, availability
 * and schedule type have defaults).
 */
export function requirePluginFields(input: ReturnType<typeof withoutEmpty>): void {
  const errors: FieldErrors = {};
  const required = (field: string) => ({ required: `The ${field} field is required.` });
  if (!input.author_timezone) errors.author_timezone = required('author_timezone');
  if (!input.slot?.title) errors['slot.title'] = required('slot.title');
  if (input.slot?.duration === undefined) errors['slot.duration'] = required('slot.duration');
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
