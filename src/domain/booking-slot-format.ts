/**
 * The API's `available_slots` from a slot answer, like `formatSlots` (slot-format.ts) and
 * with the same output, but resolving the guest zone's offset once per stretch between two
 * offset changes instead of once per instant: a month of slots costs a few zone look-ups plus
 * plain arithmetic, where one look-up per slot cost most of a 31-day request.
 */
import { Temporal } from 'temporal-polyfill';
import type { FormattedSlot } from './slot-format.js';
import type { SlotAnswer } from './slots.js';
import { assertTimeZone, formatUtc } from './time.js';

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

/** `instant -> YYYY-MM-DD HH:MM:SS` in the zone, for instants given in ascending order. */
function localFormatter(stretches: readonly Stretch[]): (instant: number) => string {
  let index = 0;
  return (instant) => {
    while (index > 0 && instant < (stretches[index]?.from ?? 0)) index -= 1;
    while (index + 1 < stretches.length && instant >= (stretches[index + 1]?.from ?? Infinity)) {
      index += 1;
    }
    const offset = stretches[index]?.offset ?? 0;
    return new Date(instant + offset).toISOString().slice(0, 19).replace('T', ' ');
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
  const formatted: Record<string, FormattedSlot[]> = {};
  for (const [date, slots] of Object.entries(answer.slotsByDate)) {
    formatted[date] = slots.map((slot) => ({
      start: local(slot.start),
      end: local(slot.end),
      start_utc: formatUtc(slot.start),
      end_utc: formatUtc(slot.end),
      remaining: slot.remaining ?? false,
    }));
  }
  return formatted;
}
