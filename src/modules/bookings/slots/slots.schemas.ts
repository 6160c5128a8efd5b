/** Slot queries and answers. */
import { Type, type Static } from '@sinclair/typebox';

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
