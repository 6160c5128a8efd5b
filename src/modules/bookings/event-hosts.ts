/**
 * The hosts a booking of an event needs, each with the schedule the slot engine reads: the
 * owner first (the event's own effective schedule; its zone is the event's zone), then the team
 * members of multi-host events with their default schedule (the event's when they have none).
 * Multi-host events are booked collectively: every host must be free.
 */
import type { Db } from '../../db/database.js';
import type { Schedule } from '../../domain/availability.js';
import type { Host } from '../../domain/slots.js';
import type { Interval } from '../../domain/intervals.js';
import { findDefaultSchedule } from '../availability/availability.repo.js';
import { readOverrides, readWeekly } from '../availability/availability.presenter.js';
import type { EventForBooking } from '../events/event-for-booking.js';

export interface HostSchedule {
  id: number;
  schedule: Schedule;
}

export async function hostSchedules(db: Db, loaded: EventForBooking): Promise<HostSchedule[]> {
  const [ownerId = loaded.event.user_id, ...members] = loaded.hostIds;
  const others = await Promise.all(
    members.map(async (id) => {
      const row = await findDefaultSchedule(db, id);
      const schedule: Schedule = row
        ? { timezone: row.timezone, weekly: readWeekly(row), overrides: readOverrides(row) }
        : loaded.schedule;
      return { id, schedule };
    }),
  );
  return [{ id: ownerId, schedule: loaded.schedule }, ...others];
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
