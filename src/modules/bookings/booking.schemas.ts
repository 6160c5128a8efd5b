/**
 * The booking as every route returns it: every field FluentBooking answers, with real types, plus
 * formatted extras.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Timestamp } from '../../http/schemas.js';
import { CalendarRecord, EventRecord } from '../calendars/index.js';
import { stringEnum } from '../../http/string-enum.js';
import { MEETING_PROVIDERS } from '../../domain/online-meeting.js';

const OnlineMeeting = Type.Object(
  {
    provider: stringEnum(MEETING_PROVIDERS),
    join_url: Type.String({ description: 'Where the guest and hosts join (https).' }),
    passcode: Type.Optional(Type.String()),
    external_id: Type.Optional(Type.String({ description: "The meeting's id at its provider." })),
  },
  { additionalProperties: false },
);

/**
 * `T` or null, as a JSON-Schema type list rather than a union: the response serializer checks a
 * type list with `typeof`, where a union costs a schema validation per field of every booking.
 */
function nullable<T extends TSchema>(schema: T, options: { description?: string } = {}) {
  const type = (schema as { type?: string }).type ?? 'object';
  return Type.Unsafe<Static<T> | null>({ ...schema, ...options, type: [type, 'null'] });
}

const NullableInt = nullable(Type.Integer());
const NullableString = nullable(Type.String());
const BookingTime = Type.String({
  description: '`YYYY-MM-DD HH:MM:SS` in UTC',
  examples: ['2026-11-21 11:00:00'],
});

export const LocationDetails = Type.Object(
  {
    type: Type.String(),
    title: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    online_platform_link: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

export const BookingAuthor = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  avatar: Type.String(),
});

const text = (description?: string) => Type.String(description ? { description } : {});

/** Every field of a booking as FluentBooking answers it. */
const SpecFields = {
  id: Type.Integer(),
  hash: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  calendar_id: Type.Integer(),
  event_id: Type.Integer(),
  group_id: Type.Integer({ description: 'Bookings of one group-event slot share it.' }),
  fcrm_id: NullableInt,
  parent_id: NullableInt,
  host_user_id: Type.Integer(),
  person_user_id: Type.Integer({ description: 'The user with the guest e-mail, 0 when none.' }),
  person_contact_id: NullableInt,
  person_time_zone: Type.String(),
  start_time: BookingTime,
  end_time: BookingTime,
  slot_minutes: Type.Integer(),
  first_name: text(),
  last_name: text(),
  email: text(),
  message: text(),
  internal_note: text('Host-only note; empty in guest answers.'),
  phone: text(),
  country: text(),
  ip_address: text(),
  browser: text(),
  device: text(),
  other_info: nullable(Type.Object({}, { additionalProperties: true })),
  location_details: nullable(LocationDetails),
  cancelled_by: NullableInt,
  status: text('scheduled, pending, completed, cancelled, rejected or no_show'),
  source: text('web (public form) or admin'),
  booking_type: text(),
  event_type: text(),
  payment_status: NullableString,
  payment_method: NullableString,
  source_url: text(),
  source_id: NullableInt,
  utm_source: text(),
  utm_medium: text(),
  utm_campaign: text(),
  utm_term: text(),
  utm_content: text(),
  created_at: Timestamp,
  updated_at: Timestamp,
};

/** FluentBooking's formatted extras and unambiguous instants. */
const Extras = {
  event_title: text('The event title when booked; kept when the event is deleted.'),
  calendar_event: nullable(EventRecord, {
    description: 'The event, or null when it was deleted.',
  }),
  calendar: nullable(CalendarRecord, {
    description: 'The calendar, or null when it was deleted.',
  }),
  title: Type.String({
    description: 'The event, its host and its guest: "Intro call meeting between Ada and Bob".',
  }),
  author: BookingAuthor,
  additional_guests: Type.Array(Type.String()),
  booking_status_text: Type.String(),
  payment_status_text: Type.String(),
  custom_form_data: Type.Record(
    Type.String(),
    Type.Object({
      label: Type.String(),
      value: Type.Unsafe<string | string[]>({ type: ['array', 'string'], items: Type.String() }),
    }),
  ),
  online_meeting: nullable(OnlineMeeting, {
    description:
      'The meeting a connected Google, Microsoft or Zoom account made for the booking (its ' +
      'location is Google Meet, MS Teams or Zoom), or null: none (yet).',
  }),
  reschedule_url: Type.String(),
  cancel_url: Type.String(),
  start_time_iso: Type.String({ examples: ['2026-11-21T11:00:00+00:00'] }),
  end_time_iso: Type.String(),
  happening_status: Type.Optional(
    Type.Record(Type.String(), Type.String(), {
      description:
        "In the host's booking answers (`GET /schedules`, `GET /schedules/{id}`): for a " +
        'scheduled booking, `happening_now` (started, not ended), `starting_soon` (starts within ' +
        '30 minutes) or `recently_happened` (ended within the hour), with its label; else empty.',
      examples: [{ starting_soon: 'Starting Soon' }],
    }),
  ),
};

export const Booking = Type.Object({ ...SpecFields, ...Extras }, { $id: 'Booking' });
export type Booking = Static<typeof Booking>;
export type BookingLocation = Static<typeof LocationDetails>;

export const BookingActivity = Type.Object({
  id: Type.Integer(),
  booking_id: Type.Integer(),
  parent_id: NullableInt,
  created_by: NullableInt,
  status: Type.String(),
  type: Type.String(),
  title: Type.String(),
  description: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
