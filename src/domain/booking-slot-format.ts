/**
 * The API's `available_slots` from a slot answer, like `formatSlots` (slot-format.ts) and
 * with the same output, but resolving the guest zone's offset once per stretch between two
 * offset changes instead of once per instant: a month of slots costs a few zone look-ups plus
 * plain arithmetic, where one look-up per slot cost most of a 31-day request.
 */
import { Temporal } from 'temporal-polyfill';
import type { FormattedSlot } from './slot-format.js';
import type { SlotAnswer } from './slots.js';
import { assertTimeZone } from './time.js';

interface Stretch {
  /** First instant with this offset. */
  from: number;
  offset: number;
}

/** The zone's offsets from `from` to `to`, in order (one entry per change). */
export function offsetStretches(timeZone: string, from: number, to: number): Stretch[] {
  let zoned = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(timeZone);
  const stretches: Stretch[] = [{ from, offset: zoned.offsetNanoseconds / 1_000_000 }];
  for (;;) {
    const next = zoned.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds > to) return stretches;
    zoned = next;
    stretches.push({ from: next.epochMilliseconds, offset: next.offsetNanoseconds / 1_000_000 });
  }
}

const DAY_MS = 86_400_000;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
/** `HH:MM` of every minute of a day, built once. */
const CLOCKS = Array.from(
  { length: 1440 },
  (_, m) => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`,
);
const SECONDS = Array.from({ length: 60 }, (_, s) => `:${pad2(s)}`);

/**
 * `YYYY-MM-DD`, separator, `HH:MM:SS` of a UTC epoch instant (seconds precision): the date part
 * once per day and the time from tables, where `Date#toISOString` per slot was most of a large
 * answer's cost.
 */
function isoFormatter(separator: string, suffix: string): (instant: number) => string {
  let day = NaN;
  let prefix = '';
  return (instant) => {
    const d = Math.floor(instant / DAY_MS);
    if (d !== day) {
      day = d;
      prefix = new Date(d * DAY_MS).toISOString().slice(0, 10) + separator;
    }
    const second = Math.floor((instant - d * DAY_MS) / 1000);
    return `${prefix}${CLOCKS[Math.floor(second / 60)] ?? ''}${SECONDS[second % 60] ?? ''}${suffix}`;
  };
}

/** `instant -> YYYY-MM-DD HH:MM:SS` in the zone, for instants given in ascending order. */
function localFormatter(stretches: readonly Stretch[]): (instant: number) => string {
  const format = isoFormatter(' ', '');
  let index = 0;
  return (instant) => {
    while (index > 0 && instant < (stretches[index]?.from ?? 0)) index -= 1;
    while (index + 1 < stretches.length && instant >= (stretches[index + 1]?.from ?? Infinity)) {
      index += 1;
    }
    const offset = stretches[index]?.offset ?? 0;
    return format(instant + offset);
  };
}

export function formatSlotsQuickly(
  answer: SlotAnswer,
  guestTimeZone: string,
): Record<string, FormattedSlot[]> {
  assertTimeZone(guestTimeZone);
  const all = Object.values(answer.slotsByDate).flat();
  const first = all[0];
  if (!first) return {};
  const last = Math.max(...all.map((s) => s.end));
  const local = localFormatter(offsetStretches(guestTimeZone, first.start, last));
  const utc = isoFormatter('T', 'Z');
  const formatted: Record<string, FormattedSlot[]> = {};
  for (const [date, slots] of Object.entries(answer.slotsByDate)) {
    formatted[date] = slots.map((slot) => ({
      start: local(slot.start),
      end: local(slot.end),
      start_utc: utc(slot.start),
      end_utc: utc(slot.end),
      remaining: slot.remaining ?? false,
    }));
  }
  return formatted;
}
