/**
 * Users deleted by earlier versions left calendars, bookings and schedules pointing at nobody,
 * whose pages and new bookings then failed. The upgrade gives them to the first administrator.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { orphansToAdministrator } from '../../src/db/migrations/0020-orphans-to-administrator.js';
import { useTestApp } from '../helpers/app.js';
import { bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('upgrading a database with orphaned records (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it("gives a deleted host's calendar and bookings to the first administrator", async () => {
    const host = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host);
    const book = (start: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/public/events/${event.hash}/bookings`,
        payload: { name: 'Gus Guest', email: 'gus@example.org', start_utc: start },
      });
    const booking = (await book(hoursAhead(40))).json().booking;
    // What an earlier version's DELETE /users/{id} did.
    const db = t.testDb.database.db;
    await db.deleteFrom('users').where('id', '=', host.id).execute();
    const broken = await book(hoursAhead(44));
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);

    // The migration runs on the schema of its time, when the outbox was `mail_outbox`.
    await sql`alter table outbox rename to mail_outbox`.execute(db);
    await orphansToAdministrator().up(db as unknown as Kysely<unknown>);
    await sql`alter table mail_outbox rename to outbox`.execute(db);

    const owner = await db
      .selectFrom('calendars')
      .select('user_id')
      .where('id', '=', calendar.id)
      .executeTakeFirstOrThrow();
    expect(Number(owner.user_id)).toBe(t.admin.id);
    const held = await t.request({ url: `/api/v2/schedules/${booking.id}` });
    expect(held.statusCode, held.body).toBe(200);
    const ics = await t.app.inject({ url: `/api/v2/public/bookings/${booking.hash}/ics` });
    expect(ics.statusCode).toBe(200);
    const fixed = await book(hoursAhead(44));
    expect(fixed.statusCode, fixed.body).toBe(201);
  });
});
