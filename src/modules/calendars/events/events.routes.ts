import type { TypedApp } from '../../../http/typed-app.js';
import { declareScopes } from '../../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../../http/auth-hook.js';
import { IdParams, Message, withErrors } from '../../../http/schemas.js';
import { Calendar } from '../calendars.schemas.js';
import {
  AuthorProfile,
  CalendarEventParams,
  CreateEventBody,
  Event,
  EventIdParams,
  UpdateEventBody,
} from './events.schemas.js';
import type { EventsService } from './events.service.js';

const tags = ['events'];

const CalendarEventAnswer = Type.Object({
  calendar_event: Type.Composite([
    Event,
    Type.Object({ author_profile: AuthorProfile, calendar: Calendar }),
  ]),
});
const EventSaved = Type.Object({ message: Type.String(), event: Event });

/** An event, by its calendar or by id. */
function registerEventReads(app: TypedApp, events: EventsService) {
  app.get(
    '/calendars/:id/events/:event_id',
    {
      schema: {
        tags,
        summary: 'Get an event of a calendar',
        params: CalendarEventParams,
        response: withErrors({ 200: CalendarEventAnswer }),
      },
    },
    (request) => events.get(principalOf(request), request.params.id, request.params.event_id),
  );

  app.get(
    '/events/:event_id',
    {
      schema: {
        tags,
        summary: 'Get an event by id',
        params: EventIdParams,
        response: withErrors({ 200: CalendarEventAnswer }),
      },
    },
    (request) => events.getById(principalOf(request), request.params.event_id),
  );
}

/** Creating, updating and deleting events. */
function registerEventChanges(app: TypedApp, events: EventsService) {
  app.post(
    '/calendars/:id/events',
    {
      schema: {
        tags,
        summary: 'Create an event (slot) in a calendar',
        params: IdParams,
        body: CreateEventBody,
        response: withErrors({ 201: Type.Object({ message: Type.String(), slot: Event }) }),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await events.create(principalOf(request), request.params.id, request.body)),
  );

  for (const url of [
    '/calendars/:id/events/:event_id',
    '/calendars/:id/events/:event_id/details',
  ]) {
    app.route({
      method: url.endsWith('/details') ? 'POST' : 'PUT',
      url,
      schema: {
        tags,
        summary: 'Update an event; absent fields keep their value, settings merge key by key',
        params: CalendarEventParams,
        body: UpdateEventBody,
        response: withErrors({ 200: EventSaved }),
      },
      handler: (request) =>
        events.update(
          principalOf(request),
          request.params.id,
          request.params.event_id,
          request.body,
        ),
    });
  }

  app.delete(
    '/calendars/:id/events/:event_id',
    {
      schema: {
        tags,
        summary: 'Delete an event and its settings',
        params: CalendarEventParams,
        response: withErrors({ 200: Message }),
      },
    },
    (request) => events.remove(principalOf(request), request.params.id, request.params.event_id),
  );
}

export const eventsRoutes: FastifyPluginAsyncTypebox<{ events: EventsService }> = async (
  app,
  { events },
) => {
  declareScopes(app, { read: 'event-types:read', write: 'event-types:write' });
  registerEventChanges(app, events);
  registerEventReads(app, events);
};
