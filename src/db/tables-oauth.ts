import type { ColumnType, Generated, Selectable } from 'kysely';

/** Table types of the OAuth authorization server (migration 0034). */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A client that registered itself (RFC 7591): public, `redirect_uris` a JSON array. */
export interface OAuthClientsTable {
  id: Generated<number>;
  client_id: string;
  name: string;
  redirect_uris: string;
  created_at: number;
}

/** A person's consent to a client, with its scopes (JSON array); revoked: every token dies. */
export interface OAuthGrantsTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  scopes: string;
  created_at: number;
  revoked_at: Nullable<number>;
}

/** A single-use authorization code (keyed hash), bound to its redirect URI and PKCE challenge. */
export interface OAuthCodesTable {
  id: Generated<number>;
  code_hash: string;
  grant_id: number;
  redirect_uri: string;
  code_challenge: string;
  expires_at: number;
  used_at: Nullable<number>;
}

/** An access or refresh token of a grant (keyed hash); a refresh token's `used_at` rotates it. */
export interface OAuthTokensTable {
  id: Generated<number>;
  token_hash: string;
  grant_id: number;
  kind: 'access' | 'refresh';
  created_at: number;
  expires_at: number;
  used_at: Nullable<number>;
}

export type OAuthClientRow = Selectable<OAuthClientsTable>;
export type OAuthGrantRow = Selectable<OAuthGrantsTable>;

export interface OAuthTables {
  oauth_clients: OAuthClientsTable;
  oauth_grants: OAuthGrantsTable;
  oauth_codes: OAuthCodesTable;
  oauth_tokens: OAuthTokensTable;
}
