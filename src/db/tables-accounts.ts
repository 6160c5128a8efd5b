import type { ColumnType, Generated, Selectable } from 'kysely';

/** Table types of sign-in for people (migration 0018). */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A user's account password (for the dashboard), hashed with argon2id. */
export interface AccountPasswordsTable {
  user_id: number;
  password_hash: string;
  updated_at: number;
}

/**
 * A signed-in browser. The cookie carries a random token; only its SHA-256 is stored, so a copy
 * of the database signs nobody in. Deleting the row signs the browser out.
 */
export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip: string;
  user_agent: string;
}

/**
 * A one-time link to set a password: `first` (the first administrator), `invite` (a new user),
 * `reset` (a forgotten password). Only the token's SHA-256 is stored; `used_at` makes it one-time.
 */
export interface PasswordTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: string;
  created_at: number;
  expires_at: number;
  used_at: Nullable<number>;
}

/**
 * A user's own change of e-mail address, waiting for the one-time link mailed to `new_email`
 * (migration 0028). Only the token's SHA-256 is stored; `used_at` makes it one-time.
 */
export interface EmailChangesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  new_email: string;
  created_at: number;
  expires_at: number;
  used_at: Nullable<number>;
}

/**
 * A personal access token (migration 0032): a bearer token limited to `scopes` (JSON array) and,
 * when `calendar_ids` (JSON array) is set, to those calendars. Only a keyed hash of the secret
 * is stored. `revoked_at` set: refused.
 */
export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  scopes: string;
  calendar_ids: Nullable<string>;
  expires_at: Nullable<number>;
  last_used_at: Nullable<number>;
  last_ip: Nullable<string>;
  created_at: number;
  revoked_at: Nullable<number>;
}

export interface AccountTables {
  access_tokens: AccessTokensTable;
  account_passwords: AccountPasswordsTable;
  sessions: SessionsTable;
  password_tokens: PasswordTokensTable;
  email_changes: EmailChangesTable;
}

export type SessionRow = Selectable<SessionsTable>;

export type AccessTokenRow = Selectable<AccessTokensTable>;
