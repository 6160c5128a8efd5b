import { Type, type Static } from '@sinclair/typebox';
import { SCOPES } from '../../domain/scopes.js';
import { EnvelopeFields } from '../../http/pagination.js';
import { Id, Timestamp } from '../../http/schemas.js';
import { stringEnum } from '../../http/string-enum.js';

const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);

export const AccessToken = Type.Object(
  {
    id: Id,
    name: Type.String(),
    scopes: Type.Array(stringEnum(SCOPES)),
    calendar_ids: Type.Union([Type.Array(Id), Type.Null()], {
      description: 'The calendars the token reaches; null: every calendar its user reaches.',
    }),
    expires_at: NullableTimestamp,
    last_used_at: NullableTimestamp,
    last_ip: Type.Union([Type.String(), Type.Null()]),
    created_at: Timestamp,
  },
  { $id: 'AccessToken' },
);

export const NewAccessToken = Type.Object({
  access_token: Type.Ref('AccessToken'),
  token: Type.String({ description: 'The secret (`sbp_...`), shown only in this answer.' }),
});

export const AccessTokenList = Type.Object({
  access_tokens: Type.Array(Type.Ref('AccessToken')),
  ...EnvelopeFields,
});

export const CreateAccessTokenBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  scopes: Type.Array(stringEnum(SCOPES), {
    minItems: 1,
    maxItems: SCOPES.length,
    uniqueItems: true,
  }),
  expires_at: Type.Optional(
    Type.Union([Type.String({ maxLength: 40 }), Type.Null()], {
      description: 'ISO-8601 instant with a zone, within a year; absent or null: never expires.',
    }),
  ),
  calendar_ids: Type.Optional(
    Type.Union([Type.Array(Id, { minItems: 1, maxItems: 100 }), Type.Null()], {
      description:
        'The calendars the token is restricted to, each one its user owns (else 422): it then sees and acts only within them, and anything else answers as missing. Absent or null: every calendar its user reaches.',
    }),
  ),
});
export type CreateAccessTokenBody = Static<typeof CreateAccessTokenBody>;

export const DeletedAccessToken = Type.Object({
  deleted: Type.Boolean(),
  previous: Type.Ref('AccessToken'),
});
