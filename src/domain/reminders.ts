/**
 * Booking reminders: when each is due, and what to do with one when the mailer reaches it.
 * Pure: the caller passes `now` (from its clock) and the booking's start.
 */

export type ReminderUnit = 'minutes' | 'hours' | 'days';

export interface ReminderTime {
  unit: ReminderUnit;
  value: number;
}

const UNIT_MS: Record<ReminderUnit, number> = {
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
};

/** How long before the start a reminder is sent, in milliseconds. */
export function reminderOffsetMs(time: ReminderTime): number {
  return time.value * UNIT_MS[time.unit];
}

export interface PlannedReminder {
  /** Milliseconds before the start. */
  offsetMs: number;
  /** When it is due (epoch ms): the start less the offset. */
  dueAt: number;
}

/**
 * The reminders to plan for a booking starting at `start`: one per distinct offset, earliest
 * first. A reminder whose instant has already passed when the booking is made or moved is not
 * planned: the confirmation or the move's e-mail, sent now, says all a reminder would.
 */
export function planReminders(
  start: number,
  times: readonly ReminderTime[],
  now: number,
): PlannedReminder[] {
  const offsets = [...new Set(times.map(reminderOffsetMs))].filter((o) => o > 0);
  return offsets
    .map((offsetMs) => ({ offsetMs, dueAt: start - offsetMs }))
    .filter((r) => r.dueAt > now)
    .sort((a, b) => a.dueAt - b.dueAt);
}

export type ReminderDecision =
  { action: 'wait' } | { action: 'send'; lateMs: number } | { action: 'skip'; lateMs: number };

/**
 * A planned reminder reached at `now`: not yet due, due (possibly late, after downtime, by less
 * than its own offset, so it still arrives before the start), or too late, skipped. A reminder
 * one hour before that is reached 59 minutes late is sent; one reached an hour late is not.
 */
export function decideReminder(reminder: PlannedReminder, now: number): ReminderDecision {
  if (now < reminder.dueAt) return { action: 'wait' };
  const lateMs = now - reminder.dueAt;
  return lateMs < reminder.offsetMs ? { action: 'send', lateMs } : { action: 'skip', lateMs };
}
