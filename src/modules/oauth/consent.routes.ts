import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../http/auth-hook.js';
import { IdParams, withErrors } from '../../http/schemas.js';
import {
  AuthorizeRequest,
  ConnectedApps,
  ConsentAnswer,
  ConsentBody,
  ConsentInfo,
  Deleted,
} from './oauth.schemas.js';
import type { OAuthService } from './oauth.service.js';

const tags = ['oauth'];
/** Consent and connected apps take a person (a session or an application password). */
const config = { scopes: [] };

/** The signed-in person's side of OAuth: the consent screen's request, and connected apps. */
export const consentRoutes: FastifyPluginAsyncTypebox<{ oauth: OAuthService }> = async (
  app,
  { oauth },
) => {
  app.get(
    '/oauth/consent',
    {
      config,
      schema: {
        tags,
        summary: 'What an OAuth authorization request asks (the consent screen shows it)',
        querystring: AuthorizeRequest,
        response: withErrors({ 200: ConsentInfo }),
      },
    },
    (request) => oauth.describe(request.query),
  );

  app.post(
    '/oauth/consent',
    {
      config,
      schema: {
        tags,
        summary: "The person's answer to an authorization request: where to send the browser",
        body: ConsentBody,
        response: withErrors({ 200: ConsentAnswer }),
      },
    },
    (request) => {
      const { approve, ...params } = request.body;
      return oauth.consent(principalOf(request), params, approve);
    },
  );

  app.get(
    '/oauth/connected-apps',
    {
      config,
      schema: {
        tags,
        summary: 'The apps the caller connected through OAuth (grants not revoked)',
        response: withErrors({ 200: ConnectedApps }),
      },
    },
    (request) => oauth.listGrants(principalOf(request)),
  );

  app.delete(
    '/oauth/connected-apps/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke a connected app: its access and refresh tokens are refused at once',
        params: IdParams,
        response: withErrors({ 200: Deleted }),
      },
    },
    (request) => oauth.revokeGrant(principalOf(request), request.params.id),
  );
};
