/**
 * An event row's payload keeps the posted body byte for byte next to a small header, so that
 * delivering never parses the booking back; payloads written in the earlier format (one JSON
 * envelope) still deliver the same body.
 */
import { describe, expect, it } from 'vitest';
import {
  decodeMessage,
  encodeMessage,
  encodeWithPart,
  messageOf,
  partKeysOf,
  type EventEnvelope,
} from '../../src/modules/webhooks/message.js';

const envelope: EventEnvelope = {
  id: 'msg_1',
  type: 'booking.created',
  timestamp: '2031-03-03T10:00:00+00:00',
  calendar_id: 7,
  data: { booking: { id: 3, message: 'two\nlines and a "quote"' } },
};

describe('webhook event payloads', () => {
  it('round-trip: the header, and the body exactly as posted', () => {
    const payload = encodeMessage(messageOf(envelope));
    const message = decodeMessage(payload);
    expect(message?.header).toEqual({ id: 'msg_1', type: 'booking.created', calendar_id: 7 });
    expect(JSON.parse(message?.body ?? '')).toEqual({
      type: envelope.type,
      timestamp: envelope.timestamp,
      data: envelope.data,
    });
  });

  it('reads the earlier format, one JSON envelope, to the same message', () => {
    expect(decodeMessage(JSON.stringify(envelope))).toEqual(messageOf(envelope));
  });

  it('answers nothing for what it cannot read', () => {
    for (const payload of ['', 'not json', '{"id":1}\n{}', '[]', 'null', '{"type":"x"}']) {
      expect(decodeMessage(payload)).toBeUndefined();
    }
  });

  describe('with the event type stored once as a part', () => {
    const record = Object.freeze({ id: 9, title: 'Intro "call"', settings: { a: [1, 2] } });
    const booking = { id: 3, calendar_event: record, message: 'after the record' };
    const withRecord = { ...envelope, data: { booking, change: { kind: 'created' } } };
    const now = Date.UTC(2031, 2, 3, 10);

    it('posts the same body, byte for byte, as one stored whole', () => {
      const stored = encodeWithPart(withRecord, 'calendar_event', now);
      expect(stored.part?.text).toBe(JSON.stringify(record));
      expect(stored.payload).not.toContain('Intro');
      expect(partKeysOf(stored.payload)).toEqual([stored.part?.key]);
      const parts = new Map([[stored.part?.key ?? '', stored.part?.text ?? '']]);
      expect(decodeMessage(stored.payload, parts)).toEqual(messageOf(withRecord));
    });

    it('names one part per content and day, and reads nothing without its part', () => {
      const first = encodeWithPart(withRecord, 'calendar_event', now);
      const again = encodeWithPart(withRecord, 'calendar_event', now + 60_000);
      const nextDay = encodeWithPart(withRecord, 'calendar_event', now + 86_400_000);
      const other = encodeWithPart(
        { ...withRecord, data: { booking: { ...booking, calendar_event: { id: 10 } } } },
        'calendar_event',
        now,
      );
      expect(again.part?.key).toBe(first.part?.key);
      expect(nextDay.part?.key).not.toBe(first.part?.key);
      expect(other.part?.key).not.toBe(first.part?.key);
      expect(decodeMessage(first.payload)).toBeUndefined();
      expect(
        decodeMessage(first.payload, new Map([[other.part?.key ?? '', '{}']])),
      ).toBeUndefined();
    });

    it('stores a booking without the value whole', () => {
      const plain = { ...envelope, data: { booking: { id: 3, message: 'no record' } } };
      const stored = encodeWithPart(plain, 'calendar_event', now);
      expect(stored.part).toBeUndefined();
      expect(decodeMessage(stored.payload)).toEqual(messageOf(plain));
    });
  });
});
