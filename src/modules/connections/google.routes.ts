/**
 * Connecting Google: whether it is offered, the start (a top-level navigation from the
 * dashboard, redirected to Google's consent page) and the callback Google redirects back to
 * (`<PUBLIC_URL>/api/v2/connections/google/callback`, to register with Google).
 */
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../http/auth-hook.js';
import { withErrors } from '../../http/schemas.js';
import { sessionTokenOf } from '../../http/session-cookie.js';
import type { TypedApp } from '../../http/typed-app.js';
import { GoogleCallbackQuery, GoogleStatus } from './connections.schemas.js';
import type { ConnectionsService } from './connections.service.js';

const tags = ['connections'];
const redirect = { description: 'A redirect (Location)', type: 'null' } as const;

export function registerGoogle(app: TypedApp, connections: ConnectionsService) {
  app.get(
    '/connections/google',
    {
      schema: {
        tags,
        summary: 'Whether Google Calendar is offered, and the redirect URL to register',
        response: withErrors({ 200: GoogleStatus }),
      },
    },
    (request) => connections.googleStatus(principalOf(request)),
  );

  app.get(
    '/connections/google/start',
    {
      schema: {
        tags,
        summary: "Connect a Google account: redirects to Google's consent page (dashboard session)",
        response: withErrors({ 302: Type.Null(redirect) }),
      },
    },
    async (request, reply) => {
      const session = sessionTokenOf(request.headers.cookie);
      const url = await connections.startGoogle(principalOf(request), session);
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/connections/google/callback',
    {
      schema: {
        tags,
        summary: "Google's redirect back: makes the connection, then returns to the dashboard",
        querystring: GoogleCallbackQuery,
        response: withErrors({ 302: Type.Null(redirect) }),
      },
    },
    async (request, reply) => {
      const session = sessionTokenOf(request.headers.cookie);
      const to = await connections.googleCallback(principalOf(request), session, request.query);
      return reply.redirect(to, 302);
    },
  );
}
