/**
 * The seam through which deleting a user learns what still depends on them (calendars, team
 * seats, bookings they host, schedules others use) and moves it to another user. Users sit low
 * in the layering, so the bookings module implements it with the doors of the modules involved.
 */
import type { Db } from '../../db/database.js';

export interface UserHoldings {
  /** What depends on the user, counted by kind; every count is zero when nothing does. */
  of(db: Db, userId: number, now: number): Promise<Record<string, number>>;
  /** Gives what depends on `from` to `to`; throws a conflict when that would double-book `to`. */
  transfer(trx: Db, from: number, to: number, now: number): Promise<void>;
  /** Removes what was only the user's own (schedules, webhook subscriptions). */
  release(trx: Db, userId: number): Promise<void>;
}

/** Until bookings wires itself in (in tests of the users module alone): nothing holds anyone. */
export const NO_HOLDINGS: UserHoldings = {
  of: async () => ({}),
  transfer: async () => undefined,
  release: async () => undefined,
};

const NAMES: Record<string, [string, string]> = {
  calendars: ['calendar', 'calendars'],
  team_events: ['team event type', 'team event types'],
  upcoming_bookings: ['upcoming booking', 'upcoming bookings'],
  past_bookings: ['past or cancelled booking', 'past or cancelled bookings'],
  shared_schedules: [
    "event type of another host using one of the user's schedules",
    "event types of other hosts using the user's schedules",
  ],
};

/** "2 calendars, 1 upcoming booking": what a 409 names. */
export function describeHoldings(holdings: Record<string, number>): string {
  return Object.entries(holdings)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => {
      const [one, many] = NAMES[kind] ?? [kind, kind];
      return `${n} ${n === 1 ? one : many}`;
    })
    .join(', ');
}
