/** Shared fixtures for the slot engine's table-driven tests. */
import { WEEKDAYS, weeklySchedule, type Schedule } from './availability.js';
import {
  computeSlots,
  type EventBooking,
  type EventRules,
  type Host,
  type SlotInput,
} from './slots.js';
import { formatUtc } from './time.js';

export const at = (text: string): number => Date.parse(text);

/** An event with no buffers, notice, limits or horizon: each test adds what it checks. */
export const plainEvent: EventRules = {
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  bookingWindow: { kind: 'indefinite' },
  capacity: 1,
  displaySpots: false,
  frequencyLimits: [],
  durationLimits: [],
};

export interface Scenario {
  hosts: Host[];
  event?: Partial<EventRules>;
  bookings?: EventBooking[];
  /** Defaults to the first host's zone. */
  guest?: string;
  from: string;
  to?: string;
  now?: string;
}

export const daily = (zone: string, windows: [string, string][]) =>
  weeklySchedule(zone, windows, { days: WEEKDAYS });
export const host = (schedule: Schedule, busy: [string, string][] = []): Host => ({
  schedule,
  busy: busy.map(([start, end]) => ({ start: at(start), end: at(end) })),
});
export const booking = (start: string, end: string, seats = 1): EventBooking => ({
  start: at(start),
  end: at(end),
  seats,
});

export function input(s: Scenario): SlotInput {
  const query = {
    now: at(s.now ?? '2025-01-01T00:00:00Z'),
    timezone: s.guest ?? s.hosts[0]?.schedule.timezone ?? 'UTC',
    startDate: s.from,
    endDate: s.to ?? s.from,
  };
  return {
    event: { ...plainEvent, ...s.event },
    hosts: s.hosts,
    eventBookings: s.bookings ?? [],
    query,
  };
}

/** Guest date -> ISO UTC starts. */
export function utcStarts(s: Scenario): Record<string, string[]> {
  const { slotsByDate } = computeSlots(input(s));
  return Object.fromEntries(
    Object.entries(slotsByDate).map(([date, slots]) => [
      date,
      slots.map((x) => formatUtc(x.start)),
    ]),
  );
}

/** ISO UTC instants of `date` at each `HH:MM`. */
export const utc = (date: string, ...times: string[]) => times.map((t) => `${date}T${t}:00Z`);
