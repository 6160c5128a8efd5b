import { declareScopes } from '../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../http/auth-hook.js';
import { IdParams, withErrors } from '../../http/schemas.js';
import {
  Contact,
  ContactList,
  ContactListQuery,
  CreateContactBody,
  DeletedContact,
  UpdateContactBody,
} from './contacts.schemas.js';
import type { ContactsService } from './contacts.service.js';

const tags = ['contacts'];

export const contactsRoutes: FastifyPluginAsyncTypebox<{ contacts: ContactsService }> = async (
  app,
  { contacts },
) => {
  // Tokens may read contacts; no scope changes them.
  declareScopes(app, { read: 'contacts:read' });
  app.addSchema(Contact);
  const ContactRef = Type.Ref('Contact');

  app.get(
    '/contacts',
    {
      schema: {
        tags,
        summary: 'List the contacts the caller may see (search by name, e-mail or phone)',
        querystring: ContactListQuery,
        response: withErrors({ 200: ContactList }),
      },
    },
    (request) => contacts.list(principalOf(request), request.query),
  );

  app.post(
    '/contacts',
    {
      schema: {
        tags,
        summary: 'Create a contact (it belongs to the caller)',
        body: CreateContactBody,
        response: withErrors({ 201: ContactRef }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await contacts.create(principalOf(request), request.body)),
  );

  app.get(
    '/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Get a contact',
        params: IdParams,
        response: withErrors({ 200: ContactRef }),
      },
    },
    (request) => contacts.get(principalOf(request), request.params.id),
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/contacts/:id',
      schema: {
        tags,
        summary: 'Update a contact (absent fields keep their value; `tags` replaces the tags)',
        params: IdParams,
        body: UpdateContactBody,
        response: withErrors({ 200: ContactRef }),
      },
      handler: (request) => contacts.update(principalOf(request), request.params.id, request.body),
    });
  }

  app.delete(
    '/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Delete a contact',
        params: IdParams,
        response: withErrors({ 200: DeletedContact }),
      },
    },
    (request) => contacts.remove(principalOf(request), request.params.id),
  );
};
