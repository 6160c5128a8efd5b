/** Slot queries and answers. */
import { Type, type Static } from '@sinclair/typebox';
import { BookingWidget } from '../../calendars/index.js';

const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2027-03-15'] });

export const SlotQuery = Type.Object({
  start_date: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$',
      description: 'A date, or a date and a time: then only slots from that time on that day.',
      examples: ['2027-03-15', '2027-03-15 13:30'],
    }),
  ),
  end_date: Type.Optional(LocalDate),
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  duration: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440 })),
});
export type SlotQuery = Static<typeof SlotQuery>;

const Slot = Type.Object({
  start: Type.String({ description: '`YYYY-MM-DD HH:MM:SS` in `timezone`' }),
  end: Type.String(),
  start_utc: Type.String({ examples: ['2027-03-15T13:00:00Z'] }),
  end_utc: Type.String(),
  // A type list rather than a union: the serializer checks it with `typeof`, where a union
  // would run a schema validation per slot (most of a month's answer time).
  remaining: Type.Unsafe<number | false>({
    type: ['integer', 'boolean'],
    description: 'Free seats of group events that display spots, else false.',
  }),
});

export const SlotAnswer = Type.Object({
  timezone: Type.String(),
  duration: Type.Integer(),
  max_lookup_date: Type.Union([Type.String(), Type.Literal(false)], {
    description: '`YYYY-MM-DD 23:59:59` (last bookable date), false when unlimited.',
  }),
  available_slots: Type.Record(Type.String(), Type.Array(Slot), {
    description: 'Guest-local date -> slots; `{}` when nothing is free.',
  }),
});
export type SlotAnswer = Static<typeof SlotAnswer>;

/** The host's free-slots answer: the slots and the booking dialog's view of the event. */
export const HostSlotAnswer = Type.Composite([
  SlotAnswer,
  Type.Object({ calendar_event: BookingWidget }),
]);
export type HostSlotAnswer = Static<typeof HostSlotAnswer>;

export const ExplainQuery = Type.Object({
  start_utc: Type.String({
    minLength: 1,
    maxLength: 40,
    description: 'The start to explain, an ISO-8601 instant',
    examples: ['2027-03-15T13:00:00Z'],
  }),
  duration: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440 })),
});
export type ExplainQuery = Static<typeof ExplainQuery>;

export const ExplainAnswer = Type.Object({
  start_utc: Type.String(),
  duration: Type.Integer(),
  offered: Type.Boolean({ description: 'True exactly when the slot list offers this start' }),
  reason: Type.String({
    description:
      'offered, minimum_notice, booking_window, outside_working_hours, date_override, booking, buffer, external_busy, no_host_free, seats_full or limit_reached (the first rule, in the engine order, that refuses it)',
  }),
  message: Type.String(),
  details: Type.Record(Type.String(), Type.Union([Type.Integer(), Type.String()]), {
    description: 'booking_id, host_id, date, or the connection and calendar of a busy event',
  }),
});
export type ExplainAnswer = Static<typeof ExplainAnswer>;
