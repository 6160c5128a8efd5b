import { describe, expect, it } from 'vitest';
import { formatSlotsQuickly, offsetStretches } from './booking-slot-format.js';
import { daily, host, input } from './slot.fixtures.js';
import { formatSlots } from './slot-format.js';
import { computeSlots } from './slots.js';

describe('formatSlotsQuickly', () => {
  it.each([
    ['America/New_York', 'Europe/Berlin', '2025-03-01', '2025-03-31'],
    ['America/New_York', 'America/New_York', '2025-10-25', '2025-11-05'],
    ['Europe/Berlin', 'Asia/Kathmandu', '2025-03-25', '2025-04-02'],
    ['Asia/Kolkata', 'America/Los_Angeles', '2025-10-30', '2025-11-04'],
    ['Australia/Lord_Howe', 'UTC', '2025-04-01', '2025-04-10'],
  ])('formats %s slots for a guest in %s exactly like formatSlots', (hostZone, guest, from, to) => {
    const scenario = input({
      hosts: [host(daily(hostZone, [['00:00', '24:00']]))],
      event: { durationMinutes: 45, slotIntervalMinutes: 30 },
      guest,
      from,
      to,
    });
    const answer = computeSlots(scenario);
    expect(Object.keys(answer.slotsByDate).length).toBeGreaterThan(3);
    expect(formatSlotsQuickly(answer, guest)).toEqual(formatSlots(answer, guest));
  });

  it('answers {} for no slots and lists offset changes in order', () => {
    expect(formatSlotsQuickly({ slotsByDate: {}, maxLookupDate: null }, 'UTC')).toEqual({});
    const stretches = offsetStretches(
      'Europe/Berlin',
      Date.parse('2025-01-01T00:00:00Z'),
      Date.parse('2025-12-31T00:00:00Z'),
    );
    expect(stretches.map((s) => s.offset / 3_600_000)).toEqual([1, 2, 1]);
  });
});
