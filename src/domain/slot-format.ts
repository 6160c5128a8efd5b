/** Turns a slot answer into the API's `available_slots` shape. */
import type { SlotAnswer } from './slots.js';
import { assertTimeZone, formatLocal, formatUtc } from './time.js';

export interface FormattedSlot {
  /** `YYYY-MM-DD HH:MM:SS` in the guest's zone. */
  start: string;
  end: string;
  /** ISO-8601 UTC, `2027-03-15T13:00:00Z`: tells apart the two 01:30s of a fall-back night. */
  start_utc: string;
  end_utc: string;
  /** Free seats for group events that display spots, else false. */
  remaining: number | false;
}

/** `{ "YYYY-MM-DD": FormattedSlot[] }` keyed by the guest's local dates, `{}` when empty. */
export function formatSlots(
  answer: SlotAnswer,
  guestTimeZone: string,
): Record<string, FormattedSlot[]> {
  assertTimeZone(guestTimeZone);
  const formatted: Record<string, FormattedSlot[]> = {};
  for (const [date, slots] of Object.entries(answer.slotsByDate)) {
    formatted[date] = slots.map((slot) => ({
      start: formatLocal(guestTimeZone, slot.start),
      end: formatLocal(guestTimeZone, slot.end),
      start_utc: formatUtc(slot.start),
      end_utc: formatUtc(slot.end),
      remaining: slot.remaining ?? false,
    }));
  }
  return formatted;
}
