/**
 * Connecting Zoom: whether it is offered, the start (a top-level navigation from the dashboard,
 * redirected to Zoom's consent page) and the callback Zoom redirects back to
 * (`<PUBLIC_URL>/api/v2/connections/zoom/callback`, to register with Zoom).
 */
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../http/auth-hook.js';
import { withErrors } from '../../http/schemas.js';
import { sessionTokenOf } from '../../http/session-cookie.js';
import type { TypedApp } from '../../http/typed-app.js';
import { ZoomCallbackQuery, ZoomStatus } from './connections.schemas.js';
import type { ConnectionsService } from './connections.service.js';

const tags = ['connections'];
const redirect = { description: 'A redirect (Location)', type: 'null' } as const;

export function registerZoom(app: TypedApp, connections: ConnectionsService) {
  app.get(
    '/connections/zoom',
    {
      schema: {
        tags,
        summary: 'Whether Zoom is offered, and the redirect URL to register',
        response: withErrors({ 200: ZoomStatus }),
      },
    },
    (request) => connections.zoomStatus(principalOf(request)),
  );

  app.get(
    '/connections/zoom/start',
    {
      schema: {
        tags,
        summary: "Connect a Zoom account: redirects to Zoom's consent page (dashboard session)",
        response: withErrors({ 302: Type.Null(redirect) }),
      },
    },
    async (request, reply) => {
      const session = sessionTokenOf(request.headers.cookie);
      const url = await connections.startZoom(principalOf(request), session);
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/connections/zoom/callback',
    {
      schema: {
        tags,
        summary: "Zoom's redirect back: makes the connection, then returns to the dashboard",
        querystring: ZoomCallbackQuery,
        response: withErrors({ 302: Type.Null(redirect) }),
      },
    },
    async (request, reply) => {
      const session = sessionTokenOf(request.headers.cookie);
      const to = await connections.zoomCallback(principalOf(request), session, request.query);
      return reply.redirect(to, 302);
    },
  );
}
