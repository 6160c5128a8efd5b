import { Type, type Static } from '@sinclair/typebox';
import { Id, Timestamp } from '../../../http/schemas.js';
import { DateOverridesInput, WeeklyScheduleInput } from '../../availability/index.js';
import { BookingField, LocationSetting, LocationSettingInput } from './event-meta.schemas.js';
import { EventSettings, EventSettingsInput } from './event-settings.schemas.js';
import { stringEnum as literals } from '../../../http/string-enum.js';

export const EVENT_TYPES = ['single', 'group', 'round_robin', 'collective'] as const;
export const EVENT_STATUSES = ['active', 'draft'] as const;

export const CalendarEventParams = Type.Object({ id: Id, event_id: Id });
export const EventIdParams = Type.Object({ event_id: Id });

/** Writable event fields, FluentBooking's names; schedules may sit at the top or in `settings`. */
const EventFields = {
  title: Type.String({ minLength: 1, maxLength: 192 }),
  /** The event's part of its public address (`/book/<calendar>/<slug>`); unique in its calendar. */
  slug: Type.String({ minLength: 1, maxLength: 192 }),
  duration: Type.Integer({ minimum: 5, maximum: 1440 }),
  status: literals(EVENT_STATUSES),
  event_type: literals(EVENT_TYPES),
  description: Type.String({ maxLength: 20_000 }),
  color_schema: Type.String({ pattern: '^(#[0-9a-fA-F]{3,8}|default)$' }),
  max_book_per_slot: Type.Integer({ minimum: 1, maximum: 1000 }),
  is_display_spots: Type.Boolean(),
  location_type: Type.String({ maxLength: 100 }),
  location_heading: Type.String({ maxLength: 2000 }),
  location_settings: Type.Array(LocationSettingInput, { maxItems: 10 }),
  availability_type: literals(['existing_schedule', 'custom'] as const),
  availability_id: Type.Union([Id, Type.Null()]),
  schedule_type: Type.Literal('weekly_schedules'),
  weekly_schedules: WeeklyScheduleInput,
  date_overrides: DateOverridesInput,
  settings: EventSettingsInput,
};

export const UpdateEventBody = Type.Partial(Type.Object(EventFields));
export type UpdateEventBody = Static<typeof UpdateEventBody>;
export const CreateEventBody = Type.Composite([
  Type.Pick(Type.Object(EventFields), ['title', 'duration']),
  UpdateEventBody,
]);
export type CreateEventBody = Static<typeof CreateEventBody>;

/** The location types an event may offer, grouped as FluentBooking's event form groups them. */
export const LocationFields = Type.Record(
  Type.String(),
  Type.Object({
    label: Type.String(),
    options: Type.Record(
      Type.String(),
      Type.Object({
        title: Type.String(),
        disabled: Type.Optional(Type.Boolean()),
        location_type: Type.Optional(Type.String()),
      }),
    ),
  }),
  { description: 'The location types Slotbook accepts in `location_settings`, by group.' },
);

/** An event's settings as answered: the stored ones and the location types on offer. */
export const EventSettingsAnswer = Type.Composite([
  EventSettings,
  Type.Object({ location_fields: LocationFields }),
]);

export const AuthorProfile = Type.Object({
  ID: Type.Integer(),
  name: Type.String(),
  author_slug: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  avatar: Type.String(),
  phone: Type.String(),
  featured_image: Type.String(),
});

/** A slot summary inside calendar listings. */
export const EventSummary = Type.Object({
  id: Type.Integer(),
  hash: Type.String(),
  calendar_id: Type.Integer(),
  user_id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  status: Type.String(),
  type: Type.String({ description: '`free` or `paid`' }),
  event_type: Type.String(),
  duration: Type.Integer(),
  color_schema: Type.String(),
  max_book_per_slot: Type.Integer(),
  is_display_spots: Type.Boolean(),
  location_type: Type.String(),
  public_url: Type.String(),
  shortcode: Type.String(),
});

export const Event = Type.Object({
  id: Type.Integer(),
  hash: Type.String(),
  user_id: Type.Integer(),
  calendar_id: Type.Integer(),
  duration: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  media_id: Type.Integer(),
  description: Type.String(),
  settings: EventSettingsAnswer,
  availability_type: Type.String(),
  availability_id: Type.Union([Type.Integer(), Type.Null()]),
  status: Type.String(),
  type: Type.String(),
  color_schema: Type.String(),
  location_type: Type.String(),
  location_heading: Type.String(),
  location_settings: Type.Array(LocationSetting),
  event_type: Type.String(),
  is_display_spots: Type.Boolean(),
  max_book_per_slot: Type.Integer(),
  public_url: Type.String(),
  shortcode: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Event = Static<typeof Event>;
/** An event's own record (a booking's `calendar_event`). */
export const EventRecord = Type.Omit(Event, ['public_url', 'shortcode']);

export const CloneEventBody = Type.Object(
  { new_calendar_id: Type.Optional(Id) },
  {
    // FluentBooking's clients send the calendar they clone into along: not changes to it.
    additionalProperties: true,
    description: 'Other calendar-shaped fields are accepted and ignored.',
  },
);
export type CloneEventBody = Static<typeof CloneEventBody>;

/** The blank event the UI starts from. */
export const EventTemplate = Type.Object({
  title: Type.String(),
  status: Type.String(),
  description: Type.String(),
  duration: Type.Integer(),
  color_schema: Type.String(),
  event_type: Type.String(),
  type: Type.String(),
  availability_type: Type.String(),
  availability_id: Type.Union([Type.Integer(), Type.Null()]),
  max_book_per_slot: Type.Integer(),
  is_display_spots: Type.Boolean(),
  location_type: Type.String(),
  location_heading: Type.String(),
  location_settings: Type.Array(LocationSetting),
  settings: EventSettingsAnswer,
});

/** The booking dialog's view of an event (`calendar_event` of the host's free-slots answer). */
export const BookingWidget = Type.Object({
  slot: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    duration: Type.Integer(),
    type: Type.String(),
    event_type: Type.String(),
    is_display_spots: Type.Boolean(),
    location_settings: Type.Array(LocationSetting),
    settings: EventSettingsAnswer,
    min_lookup_date: Type.String({ description: 'Now, `YYYY-MM-DD HH:MM:SS` UTC.' }),
    min_bookable_date: Type.String({
      description: 'The earliest start the minimum notice allows, `YYYY-MM-DD HH:MM:SS` UTC.',
    }),
    max_lookup_date: Type.Union([Type.String(), Type.Literal(false)], {
      description: '`YYYY-MM-DD 23:59:59` (last bookable date), false when unlimited.',
    }),
  }),
  author_profile: AuthorProfile,
  form_fields: Type.Array(
    Type.Composite([
      BookingField,
      Type.Object({ is_visible: Type.Boolean({ description: 'Shown on the form: `enabled`.' }) }),
    ]),
    { description: 'The questions of the booking form.' },
  ),
});

/** An event's stored settings, as a clone's answer lists them. */
export const EventMeta = Type.Object({
  id: Type.Integer(),
  object_type: Type.String(),
  object_id: Type.Integer(),
  key: Type.String({ examples: ['booking_fields'] }),
  value: Type.Unknown(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
