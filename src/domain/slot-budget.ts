/**
 * How large a slot answer may get. An event's busiest local day bounds how many slots one day
 * can hold (every window stepped by the slot interval, plus one hour of repeated starts when the
 * clocks go back); a window of guest dates covers at most one more host day than it has days.
 * So the widest window an event may be asked for is known before any slot is computed, and a
 * refusal costs nothing.
 */
import { localWindows, WEEKDAYS, type Schedule } from './availability.js';
import { addDays } from './time.js';

/** At most this many slots in one answer (about 0.8 MB of JSON). */
export const MAX_SLOTS_PER_ANSWER = 6000;

/** A Sunday, then the six days after it: one date per weekday for the weekly rules. */
const WEEK_OF = '2023-01-01';

/** The most slot starts one local day of `schedule` can offer with this step. */
export function busiestDaySlots(schedule: Schedule, stepMinutes: number): number {
  const step = Math.max(1, stepMinutes);
  const weekly: Schedule = { ...schedule, overrides: {} };
  const dates = WEEKDAYS.map((_, i) => ({ schedule: weekly, date: addDays(WEEK_OF, i) }));
  for (const date of Object.keys(schedule.overrides)) dates.push({ schedule, date });
  let busiest = 0;
  for (const { schedule: s, date } of dates) {
    let count = 0;
    for (const w of localWindows(s, date)) {
      count += Math.ceil((w.endMinute - w.startMinute) / step);
    }
    busiest = Math.max(busiest, count);
  }
  // A day the clocks go back repeats an hour of starts.
  return busiest === 0 ? 0 : busiest + Math.ceil(60 / step);
}

/** The most guest dates one answer may span, between 1 and `maxDays`. */
export function widestSlotWindow(busiestDay: number, maxDays: number): number {
  if (busiestDay === 0) return maxDays;
  return Math.max(1, Math.min(maxDays, Math.floor(MAX_SLOTS_PER_ANSWER / busiestDay) - 1));
}
