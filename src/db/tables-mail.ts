import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Table types of the CRM contacts (migration 0004). */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * A person a host knows from their bookings or added themselves: one row per owner and e-mail
 * (lower-cased). `owner_id` is null only for contacts no host owned when contacts were split.
 */
export interface ContactsTable {
  id: Generated<number>;
  owner_id: number | null;
  email: string;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  phone: Defaulted<string>;
  /** IANA zone, or '' when unknown. */
  timezone: Defaulted<string>;
  address_line_1: Defaulted<string>;
  address_line_2: Defaulted<string>;
  city: Defaulted<string>;
  state: Defaulted<string>;
  postal_code: Defaulted<string>;
  country: Defaulted<string>;
  created_at: number;
  updated_at: number;
}

/** The shared tag vocabulary (FluentCRM's tags): `slug` is the lower-cased, unique key. */
export interface CrmTagsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  created_at: number;
}

export interface ContactTagsTable {
  contact_id: number;
  tag_id: number;
}

export type ContactRow = Selectable<ContactsTable>;
export type NewContactRow = Insertable<ContactsTable>;
export type CrmTagRow = Selectable<CrmTagsTable>;
