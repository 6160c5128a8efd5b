import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../http/auth-hook.js';
import { IdParams, withErrors } from '../../http/schemas.js';
import {
  AccessToken,
  AccessTokenList,
  CreateAccessTokenBody,
  DeletedAccessToken,
  NewAccessToken,
} from './access-tokens.schemas.js';
import type { AccessTokensService } from './access-tokens.service.js';

const tags = ['access-tokens'];
/** Managing tokens takes a session or an application password: no token holds these routes. */
const config = { scopes: [] };

/** The caller's own personal access tokens: list, create (the secret shown once), revoke. */
export const accessTokensRoutes: FastifyPluginAsyncTypebox<{
  tokens: AccessTokensService;
}> = async (app, { tokens }) => {
  app.addSchema(AccessToken);

  app.get(
    '/access-tokens',
    {
      config,
      schema: {
        tags,
        summary: "The caller's personal access tokens (not revoked ones)",
        response: withErrors({ 200: AccessTokenList }),
      },
    },
    (request) => tokens.list(principalOf(request)),
  );

  app.post(
    '/access-tokens',
    {
      config,
      schema: {
        tags,
        summary: 'Create a personal access token; the secret is shown only in this answer',
        description:
          'The token (`sbp_...`) is sent as `Authorization: Bearer <token>` and acts only within its `scopes`. It cannot manage tokens itself: these routes take a session or an application password.',
        body: CreateAccessTokenBody,
        response: withErrors({ 201: NewAccessToken }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await tokens.create(principalOf(request), request.body)),
  );

  app.delete(
    '/access-tokens/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke a personal access token (refused from the next request on)',
        params: IdParams,
        response: withErrors({ 200: DeletedAccessToken }),
      },
    },
    (request) => tokens.revoke(principalOf(request), request.params.id),
  );
};
