import { declareScopes } from '../../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TypedApp } from '../../../http/typed-app.js';
import { principalOf } from '../../../http/auth-hook.js';
import { Message, withErrors } from '../../../http/schemas.js';
import { Type } from '@sinclair/typebox';
import { CrmTagsBody } from '../../contacts/index.js';
import {
  AdminBookingBody,
  BookingIdParams,
  EventIdParams,
  SendConfirmationBody,
  UpdateBookingBody,
} from '../bodies.schemas.js';
import type { GuestActions } from './follow-up.service.js';
import type { BookingCreation } from '../create/index.js';
import {
  ActivityList,
  BookingAnswer,
  BookingAnswerQuery,
  BookingList,
  BookingListQuery,
  BookingSaved,
  ContactTagsSaved,
} from '../answers.schemas.js';
import type { BookingsService } from './bookings.service.js';
import { IDEMPOTENCY_HEADER } from '../create/index.js';
import { ExplainAnswer, ExplainQuery, HostSlotAnswer, SlotQuery } from '../slots/index.js';
import type { SlotsService } from '../slots/index.js';
import type { WindowCounter } from '../../../infra/counters.js';
import { userSearchLimit, userSlotLimit } from '../limits.js';

const tags = ['bookings'];

export interface HostRouteDeps {
  bookings: BookingsService;
  actions: GuestActions;
  creation: BookingCreation;
  slots: SlotsService;
  counter: WindowCounter;
}

/** Lists, reads and activity logs of bookings. */
function registerScheduleReads(app: TypedApp, { bookings, counter }: HostRouteDeps) {
  app.get(
    '/schedules',
    {
      schema: {
        tags,
        summary: 'List bookings (hosts see the bookings they host)',
        querystring: BookingListQuery,
        response: withErrors({ 200: BookingList }),
      },
      preHandler: userSearchLimit(counter),
    },
    (request) => bookings.list(principalOf(request), request.query),
  );

  app.get(
    '/schedules/:id',
    {
      schema: {
        tags,
        summary: 'Get a booking (`booking` and `schedule` are the same object)',
        params: BookingIdParams,
        querystring: BookingAnswerQuery,
        response: withErrors({ 200: BookingAnswer }),
      },
    },
    (request) =>
      bookings.get(
        principalOf(request),
        request.params.id,
        request.query.with?.includes('all_data') ?? false,
      ),
  );

  app.get(
    '/schedules/:id/activities',
    {
      schema: {
        tags,
        summary: "A booking's activity log, newest first",
        params: BookingIdParams,
        response: withErrors({ 200: ActivityList }),
      },
    },
    (request) => bookings.activities(principalOf(request), request.params.id),
  );
}

/** Changes and deletions of bookings. */
function registerScheduleChanges(app: TypedApp, bookings: BookingsService) {
  app.put(
    '/schedules/:id',
    {
      schema: {
        tags,
        summary: 'Change status, internal note or guest fields; reschedule; cancel with a reason',
        params: BookingIdParams,
        body: UpdateBookingBody,
        response: withErrors({ 200: BookingSaved }),
      },
    },
    (request) => bookings.update(principalOf(request), request.params.id, request.body),
  );

  app.delete(
    '/schedules/:id',
    {
      schema: {
        tags,
        summary: 'Delete a booking with its meta and activity',
        params: BookingIdParams,
        response: withErrors({ 200: Message }),
      },
    },
    (request) => bookings.remove(principalOf(request), request.params.id),
  );
}

/** What a host does for a booking's guest: e-mails and CRM tags. */
function registerGuestActions(app: TypedApp, actions: GuestActions) {
  app.post(
    '/schedules/:id/send-confirmation-email',
    {
      schema: {
        tags,
        summary: "Send the booking's confirmation e-mail again (queued in the outbox)",
        params: BookingIdParams,
        body: Type.Union([SendConfirmationBody, Type.Null()]),
        response: withErrors({ 200: BookingSaved }),
      },
    },
    (request) =>
      actions.sendConfirmation(
        principalOf(request),
        request.params.id,
        request.body?.email_to ?? 'guest',
      ),
  );

  app.post(
    '/schedules/:id/crm-contact/tags',
    {
      // It changes the booking's contact: a token needs both.
      config: { scopes: ['bookings:write', 'contacts:read'] },
      schema: {
        tags,
        summary: "Replace the tags of the booking's CRM contact (created when missing)",
        params: BookingIdParams,
        body: CrmTagsBody,
        response: withErrors({ 200: ContactTagsSaved }),
      },
    },
    (request) => actions.tagContact(principalOf(request), request.params.id, request.body),
  );
}

/** An event's free slots, why a start is offered or not, and booking it for a guest. */
function registerEventBooking(app: TypedApp, { slots, creation, counter }: HostRouteDeps) {
  app.get(
    '/bookings/event/:event_id',
    {
      config: { scopes: ['availability:read'] },
      preHandler: userSlotLimit(counter),
      schema: {
        tags,
        summary:
          "Free slots of an event (as the public slots route) and the booking dialog's view of the event",
        params: EventIdParams,
        querystring: SlotQuery,
        response: withErrors({ 200: HostSlotAnswer }),
      },
    },
    (request) => slots.forEvent(principalOf(request), request.params.event_id, request.query),
  );

  app.get(
    '/bookings/event/:event_id/explain',
    {
      config: { scopes: ['availability:read'] },
      schema: {
        tags,
        summary: 'Why a start is offered or not (the same engine as the slot list)',
        params: EventIdParams,
        querystring: ExplainQuery,
        response: withErrors({ 200: ExplainAnswer }),
      },
    },
    (request) => slots.explain(principalOf(request), request.params.event_id, request.query),
  );

  app.post(
    '/bookings/create/:event_id',
    {
      schema: {
        tags,
        summary:
          'Book an event for a guest (Idempotency-Key makes a retry return the first answer)',
        params: EventIdParams,
        body: AdminBookingBody,
        response: withErrors({ 201: BookingSaved }),
      },
    },
    async (request, reply) => {
      const answer = await creation.adminCreate(
        principalOf(request),
        request.params.event_id,
        request.body,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
        },
      );
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send(answer.body);
    },
  );
}

/** The hosts' booking routes: lists, reads, changes, slots and admin bookings. */
export const hostBookingsRoutes: FastifyPluginAsyncTypebox<HostRouteDeps> = async (app, deps) => {
  declareScopes(app, { read: 'bookings:read', write: 'bookings:write' });
  registerScheduleReads(app, deps);
  registerScheduleChanges(app, deps.bookings);
  registerGuestActions(app, deps.actions);
  registerEventBooking(app, deps);
};
