/**
 * Who sees which contacts: MeetingPolicy applied to the contact's owner. Readers of every
 * booking (`read_all_bookings`, `manage_all_bookings`, `manage_all_data`) see every contact; a
 * host sees only their own (their guests, and contacts they created), and another host's
 * contact is a 404 like a missing one.
 */
import type { Db } from '../../db/database.js';
import type { ContactRow } from '../../db/tables-mail.js';
import { can, type Permission, type Principal, type ResourceFacts } from '../../domain/policy.js';
import { calendarsWithin } from '../../domain/scopes.js';
import { forbidden, notFound } from '../../errors.js';
import { calendarBookedIn, findContactById } from './contacts.repo.js';

const CREATORS: readonly Permission[] = [
  'manage_all_data',
  'manage_all_bookings',
  'manage_own_calendar',
];

/** The host whose contacts a listing shows, or undefined when the principal sees all. */
export function visibilityOf(principal: Principal): number | undefined {
  return can(principal, 'booking:read') ? undefined : principal.userId;
}

/**
 * Which contacts a listing shows: the host's (or everyone's), and for a token restricted to some
 * calendars only those who booked in one of them.
 */
export function contactFilterOf(principal: Principal) {
  return { visibleTo: visibilityOf(principal), bookedIn: calendarsWithin(principal) };
}

/**
 * The facts of a contact: its owner as host and, for a token restricted to some calendars, one of
 * those calendars the contact booked in (none: the token does not reach the contact).
 */
export async function contactFacts(db: Db, principal: Principal, row: ContactRow) {
  const hostIds = row.owner_id ? [row.owner_id] : [];
  const within = calendarsWithin(principal);
  if (!within) return { hostIds };
  const calendarId = await calendarBookedIn(db, row, within);
  return calendarId === undefined ? { hostIds } : { hostIds, calendarId };
}

export function assertMayCreateContacts(principal: Principal): void {
  if (!CREATORS.some((p) => principal.permissions.has(p))) throw forbidden();
}

export interface ReadableContact {
  row: ContactRow;
  hostIds: number[];
  facts: ResourceFacts;
}

/** The contact if the principal may read it; 404 `contact_not_found` otherwise (no leak). */
export async function readableContact(
  db: Db,
  principal: Principal,
  id: number,
): Promise<ReadableContact> {
  const row = await findContactById(db, id);
  const facts = row && (await contactFacts(db, principal, row));
  if (!row || !facts || !can(principal, 'booking:read', facts)) throw notFound('contact', id);
  return { row, hostIds: facts.hostIds, facts };
}

/** Like `readableContact`, and 403 when the principal may read but not change it. */
export async function writableContact(
  db: Db,
  principal: Principal,
  id: number,
): Promise<ReadableContact> {
  const contact = await readableContact(db, principal, id);
  if (!can(principal, 'booking:write', contact.facts)) throw forbidden();
  return contact;
}
