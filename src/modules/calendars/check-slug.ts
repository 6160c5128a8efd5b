/**
 * `POST /calendars/check-slug`: whether a slug can be used, before a form is sent. A calendar
 * slug must be free among all calendars (a calendar may keep its own: `calendar_id`); an event
 * slug (`type: event`) must be free among the events of `calendar_id`, which the caller must be
 * able to read (404 otherwise, like a missing calendar). Taken or malformed: 422 naming `slug`.
 */
import type { Db } from '../../db/database.js';
import { can, type Principal } from '../../domain/policy.js';
import { forbidden, validationFailed } from '../../errors.js';
import { readableCalendar } from './calendar-access.js';
import { slugsLike } from './calendars.repo.js';
import type { CheckSlugBody } from './calendars.schemas.js';
import { eventSlugsOfCalendar } from './events/events.repo.js';
import { slugProblem } from './slugs.js';

const refuse = (message: string) => validationFailed({ slug: { available: message } });

export async function checkSlug(db: Db, principal: Principal, body: CheckSlugBody) {
  if (!can(principal, 'lists:read')) throw forbidden();
  const slug = body.slug.trim();
  const problem = slugProblem(slug);
  if (problem) throw refuse(problem);
  // FluentBooking's client sends "" for "no calendar".
  const calendar =
    body.calendar_id !== undefined && body.calendar_id !== ''
      ? await readableCalendar(db, principal, body.calendar_id)
      : undefined;
  if (body.type === 'event') {
    if (!calendar) {
      throw validationFailed({
        calendar_id: { required: 'The calendar_id is required for an event slug.' },
      });
    }
    if ((await eventSlugsOfCalendar(db, calendar.id)).has(slug)) {
      throw refuse(`The slug ${slug} is already used by another event of this calendar.`);
    }
    return { status: true, slug };
  }
  if (slug !== calendar?.slug && (await slugsLike(db, slug)).has(slug)) {
    throw refuse(`The slug ${slug} is not available. Please choose a different one.`);
  }
  return { status: true, slug };
}
