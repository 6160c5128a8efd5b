/**
 * Connecting an account of a calendar provider (Google, Microsoft): whether it is offered, the
 * start (a top-level navigation from the dashboard, redirected to the provider's consent page)
 * and the callback the provider redirects back to (`<PUBLIC_URL>/api/v2/connections/<provider>/
 * callback`, to register with the provider). Each provider's literal paths are given where it is
 * registered.
 */
import { Type, type TObject } from '@sinclair/typebox';
import { principalOf } from '../../http/auth-hook.js';
import { withErrors } from '../../http/schemas.js';
import { sessionTokenOf } from '../../http/session-cookie.js';
import type { TypedApp } from '../../http/typed-app.js';
import type { Principal } from '../../domain/policy.js';
import type { OAuthCallbackQuery } from './oauth-flow.js';

const tags = ['connections'];
const redirect = { description: 'A redirect (Location)', type: 'null' } as const;

export interface ProviderRoutes {
  label: string;
  paths: { status: string; start: string; callback: string };
  Status: TObject;
  CallbackQuery: TObject;
  status(principal: Principal): unknown;
  start(principal: Principal, session: string | undefined): Promise<string>;
  callback(
    principal: Principal,
    session: string | undefined,
    query: OAuthCallbackQuery,
  ): Promise<string>;
}

export function registerProvider(app: TypedApp, p: ProviderRoutes) {
  app.get(
    p.paths.status,
    {
      schema: {
        tags,
        summary: `Whether ${p.label} is offered, and the redirect URL to register`,
        response: withErrors({ 200: p.Status }),
      },
    },
    (request) => p.status(principalOf(request)),
  );

  app.get(
    p.paths.start,
    {
      schema: {
        tags,
        summary: `Connect a ${p.label} account: redirects to its consent page (dashboard session)`,
        response: withErrors({ 302: Type.Null(redirect) }),
      },
    },
    async (request, reply) => {
      const session = sessionTokenOf(request.headers.cookie);
      return reply.redirect(await p.start(principalOf(request), session), 302);
    },
  );

  app.get(
    p.paths.callback,
    {
      schema: {
        tags,
        summary: `${p.label}'s redirect back: makes the connection, then returns to the dashboard`,
        querystring: p.CallbackQuery,
        response: withErrors({ 302: Type.Null(redirect) }),
      },
    },
    async (request, reply) => {
      const session = sessionTokenOf(request.headers.cookie);
      const query = request.query as OAuthCallbackQuery;
      return reply.redirect(await p.callback(principalOf(request), session, query), 302);
    },
  );
}
