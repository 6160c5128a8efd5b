/**
 * The hosts a booking of an event needs, each with the schedule the slot engine reads: the
 * owner first (the event's own effective schedule; its zone is the event's zone), then the team
 * members of collective events with the schedule `settings.hosts_schedules` gives them, else
 * their default schedule (the event's when they have none):
 * every one of them must be free. Round-robin events have a pool instead: their owner only
 * lends the event's schedule, and one free member takes each booking.
 */
import type { Db } from '../../../db/database.js';
import type { Schedule } from '../../../domain/availability.js';
import type { Host } from '../../../domain/slots.js';
import type { Interval } from '../../../domain/intervals.js';
import { findDefaultSchedule, findScheduleById } from '../../availability/index.js';
import { readOverrides, readWeekly } from '../../availability/index.js';
import type { EventForBooking } from '../../calendars/index.js';

export interface HostSchedule {
  id: number;
  schedule: Schedule;
}

/** The schedule `settings.hosts_schedules` gives a member, if it still is theirs. */
async function chosenSchedule(db: Db, loaded: EventForBooking, id: number) {
  const chosen = loaded.settings.hosts_schedules[String(id)];
  if (chosen === undefined) return undefined;
  const row = await findScheduleById(db, chosen);
  return row?.user_id === id ? row : undefined;
}

/**
 * The owner's is the event's schedule; the others' the one `hosts_schedules` names, else their
 * default one, else the event's.
 */
function ownSchedules(db: Db, loaded: EventForBooking, ids: readonly number[]) {
  return Promise.all(
    ids.map(async (id): Promise<HostSchedule> => {
      if (id === loaded.event.user_id) return { id, schedule: loaded.schedule };
      const row = (await chosenSchedule(db, loaded, id)) ?? (await findDefaultSchedule(db, id));
      const schedule: Schedule = row
        ? { timezone: row.timezone, weekly: readWeekly(row), overrides: readOverrides(row) }
        : loaded.schedule;
      return { id, schedule };
    }),
  );
}

export interface EventHosts {
  /** Every one must be free; the first is the owner with the event's schedule. */
  hosts: HostSchedule[];
  /** Round robin: the hosts one of whom takes each booking; null for other events. */
  pool: HostSchedule[] | null;
}

export async function eventHosts(db: Db, loaded: EventForBooking): Promise<EventHosts> {
  const [ownerId = loaded.event.user_id, ...members] = loaded.hostIds;
  const owner = { id: ownerId, schedule: loaded.schedule };
  if (loaded.pool) return { hosts: [owner], pool: await ownSchedules(db, loaded, loaded.pool) };
  return { hosts: [owner, ...(await ownSchedules(db, loaded, members))], pool: null };
}

/** The engine's hosts, with each host's busy time. */
export function engineHosts(
  hosts: readonly HostSchedule[],
  busy: ReadonlyMap<number, readonly Interval[]>,
): Host[] {
  return hosts.map((h) => ({ schedule: h.schedule, busy: busy.get(h.id) ?? [] }));
}

/** The zone of the event's windows and limits: the owner's schedule zone. */
export function eventZone(hosts: readonly HostSchedule[]): string {
  const first = hosts[0];
  if (!first) throw new Error('an event always has its owner as a host');
  return first.schedule.timezone;
}
