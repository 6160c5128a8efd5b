/** Contacts kept up to date by bookings: called by the bookings module inside its transaction. */
import type { Db } from '../../db/database.js';
import { isValidTimeZone } from '../../domain/time.js';
import { plainText } from '../../shared/sanitize.js';
import { upsertContactFromBookingRow } from './contacts.repo.js';

export interface BookingContactInput {
  email: string;
  /** The guest's full name; split at the first space into first and last name. */
  name: string;
  phone?: string | null;
  timezone?: string | null;
  address?: string | null;
  /** The booking's hosts, main host first: each gets the guest as their own contact. */
  hostIds: readonly number[];
}

/**
 * `plainText`, skipping the HTML parser when there is no tag or entity to remove (nearly every
 * booking): without `<` and `&`, plainText only collapses whitespace.
 */
const cleanText = (text: string) =>
  /[<&]/.test(text) ? plainText(text) : text.replace(/\s+/g, ' ').trim();

/** `Ada King Lovelace` -> [`Ada`, `King Lovelace`]. */
export function splitName(name: string): [first: string, last: string] {
  const clean = cleanText(name);
  const space = clean.indexOf(' ');
  return space < 0 ? [clean, ''] : [clean.slice(0, space), clean.slice(space + 1)];
}

const bounded = (value: string | null | undefined, max: number) =>
  cleanText(value ?? '').slice(0, max);

/**
 * Gives each of the booking's hosts the guest as their own contact: created with what this
 * booking knows, or, when the host has them already, only their empty fields filled in (what a
 * host edited, or an earlier booking recorded, is never overwritten by a guest). Returns the
 * first host's contact id, for the booking's `person_contact_id`.
 */
export async function upsertContactFromBooking(
  trx: Db,
  input: BookingContactInput,
  now: number,
): Promise<number> {
  const [first, last] = splitName(input.name);
  const phone = bounded(input.phone, 50);
  const zone = input.timezone && isValidTimeZone(input.timezone) ? input.timezone : '';
  const row = {
    email: input.email.trim().toLowerCase(),
    first_name: first.slice(0, 100),
    last_name: last.slice(0, 100),
    phone,
    timezone: zone,
    address_line_1: bounded(input.address, 192),
    created_at: now,
    updated_at: now,
  };
  const ids: number[] = [];
  for (const owner of [...new Set(input.hostIds)]) {
    ids.push(await upsertContactFromBookingRow(trx, { ...row, owner_id: owner }));
  }
  const [id] = ids;
  if (id === undefined) throw new Error('a booking has at least one host');
  return id;
}
