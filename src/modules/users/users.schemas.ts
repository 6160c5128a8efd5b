import { Type, type Static } from '@sinclair/typebox';
import { DATE_ORDERS, TIME_FORMATS } from '../../domain/date-style.js';
import { PERMISSIONS, ROLES } from '../../domain/policy.js';
import { EnvelopeFields, pageQuery } from '../../http/pagination.js';
import { EmailAddress, Id, Timestamp } from '../../http/schemas.js';
import { stringEnum } from '../../http/string-enum.js';

const RoleSchema = Type.Union(ROLES.map((r) => Type.Literal(r)));
const PermissionSchema = Type.Union(PERMISSIONS.map((p) => Type.Literal(p)));
const Login = Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9._@-]+$' });
const Email = EmailAddress(191);
const Name = Type.String({ maxLength: 100 });
const TimeZone = Type.String({ minLength: 1, maxLength: 64 });
const TimeFormat = stringEnum(TIME_FORMATS, {
  description: 'The clock the user reads times in: `12h` (2:30 PM) or `24h` (14:30).',
});
const DateOrder = stringEnum(DATE_ORDERS, {
  description:
    'The order the user reads dates in: `dmy` (28/11/2026), `mdy` (11/28/2026) or `ymd` (2026-11-28).',
});

export const User = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    name: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    role: Type.String(),
    roles: Type.Array(Type.String()),
    permissions: Type.Array(Type.String()),
    timezone: Type.String(),
    time_format: Type.Union([TimeFormat, Type.Null()], {
      description:
        "The clock the user reads times in (the dashboard and the e-mails to them); null until chosen (the dashboard then follows the browser's language and stores it).",
    }),
    date_order: Type.Union([DateOrder, Type.Null()], {
      description: 'The order the user reads dates in; null until chosen, like `time_format`.',
    }),
    zone_confirmed_at: Type.Union([Timestamp, Type.Null()], {
      description:
        'When the user kept or changed their `timezone` after the dashboard found their browser in another zone; null while not asked.',
    }),
    active: Type.Boolean({
      description:
        'False once an administrator deactivated the user: they cannot sign in, and their sessions and application passwords are refused.',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'User' },
);

/** The fields that hand an administrator a new invitation link (creating a user, inviting). */
export const InvitationFields = {
  invitation_url: Type.String({
    description:
      'The one-time link the user chooses their password with (valid 72 hours; a newer invitation ends it). Shown only in this answer, to the administrator, who may pass it on themselves.',
  }),
  invitation_mailed: Type.Boolean({
    description:
      'Whether an e-mail carrying the link was queued for the e-mail server. False when no e-mail server (`SMTP_URL`) is configured: the message is then only written to a file on the server, and the link must be passed on by hand.',
  }),
};

/** A user just created, with their invitation when one was issued. */
export const NewUser = Type.Composite([
  Type.Omit(User, []),
  Type.Object({
    invitation_url: Type.Optional(InvitationFields.invitation_url),
    invitation_mailed: Type.Optional(InvitationFields.invitation_mailed),
  }),
]);

export const UserListQuery = Type.Object({
  ...pageQuery(),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  role: Type.Optional(RoleSchema),
});
export type UserListQuery = Static<typeof UserListQuery>;

export const UserList = Type.Object({ users: Type.Array(Type.Ref('User')), ...EnvelopeFields });

export const CreateUserBody = Type.Object({
  username: Type.Optional(Login),
  login: Type.Optional(Login),
  email: Email,
  name: Type.Optional(Name),
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  role: Type.Optional(RoleSchema),
  permissions: Type.Optional(Type.Array(PermissionSchema, { maxItems: PERMISSIONS.length })),
  timezone: Type.Optional(TimeZone),
});
export type CreateUserBody = Static<typeof CreateUserBody>;

export const UpdateUserBody = Type.Object({
  email: Type.Optional(Email),
  name: Type.Optional(Name),
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  role: Type.Optional(RoleSchema),
  permissions: Type.Optional(Type.Array(PermissionSchema, { maxItems: PERMISSIONS.length })),
  timezone: Type.Optional(TimeZone),
  time_format: Type.Optional(TimeFormat),
  date_order: Type.Optional(DateOrder),
  zone_confirmed: Type.Optional(
    Type.Boolean({
      description:
        "true: the user answered the question about their browser's zone (`zone_confirmed_at` becomes now; the dashboard asks no more); false: ask again.",
    }),
  ),
  active: Type.Optional(
    Type.Boolean({
      description:
        'Administrators: false deactivates the user (signed out everywhere; no sign-in, no API access), true reactivates them. Not for oneself, nor for the last active administrator.',
    }),
  ),
});
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const AppPassword = Type.Object(
  {
    uuid: Type.String(),
    app_id: Type.String(),
    name: Type.String(),
    created: Timestamp,
    last_used: Type.Union([Timestamp, Type.Null()]),
    last_ip: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'ApplicationPassword' },
);

export const NewAppPassword = Type.Composite([
  Type.Omit(AppPassword, []),
  Type.Object({
    password: Type.String({ description: 'Shown once, as `xxxx xxxx xxxx xxxx xxxx xxxx`.' }),
  }),
]);

export const AppPasswordList = Type.Object({
  application_passwords: Type.Array(Type.Ref('ApplicationPassword')),
  ...EnvelopeFields,
});

export const CreateAppPasswordBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 191 }),
  app_id: Type.Optional(Type.String({ maxLength: 36 })),
});

export const AppPasswordParams = Type.Object({
  id: Id,
  uuid: Type.String({ format: 'uuid' }),
});

export const DeletedAppPassword = Type.Object({
  deleted: Type.Boolean(),
  previous: Type.Ref('ApplicationPassword'),
});

export const DeleteUserQuery = Type.Object({
  reassign_to: Type.Optional(Id),
  /** WordPress's name for the same parameter (`DELETE /wp/v2/users/{id}?reassign=`). */
  reassign: Type.Optional(Id),
});
export type DeleteUserQuery = Static<typeof DeleteUserQuery>;
