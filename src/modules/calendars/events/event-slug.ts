/**
 * An event type's slug, as its owner gives it: the form calendars' slugs have, free among the
 * event types of its calendar. Renaming one keeps the old slug, so that links made with it
 * redirect to the new address (`web/pages.routes.ts`).
 */
import type { Db } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/sql-helpers.js';
import type { EventRow } from '../../../db/types.js';
import { validationFailed } from '../../../errors.js';
import { recordOldSlug } from '../slug-redirects.repo.js';
import { slugProblem } from '../slugs.js';
import { eventSlugsOfCalendar, updateEvent } from './events.repo.js';

const taken = (slug: string) =>
  validationFailed({
    slug: { available: `The slug ${slug} is already used by another event of this calendar.` },
  });

/** Refuses (422, naming `slug`) a slug of the wrong form or already used in the calendar. */
export async function assertEventSlugFree(db: Db, calendarId: number, slug: string) {
  const problem = slugProblem(slug);
  if (problem) throw validationFailed({ slug: { slug: problem } });
  if ((await eventSlugsOfCalendar(db, calendarId)).has(slug)) throw taken(slug);
}

/** Gives the event a new slug, keeping the old one for redirects; 422 when it is not free. */
export async function renameEvent(db: Db, event: EventRow, slug: string, now: number) {
  await assertEventSlugFree(db, event.calendar_id, slug);
  await recordOldSlug(db, {
    calendar_id: event.calendar_id,
    event_id: event.id,
    old_slug: event.slug,
    created_at: now,
  });
  return updateEvent(db, event.id, { slug, updated_at: now });
}

/** A slug taken by a concurrent request between the check and the write: the same 422. */
export function slugRaceAsTaken(slug: string | null) {
  return (error: unknown): never => {
    throw slug !== null && isUniqueViolation(error) ? taken(slug) : error;
  };
}
