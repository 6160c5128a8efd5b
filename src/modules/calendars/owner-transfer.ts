/**
 * What a user holds as a host (calendars, with their event types, and seats on other hosts'
 * team events), and moving it to another user when the user is deleted.
 */
import type { Db } from '../../db/database.js';
import { conflict } from '../../errors.js';
import { parseJson } from '../../shared/json.js';
import { findHostCalendarOfUser } from './calendars.repo.js';

export interface CalendarHoldings {
  calendars: number;
  team_events: number;
}

export async function calendarHoldingsOf(db: Db, userId: number): Promise<CalendarHoldings> {
  const [calendars, teams] = await Promise.all([
    db
      .selectFrom('calendars')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('event_members as m')
      .innerJoin('events as e', 'e.id', 'm.event_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('m.user_id', '=', userId)
      .where('e.user_id', '!=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { calendars: Number(calendars.n), team_events: Number(teams.n) };
}

/** Gives `from`'s calendars and event types to `to`, and `from`'s team seats to `to`. */
export async function transferCalendars(trx: Db, from: number, to: number, now: number) {
  // A user has at most one personal (host) calendar; the heir cannot take a second one.
  if ((await findHostCalendarOfUser(trx, from)) && (await findHostCalendarOfUser(trx, to))) {
    throw conflict(
      'reassign_conflict',
      `User ${to} already has a personal calendar and cannot take over another one. Delete one of the two personal calendars first, or choose another user.`,
    );
  }
  await trx
    .updateTable('calendars')
    .set({ user_id: to, updated_at: now })
    .where('user_id', '=', from)
    .execute();
  await trx
    .updateTable('events')
    .set({ user_id: to, updated_at: now })
    .where('user_id', '=', from)
    .execute();
  // The team lists in the events' settings (what bookings read), then their queryable mirror.
  const teams = await trx
    .selectFrom('events')
    .select(['id', 'settings'])
    .where('id', 'in', (eb) =>
      eb.selectFrom('event_members').select('event_id').where('user_id', '=', from),
    )
    .execute();
  for (const event of teams) {
    const settings = parseJson<Record<string, unknown>>(event.settings, {});
    const members: unknown[] = Array.isArray(settings.team_members) ? settings.team_members : [];
    const replaced = [...new Set(members.map((id) => (Number(id) === from ? to : Number(id))))];
    await trx
      .updateTable('events')
      .set({ settings: JSON.stringify({ ...settings, team_members: replaced }), updated_at: now })
      .where('id', '=', event.id)
      .execute();
  }
  // A team where `to` already sits loses `from`'s seat; elsewhere `to` takes it.
  await trx
    .deleteFrom('event_members')
    .where('user_id', '=', from)
    .where('event_id', 'in', (eb) =>
      eb.selectFrom('event_members').select('event_id').where('user_id', '=', to),
    )
    .execute();
  await trx.updateTable('event_members').set({ user_id: to }).where('user_id', '=', from).execute();
}
