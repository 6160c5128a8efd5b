/**
 * `GET /schedules/crm-contact-prefill` and `GET /schedules/crm-contact-search`, mounted under
 * `/schedules` by the contacts module (static paths, so they live beside the bookings module's
 * `/schedules/:id`). `POST /schedules/{id}/crm-contact/tags` takes a booking in its path and is
 * mounted by the bookings module through `CrmService.tagBookingContact`.
 */
import { declareScopes } from '../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../http/auth-hook.js';
import { withErrors } from '../../http/schemas.js';
import {
  ContactSearchAnswer,
  ContactSearchQuery,
  PrefillAnswer,
  PrefillQuery,
} from './crm.schemas.js';
import type { CrmService } from './crm.service.js';

const tags = ['contacts'];

export const crmRoutes: FastifyPluginAsyncTypebox<{ crm: CrmService }> = async (app, { crm }) => {
  // Tokens may read contacts; no scope changes them.
  declareScopes(app, { read: 'contacts:read' });
  app.get(
    '/schedules/crm-contact-prefill',
    {
      schema: {
        tags,
        summary: "A contact's details (by contact_id or email) and bookings, for a booking form",
        querystring: PrefillQuery,
        response: withErrors({ 200: PrefillAnswer }),
      },
    },
    (request) => crm.prefill(principalOf(request), request.query),
  );

  app.get(
    '/schedules/crm-contact-search',
    {
      schema: {
        tags,
        summary: 'Contacts matching name, e-mail or phone (2+ characters), and their bookings',
        querystring: ContactSearchQuery,
        response: withErrors({ 200: ContactSearchAnswer }),
      },
    },
    (request) => crm.search(principalOf(request), request.query),
  );
};
