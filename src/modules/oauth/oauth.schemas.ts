import { Type, type Static } from '@sinclair/typebox';
import { SCOPES } from '../../domain/scopes.js';
import { stringEnum } from '../../http/string-enum.js';

const Param = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** An authorization request's parameters, as /oauth/authorize received them. */
export const AuthorizeRequest = Type.Object({
  client_id: Type.String({ maxLength: 64 }),
  redirect_uri: Type.String({ maxLength: 512 }),
  response_type: Param(20),
  scope: Param(500),
  state: Param(500),
  code_challenge: Param(128),
  code_challenge_method: Param(10),
  resource: Param(512),
});

export const ConsentBody = Type.Object({
  ...AuthorizeRequest.properties,
  approve: Type.Boolean(),
});
export type ConsentBody = Static<typeof ConsentBody>;

export const ConsentInfo = Type.Object({
  client_name: Type.String(),
  redirect_host: Type.String(),
  scopes: Type.Array(stringEnum(SCOPES)),
});

export const ConsentAnswer = Type.Object({ redirect_to: Type.String() });

export const ConnectedApps = Type.Object({
  connected_apps: Type.Array(
    Type.Object({
      id: Type.Integer(),
      client_name: Type.String(),
      redirect_hosts: Type.Array(Type.String()),
      scopes: Type.Array(stringEnum(SCOPES)),
      created_at: Type.String(),
    }),
  ),
});

export const Deleted = Type.Object({ deleted: Type.Boolean() });
