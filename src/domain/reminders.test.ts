import { describe, expect, it } from 'vitest';
import { decideReminder, planReminders, reminderOffsetMs } from './reminders.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const start = Date.UTC(2027, 2, 15, 13, 0);

/** A clock the test moves by hand. */
function manualClock(at: number) {
  let now = at;
  return {
    now: () => now,
    set(next: number) {
      now = next;
    },
  };
}

describe('reminder offsets', () => {
  it('reads minutes, hours and days', () => {
    expect(reminderOffsetMs({ unit: 'minutes', value: 15 })).toBe(15 * MIN);
    expect(reminderOffsetMs({ unit: 'hours', value: 2 })).toBe(2 * HOUR);
    expect(reminderOffsetMs({ unit: 'days', value: 1 })).toBe(24 * HOUR);
  });
});

describe('planReminders', () => {
  it('plans one reminder per distinct offset, earliest first', () => {
    const planned = planReminders(
      start,
      [
        { unit: 'minutes', value: 15 },
        { unit: 'days', value: 1 },
        { unit: 'hours', value: 24 },
        { unit: 'hours', value: 1 },
      ],
      start - 3 * 24 * HOUR,
    );
    expect(planned).toEqual([
      { offsetMs: 24 * HOUR, dueAt: start - 24 * HOUR },
      { offsetMs: HOUR, dueAt: start - HOUR },
      { offsetMs: 15 * MIN, dueAt: start - 15 * MIN },
    ]);
  });

  it('plans none whose instant has passed when the booking is made', () => {
    const planned = planReminders(
      start,
      [
        { unit: 'days', value: 1 },
        { unit: 'minutes', value: 15 },
      ],
      start - 2 * HOUR,
    );
    expect(planned.map((r) => r.offsetMs)).toEqual([15 * MIN]);
    expect(planReminders(start, [{ unit: 'minutes', value: 15 }], start - 15 * MIN)).toEqual([]);
  });
});

describe('decideReminder with an injected clock', () => {
  const [reminder] = planReminders(start, [{ unit: 'hours', value: 1 }], start - 2 * HOUR);
  if (!reminder) throw new Error('planned');

  it('waits until its instant, then sends', () => {
    const clock = manualClock(start - 2 * HOUR);
    expect(decideReminder(reminder, clock.now())).toEqual({ action: 'wait' });
    clock.set(start - HOUR - 1);
    expect(decideReminder(reminder, clock.now())).toEqual({ action: 'wait' });
    clock.set(start - HOUR);
    expect(decideReminder(reminder, clock.now())).toEqual({ action: 'send', lateMs: 0 });
  });

  it('after downtime, sends one late by less than its offset and skips an older one', () => {
    expect(decideReminder(reminder, start - MIN)).toEqual({ action: 'send', lateMs: 59 * MIN });
    expect(decideReminder(reminder, start)).toEqual({ action: 'skip', lateMs: HOUR });
    expect(decideReminder(reminder, start + 3 * HOUR)).toEqual({
      action: 'skip',
      lateMs: 4 * HOUR,
    });
  });
});
