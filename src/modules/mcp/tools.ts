/**
 * The tools of the authenticated endpoint (`/mcp`). Each calls the service the matching API
 * route calls, with the route's own schemas, so the rules (who may see which event, the slot
 * engine, idempotent booking creation) are the routes' rules.
 */
import { Type } from '@sinclair/typebox';
import {
  AdminBookingBody,
  ExplainAnswer,
  ExplainQuery,
  SlotQuery,
  type createBookingServices,
} from '../bookings/index.js';
import type { createCalendarsService } from '../calendars/index.js';
import { invalidParam } from '../../errors.js';
import { bookingTools, type BookingToolDeps } from './booking-tools.js';
import { defineTool, type Tool } from './tool-kit.js';

type BookingServices = ReturnType<typeof createBookingServices>;

export interface McpDeps extends BookingToolDeps {
  calendars: ReturnType<typeof createCalendarsService>;
  slots: BookingServices['slots'];
  creation: BookingServices['creation'];
}

/** The longest range `find_slots` searches at once. */
export const MAX_SLOT_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

const EventId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The event id' });
const Zone = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'An IANA time zone (Europe/Paris, America/New_York, UTC)',
});
export const IdempotencyKey = Type.String({
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x21-\\x7e]+$',
  description: 'Chosen by the caller: a retried call with the same key books once',
});

function assertZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw invalidParam({ timezone: `${zone} is not an IANA time zone.` });
  }
}

function assertRange(start: string | undefined, end: string | undefined) {
  if (!start || !end) return;
  const days = (Date.parse(end.slice(0, 10)) - Date.parse(start.slice(0, 10))) / DAY_MS;
  if (!(days >= 0 && days < MAX_SLOT_RANGE_DAYS)) {
    throw invalidParam({
      end_date: `The range must run forwards and span at most ${MAX_SLOT_RANGE_DAYS} days.`,
    });
  }
}

const FindSlotsInput = Type.Object(
  {
    event_id: EventId,
    timezone: Zone,
    start_date: SlotQuery.properties.start_date,
    end_date: SlotQuery.properties.end_date,
    duration: SlotQuery.properties.duration,
    start_utc: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: 'One exact start (ISO-8601 instant): answers whether it is free instead',
      }),
    ),
  },
  { additionalProperties: false },
);

const listEventTypes = (deps: McpDeps) =>
  defineTool({
    name: 'list_event_types',
    description: 'The event types (bookable events) this credential can see, by calendar',
    scope: 'event-types:read',
    input: Type.Object({}, { additionalProperties: false }),
    async run(_args, { principal }) {
      const answer = await deps.calendars.list(principal, { view: 'flat', per_page: 100 });
      const calendars = answer.calendars as unknown as {
        id: number;
        title: string;
        slots?: { id: number; title: string; duration: number; slug: string; status: string }[];
      }[];
      const event_types = calendars.flatMap((calendar) =>
        (calendar.slots ?? []).map((event) => ({
          id: event.id,
          title: event.title,
          duration: event.duration,
          slug: event.slug,
          status: event.status,
          calendar_id: calendar.id,
          calendar_title: calendar.title,
        })),
      );
      return { event_types };
    },
  });

const findSlots = (deps: McpDeps) =>
  defineTool({
    name: 'find_slots',
    description: `Free slots of an event in a range of at most ${MAX_SLOT_RANGE_DAYS} days, or whether one exact start is free`,
    scope: 'availability:read',
    input: FindSlotsInput,
    async run(args, { principal }) {
      assertZone(args.timezone);
      if (args.start_utc !== undefined) {
        const query = { start_utc: args.start_utc, duration: args.duration };
        const explained = await deps.slots.explain(principal, args.event_id, query);
        return { start_utc: explained.start_utc, free: explained.offered, why: explained.message };
      }
      assertRange(args.start_date, args.end_date);
      const { event_id, start_utc: _exact, ...query } = args;
      const { calendar_event: _widget, ...answer } = await deps.slots.forEvent(
        principal,
        event_id,
        query,
      );
      return answer;
    },
  });

const explainTime = (deps: McpDeps) =>
  defineTool({
    name: 'explain_time',
    description: 'Why a start is offered or not (the same engine as the slot list)',
    scope: 'availability:read',
    input: Type.Composite([Type.Object({ event_id: EventId }), ExplainQuery], {
      additionalProperties: false,
    }),
    output: ExplainAnswer,
    run: ({ event_id, ...query }, { principal }) => deps.slots.explain(principal, event_id, query),
  });

const BookInput = Type.Composite(
  [
    Type.Object({ event_id: EventId, idempotency_key: IdempotencyKey }),
    Type.Omit(AdminBookingBody, ['status', 'payment_method']),
  ],
  { additionalProperties: false },
);

const book = (deps: McpDeps) =>
  defineTool({
    name: 'book',
    description:
      'Book an event for a guest at a start (start_utc, or event_time in timezone); a retry with the same idempotency_key returns the first answer',
    scope: 'bookings:write',
    input: BookInput,
    async run({ event_id, idempotency_key, ...body }, { principal, ip, userAgent }) {
      if (body.timezone !== undefined) assertZone(body.timezone);
      const client = { ip, userAgent, idempotencyKey: idempotency_key };
      const answer = await deps.creation.adminCreate(principal, event_id, body, client);
      return { ...answer.body, replayed: answer.replayed };
    },
  });

export function hostTools(deps: McpDeps): Tool[] {
  return [
    listEventTypes(deps),
    findSlots(deps),
    explainTime(deps),
    book(deps),
    ...bookingTools(deps),
  ];
}
