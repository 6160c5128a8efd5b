import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Instants are integer epoch milliseconds on both engines (BIGINT on PostgreSQL,
 * parsed back to numbers); JSON values are stored as text and parsed by the repositories.
 */
export interface Tables {
  settings: SettingsTable;
  users: UsersTable;
  application_passwords: ApplicationPasswordsTable;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string;
  display_name: string;
  first_name: string;
  last_name: string;
  role: string;
  /** JSON array of granted permission names. */
  permissions: string;
  time_zone: string;
  created_at: number;
  updated_at: number;
}

export interface ApplicationPasswordsTable {
  id: Generated<number>;
  uuid: string;
  app_id: string;
  user_id: number;
  name: string;
  password_hash: string;
  created_at: number;
  last_used_at: ColumnType<number | null, number | null | undefined, number | null>;
  last_ip: ColumnType<string | null, string | null | undefined, string | null>;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;
export type ApplicationPasswordRow = Selectable<ApplicationPasswordsTable>;
export type NewApplicationPasswordRow = Insertable<ApplicationPasswordsTable>;
