/**
 * The booking tools of `/mcp`: reading bookings (guests' addresses masked without the
 * `contacts:read` scope), and moving or cancelling one in two steps, a preview that says what
 * will happen with an approval token, then `apply_change` with that token. Each calls the
 * service the matching route calls (`GET /schedules`, `GET` and `PUT /schedules/{id}`).
 */
import { Type } from '@sinclair/typebox';
import {
  BookingListQuery,
  UpdateBookingBody,
  type createBookingServices,
} from '../bookings/index.js';
import type { Principal } from '../../domain/policy.js';
import { hasScope } from '../../domain/scopes.js';
import { invalidParam } from '../../errors.js';
import { APPROVAL_MINUTES, type Approvals, type BookingState, type Change } from './approvals.js';
import { defineTool, type Tool } from './tool-kit.js';

type BookingServices = ReturnType<typeof createBookingServices>;

export interface BookingToolDeps {
  bookings: BookingServices['bookings'];
  slots: BookingServices['slots'];
  approvals: Approvals;
}

/** The longest range `list_bookings` and `summarise_bookings` read at once. */
const MAX_LIST_DAYS = 62;
const DAY_MS = 86_400_000;

const BookingId = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'The booking id',
});
// The list route's own fields, with the range required (a bounded read).
const RangeDays = Type.Required(Type.Pick(BookingListQuery, ['start_date', 'end_date']));
const RangeFilters = Type.Pick(BookingListQuery, ['status', 'event_id']);

interface Booking extends BookingState {
  event_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  slot_minutes: number;
}

