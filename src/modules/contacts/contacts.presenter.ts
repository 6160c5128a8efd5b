import type { ContactRow, CrmTagRow } from '../../db/tables-mail.js';
import { isoUtc } from '../../shared/format.js';
import { ADDRESS_FIELDS } from './contacts.schemas.js';

export function fullNameOf(row: Pick<ContactRow, 'first_name' | 'last_name'>): string {
  return [row.first_name, row.last_name].filter(Boolean).join(' ');
}

/** The address parts that are set, joined by ", " (FluentBooking's prefill form). */
export function addressOf(row: ContactRow): string {
  return ADDRESS_FIELDS.map((f) => row[f])
    .filter(Boolean)
    .join(', ');
}

export function presentTag(tag: CrmTagRow) {
  return { id: tag.id, title: tag.title, slug: tag.slug };
}

export function presentContact(row: ContactRow, tags: readonly CrmTagRow[]) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullNameOf(row),
    phone: row.phone,
    timezone: row.timezone,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    city: row.city,
    state: row.state,
    postal_code: row.postal_code,
    country: row.country,
    address: addressOf(row),
    tags: tags.map(presentTag),
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
  };
}

/** The search result item of `GET /schedules/crm-contact-search`. */
export function presentContactSummary(row: ContactRow) {
  return { id: row.id, name: fullNameOf(row), email: row.email, phone: row.phone };
}

/** The prefill of `GET /schedules/crm-contact-prefill`. */
export function presentPrefill(row: ContactRow) {
  return {
    name: fullNameOf(row),
    email: row.email,
    phone: row.phone,
    timezone: row.timezone,
    address: addressOf(row),
  };
}
