/**
 * `POST /schedules/{id}/crm-contact/tags`, `GET /schedules/crm-contact-prefill` and `GET
 * /schedules/crm-contact-search`: a booking's contact tags, the prefill, and the contact search.
 */
import { Type, type Static } from '@sinclair/typebox';
import { EnvelopeFields, pageQuery } from '../../http/pagination.js';
import { EmailAddress, Id } from '../../http/schemas.js';

/**
 * `POST /schedules/{id}/crm-contact/tags`'s body: tag titles (created when new) or FluentBooking's
 * ids (an id that names no tag of the owner's is a 422).
 */
export const CrmTagsBody = Type.Object({
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 })),
  tag_ids: Type.Optional(Type.Array(Id, { maxItems: 50 })),
});
export type CrmTagsBody = Static<typeof CrmTagsBody>;

/** Bookings as the bookings module presents them (their schema is theirs). */
const Bookings = Type.Array(Type.Object({}, { additionalProperties: true }));

export const PrefillQuery = Type.Object({
  ...pageQuery(10),
  contact_id: Type.Optional(Id),
  email: Type.Optional(EmailAddress(192)),
});
export type PrefillQuery = Static<typeof PrefillQuery>;

export const PrefillAnswer = Type.Object({
  prefill: Type.Object({
    name: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    timezone: Type.String(),
    address: Type.String(),
  }),
  contact_id: Type.Integer(),
  bookings: Bookings,
  ...EnvelopeFields,
});

export const ContactSearchQuery = Type.Object({
  ...pageQuery(10),
  search: Type.String({ maxLength: 100 }),
});
export type ContactSearchQuery = Static<typeof ContactSearchQuery>;

export const ContactSearchAnswer = Type.Object({
  contacts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      email: Type.String(),
      phone: Type.String(),
    }),
  ),
  bookings: Bookings,
  ...EnvelopeFields,
});