/** `ada@example.com` as `a•••@example.com`: enough to tell guests apart, not to write to them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? '•••' : '';
  return `${email[0]}•••${email.slice(at)}`;
}

function guestOf(principal: Principal, booking: Booking) {
  const name = `${booking.first_name} ${booking.last_name}`.trim();
  if (hasScope(principal, 'contacts:read')) {
    return { name, email: booking.email, phone: booking.phone };
  }
  return { name, email: maskEmail(booking.email), phone: booking.phone ? '•••' : '' };
}

const utc = (sql: string) => `${sql.replace(' ', 'T')}Z`;

function summary(principal: Principal, booking: Booking) {
  return {
    id: booking.id,
    event_id: booking.event_id,
    status: booking.status,
    start_utc: utc(booking.start_time),
    end_utc: utc(booking.end_time),
    guest: guestOf(principal, booking),
  };
}

function assertRange(start: string, end: string) {
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS;
  if (!(days >= 0 && days < MAX_LIST_DAYS)) {
    throw invalidParam({
      end_date: `The range must run forwards and span at most ${MAX_LIST_DAYS} days.`,
    });
  }
}

async function bookingsIn(
  deps: BookingToolDeps,
  principal: Principal,
  args: { start_date: string; end_date: string; status?: string; event_id?: number },
  page: number,
  perPage: number,
) {
  assertRange(args.start_date, args.end_date);
  const query = {
    period: 'all' as const,
    start_date: args.start_date,
    end_date: args.end_date,
    timezone: 'UTC',
    page,
    per_page: perPage,
    ...(args.status ? { status: args.status as 'scheduled' } : {}),
    ...(args.event_id ? { event_id: args.event_id } : {}),
  };
  const answer = await deps.bookings.list(principal, query);
  return { bookings: answer.bookings as unknown as Booking[], total: answer.total };
}

const listBookings = (deps: BookingToolDeps) =>
  defineTool({
    name: 'list_bookings',
    description: `Bookings starting in a range of at most ${MAX_LIST_DAYS} days (UTC days), newest first, 50 a page; guests' e-mail addresses are masked unless the credential has contacts:read`,
    scope: 'bookings:read',
    input: Type.Composite(
      [
        RangeDays,
        RangeFilters,
        Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) }),
      ],
      { additionalProperties: false },
    ),
    async run(args, { principal }) {
      const page = args.page ?? 1;
      const { bookings, total } = await bookingsIn(deps, principal, args, page, 50);
      return { total, page, bookings: bookings.map((b) => summary(principal, b)) };
    },
  });

const summariseBookings = (deps: BookingToolDeps) =>
  defineTool({
    name: 'summarise_bookings',
    description: `Counts of the bookings starting in a range of at most ${MAX_LIST_DAYS} days: by status, by event, and the busiest days`,
    scope: 'bookings:read',
    input: Type.Composite([RangeDays, RangeFilters], { additionalProperties: false }),
    async run(args, { principal }) {
      const counts = {
        status: new Map<string, number>(),
        event: new Map<number, number>(),
        day: new Map<string, number>(),
      };
      const add = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
      let total = 0;
      for (let page = 1; page <= 20; page += 1) {
        const chunk = await bookingsIn(deps, principal, args, page, 100);
        total = chunk.total;
        for (const b of chunk.bookings) {
          add(counts.status, b.status);
          add(counts.event, b.event_id);
          add(counts.day, b.start_time.slice(0, 10));
        }
        if (page * 100 >= chunk.total) break;
      }
      const busiest = [...counts.day].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      return {
        total,
        by_status: Object.fromEntries(counts.status),
        by_event: [...counts.event].map(([event_id, count]) => ({ event_id, count })),
        busiest_days: busiest.slice(0, 5).map(([day, count]) => ({ day, count })),
      };
    },
  });

async function bookingOf(deps: BookingToolDeps, principal: Principal, id: number) {
  const { booking } = await deps.bookings.get(principal, id);
  return booking as unknown as Booking;
}

const previewMove = (deps: BookingToolDeps) =>
  defineTool({
    name: 'preview_move',
    description: `What moving a booking to a new start would do, and an approval token for apply_change (good for ${APPROVAL_MINUTES} minutes, and only while the booking stays as it is)`,
    scope: 'bookings:write',
    input: Type.Object(
      {
        booking_id: BookingId,
        start_utc: Type.Required(Type.Pick(UpdateBookingBody, ['start_utc'])).properties.start_utc,
        notify_guest: UpdateBookingBody.properties.notify_guest,
        reason: UpdateBookingBody.properties.reschedule_reason,
      },
      { additionalProperties: false },
    ),
    async run(args, { principal }) {
      const booking = await bookingOf(deps, principal, args.booking_id);
      const start = Date.parse(args.start_utc);
      if (Number.isNaN(start)) throw invalidParam({ start_utc: 'Give an ISO-8601 instant.' });
      const explained = await deps.slots.explain(principal, booking.event_id, {
        start_utc: new Date(start).toISOString(),
        duration: booking.slot_minutes,
      });
      const change: Change = {
        kind: 'move',
        start_utc: new Date(start).toISOString(),
        notify_guest: args.notify_guest ?? true,
        reason: args.reason ?? '',
      };
      const approval = deps.approvals.issue(principal, booking, change);
      return {
        booking: summary(principal, booking),
        change: {
          ...change,
          end_utc: new Date(start + booking.slot_minutes * 60_000).toISOString(),
        },
        offered: explained.offered,
        why: explained.message,
        guest_told: change.notify_guest,
        approval_token: approval.token,
        expires_at: approval.expires_at,
      };
    },
  });

const previewCancel = (deps: BookingToolDeps) =>
  defineTool({
    name: 'preview_cancel',
    description: `What cancelling a booking would do, and an approval token for apply_change (good for ${APPROVAL_MINUTES} minutes, and only while the booking stays as it is)`,
    scope: 'bookings:write',
    input: Type.Object(
      { booking_id: BookingId, reason: UpdateBookingBody.properties.cancel_reason },
      { additionalProperties: false },
    ),
    async run(args, { principal }) {
      const booking = await bookingOf(deps, principal, args.booking_id);
      if (booking.status === 'cancelled') {
        throw invalidParam({ booking_id: 'This booking is cancelled already.' });
      }
      const change: Change = { kind: 'cancel', reason: args.reason ?? '' };
      const approval = deps.approvals.issue(principal, booking, change);
      return {
        booking: summary(principal, booking),
        change,
        guest_told: true,
        approval_token: approval.token,
        expires_at: approval.expires_at,
      };
    },
  });

const applyChange = (deps: BookingToolDeps) =>
  defineTool({
    name: 'apply_change',
    description:
      'Applies a change previewed by preview_move or preview_cancel, if its booking has not changed since; refuses otherwise',
    scope: 'bookings:write',
    input: Type.Object(
      { approval_token: Type.String({ minLength: 1, maxLength: 4000 }) },
      { additionalProperties: false },
    ),
    async run({ approval_token }, { principal }) {
      const approval = deps.approvals.read(principal, approval_token);
      const booking = await bookingOf(deps, principal, approval.booking);
      deps.approvals.assertUnchanged(approval, booking);
      const { change } = approval;
      const body =
        change.kind === 'move'
          ? {
              start_utc: change.start_utc,
              notify_guest: change.notify_guest,
              reschedule_reason: change.reason,
            }
          : { status: 'cancelled' as const, cancel_reason: change.reason };
      const answer = await deps.bookings.update(principal, booking.id, body);
      return {
        message: answer.message,
        booking: summary(principal, answer.booking),
      };
    },
  });

export function bookingTools(deps: BookingToolDeps): Tool[] {
  return [
    listBookings(deps),
    summariseBookings(deps),
    previewMove(deps),
    previewCancel(deps),
    applyChange(deps),
  ];
}
