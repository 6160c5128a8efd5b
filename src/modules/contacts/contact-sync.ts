/** Contacts kept up to date by bookings: called by the bookings module inside its transaction. */
import type { Db } from '../../db/database.js';
import { isValidTimeZone } from '../../domain/time.js';
import { plainText } from '../../shared/sanitize.js';
import { linkContactHosts, upsertContact, type ContactPatch } from './contacts.repo.js';

export interface BookingContactInput {
  email: string;
  /** The guest's full name; split at the first space into first and last name. */
  name: string;
  phone?: string | null;
  timezone?: string | null;
  address?: string | null;
  /** The booking's hosts: the contact becomes theirs (MeetingPolicy visibility). */
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
 * Creates the guest's contact, or updates it with what this booking knows (empty values never
 * overwrite stored ones), and links it to the booking's hosts. Returns the contact id, for the
 * booking's `person_contact_id`.
 */
export async function upsertContactFromBooking(
  trx: Db,
  input: BookingContactInput,
  now: number,
): Promise<number> {
  const [first, last] = splitName(input.name);
  const phone = bounded(input.phone, 50);
  const zone = input.timezone && isValidTimeZone(input.timezone) ? input.timezone : '';
  const address = bounded(input.address, 192);
  const patch: ContactPatch = {
    ...(first ? { first_name: first.slice(0, 100), last_name: last.slice(0, 100) } : {}),
    ...(phone ? { phone } : {}),
    ...(zone ? { timezone: zone } : {}),
    ...(address ? { address_line_1: address } : {}),
    updated_at: now,
  };
  const id = await upsertContact(
    trx,
    {
      email: input.email.trim().toLowerCase(),
      first_name: first.slice(0, 100),
      last_name: last.slice(0, 100),
      phone,
      timezone: zone,
      address_line_1: address,
      created_at: now,
      updated_at: now,
    },
    patch,
  );
  await linkContactHosts(trx, id, input.hostIds, now);
  return id;
}
