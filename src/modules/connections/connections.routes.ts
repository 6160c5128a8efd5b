import { declareScopes } from '../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TypedApp } from '../../http/typed-app.js';
import { principalOf } from '../../http/auth-hook.js';
import { Type } from '@sinclair/typebox';
import { Message, withErrors } from '../../http/schemas.js';
import {
  CalendarParams,
  Connection,
  ConnectionAnswer,
  ConnectionList,
  ConnectionParams,
  CreateConnectionBody,
  FeedCreated,
  FeedParams,
  FeedStatus,
  GoogleCallbackQuery,
  GoogleStatus,
  MicrosoftCallbackQuery,
  MicrosoftStatus,
  ZoomCallbackQuery,
  ZoomStatus,
  SyncAnswer,
  UpdateCalendarBody,
  UpdateConnectionBody,
} from './connections.schemas.js';
import type { ConnectionsService } from './connections.service.js';
import { registerProvider } from './provider.routes.js';

const tags = ['connections'];

function registerCollection(app: TypedApp, connections: ConnectionsService) {
  app.get(
    '/connections',
    {
      schema: {
        tags,
        summary: "Your calendar connections (CalDAV and feeds) with each one's sync state",
        response: withErrors({ 200: ConnectionList }),
      },
    },
    (request) => connections.list(principalOf(request)),
  );

  app.post(
    '/connections',
    {
      schema: {
        tags,
        summary: 'Connect a CalDAV account (its calendars are discovered) or an iCalendar feed',
        body: CreateConnectionBody,
        response: withErrors({ 201: ConnectionAnswer }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await connections.create(principalOf(request), request.body)),
  );
}

function registerConnection(app: TypedApp, connections: ConnectionsService) {
  app.get(
    '/connections/:id',
    {
      schema: {
        tags,
        summary: 'One of your connections',
        params: ConnectionParams,
        response: withErrors({ 200: ConnectionAnswer }),
      },
    },
    (request) => connections.get(principalOf(request), request.params.id),
  );

  app.put(
    '/connections/:id',
    {
      schema: {
        tags,
        summary: 'Rename a connection, or give it a new user name or app password',
        params: ConnectionParams,
        body: UpdateConnectionBody,
        response: withErrors({ 200: ConnectionAnswer }),
      },
    },
    (request) => connections.update(principalOf(request), request.params.id, request.body),
  );

  app.delete(
    '/connections/:id',
    {
      schema: {
        tags,
        summary: 'Delete a connection and the busy times it brought',
        params: ConnectionParams,
        response: withErrors({ 200: Message }),
      },
    },
    (request) => connections.remove(principalOf(request), request.params.id),
  );

  app.post(
    '/connections/:id/sync',
    {
      schema: {
        tags,
        summary: 'Sync a connection now (only what changed is downloaded)',
        params: ConnectionParams,
        response: withErrors({ 200: SyncAnswer }),
      },
    },
    (request) => connections.sync(principalOf(request), request.params.id),
  );

  app.put(
    '/connections/:id/calendars/:calendar_id',
    {
      schema: {
        tags,
        summary: 'Choose whether a calendar blocks time and whether it receives bookings',
        params: CalendarParams,
        body: UpdateCalendarBody,
        response: withErrors({ 200: ConnectionAnswer }),
      },
    },
    (request) =>
      connections.updateCalendar(
        principalOf(request),
        request.params.id,
        request.params.calendar_id,
        request.body,
      ),
  );
}

function registerFeed(app: TypedApp, connections: ConnectionsService) {
  app.get(
    '/connections/feed',
    {
      schema: {
        tags,
        summary: 'Whether your private feed of bookings exists (its address is shown only once)',
        response: withErrors({ 200: FeedStatus }),
      },
    },
    (request) => connections.feed(principalOf(request)),
  );

  app.post(
    '/connections/feed',
    {
      schema: {
        tags,
        summary: 'Make (or rotate) your private iCalendar feed of bookings; answers its address',
        response: withErrors({ 201: FeedCreated }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await connections.rotateFeed(principalOf(request))),
  );

  app.delete(
    '/connections/feed',
    {
      schema: {
        tags,
        summary: 'Revoke your private feed: its address answers 404 from now on',
        response: withErrors({ 200: Message }),
      },
    },
    (request) => connections.revokeFeed(principalOf(request)),
  );

  app.get(
    '/public/feeds/:file',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "A host's private feed of bookings (iCalendar), by its secret address",
        params: FeedParams,
        response: {
          200: {
            description: 'An iCalendar file (RFC 5545)',
            content: { 'text/calendar': { schema: Type.String() } },
          },
          400: Type.Ref('Error'),
          404: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const ics = await connections.feedIcs(request.params.file.slice(0, -4));
      return reply.type('text/calendar; charset=utf-8').send(ics);
    },
  );
}

export const connectionsRoutes: FastifyPluginAsyncTypebox<{
  connections: ConnectionsService;
}> = async (app, { connections }) => {
  // No scope covers a host's calendar connections: no token reaches them.
  declareScopes(app, {});
  app.addSchema(Connection);
  registerCollection(app, connections);
  registerConnection(app, connections);
  registerFeed(app, connections);
  registerProvider(app, {
    label: 'Google Calendar',
    paths: {
      status: '/connections/google',
      start: '/connections/google/start',
      callback: '/connections/google/callback',
    },
    Status: GoogleStatus,
    CallbackQuery: GoogleCallbackQuery,
    status: (principal) => connections.googleStatus(principal),
    start: connections.startGoogle,
    callback: connections.googleCallback,
  });
  registerProvider(app, {
    label: 'Microsoft 365 / Outlook.com',
    paths: {
      status: '/connections/microsoft',
      start: '/connections/microsoft/start',
      callback: '/connections/microsoft/callback',
    },
    Status: MicrosoftStatus,
    CallbackQuery: MicrosoftCallbackQuery,
    status: (principal) => connections.microsoftStatus(principal),
    start: connections.startMicrosoft,
    callback: connections.microsoftCallback,
  });
  registerProvider(app, {
    label: 'Zoom',
    paths: {
      status: '/connections/zoom',
      start: '/connections/zoom/start',
      callback: '/connections/zoom/callback',
    },
    Status: ZoomStatus,
    CallbackQuery: ZoomCallbackQuery,
    status: (principal) => connections.zoomStatus(principal),
    start: connections.startZoom,
    callback: connections.zoomCallback,
  });
};
