import { sql } from 'kysely';
import { compileOnce } from '../../db/compiled.js';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/sql-helpers.js';
import type { ContactRow, NewContactRow } from '../../db/tables-mail.js';

export type ContactPatch = Partial<Omit<ContactRow, 'id' | 'created_at'>>;

export interface ContactFilter {
  search?: string;
  /** Only this user's own contacts; undefined for everyone's. */
  visibleTo?: number;
  /** Only contacts who booked in one of these calendars (a restricted token's). */
  bookedIn?: readonly number[] | undefined;
}

/** Bookings made with the contact's (lower-cased) e-mail address in one of these calendars. */
function bookingsIn(db: Db, calendarIds: readonly number[]) {
  return db
    .selectFrom('bookings as b')
    .where('b.calendar_id', 'in', [...calendarIds, 0])
    .where((eb) => eb(eb.fn('lower', ['b.email']), '=', sql.ref('contacts.email')));
}

/** A calendar among these in which the contact booked, if any. */
export async function calendarBookedIn(
  db: Db,
  contact: ContactRow,
  calendarIds: readonly number[],
): Promise<number | undefined> {
  const row = await db
    .selectFrom('contacts')
    .where('contacts.id', '=', contact.id)
    .select(() => bookingsIn(db, calendarIds).select('b.calendar_id').limit(1).as('calendar_id'))
    .executeTakeFirst();
  return row?.calendar_id === null || row?.calendar_id === undefined
    ? undefined
    : Number(row.calendar_id);
}

export async function findContactById(db: Db, id: number): Promise<ContactRow | undefined> {
  return db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The contact with this e-mail that `ownerId` owns, or with `ownerId` undefined the first one
 * anybody owns. E-mail addresses are stored lower-cased: the lookup is case-insensitive.
 */
export async function findContactByEmail(
  db: Db,
  email: string,
  ownerId: number | undefined,
): Promise<ContactRow | undefined> {
  let q = db.selectFrom('contacts').selectAll().where('email', '=', email.trim().toLowerCase());
  if (ownerId !== undefined) q = q.where('owner_id', '=', ownerId);
  return q.orderBy('id').executeTakeFirst();
}

function filtered(db: Db, filter: ContactFilter) {
  let q = db.selectFrom('contacts');
  const { visibleTo, search, bookedIn } = filter;
  if (visibleTo !== undefined) q = q.where('owner_id', '=', visibleTo);
  if (bookedIn) {
    q = q.where((eb) => eb.exists(bookingsIn(db, bookedIn).select(sql.lit(1).as('one'))));
  }
  if (search) {
    const fullName = sql`${sql.ref('first_name')} || ' ' || ${sql.ref('last_name')}`;
    q = q.where((eb) =>
      eb.or([
        containsText(fullName, search),
        containsText(eb.ref('email'), search),
        containsText(eb.ref('phone'), search),
      ]),
    );
  }
  return q;
}

export async function countContacts(db: Db, filter: ContactFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listContacts(
  db: Db,
  filter: ContactFilter & { offset: number; limit: number; orderBy?: 'id' | 'email' },
): Promise<ContactRow[]> {
  return filtered(db, filter)
    .selectAll()
    .orderBy(filter.orderBy ?? 'id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function insertContact(db: Db, row: NewContactRow): Promise<ContactRow> {
  return db.insertInto('contacts').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateContact(db: Db, id: number, patch: ContactPatch): Promise<ContactRow> {
  return db
    .updateTable('contacts')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The columns a booking fills in only while they are empty (a host's edits stay). */
const FILLED_BY_BOOKINGS = [
  'first_name',
  'last_name',
  'phone',
  'timezone',
  'address_line_1',
] as const;

/** What a booking tells of its guest, for each of its hosts' contacts. */
export type ContactFromBooking = Required<
  Pick<
    NewContactRow,
    | 'owner_id'
    | 'email'
    | 'first_name'
    | 'last_name'
    | 'phone'
    | 'timezone'
    | 'address_line_1'
    | 'created_at'
    | 'updated_at'
  >
>;
type FromBookingColumn = keyof ContactFromBooking;
const FROM_BOOKING: readonly FromBookingColumn[] = [
  'owner_id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'timezone',
  'address_line_1',
  'created_at',
  'updated_at',
];

/** Run by every booking, so compiled once (its conflict clause is most of building it). */
const upsertFromBooking = compileOnce<FromBookingColumn, { id: number }>((db, param) =>
  db
    .insertInto('contacts')
    .values(
      Object.fromEntries(
        FROM_BOOKING.map((column) => [column, param(column)]),
      ) as ContactFromBooking,
    )
    .onConflict((oc) =>
      oc.columns(['owner_id', 'email']).doUpdateSet((eb) => ({
        ...Object.fromEntries(
          FILLED_BY_BOOKINGS.map((column) => [
            column,
            eb
              .case()
              .when(eb.ref(`contacts.${column}`), '=', '')
              .then(eb.ref(`excluded.${column}`))
              .else(eb.ref(`contacts.${column}`))
              .end(),
          ]),
        ),
      })),
    )
    .returning('id'),
);

/**
 * Inserts `owner_id`'s contact for this e-mail, or fills in the empty fields of the one they
 * have: what is stored (a host's edit, an earlier booking) is never overwritten. Returns its id.
 */
export async function upsertContactFromBookingRow(
  db: Db,
  row: ContactFromBooking,
): Promise<number> {
  const saved = (await upsertFromBooking(db, row)).rows[0];
  if (!saved) throw new Error('the contact upsert returned no row');
  return Number(saved.id);
}

export async function deleteContact(db: Db, id: number): Promise<void> {
  await db.deleteFrom('contacts').where('id', '=', id).execute();
}
