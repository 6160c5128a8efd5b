import { Type, type Static } from '@sinclair/typebox';
import { EnvelopeFields, pageQuery } from '../../http/pagination.js';
import { EmailAddress, Timestamp } from '../../http/schemas.js';

const Email = EmailAddress(192);
const Name = Type.String({ maxLength: 100 });
const TagTitle = Type.String({ minLength: 1, maxLength: 100 });

export const ADDRESS_FIELDS = [
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'postal_code',
  'country',
] as const;

export const Tag = Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String() });

export const Contact = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    full_name: Type.String(),
    phone: Type.String(),
    timezone: Type.String(),
    address_line_1: Type.String(),
    address_line_2: Type.String(),
    city: Type.String(),
    state: Type.String(),
    postal_code: Type.String(),
    country: Type.String(),
    /** The address parts that are set, joined by ", " (the prefill's `address`). */
    address: Type.String(),
    tags: Type.Array(Tag),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Contact' },
);

export const ContactListQuery = Type.Object({
  ...pageQuery(),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ContactListQuery = Static<typeof ContactListQuery>;

export const ContactList = Type.Object({
  contacts: Type.Array(Type.Ref('Contact')),
  ...EnvelopeFields,
});

const ContactFields = {
  name: Type.Optional(Type.String({ maxLength: 200 })),
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  phone: Type.Optional(Type.String({ maxLength: 50 })),
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
  address_line_1: Type.Optional(Type.String({ maxLength: 192 })),
  address_line_2: Type.Optional(Type.String({ maxLength: 192 })),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.String({ maxLength: 100 })),
  postal_code: Type.Optional(Type.String({ maxLength: 20 })),
  country: Type.Optional(Type.String({ maxLength: 100 })),
  /** Tag titles; the contact's tags become exactly these (created when new). */
  tags: Type.Optional(Type.Array(TagTitle, { maxItems: 50 })),
};

export const CreateContactBody = Type.Object({ email: Email, ...ContactFields });
export type CreateContactBody = Static<typeof CreateContactBody>;

export const UpdateContactBody = Type.Object({ email: Type.Optional(Email), ...ContactFields });
export type UpdateContactBody = Static<typeof UpdateContactBody>;

export const DeletedContact = Type.Object({
  message: Type.String(),
  deleted: Type.Boolean(),
  previous: Type.Ref('Contact'),
});
