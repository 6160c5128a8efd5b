import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/sql-helpers.js';
import type { ContactRow, NewContactRow } from '../../db/tables-mail.js';

export type ContactPatch = Partial<Omit<ContactRow, 'id' | 'created_at'>>;

export interface ContactFilter {
  search?: string;
  /** Only contacts linked to this host user; undefined for everyone's. */
  visibleTo?: number;
}

export async function findContactById(db: Db, id: number): Promise<ContactRow | undefined> {
  return db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** E-mail addresses are stored lower-cased: this lookup is case-insensitive and indexed. */
export async function findContactByEmail(db: Db, email: string): Promise<ContactRow | undefined> {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

function filtered(db: Db, filter: ContactFilter) {
  let q = db.selectFrom('contacts');
  const { visibleTo, search } = filter;
  if (visibleTo !== undefined) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('contact_hosts as ch')
          .select('ch.contact_id')
          .whereRef('ch.contact_id', '=', 'contacts.id')
          .where('ch.user_id', '=', visibleTo),
      ),
    );
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

/** Inserts the contact, or applies `patch` to the one with the same e-mail; returns its id. */
export async function upsertContact(
  db: Db,
  row: NewContactRow,
  patch: ContactPatch,
): Promise<number> {
  const saved = await db
    .insertInto('contacts')
    .values(row)
    .onConflict((oc) => oc.column('email').doUpdateSet(patch))
    .returning('id')
    .executeTakeFirstOrThrow();
  return saved.id;
}

export async function deleteContact(db: Db, id: number): Promise<void> {
  await db.deleteFrom('contacts').where('id', '=', id).execute();
}

export async function hostIdsOfContact(db: Db, contactId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('contact_hosts')
    .select('user_id')
    .where('contact_id', '=', contactId)
    .execute();
  return rows.map((r) => r.user_id);
}

export async function linkContactHosts(
  db: Db,
  contactId: number,
  userIds: readonly number[],
  now: number,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('contact_hosts')
    .values(
      [...new Set(userIds)].map((user_id) => ({ contact_id: contactId, user_id, created_at: now })),
    )
    .onConflict((oc) => oc.columns(['contact_id', 'user_id']).doNothing())
    .execute();
}

export async function unlinkContactHost(db: Db, contactId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('contact_hosts')
    .where('contact_id', '=', contactId)
    .where('user_id', '=', userId)
    .execute();
}
