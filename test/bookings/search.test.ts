/**
 * `GET /schedules?search=`: any part of the guest's e-mail, first or last name, or "first last",
 * in any case, with `%` and `_` taken literally; kept in step when a booking's guest changes; and
 * answered through the trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL), not a table scan.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingSearchCandidates } from '../../src/db/sql-helpers.js';
import { useTestApp, type Account } from '../helpers/app.js';
import { adminBook, bookableEvent } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('searching bookings (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let host: Account;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const guests = [
      ['ada', 'Ada', 'Lovelace', 'ada.lovelace@engine.example'],
      ['grace', 'Grace', "O'Hopper", 'grace_h@navy.example'],
      ['pct', 'Perc', 'Ent', 'ten%off@shop.example'],
    ];
    for (const [i, [key, first, last, email]] of guests.entries()) {
      const booking = await adminBook(t, host, event.id, {
        start_utc: `2031-06-0${i + 1}T10:00:00Z`,
        name: `${first} ${last}`,
        email,
      });
      made[key as string] = booking.id;
    }
  });

  const found = async (text: string) => {
    const res = await t.request({
      url: `/api/v2/schedules?period=all&search=${encodeURIComponent(text)}`,
      as: host,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json()
      .bookings.map((b: { id: number }) => b.id)
      .sort();
  };

  it('finds any part of an address or a name, in any case', async () => {
    expect(await found('LOVELACE@ENG')).toEqual([made.ada]);
    expect(await found('ace')).toEqual([made.ada, made.grace].sort());
    expect(await found('ada lovelace')).toEqual([made.ada]);
    expect(await found("o'hop")).toEqual([made.grace]);
    expect(await found('da')).toEqual([made.ada]);
    expect(await found('nobody at all')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await found('n%o')).toEqual([made.pct]);
    expect(await found('e_h')).toEqual([made.grace]);
    expect(await found('%')).toEqual([made.pct]);
  });

  it("follows a change of the guest's name and address", async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${made.ada}`,
      as: host,
      payload: { first_name: 'Augusta', email: 'augusta@analytical.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found('augusta@anal')).toEqual([made.ada]);
    expect(await found('ada.lovelace')).toEqual([]);
  });

  it('answers 429 past 20 searches a minute per user; lists without a search and other users go on', async () => {
    const searcher = await t.createAccount();
    const search = (as: Account, text: string) =>
      t.request({ url: `/api/v2/schedules?period=all&search=${text}`, as });
    for (let i = 0; i < 20; i++) expect((await search(searcher, `ada${i}`)).statusCode).toBe(200);
    const limited = await search(searcher, 'ada');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rest_rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await search(searcher, '%20')).statusCode).toBe(200);
    expect((await t.request({ url: '/api/v2/schedules', as: searcher })).statusCode).toBe(200);
    expect((await search(host, 'ada')).statusCode).toBe(200);
  });

  it('is answered from the index', async () => {
    const db = t.testDb.database.db;
    const query = db
      .selectFrom('bookings as b')
      .select('b.id')
      .where(bookingSearchCandidates(db, 'b', 'lovelace'));
    const { sql: text, parameters } = query.compile();
    if (dialect === 'sqlite') {
      let i = 0;
      const plan = await sql
        .raw(`explain query plan ${text.replace(/\?/g, () => `'${String(parameters[i++])}'`)}`)
        .execute(db);
      expect(JSON.stringify(plan.rows)).toMatch(
        /VIRTUAL TABLE INDEX.*booking_search|booking_search VIRTUAL/i,
      );
    } else {
      await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const values = parameters.map((p) => `'${String(p).replace(/'/g, "''")}'`);
        const explained = text.replace(/\$(\d+)/g, (_, n: string) => values[Number(n) - 1] ?? '');
        const plan = await sql.raw(`explain ${explained}`).execute(trx);
        expect(JSON.stringify(plan.rows)).toContain('booking_search_trgm');
      });
    }
  });
});
