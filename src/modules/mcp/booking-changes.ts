/**
 * Moving and cancelling a booking in two steps: `preview_move` / `preview_cancel` say what would
 * happen and give an approval token (`approvals.ts`), `apply_change` makes the change through
 * the service of `PUT /schedules/{id}`, refused when the booking is no longer as previewed
 * (checked again under the host's lock as the change is made).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ExplainAnswer, UpdateBookingBody } from '../bookings/index.js';
import { canTransition, isActive } from '../../domain/booking-status.js';
import { parseIsoInstant } from '../../domain/booking-time.js';
import type { Principal } from '../../domain/policy.js';
import { formatUtc } from '../../domain/time.js';
import { conflict, invalidParam } from '../../errors.js';
import { APPROVAL_MINUTES, type Approvals, type Change } from './approvals.js';
import {
  BookingSummary,
  summary,
  TimeIn,
  timeIn,
  Told,
  toldOf,
  toldSentence,
  wall,
  zoneOf,
  type BookingToolDeps,
} from './booking-kit.js';
import { defineTool } from './tool-kit.js';

const BookingId = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'The booking id',
});
const ShownIn = Type.Optional(
  Type.String({
    ...UpdateBookingBody.properties.timezone,
    description:
      "The IANA time zone the times are shown in; by default the calendar's (its author's)",
  }),
);

const MoveChange = Type.Object({
  kind: Type.Literal('move'),
  start_utc: Type.String(),
  notify_guest: Type.Boolean(),
  reason: Type.String(),
});
const CancelChange = Type.Object({ kind: Type.Literal('cancel'), reason: Type.String() });

const Approval = {
  approval_token: Type.String({
    description: `Give it to apply_change to make the change; good for ${APPROVAL_MINUTES} minutes, for this credential, while the booking stays as it is`,
  }),
  expires_at: Type.String(),
};

const PreviewMoveAnswer = Type.Object({
  summary: Type.String({ description: 'What applying does, in a sentence to show the person' }),
  booking: BookingSummary,
  change: MoveChange,
  timezone: Type.String(),
  from: TimeIn,
  to: TimeIn,
  new_start: Type.Pick(ExplainAnswer, ['offered', 'reason', 'message'], {
    description:
      'Whether the slot engine offers the new start with the booking itself out of the way; ' +
      'applying a move to a start it does not offer is refused',
  }),
  told: Told,
  ...Approval,
});

const PreviewCancelAnswer = Type.Object({
  summary: Type.String({ description: 'What applying does, in a sentence to show the person' }),
  booking: BookingSummary,
  change: CancelChange,
  timezone: Type.String(),
  when: TimeIn,
  told: Told,
  ...Approval,
});

const AppliedAnswer = Type.Object({
  message: Type.String(),
  change: Type.Union([MoveChange, CancelChange]),
  booking: BookingSummary,
});

async function bookingOf(deps: BookingToolDeps, principal: Principal, id: number) {
  return (await deps.bookings.get(principal, id)).booking;
}

export const previewMove = (deps: BookingToolDeps) =>
  defineTool({
    name: 'preview_move',
    description: `What moving a booking to a new start would do (its old and new times in a named zone, whether the slot engine offers the new start, who is told) with an approval token for apply_change; changes nothing. The token is good for ${APPROVAL_MINUTES} minutes, for this credential, while the booking stays as it is`,
    scope: 'bookings:write',
    input: Type.Object(
      {
        booking_id: BookingId,
        start_utc: Type.Required(Type.Pick(UpdateBookingBody, ['start_utc'])).properties.start_utc,
        notify_guest: UpdateBookingBody.properties.notify_guest,
        reason: UpdateBookingBody.properties.reschedule_reason,
        timezone: ShownIn,
      },
      { additionalProperties: false },
    ),
    output: PreviewMoveAnswer,
    async run(args, { principal }) {
      const booking = await bookingOf(deps, principal, args.booking_id);
      const start = parseIsoInstant(args.start_utc);
      if (start === null) {
        throw invalidParam({
          start_utc: 'Give an ISO-8601 instant with its zone (2027-03-15T13:00:00Z).',
        });
      }
      if (!isActive(booking.status)) {
        throw conflict('invalid_transition', 'Only scheduled or pending bookings can be moved.');
      }
      const zone = zoneOf(booking, args.timezone);
      const oldStart = Date.parse(booking.start_time_iso);
      if (oldStart === start) {
        throw invalidParam({ start_utc: 'The booking already starts at that time.' });
      }
      const explained = await deps.slots.explain(
        principal,
        booking.event_id,
        { start_utc: formatUtc(start), duration: booking.slot_minutes },
        { excludeBookingId: booking.id },
      );
      const change = {
        kind: 'move' as const,
        start_utc: formatUtc(start),
        notify_guest: args.notify_guest ?? true,
        reason: args.reason ?? '',
      };
      const approval = deps.approvals.issue(principal, booking, change);
      const told = toldOf(principal, booking, change.notify_guest);
      const free = explained.offered
        ? 'The slot engine offers the new start.'
        : `The slot engine does not offer the new start (${explained.message}): applying is refused while that holds.`;
      return {
        summary:
          `Moves booking ${booking.id} (${booking.event_title}) from ${wall(zone, oldStart)} ` +
          `to ${wall(zone, start)} (${zone}). ${free} ${toldSentence(told)}`,
        booking: summary(principal, booking),
        change,
        timezone: zone,
        from: timeIn(zone, oldStart, booking.slot_minutes),
        to: timeIn(zone, start, booking.slot_minutes),
        new_start: {
          offered: explained.offered,
          reason: explained.reason,
          message: explained.message,
        },
        told,
        approval_token: approval.token,
        expires_at: approval.expires_at,
      };
    },
  });

export const previewCancel = (deps: BookingToolDeps) =>
  defineTool({
    name: 'preview_cancel',
    description: `What cancelling a booking would do (its time in a named zone, who is told) with an approval token for apply_change; changes nothing. The token is good for ${APPROVAL_MINUTES} minutes, for this credential, while the booking stays as it is`,
    scope: 'bookings:write',
    input: Type.Object(
      {
        booking_id: BookingId,
        reason: UpdateBookingBody.properties.cancel_reason,
        timezone: ShownIn,
      },
      { additionalProperties: false },
    ),
    output: PreviewCancelAnswer,
    async run(args, { principal }) {
      const booking = await bookingOf(deps, principal, args.booking_id);
      if (booking.status === 'cancelled') {
        throw conflict('invalid_transition', 'This booking is cancelled already.');
      }
      // As the update refuses it (a completed booking, one marked no-show).
      if (!canTransition(booking.status, 'cancelled')) {
        throw conflict('invalid_transition', `A ${booking.status} booking cannot be cancelled.`);
      }
      const zone = zoneOf(booking, args.timezone);
      const start = Date.parse(booking.start_time_iso);
      const change = { kind: 'cancel' as const, reason: args.reason ?? '' };
      const approval = deps.approvals.issue(principal, booking, change);
      const told = toldOf(principal, booking, true);
      return {
        summary:
          `Cancels booking ${booking.id} (${booking.event_title}) of ${wall(zone, start)} ` +
          `(${zone}). ${toldSentence(told)}`,
        booking: summary(principal, booking),
        change,
        timezone: zone,
        when: timeIn(zone, start, booking.slot_minutes),
        told,
        approval_token: approval.token,
        expires_at: approval.expires_at,
      };
    },
  });

function bodyOf(change: Change): Static<typeof UpdateBookingBody> {
  return change.kind === 'move'
    ? {
        start_utc: change.start_utc,
        notify_guest: change.notify_guest,
        reschedule_reason: change.reason,
      }
    : { status: 'cancelled', cancel_reason: change.reason };
}

export const applyChange = (deps: BookingToolDeps) =>
  defineTool({
    name: 'apply_change',
    description:
      'Makes the change previewed by preview_move or preview_cancel, given its approval_token, as PUT /schedules/{id} does; refused (and nothing changes) when the booking changed since the preview, when the token expired, was altered, or was issued to another credential',
    scope: 'bookings:write',
    input: Type.Object(
      { approval_token: Type.String({ minLength: 1, maxLength: 4000 }) },
      { additionalProperties: false },
    ),
    output: AppliedAnswer,
    async run({ approval_token }, { principal }) {
      const approval = deps.approvals.read(principal, approval_token);
      const booking = await bookingOf(deps, principal, approval.booking);
      deps.approvals.assertUnchanged(approval, booking);
      // Checked again on the booking as it is when the change is made, under the host's lock.
      const precondition = (current: Parameters<Approvals['assertUnchanged']>[1]) =>
        deps.approvals.assertUnchanged(approval, current);
      const answer = await deps.bookings.update(principal, booking.id, bodyOf(approval.change), {
        precondition,
      });
      return {
        message: answer.message,
        change: approval.change,
        booking: summary(principal, answer.booking),
      };
    },
  });
