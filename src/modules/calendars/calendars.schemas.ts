import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { EnvelopeFields, pageQuery } from '../../http/pagination.js';
import { Id, Timestamp } from '../../http/schemas.js';
import { AuthorProfile, CreateEventBody, Event, LocationFields } from './events/events.schemas.js';
import { paginatorFields } from '../../http/paginator.js';
import { stringEnum as literals } from '../../http/string-enum.js';

export const CALENDAR_TYPES = ['simple', 'team'] as const;

/** A calendar as FluentBooking answers it. */
export const CalendarFields = {
  id: Type.Integer(),
  hash: Type.String(),
  user_id: Type.Integer(),
  account_id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  slug: Type.String(),
  media_id: Type.Integer(),
  description: Type.String(),
  settings: Type.Object({}, { additionalProperties: true }),
  status: Type.String(),
  type: Type.String(),
  event_type: Type.String(),
  account_type: Type.String(),
  visibility: Type.String(),
  author_timezone: Type.String(),
  max_book_per_slot: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
};

/** A calendar's own record (a booking's `calendar`, a listed event's `calendar`). */
export const CalendarRecord = Type.Object(CalendarFields);

/** An event as a calendar answer lists it: whole, with its calendar and its hosts' profiles. */
export const ListedEvent = Type.Composite([
  Event,
  Type.Object({
    location_fields: LocationFields,
    price_total: Type.Number({
      description:
        'What one booking at the default duration costs, in major units (0 for free events).',
    }),
    author_profiles: Type.Array(AuthorProfile, {
      description: 'The profiles of the team members who host it (empty for a one-host event).',
    }),
    calendar: CalendarRecord,
  }),
]);

/** The calendar owner's account, as FluentBooking names its fields. */
export const CalendarUser = Type.Object({
  ID: Type.Integer(),
  user_login: Type.String(),
  user_nicename: Type.String(),
  user_email: Type.String({
    description: 'Empty unless the caller is the owner or reads every calendar.',
  }),
  user_registered: Type.String({ description: 'YYYY-MM-DD HH:MM:SS, UTC' }),
  display_name: Type.String(),
  full_name: Type.String(),
});

/** A calendar plus the listing extras (`public_url`, `author_profile`, `user`, `slots`). */
export const Calendar = Type.Object({
  ...CalendarFields,
  public_url: Type.String(),
  author_profile: AuthorProfile,
  user: Type.Union([CalendarUser, Type.Null()], {
    description: 'The owner, or null when the account was deleted.',
  }),
  event_order: Type.Array(Type.Integer(), {
    description:
      'The custom order of the events (ids; `POST /calendars/{id}/event-order`). The events in ' +
      '`slots` follow it; events it does not list come after, in the order they were created.',
  }),
  slots: Type.Array(ListedEvent),
});

export const EventOrderBody = Type.Object({
  event_order: Type.Array(Id, { maxItems: 500, description: 'Event ids of this calendar.' }),
});
export type EventOrderBody = Static<typeof EventOrderBody>;

export const CheckSlugBody = Type.Object({
  slug: Type.String({ maxLength: 200 }),
  type: Type.Optional(
    literals(['calendar', 'event'] as const, {
      description: '`calendar` (the default) or `event` (a slug among the events of calendar_id).',
    }),
  ),
  calendar_id: Type.Optional(
    Type.Union([Id, Type.Literal('')], {
      description:
        'The calendar being renamed (it may keep its slug), or the calendar of the event.',
    }),
  ),
});
export type CheckSlugBody = Static<typeof CheckSlugBody>;
export const SlugAvailable = Type.Object({
  status: Type.Literal(true),
  slug: Type.String({ description: 'The slug checked, trimmed.' }),
});

export const CalendarListQuery = Type.Object({
  ...pageQuery(),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(literals(['simple', 'team', 'event', 'all'] as const)),
  view: Type.Optional(literals(['flat', 'paginator'] as const)),
  with: Type.Optional(
    Type.Array(Type.String({ maxLength: 64 }), {
      maxItems: 10,
      description: '`calendar_event_lists` adds the calendars and their events by type.',
    }),
  ),
  query: Type.Optional(
    Type.Object({
      search: Type.Optional(Type.String({ maxLength: 100 })),
      calendarType: Type.Optional(literals(['simple', 'team', 'event', 'all'] as const)),
    }),
  ),
});
export type CalendarListQuery = Static<typeof CalendarListQuery>;

/** A calendar and its events, as FluentBooking's event pickers list them. */
export const CalendarEventList = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.String(),
  options: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
});

const CalendarPage = Type.Object({ data: Type.Array(Calendar), ...paginatorFields });

/**
 * The paginator object, or with `view=flat` the bare array. One schema of both types rather than
 * a union: the answer's serializer then tells the two forms apart by their type, where a union
 * makes it validate the whole answer against the first form before writing it.
 */
const CalendarsField = Type.Unsafe<Static<typeof CalendarPage> | Static<typeof Calendar>[]>({
  type: ['object', 'array'],
  properties: CalendarPage.properties,
  required: CalendarPage.required,
  items: Calendar,
});

export const CalendarList = Type.Object({
  calendars: CalendarsField,
  ...EnvelopeFields,
  calendar_event_lists: Type.Optional(
    Type.Object(
      {
        hosts: Type.Array(CalendarEventList),
        teams: Type.Array(CalendarEventList),
        events: Type.Array(CalendarEventList),
      },
      { description: 'With `with[]=calendar_event_lists`: every readable calendar, by type.' },
    ),
  ),
});

const CalendarInputFields = {
  type: literals(CALENDAR_TYPES),
  title: Type.String({ minLength: 1, maxLength: 192 }),
  slug: Type.String({ minLength: 1, maxLength: 150 }),
  author_timezone: Type.String({ minLength: 1, maxLength: 64 }),
  description: Type.String({ maxLength: 20_000 }),
};

/** FluentBooking's admin sends `""` for a title, slug or user it leaves to the defaults. */
const orEmpty = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Literal('')]);

export const CalendarInput = Type.Partial(
  Type.Object({
    ...CalendarInputFields,
    title: orEmpty(CalendarInputFields.title),
    slug: orEmpty(CalendarInputFields.slug),
    user_id: orEmpty(Id),
    slot: CreateEventBody,
  }),
);
export type CalendarInput = Static<typeof CalendarInput>;

/** FluentBooking's `{ calendar: {...} }` or the same fields at the top level. */
export const CreateCalendarBody = Type.Composite([
  Type.Object({ calendar: Type.Optional(CalendarInput) }),
  CalendarInput,
]);
export type CreateCalendarBody = Static<typeof CreateCalendarBody>;

export const CalendarPatchInput = Type.Partial(
  Type.Object({
    title: CalendarInputFields.title,
    slug: CalendarInputFields.slug,
    author_timezone: CalendarInputFields.author_timezone,
    description: CalendarInputFields.description,
    visibility: literals(['public', 'private'] as const),
  }),
);
export type CalendarPatchInput = Static<typeof CalendarPatchInput>;
export const UpdateCalendarBody = Type.Composite([
  Type.Object({ calendar: Type.Optional(CalendarPatchInput) }),
  CalendarPatchInput,
]);
export type UpdateCalendarBody = Static<typeof UpdateCalendarBody>;

export const CreatedCalendar = Type.Object({
  message: Type.String(),
  calendar: Calendar,
  slot: Type.Union([Event, Type.Null()]),
});
export const CalendarAnswer = Type.Object({ calendar: Calendar });
export const UpdatedCalendar = Type.Object({ message: Type.String(), calendar: Calendar });
