import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TypedApp } from '../../../http/typed-app.js';
import { Type } from '@sinclair/typebox';
import { withErrors } from '../../../http/schemas.js';
import type { WindowCounter } from '../../../infra/counters.js';
import { CancelBody, HashParams, PublicBookingBody, RescheduleBody } from '../bodies.schemas.js';
import type { BookingCreation } from '../create/index.js';
import { bookingIcsRoutes } from './ics.routes.js';
import type { BookingIcsService } from './ics.service.js';
import { GuestBooking, PublicBookingSaved } from '../answers.schemas.js';
import { IDEMPOTENCY_HEADER } from '../create/index.js';
import type { PublicBookingsService } from './public.service.js';
import { publicLimit } from '../limits.js';
import { SlotAnswer, SlotQuery } from '../slots/index.js';
import type { SlotsService } from '../slots/index.js';

const tags = ['public'];
const config = { public: true };

interface PublicRouteDeps {
  slots: SlotsService;
  creation: BookingCreation;
  guests: PublicBookingsService;
  ics: BookingIcsService;
  counter: WindowCounter;
}

/** An event's free slots, and booking it. */
function registerEventRoutes(app: TypedApp, { slots, creation, counter }: PublicRouteDeps) {
  const write = publicLimit(counter, 'write');

  app.get(
    '/public/events/:hash/slots',
    {
      config,
      onRequest: publicLimit(counter, 'slots'),
      schema: {
        tags,
        summary: "Free slots of an event, in the guest's time zone (at most 62 days)",
        params: HashParams,
        querystring: SlotQuery,
        response: withErrors({ 200: SlotAnswer }),
      },
    },
    (request) => slots.forPublicEvent(request.params.hash, request.query),
  );

  app.post(
    '/public/events/:hash/bookings',
    {
      config,
      onRequest: write,
      schema: {
        tags,
        summary: 'Book an event (Idempotency-Key makes a retry return the first answer)',
        params: HashParams,
        body: PublicBookingBody,
        response: withErrors({ 201: PublicBookingSaved }),
      },
    },
    async (request, reply) => {
      const answer = await creation.publicCreate(request.params.hash, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      });
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send(answer.body);
    },
  );
}

/** What a guest does with their booking's hash: see it, cancel it, move it. */
function registerGuestRoutes(app: TypedApp, guests: PublicBookingsService, counter: WindowCounter) {
  const read = publicLimit(counter, 'read');
  const write = publicLimit(counter, 'write');

  app.get(
    '/public/bookings/:hash',
    {
      config,
      onRequest: read,
      schema: {
        tags,
        summary: 'A booking, as its guest sees it, and whether it may still be changed',
        params: HashParams,
        response: withErrors({ 200: GuestBooking }),
      },
    },
    (request) => guests.view(request.params.hash),
  );

  app.post(
    '/public/bookings/:hash/cancel',
    {
      config,
      onRequest: write,
      schema: {
        tags,
        summary: "Cancel a booking (within the event's cut-off)",
        params: HashParams,
        // A cancellation needs no body at all.
        body: Type.Union([CancelBody, Type.Null()]),
        response: withErrors({
          200: Type.Object({ message: Type.String(), booking: Type.Ref('Booking') }),
        }),
      },
    },
    (request) => guests.cancel(request.params.hash, request.body ?? {}),
  );

  app.post(
    '/public/bookings/:hash/reschedule',
    {
      config,
      onRequest: write,
      schema: {
        tags,
        summary: "Move a booking to another free slot (within the event's cut-off)",
        params: HashParams,
        body: RescheduleBody,
        response: withErrors({ 200: PublicBookingSaved }),
      },
    },
    (request) => guests.reschedule(request.params.hash, request.body),
  );
}

/** Booking pages' API: no authentication, rate limited per client address. */
export const publicBookingsRoutes: FastifyPluginAsyncTypebox<PublicRouteDeps> = async (
  app,
  deps,
) => {
  await app.register(bookingIcsRoutes, { ics: deps.ics, counter: deps.counter });
  registerEventRoutes(app, deps);
  registerGuestRoutes(app, deps.guests, deps.counter);
};
