import { declareScopes } from '../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TypedApp } from '../../http/typed-app.js';
import { principalOf } from '../../http/auth-hook.js';
import { withErrors } from '../../http/schemas.js';
import {
  CreateScheduleBody,
  Message,
  ScheduleAnswer,
  ScheduleList,
  ScheduleListQuery,
  ScheduleParams,
  ScheduleSaved,
  ScheduleUsages,
  UpdateScheduleBody,
} from './availability.schemas.js';
import type { AvailabilityService } from './availability.service.js';

const tags = ['availability'];

export const availabilityRoutes: FastifyPluginAsyncTypebox<{
  availability: AvailabilityService;
}> = async (app, { availability }) => {
  // Tokens may read schedules; no scope changes them.
  declareScopes(app, { read: 'availability:read' });
  registerCollection(app, availability);
  registerUsagesAndClone(app, availability);
  registerSchedule(app, availability);
};

function registerCollection(app: TypedApp, availability: AvailabilityService): void {
  app.get(
    '/availability',
    {
      schema: {
        tags,
        summary: "List availability schedules (own, or everyone's with the permission)",
        querystring: ScheduleListQuery,
        response: withErrors({ 200: ScheduleList }),
      },
    },
    (request) => availability.list(principalOf(request), request.query),
  );

  app.post(
    '/availability',
    {
      schema: {
        tags,
        summary: 'Create an availability schedule (the first one of a user is the default)',
        body: CreateScheduleBody,
        response: withErrors({ 201: ScheduleSaved }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await availability.create(principalOf(request), request.body)),
  );
}

function registerUsagesAndClone(app: TypedApp, availability: AvailabilityService): void {
  app.get(
    '/availability/:schedule_id/usages',
    {
      schema: {
        tags,
        summary: 'The event types that use an availability schedule',
        params: ScheduleParams,
        response: withErrors({ 200: ScheduleUsages }),
      },
    },
    (request) => availability.usages(principalOf(request), request.params.schedule_id),
  );

  app.post(
    '/availability/:schedule_id/clone',
    {
      schema: {
        tags,
        summary: 'Copy a readable availability schedule for the caller, titled "<title> (Clone)"',
        params: ScheduleParams,
        response: withErrors({ 201: ScheduleSaved }),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await availability.clone(principalOf(request), request.params.schedule_id)),
  );
}

function registerSchedule(app: TypedApp, availability: AvailabilityService): void {
  app.get(
    '/availability/:schedule_id',
    {
      schema: {
        tags,
        summary: 'Get an availability schedule',
        params: ScheduleParams,
        response: withErrors({ 200: ScheduleAnswer }),
      },
    },
    (request) => availability.get(principalOf(request), request.params.schedule_id),
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/availability/:schedule_id',
      schema: {
        tags,
        summary: 'Update a schedule: title, time zone, weekly hours, date overrides, default flag',
        params: ScheduleParams,
        body: UpdateScheduleBody,
        response: withErrors({ 200: ScheduleSaved }),
      },
      handler: (request) =>
        availability.update(principalOf(request), request.params.schedule_id, request.body),
    });
  }

  app.delete(
    '/availability/:schedule_id',
    {
      schema: {
        tags,
        summary: "Delete a schedule (409 when events use it, or when it is a host's default)",
        params: ScheduleParams,
        response: withErrors({ 200: Message }),
      },
    },
    (request) => availability.remove(principalOf(request), request.params.schedule_id),
  );
}
