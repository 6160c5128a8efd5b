/**
 * `list_bookings` and `summarise_bookings`: the bookings of a bounded range through the service
 * of `GET /schedules`, with the list route's own query fields.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BookingListQuery } from '../bookings/index.js';
import type { Principal } from '../../domain/policy.js';
import { localDateOf } from '../../domain/time.js';
import { invalidParam } from '../../errors.js';
import { EnvelopeFields } from '../../http/pagination.js';
import { BookingSummary, summary, type BookingToolDeps } from './booking-kit.js';
import { defineTool } from './tool-kit.js';

/** The longest range `list_bookings` and `summarise_bookings` read at once. */
export const MAX_LIST_DAYS = 62;
/** The most bookings `summarise_bookings` counts (it says when a range holds more). */
const MAX_SUMMARISED = 2000;
const SUMMARY_PAGE = 100;
const DAY_MS = 86_400_000;

// The list route's own fields, with the range required (a bounded read).
const RangeDays = Type.Required(Type.Pick(BookingListQuery, ['start_date', 'end_date']));
const RangeFilters = Type.Pick(BookingListQuery, ['status', 'event_id', 'timezone']);

const { total, per_page, current_page, last_page } = EnvelopeFields;
const BookingPage = Type.Object({
  total,
  per_page,
  current_page,
  last_page,
  bookings: Type.Array(BookingSummary),
});

const Summary = Type.Object({
  timezone: Type.String({ description: 'The zone of the range and of the days' }),
  total: Type.Integer({ description: 'Bookings starting in the range (with the filters)' }),
  counted: Type.Integer({ description: `The bookings counted below: at most ${MAX_SUMMARISED}` }),
  complete: Type.Boolean({ description: 'False when the range holds more than were counted' }),
  by_status: Type.Record(Type.String(), Type.Integer()),
  by_event: Type.Array(
    Type.Object({ event_id: Type.Integer(), event_title: Type.String(), count: Type.Integer() }),
  ),
  busiest_days: Type.Array(Type.Object({ day: Type.String(), count: Type.Integer() }), {
    description: 'The five days with the most bookings, busiest first',
  }),
});

interface RangeArgs {
  start_date: string;
  end_date: string;
  status?: Static<typeof BookingListQuery>['status'];
  event_id?: number;
  timezone?: string;
}

function assertRange(start: string, end: string) {
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS;
  if (!(days >= 0 && days < MAX_LIST_DAYS)) {
    throw invalidParam({
      end_date: `The range must run forwards and span at most ${MAX_LIST_DAYS} days.`,
    });
  }
}

/** One page of `GET /schedules` for the range: every status unless one is asked for. */
async function bookingsIn(
  deps: BookingToolDeps,
  principal: Principal,
  args: RangeArgs,
  page: number,
  perPage: number,
) {
  assertRange(args.start_date, args.end_date);
  return deps.bookings.list(principal, {
    period: 'all',
    start_date: args.start_date,
    end_date: args.end_date,
    timezone: args.timezone ?? 'UTC',
    page,
    per_page: perPage,
    ...(args.status ? { status: args.status } : {}),
    ...(args.event_id ? { event_id: args.event_id } : {}),
  });
}

export const listBookings = (deps: BookingToolDeps) =>
  defineTool({
    name: 'list_bookings',
    description: `Bookings starting from start_date to end_date (days in timezone, UTC by default; at most ${MAX_LIST_DAYS} days), latest start first, optionally of one status or event, a page at a time; guests' e-mail addresses and phones are masked unless the credential has contacts:read`,
    scope: 'bookings:read',
    input: Type.Composite(
      [RangeDays, RangeFilters, Type.Pick(BookingListQuery, ['page', 'per_page'])],
      { additionalProperties: false },
    ),
    output: BookingPage,
    async run(args, { principal }) {
      const answer = await bookingsIn(deps, principal, args, args.page ?? 1, args.per_page ?? 50);
      return {
        total: answer.total,
        per_page: answer.per_page,
        current_page: answer.current_page,
        last_page: answer.last_page,
        bookings: answer.bookings.map((b) => summary(principal, b)),
      };
    },
  });

export const summariseBookings = (deps: BookingToolDeps) =>
  defineTool({
    name: 'summarise_bookings',
    description: `Counts of the bookings starting from start_date to end_date (days in timezone, UTC by default; at most ${MAX_LIST_DAYS} days): by status, by event, and the busiest days`,
    scope: 'bookings:read',
    input: Type.Composite([RangeDays, RangeFilters], { additionalProperties: false }),
    output: Summary,
    async run(args, { principal }) {
      const zone = args.timezone ?? 'UTC';
      const byStatus = new Map<string, number>();
      const byEvent = new Map<number, { event_title: string; count: number }>();
      const byDay = new Map<string, number>();
      const add = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
      let total = 0;
      let counted = 0;
      for (let page = 1; counted < MAX_SUMMARISED; page += 1) {
        const chunk = await bookingsIn(deps, principal, args, page, SUMMARY_PAGE);
        total = chunk.total;
        for (const b of chunk.bookings) {
          add(byStatus, b.status);
          const event = byEvent.get(b.event_id) ?? { event_title: b.event_title, count: 0 };
          byEvent.set(b.event_id, { ...event, count: event.count + 1 });
          add(byDay, localDateOf(zone, Date.parse(b.start_time_iso)));
        }
        counted += chunk.bookings.length;
        if (chunk.bookings.length < SUMMARY_PAGE || counted >= total) break;
      }
      const busiest = [...byDay].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      return {
        timezone: zone,
        total,
        counted,
        complete: counted >= total,
        by_status: Object.fromEntries(byStatus),
        by_event: [...byEvent]
          .map(([event_id, event]) => ({ event_id, ...event }))
          .sort((a, b) => b.count - a.count || a.event_id - b.event_id),
        busiest_days: busiest.slice(0, 5).map(([day, count]) => ({ day, count })),
      };
    },
  });
