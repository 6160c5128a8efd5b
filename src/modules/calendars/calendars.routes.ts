import { declareScopes } from '../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TypedApp } from '../../http/typed-app.js';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../http/auth-hook.js';
import { IdParams, Message, withErrors } from '../../http/schemas.js';
import {
  CalendarEventParams,
  CloneEventBody,
  Event,
  EventMeta,
  EventTemplate,
} from './events/events.schemas.js';
import type { EventsService } from './events/events.service.js';
import {
  Calendar,
  CalendarAnswer,
  CalendarList,
  CalendarListQuery,
  CreateCalendarBody,
  CheckSlugBody,
  CreatedCalendar,
  EventOrderBody,
  SlugAvailable,
  UpdateCalendarBody,
  UpdatedCalendar,
} from './calendars.schemas.js';
import type { CalendarsService } from './calendars.service.js';

const tags = ['calendars'];

export const calendarsRoutes: FastifyPluginAsyncTypebox<{
  calendars: CalendarsService;
  events: EventsService;
}> = async (app, { calendars, events }) => {
  declareScopes(app, { read: 'event-types:read', write: 'event-types:write' });
  collectionRoutes(app, calendars);
  calendarRoutes(app, calendars);
  eventTemplateRoutes(app, events);
};

/** The list of calendars, a new calendar, and whether a slug is free. */
function collectionRoutes(app: TypedApp, calendars: CalendarsService) {
  app.get(
    '/calendars',
    {
      schema: {
        tags,
        summary: 'List the calendars the caller may read: paginator form, or ?view=flat',
        querystring: CalendarListQuery,
        response: withErrors({ 200: CalendarList }),
      },
    },
    (request) => calendars.list(principalOf(request), request.query),
  );

  app.post(
    '/calendars',
    {
      schema: {
        tags,
        summary: 'Create a host calendar (with its first event) or a team calendar',
        description:
          'The owner is the caller, or the user named by `user_id` (administrators). A viewer is read-only and cannot own a calendar (422 on `user_id`).',
        body: CreateCalendarBody,
        response: withErrors({ 201: CreatedCalendar }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await calendars.create(principalOf(request), request.body)),
  );

  app.post(
    '/calendars/check-slug',
    {
      schema: {
        tags,
        summary: 'Whether a calendar slug (or an event slug of a calendar) is free and valid',
        body: CheckSlugBody,
        response: withErrors({ 200: SlugAvailable }),
      },
    },
    (request) => calendars.checkSlug(principalOf(request), request.body),
  );
}

/** One calendar: read, change, delete, and the order of its events. */
function calendarRoutes(app: TypedApp, calendars: CalendarsService) {
  app.get(
    '/calendars/:id',
    {
      schema: {
        tags,
        summary: 'Get a calendar',
        params: IdParams,
        response: withErrors({ 200: CalendarAnswer }),
      },
    },
    (request) => calendars.get(principalOf(request), request.params.id),
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/calendars/:id',
      schema: {
        tags,
        summary: 'Update a calendar (title, slug, description, time zone, visibility)',
        params: IdParams,
        body: UpdateCalendarBody,
        response: withErrors({ 200: UpdatedCalendar }),
      },
      handler: (request) => calendars.update(principalOf(request), request.params.id, request.body),
    });
  }

  app.delete(
    '/calendars/:id',
    {
      schema: {
        tags,
        summary: 'Delete a calendar with its events and their settings',
        params: IdParams,
        response: withErrors({ 200: Message }),
      },
    },
    (request) => calendars.remove(principalOf(request), request.params.id),
  );

  app.post(
    '/calendars/:id/event-order',
    {
      schema: {
        tags,
        summary: "Set the order of the calendar's events (listings, pickers, the public page)",
        params: IdParams,
        body: EventOrderBody,
        response: withErrors({ 200: UpdatedCalendar }),
      },
    },
    (request) => calendars.saveEventOrder(principalOf(request), request.params.id, request.body),
  );
}

/** A new event's template, and cloning an event into a calendar. */
function eventTemplateRoutes(app: TypedApp, events: EventsService) {
  app.get(
    '/calendars/:id/event-schema',
    {
      schema: {
        tags,
        summary: 'The calendar and the template of a new event',
        params: IdParams,
        response: withErrors({
          200: Type.Object({
            calendar: Calendar,
            slot: Type.Composite([EventTemplate, Type.Object({ calendar: Calendar })]),
          }),
        }),
      },
    },
    (request) => events.schema(principalOf(request), request.params.id),
  );

  app.post(
    '/calendars/:id/clone-event/:event_id',
    {
      // The body is optional: an empty POST clones into the same calendar.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        summary: 'Clone an event, into this calendar or `new_calendar_id`',
        params: CalendarEventParams,
        body: CloneEventBody,
        response: withErrors({
          201: Type.Object({
            message: Type.String(),
            calendar: Calendar,
            slot: Type.Composite([
              Event,
              Type.Object({
                event_metas: Type.Array(EventMeta, {
                  description: 'The settings copied with it (booking form, notifications, ...).',
                }),
              }),
            ]),
          }),
        }),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await events.clone(
            principalOf(request),
            request.params.id,
            request.params.event_id,
            request.body,
          ),
        ),
  );
}
