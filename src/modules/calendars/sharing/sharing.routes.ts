import { declareScopes } from '../../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../../http/auth-hook.js';
import { IdParams, Message, withErrors } from '../../../http/schemas.js';
import { SaveSharingBody, SharingAnswer } from './sharing.schemas.js';
import type { SharingService } from './sharing.service.js';

const tags = ['calendars'];

export const sharingRoutes: FastifyPluginAsyncTypebox<{ sharing: SharingService }> = async (
  app,
  { sharing },
) => {
  declareScopes(app, { read: 'event-types:read', write: 'event-types:write' });
  app.get(
    '/calendars/:id/sharing-settings',
    {
      schema: {
        tags,
        summary: 'Landing page settings and share URL of a calendar',
        params: IdParams,
        response: withErrors({ 200: SharingAnswer }),
      },
    },
    (request) => sharing.get(principalOf(request), request.params.id),
  );

  app.post(
    '/calendars/:id/sharing-settings',
    {
      schema: {
        tags,
        summary:
          'Update the host profile and landing page settings; absent fields keep their value',
        params: IdParams,
        body: SaveSharingBody,
        response: withErrors({ 200: Message }),
      },
    },
    (request) => sharing.save(principalOf(request), request.params.id, request.body),
  );
};
