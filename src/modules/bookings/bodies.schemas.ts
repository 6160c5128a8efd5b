/** Request bodies of the booking routes, in FluentBooking's field names. */
import { Type, type Static } from '@sinclair/typebox';
import { EmailAddress, Id } from '../../http/schemas.js';
import { stringEnum } from '../../http/string-enum.js';
import { METHODS } from '../payments/index.js';

const Email = EmailAddress(192);
const Short = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** When: a local time in `timezone`, or an instant (`start_utc` wins). */
const TimeFields = {
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  event_time: Type.Optional(
    Type.String({ maxLength: 32, description: '`YYYY-MM-DD HH:MM:SS` in `timezone`' }),
  ),
  start_date: Type.Optional(
    Type.String({ maxLength: 32, description: "FluentBooking's public name of `event_time`" }),
  ),
  start_utc: Type.Optional(
    Type.String({ maxLength: 40, description: 'ISO-8601 instant; wins over `event_time`' }),
  ),
};

/**
 * The object first: Ajv's array coercion unwraps `[{...}]` in a string branch and, when that
 * fails, lets the object branch accept the unwrapped value while the array stays in the body.
 */
const Guest = Type.Union([
  Type.Object({ name: Type.Optional(Type.String({ maxLength: 192 })), email: Email }),
  Email,
]);
const Answer = Type.Union([
  Type.String({ maxLength: 5000 }),
  Type.Number(),
  Type.Boolean(),
  Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 }),
]);

const GuestFields = {
  name: Type.String({ minLength: 1, maxLength: 192 }),
  email: Email,
  ...TimeFields,
  duration: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440 })),
  message: Short(5000),
  phone_number: Short(50),
  address: Short(500),
  location_type: Short(64),
  location_description: Short(1000),
  guests: Type.Optional(Type.Array(Guest, { maxItems: 100 })),
  custom_fields: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Answer)),
  source_url: Short(2048),
  utm_source: Short(192),
  utm_medium: Short(192),
  utm_campaign: Short(192),
  utm_term: Short(192),
  utm_content: Short(192),
  payment_method: Type.Optional(
    stringEnum(METHODS, {
      description: 'How a paid event is paid for (default: the first method the event accepts).',
    }),
  ),
};

export const PublicBookingBody = Type.Object(GuestFields);
export type PublicBookingBody = Static<typeof PublicBookingBody>;

export const CREATABLE_STATUSES = ['scheduled', 'pending', 'completed'] as const;
export const AdminBookingBody = Type.Object({
  ...GuestFields,
  status: Type.Optional(stringEnum(CREATABLE_STATUSES)),
});
export type AdminBookingBody = Static<typeof AdminBookingBody>;

export const RescheduleBody = Type.Object({
  ...TimeFields,
  reason: Short(2000),
  rescheduling_reason: Short(2000),
});
export type RescheduleBody = Static<typeof RescheduleBody>;

export const CancelBody = Type.Object({
  reason: Short(2000),
  cancellation_reason: Short(2000),
});
export type CancelBody = Static<typeof CancelBody>;

export const UPDATE_COLUMNS = [
  'status',
  'internal_note',
  'email',
  'phone',
  'first_name',
  'last_name',
  'payment_status',
] as const;
export const SETTABLE_STATUSES = [
  'scheduled',
  'pending',
  'completed',
  'cancelled',
  'rejected',
  'no_show',
] as const;
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;

/** FluentBooking's `{ column, value }` form, or the fields themselves; a reschedule moves it. */
export const UpdateBookingBody = Type.Object({
  column: Type.Optional(stringEnum(UPDATE_COLUMNS)),
  value: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Number()])),
  status: Type.Optional(stringEnum(SETTABLE_STATUSES)),
  internal_note: Short(5000),
  email: Type.Optional(Email),
  phone: Short(100),
  first_name: Short(192),
  last_name: Short(192),
  payment_status: Type.Optional(stringEnum(PAYMENT_STATUSES)),
  cancel_reason: Short(2000),
  reject_reason: Short(2000),
  ...TimeFields,
  reschedule_reason: Short(2000),
  notify_guest: Type.Optional(
    Type.Boolean({ description: 'With a move: false sends the guest no e-mail about it' }),
  ),
});
export type UpdateBookingBody = Static<typeof UpdateBookingBody>;

export const BookingIdParams = Type.Object({ id: Id });
export const EventIdParams = Type.Object({ event_id: Id });
export const HashParams = Type.Object({ hash: Type.String({ pattern: '^[0-9a-fA-F]{32}$' }) });

/**
 * `POST /schedules/{id}/send-confirmation-email`: whom to send the confirmation again (other
 * booking-shaped fields are ignored).
 */
export const SendConfirmationBody = Type.Object(
  { email_to: Type.Optional(stringEnum(['guest', 'host'] as const)) },
  {
    // FluentBooking's clients send the booking they show along: those fields are not changes.
    additionalProperties: true,
    description: 'Other booking-shaped fields are accepted and ignored.',
  },
);
export type SendConfirmationBody = Static<typeof SendConfirmationBody>;
