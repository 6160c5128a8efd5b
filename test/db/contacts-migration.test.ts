/**
 * Upgrading a database whose contacts were shared between hosts: each host gets their own copy
 * (with its tags), the first keeps the id bookings point to, and nothing is lost.
 */
import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { foundation } from '../../src/db/migrations/0001-foundation.js';
import { calendars } from '../../src/db/migrations/0002-calendars.js';
import { bookings } from '../../src/db/migrations/0003-bookings.js';
import { mailContacts } from '../../src/db/migrations/0004-mail-contacts.js';
import { payments } from '../../src/db/migrations/0005-payments.js';
import { mailChanges } from '../../src/db/migrations/0006-mail-changes.js';
import { bookingsByStart } from '../../src/db/migrations/0007-bookings-by-start.js';
import { createUser } from '../../src/modules/users/index.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';

describe.each(DIALECTS)('contacts split per host on upgrade (%s)', (dialect) => {
  let testDb: TestDatabase;
  afterEach(() => testDb.drop());

  it('copies a shared contact for each host, with its tags, keeping the first id', async () => {
    testDb = await createTestDatabase(dialect, { migrate: false });
    const { database } = testDb;
    const old = new Migrator({
      db: database.db,
      provider: {
        getMigrations: async () => ({
          '0001-foundation': foundation(dialect),
          '0002-calendars': calendars(dialect),
          '0003-bookings': bookings(dialect),
          '0004-mail-contacts': mailContacts(dialect),
          '0005-payments': payments(dialect),
          '0006-mail-changes': mailChanges(),
          '0007-bookings-by-start': bookingsByStart(),
        }),
      },
    });
    const before = await old.migrateToLatest();
    expect(before.error).toBeUndefined();

    const now = Date.now();
    const [a, b] = [
      await createUser(database.db, now, { login: 'hosta', email: 'a@example.com', role: 'host' }),
      await createUser(database.db, now, { login: 'hostb', email: 'b@example.com', role: 'host' }),
    ];
    const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const contact = (email: string, phone: string) =>
      db
        .insertInto('contacts')
        .values({ email, first_name: 'Pat', phone, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    const shared = Number((await contact('shared@example.org', '555')).id);
    const lonely = Number((await contact('nobody@example.org', '')).id);
    const tag = await db
      .insertInto('crm_tags')
      .values({ title: 'Lead', slug: 'lead', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('contact_tags').values({ contact_id: shared, tag_id: tag.id }).execute();
    for (const user of [a, b]) {
      await db
        .insertInto('contact_hosts')
        .values({ contact_id: shared, user_id: user.id, created_at: now })
        .execute();
    }

    await migrateToLatest(database);
    const rows = await db.selectFrom('contacts').selectAll().orderBy('id').execute();
    expect(
      rows.map((r) => [
        Number(r.id),
        r.owner_id === null ? null : Number(r.owner_id),
        r.email,
        r.phone,
      ]),
    ).toEqual([
      [shared, a.id, 'shared@example.org', '555'],
      [lonely, null, 'nobody@example.org', ''],
      [expect.any(Number), b.id, 'shared@example.org', '555'],
    ]);
    const copy = Number(rows[2]!.id);
    expect(copy).toBeGreaterThan(lonely);
    const tags = await db.selectFrom('contact_tags').selectAll().orderBy('contact_id').execute();
    expect(tags.map((t) => [Number(t.contact_id), Number(t.tag_id)])).toEqual([
      [shared, Number(tag.id)],
      [copy, Number(tag.id)],
    ]);
    // New contacts continue after the copied ids.
    const next = await db
      .insertInto('contacts')
      .values({ email: 'new@example.org', owner_id: a.id, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(next.id)).toBeGreaterThan(copy);
  });
});
