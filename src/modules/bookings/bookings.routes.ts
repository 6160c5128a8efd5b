import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../http/auth-hook.js';
import { Message, withErrors } from '../../http/schemas.js';
import type { WindowCounter } from '../../infra/counters.js';
import { Type } from '@sinclair/typebox';
import { CrmTagsBody } from '../contacts/crm.schemas.js';
import {
  AdminBookingBody,
  BookingIdParams,
  EventIdParams,
  SendConfirmationBody,
  UpdateBookingBody,
} from './booking-bodies.schemas.js';
import type { GuestActions } from './booking-guest-actions.service.js';
import type { BookingCreation } from './booking-creation.service.js';
import { bookingPaymentsRoutes } from './booking-payments.routes.js';
import type { BookingPayments } from './booking-payments.service.js';
import type { BookingIcsService } from './booking-ics.service.js';
import { Booking } from './booking.schemas.js';
import {
  ActivityList,
  BookingAnswer,
  BookingList,
  BookingListQuery,
  BookingSaved,
  ContactTagsSaved,
} from './bookings.schemas.js';
import type { BookingsService } from './bookings.service.js';
import { IDEMPOTENCY_HEADER } from './idempotency.js';
import type { PublicBookingsService } from './public-bookings.service.js';
import { publicBookingsRoutes } from './public-bookings.routes.js';
import { SlotAnswer, SlotQuery } from './slots.schemas.js';
import type { SlotsService } from './slots.service.js';

const tags = ['bookings'];

export interface BookingRouteDeps {
  bookings: BookingsService;
  actions: GuestActions;
  creation: BookingCreation;
  slots: SlotsService;
  guests: PublicBookingsService;
  ics: BookingIcsService;
  counter: WindowCounter;
  /** Payments and refunds on bookings (Pro routes). */
  payments: BookingPayments;
  /** Whether the Pro routes exist (`SLOTBOOK_EDITION=pro`). */
  proRoutes: boolean;
}

/** Admin booking routes (MeetingPolicy), and the public booking routes under the same schemas. */
export const bookingsRoutes: FastifyPluginAsyncTypebox<BookingRouteDeps> = async (app, deps) => {
  const { bookings, creation, slots, actions } = deps;
  app.addSchema(Booking);
  await app.register(publicBookingsRoutes, deps);
  if (deps.proRoutes) await app.register(bookingPaymentsRoutes, deps);

  app.get(
    '/schedules',
    {
      schema: {
        tags,
        summary: 'List bookings (hosts see the bookings they host)',
        querystring: BookingListQuery,
        response: withErrors({ 200: BookingList }),
      },
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
        response: withErrors({ 200: BookingAnswer }),
      },
    },
    (request) => bookings.get(principalOf(request), request.params.id),
  );

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

  app.get(
    '/bookings/event/:event_id',
    {
      schema: {
        tags,
        summary: 'Free slots of an event (same answer as the public slots route)',
        params: EventIdParams,
        querystring: SlotQuery,
        response: withErrors({ 200: SlotAnswer }),
      },
    },
    (request) => slots.forEvent(principalOf(request), request.params.event_id, request.query),
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
};
