import { declareScopes } from '../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TypedApp } from '../../http/typed-app.js';
import { Type } from '@sinclair/typebox';
import { currentUserOf, principalOf } from '../../http/auth-hook.js';
import { presentUser } from './users.presenter.js';
import { IdParams, withErrors } from '../../http/schemas.js';
import {
  AppPassword,
  AppPasswordList,
  AppPasswordParams,
  CreateAppPasswordBody,
  CreateUserBody,
  DeletedAppPassword,
  DeleteUserQuery,
  NewAppPassword,
  NewUser,
  UpdateUserBody,
  User,
  UserList,
  UserListQuery,
} from './users.schemas.js';
import type { UsersService } from './users.service.js';

const tags = ['users'];
const UserRef = Type.Ref('User');

/** The signed-in user, the list of users, and one user. */
function registerUserReads(app: TypedApp, users: UsersService) {
  app.get(
    '/users/me',
    {
      // A token must at least learn who it acts for, whatever its scopes.
      config: { anyToken: true },
      schema: {
        tags,
        summary: 'The authenticated user',
        description:
          'Open to every credential, an access token whatever its scopes included: who the caller acts for.',
        response: withErrors({ 200: UserRef }),
      },
    },
    (request) => presentUser(currentUserOf(request)),
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'List users (administrators)',
        querystring: UserListQuery,
        response: withErrors({ 200: UserList }),
      },
    },
    (request) => users.list(principalOf(request), request.query),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Get a user',
        params: IdParams,
        response: withErrors({ 200: UserRef }),
      },
    },
    (request) => users.get(principalOf(request), request.params.id),
  );
}

/** Creating, updating and deleting users. */
function registerUserChanges(app: TypedApp, users: UsersService) {
  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Create a user (administrators)',
        description:
          'A viewer is read-only: it may hold only `read_all_bookings`, `read_other_calendars` and `read_and_use_other_availabilities`; any other permission is refused (422 on `permissions`). The new user is invited to choose their password: the answer carries the one-time link (`invitation_url`), shown only here, and says whether an e-mail server was there to mail it (`invitation_mailed`).',
        body: CreateUserBody,
        response: withErrors({ 201: NewUser }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await users.create(principalOf(request), request.body)),
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/users/:id',
      schema: {
        tags,
        summary: 'Update a user (profile: self; role and permissions: administrators)',
        description:
          'A viewer is read-only: it may hold only `read_all_bookings`, `read_other_calendars` and `read_and_use_other_availabilities`; any other permission is refused (422 on `permissions`). A user made a viewer without `permissions` in the request holds, as a viewer, only those that read (the answer shows them); the others come back if they are made a host again.',
        params: IdParams,
        body: UpdateUserBody,
        response: withErrors({ 200: UserRef }),
      },
      handler: (request) => users.update(principalOf(request), request.params.id, request.body),
    });
  }

  app.delete(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user (administrators)',
        description:
          'A user who still hosts calendars, team event types or bookings, or whose schedules other hosts use, is refused (409 `user_in_use`, with the counts in `data.holdings`) unless `reassign_to` names the user who takes all of it over. The heir must be able to manage it: an administrator, or a host holding `manage_own_calendar`; a viewer, or a host without that permission, is refused (422 on `reassign_to`, naming the permission). Their own schedules and webhook subscriptions are deleted with them.',
        params: IdParams,
        querystring: DeleteUserQuery,
        response: withErrors({ 200: Type.Object({ deleted: Type.Boolean(), previous: UserRef }) }),
      },
    },
    (request) =>
      users.remove(
        principalOf(request),
        request.params.id,
        request.query.reassign_to ?? request.query.reassign,
      ),
  );
}

/** A user's application passwords: list, create, revoke. */
function registerAppPasswords(app: TypedApp, users: UsersService) {
  app.get(
    '/users/:id/application-passwords',
    {
      schema: {
        tags,
        summary: "List a user's application passwords (self or administrators)",
        params: IdParams,
        response: withErrors({ 200: AppPasswordList }),
      },
    },
    (request) => users.listAppPasswords(principalOf(request), request.params.id),
  );

  app.post(
    '/users/:id/application-passwords',
    {
      schema: {
        tags,
        summary: 'Create an application password; the password is shown only in this answer',
        params: IdParams,
        body: CreateAppPasswordBody,
        response: withErrors({ 201: NewAppPassword }),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await users.createAppPassword(principalOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/users/:id/application-passwords/:uuid',
    {
      schema: {
        tags,
        summary: 'Revoke an application password',
        params: AppPasswordParams,
        response: withErrors({ 200: DeletedAppPassword }),
      },
    },
    (request) =>
      users.revokeAppPassword(principalOf(request), request.params.id, request.params.uuid),
  );
}

export const usersRoutes: FastifyPluginAsyncTypebox<{ users: UsersService }> = async (
  app,
  { users },
) => {
  // Users and application passwords take a session or an application password, never a token
  // (but `GET /users/me`, open to any token).
  declareScopes(app, {});
  app.addSchema(User);
  app.addSchema(AppPassword);
  registerUserReads(app, users);
  registerUserChanges(app, users);
  registerAppPasswords(app, users);
};
