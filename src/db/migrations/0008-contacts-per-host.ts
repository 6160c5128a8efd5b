import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

/**
 * Contacts belong to one host each. Until now a contact was one row per e-mail for the whole
 * installation, linked to every host whose booking used that address, so a host could read and
 * change what another host had recorded about the same person (and learn from a 409 that they
 * had). Now each host has their own row per e-mail (`owner_id`, unique with `email`): their
 * bookings and their own edits fill it, nobody else's.
 *
 * The existing rows are split: a contact linked to several hosts keeps its id (which bookings
 * point to) for the first of them and is copied, with its tags, for each other one. A contact
 * linked to nobody stays without an owner (only readers of every contact see it).
 *
 * SQLite cannot drop the old unique constraint on `email`, so the three tables are rebuilt on
 * both engines, children first, so that no cascade runs.
 */
const DATA_COLUMNS = [
  ['first_name', 100],
  ['last_name', 100],
  ['phone', 50],
  ['timezone', 64],
  ['address_line_1', 192],
  ['address_line_2', 192],
  ['city', 100],
  ['state', 100],
  ['postal_code', 20],
  ['country', 100],
] as const;

type Row = Record<string, unknown>;

async function createTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  let contacts = withId(db.schema.createTable('contacts'), dialect)
    .addColumn('owner_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(192)', (c) => c.notNull());
  for (const [name, size] of DATA_COLUMNS) {
    contacts = contacts.addColumn(name, `varchar(${size})`, (c) => c.notNull().defaultTo(''));
  }
  await contacts
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('contacts_owner_email', ['owner_id', 'email'])
    .execute();
  await db.schema.createIndex('contacts_email').on('contacts').column('email').execute();
  await db.schema
    .createTable('contact_tags')
    .addColumn('contact_id', 'bigint', (c) =>
      c.notNull().references('contacts.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'bigint', (c) => c.notNull().references('crm_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('contact_tags_pk', ['contact_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('contact_tags_tag_id').on('contact_tags').column('tag_id').execute();
}

export function contactsPerHost(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = db as Kysely<Record<string, Row>>;
      const contacts = await t.selectFrom('contacts').selectAll().orderBy('id').execute();
      const tags = await t.selectFrom('contact_tags').selectAll().execute();
      const links = await t
        .selectFrom('contact_hosts')
        .selectAll()
        .orderBy('contact_id')
        .orderBy('user_id')
        .execute();
      await db.schema.dropTable('contact_tags').execute();
      await db.schema.dropTable('contact_hosts').execute();
      await db.schema.dropTable('contacts').execute();
      await createTables(db, dialect);

      const hostsOf = new Map<number, number[]>();
      for (const l of links) {
        const id = Number(l.contact_id);
        hostsOf.set(id, [...(hostsOf.get(id) ?? []), Number(l.user_id)]);
      }
      const tagsOf = new Map<number, number[]>();
      for (const l of tags) {
        const id = Number(l.contact_id);
        tagsOf.set(id, [...(tagsOf.get(id) ?? []), Number(l.tag_id)]);
      }
      const copies: { row: Row; owner: number; tags: number[] }[] = [];
      for (const row of contacts) {
        const id = Number(row.id);
        const [first = null, ...others] = hostsOf.get(id) ?? [];
        await t
          .insertInto('contacts')
          .values({ ...row, owner_id: first })
          .execute();
        for (const tag of tagsOf.get(id) ?? []) {
          await t.insertInto('contact_tags').values({ contact_id: id, tag_id: tag }).execute();
        }
        for (const owner of others) copies.push({ row, owner, tags: tagsOf.get(id) ?? [] });
      }
      if (dialect === 'postgres' && contacts.length > 0) {
        // Rows were inserted with their ids: the identity continues after the largest.
        await sql`select setval(pg_get_serial_sequence('contacts', 'id'), (select max(id) from contacts))`.execute(
          db,
        );
      }
      for (const { row, owner, tags: tagIds } of copies) {
        const { id: _old, ...data } = row;
        const copy = await t
          .insertInto('contacts')
          .values({ ...data, owner_id: owner })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const tag of tagIds) {
          await t
            .insertInto('contact_tags')
            .values({ contact_id: Number(copy.id), tag_id: tag })
            .execute();
        }
      }
    },
    async down(): Promise<void> {
      throw new Error('Contacts split per host cannot be merged back automatically.');
    },
  };
}
