/**
 * `settings.hosts_schedules` of a write: which availability schedule each team member of a
 * round-robin or collective event books from. A member may only be given one of their own
 * schedules; the owner's schedule is the event's `availability_id`, so an owner's entry is
 * accepted only when it names that schedule, and never stored.
 */
import type { Db } from '../../../db/database.js';
import type { FieldErrors } from '../../../errors.js';
import { findScheduleById } from '../../availability/index.js';
import type { EventSettings } from './event-settings.schemas.js';

export interface HostsScheduleWrite {
  db: Db;
  ownerId: number;
  /** The event's schedule after the write (null for a custom schedule). */
  ownerScheduleId: number | null;
  multiHost: boolean;
  path: string;
}

export async function applyHostsSchedules(
  w: HostsScheduleWrite,
  settings: EventSettings,
  given: Readonly<Record<string, number>> | undefined,
  errors: FieldErrors,
): Promise<void> {
  if (!given) return;
  const next: Record<string, number> = {};
  for (const [key, scheduleId] of Object.entries(given)) {
    const host = Number(key);
    const field = `${w.path}hosts_schedules.${key}`;
    if (host === w.ownerId) {
      if (scheduleId !== w.ownerScheduleId) {
        errors[field] = {
          owner:
            "The owner's schedule is the event's availability_id; change availability_id " +
            'instead.',
        };
      }
      continue;
    }
    if (!w.multiHost || !settings.team_members.includes(host)) {
      errors[field] = { member: `User ${host} is not a team member of this event.` };
      continue;
    }
    const schedule = await findScheduleById(w.db, scheduleId);
    if (schedule?.user_id !== host) {
      errors[field] = {
        exists: `No availability schedule with id ${scheduleId} belongs to user ${host}.`,
      };
      continue;
    }
    next[key] = scheduleId;
  }
  settings.hosts_schedules = next;
}

/** The answered map: the owner's schedule (when the event uses one) and the members' entries. */
export function answeredHostsSchedules(
  settings: EventSettings,
  event: { user_id: number; availability_type: string; availability_id: number | null },
): Record<string, number> {
  const owner =
    event.availability_type !== 'custom' && event.availability_id !== null
      ? { [String(event.user_id)]: event.availability_id }
      : {};
  const members = Object.entries(settings.hosts_schedules).filter(
    ([host]) => host !== String(event.user_id),
  );
  return { ...owner, ...Object.fromEntries(members) };
}
