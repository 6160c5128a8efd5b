import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { WindowCounter } from '../../../infra/counters.js';
import { HashParams } from '../bodies.schemas.js';
import type { BookingIcsService } from './ics.service.js';
import { publicLimit } from '../limits.js';

const error = Type.Ref('Error');

/** The guest's "add to calendar" file: public, rate limited like the other booking reads. */
export const bookingIcsRoutes: FastifyPluginAsyncTypebox<{
  ics: BookingIcsService;
  counter: WindowCounter;
}> = async (app, { ics, counter }) => {
  app.get(
    '/public/bookings/:hash/ics',
    {
      config: { public: true },
      onRequest: publicLimit(counter, 'read'),
      schema: {
        tags: ['public'],
        summary:
          "The booking's calendar entry (.ics, METHOD:PUBLISH; marked cancelled once cancelled)",
        params: HashParams,
        response: {
          200: {
            description: 'An iCalendar file (RFC 5545)',
            content: { 'text/calendar': { schema: Type.String() } },
          },
          400: error,
          404: error,
          429: error,
        },
      },
    },
    async (request, reply) => {
      const invite = await ics.invite(request.params.hash);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${invite.filename}"`)
        .send(invite.ics);
    },
  );
};
