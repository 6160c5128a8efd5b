/**
 * An event's presented record is made once per version of its row and shared by every booking
 * that shows it: a changed row (settings, title, anything) gets a new record, and the shared
 * record cannot be changed by whoever holds it.
 */
import { describe, expect, it } from 'vitest';
import { presentEventRecord } from '../../src/modules/calendars/index.js';
import type { EventRow } from '../../src/db/types.js';

const row = {
  id: 9_000_001,
  hash: 'h',
  user_id: 1,
  calendar_id: 1,
  duration: 30,
  title: 'Consultation',
  slug: 'consultation',
  media_id: 0,
  description: '',
  settings: JSON.stringify({ buffer_time_before: 5 }),
  availability_type: 'custom',
  availability_id: null,
  status: 'active',
  type: 'free',
  color_schema: '#0099ff',
  location_type: '',
  location_heading: '',
  location_settings: '[]',
  event_type: 'single',
  is_display_spots: 0,
  max_book_per_slot: 1,
  created_at: 0,
  updated_at: 0,
} as unknown as EventRow;

describe("an event's presented record", () => {
  it('is shared while the row is the same, and made again when it changes', () => {
    const first = presentEventRecord(row);
    expect(presentEventRecord({ ...row })).toBe(first);
    const renamed = presentEventRecord({ ...row, title: 'Intro call' });
    expect(renamed.title).toBe('Intro call');
    const resettled = presentEventRecord({
      ...row,
      title: 'Intro call',
      settings: JSON.stringify({ buffer_time_before: 15 }),
    });
    expect(resettled.settings.buffer_time_before).toBe(15);
    expect(presentEventRecord(row).title).toBe('Consultation');
  });

  it('cannot be changed by whoever holds it', () => {
    const record = presentEventRecord(row);
    expect(() => {
      (record as { title: string }).title = 'x';
    }).toThrow();
    expect(() => {
      (record.settings as { buffer_time_before: number }).buffer_time_before = 1;
    }).toThrow();
  });
});
