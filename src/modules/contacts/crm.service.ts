/**
 * The service side of `POST /schedules/{id}/crm-contact/tags`, `GET /schedules/crm-contact-prefill`
 * and `GET /schedules/crm-contact-search`, over contacts. Bookings are the bookings module's: it
 * hands in `ContactBookings` to list a contact's bookings, and calls `tagBookingContact` after
 * checking MeetingPolicy write access to the booking in the path.
 */
import type { Db } from '../../db/database.js';
import type { ContactRow } from '../../db/tables-mail.js';
import { can, type Principal } from '../../domain/policy.js';
import { AppError, invalidParam, validationFailed } from '../../errors.js';
import { envelope, toPage, type Page } from '../../http/pagination.js';
import { plainText } from '../../shared/sanitize.js';
import { contactFacts, contactFilterOf, readableContact, visibilityOf } from './contact-access.js';
import { upsertContactFromBooking, type BookingContactInput } from './contact-sync.js';
import { ensureTags, findTagsByIds, replaceContactTags } from './contact-tags.repo.js';
import { findContactByEmail, listContacts } from './contacts.repo.js';
import { presentContactSummary, presentPrefill } from './contacts.presenter.js';
import type { ContactSearchQuery, CrmTagsBody, PrefillQuery } from './crm.schemas.js';

export interface ContactBookingsPage {
  bookings: readonly Record<string, unknown>[];
  total: number;
}

/** One page of the bookings of these contacts that the principal may read, newest first. */
/**
 * The bookings of these contacts' e-mail addresses that the principal may read: a host's contact
 * is theirs alone, but a booking made with that address may belong to several hosts.
 */
export type ContactBookings = (
  principal: Principal,
  emails: readonly string[],
  page: Page,
) => Promise<ContactBookingsPage>;

/** Until the bookings module provides its lister, contacts have no bookings to show. */
export const noContactBookings: ContactBookings = async () => ({ bookings: [], total: 0 });

export interface CrmDeps {
  db: Db;
  clock: () => number;
  bookings?: ContactBookings;
}

/** The booking whose contact is tagged: its guest, hosts, and contact when already linked. */
export interface BookingContactRef extends BookingContactInput {
  /** Whose contact is tagged: the caller when they host the booking, else its main host. */
  ownerId: number;
}

const SEARCH_LIMIT = 20;

export function createCrmService({ db, clock, bookings = noContactBookings }: CrmDeps) {
  return { ...bookingContactTags(db, clock), ...contactLookups(db, bookings) };
}

export type CrmService = ReturnType<typeof createCrmService>;

function bookingContactTags(db: Db, clock: () => number) {
  return {
    /**
     * `POST /schedules/{id}/crm-contact/tags`: the tags of the booking's contact become exactly the
     * given ones (titles are created when new; an unknown id is a 422). Creates the contact when
     * the booking has none.
     */
    async tagBookingContact(booking: BookingContactRef, body: CrmTagsBody) {
      if (body.tags === undefined && body.tag_ids === undefined) {
        throw validationFailed({ tags: { required: 'Send tags (titles) or tag_ids.' } });
      }
      return db.transaction().execute(async (trx) => {
        const now = clock();
        const contactId = await upsertContactFromBooking(
          trx,
          { ...booking, hostIds: [booking.ownerId] },
          now,
        );
        const unique = await chosenTags(trx, body, booking.ownerId, now);
        await replaceContactTags(
          trx,
          contactId,
          unique.map((t) => t.id),
        );
        return {
          contact_id: contactId,
          tag_ids: unique.map((t) => t.id),
          tags: unique.map((t) => t.title),
        };
      });
    },
  };
}

/** The tags a body names, by title (created when new) or id, once each, by id. */
async function chosenTags(trx: Db, body: CrmTagsBody, ownerId: number, now: number) {
  const titles = (body.tags ?? []).map(plainText).filter(Boolean);
  // Ids name only tags the owner already uses: another host's tag is an unknown id.
  const known = await findTagsByIds(trx, body.tag_ids ?? [], ownerId);
  const unknown = (body.tag_ids ?? []).filter((id) => !known.some((t) => t.id === id));
  if (unknown.length > 0) {
    throw validationFailed({
      tag_ids: { exists: `The tag_ids name no tag of yours: ${unknown.join(', ')}.` },
    });
  }
  const tags = [...(await ensureTags(trx, titles, now)), ...known];
  return [...new Map(tags.map((t) => [t.id, t])).values()].sort((a, b) => a.id - b.id);
}

function contactLookups(db: Db, bookings: ContactBookings) {
  return {
    /**
     * `GET /schedules/crm-contact-prefill`: a readable contact's details by id or e-mail, and its
     * bookings.
     */
    async prefill(principal: Principal, query: PrefillQuery) {
      const row = await prefillContact(db, principal, query);
      return {
        prefill: presentPrefill(row),
        contact_id: row.id,
        ...(await withBookings(bookings, principal, [row.email], query)),
      };
    },

    /**
     * `GET /schedules/crm-contact-search`: up to 20 readable contacts matching name, e-mail or
     * phone, and their bookings.
     */
    async search(principal: Principal, query: ContactSearchQuery) {
      const text = query.search.trim();
      if (text.length < 2)
        throw invalidParam({ search: 'The search must have at least 2 characters.' });
      const rows = await listContacts(db, {
        search: text,
        ...contactFilterOf(principal),
        offset: 0,
        limit: SEARCH_LIMIT,
        orderBy: 'email',
      });
      return {
        contacts: rows.map(presentContactSummary),
        ...(await withBookings(
          bookings,
          principal,
          rows.map((r) => r.email),
          query,
        )),
      };
    },
  };
}

async function withBookings(
  bookings: ContactBookings,
  principal: Principal,
  emails: string[],
  query: { page?: number; per_page?: number },
) {
  const page = toPage(query, 10);
  const found = await bookings(principal, [...new Set(emails)], page);
  return { bookings: [...found.bookings], ...envelope(page, found.total, found.bookings.length) };
}

async function prefillContact(
  db: Db,
  principal: Principal,
  query: PrefillQuery,
): Promise<ContactRow> {
  if (query.contact_id !== undefined) {
    return (await readableContact(db, principal, query.contact_id)).row;
  }
  if (!query.email) throw invalidParam({ contact_id: 'Send contact_id or email.' });
  const row = await findContactByEmail(db, query.email, visibilityOf(principal));
  const facts = row && (await contactFacts(db, principal, row));
  if (!row || !facts || !can(principal, 'booking:read', facts)) {
    throw new AppError('not_found', 'contact_not_found', 'No contact with that e-mail was found.');
  }
  return row;
}
