import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { EnvelopeFields, pageQuery } from '../../http/pagination.js';
import { Id, Timestamp } from '../../http/schemas.js';
import { AuthorProfile, CreateEventBody, Event, EventSummary } from './events/events.schemas.js';
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

/** A calendar plus the listing extras (`public_url`, `author_profile`, `slots`). */
export const Calendar = Type.Object({
  ...CalendarFields,
  public_url: Type.String(),
  author_profile: AuthorProfile,
  slots: Type.Array(EventSummary),
});

export const CalendarListQuery = Type.Object({
  ...pageQuery(),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(literals(['simple', 'team', 'event', 'all'] as const)),
  view: Type.Optional(literals(['flat', 'paginator'] as const)),
  query: Type.Optional(
    Type.Object({
      search: Type.Optional(Type.String({ maxLength: 100 })),
      calendarType: Type.Optional(literals(['simple', 'team', 'event', 'all'] as const)),
    }),
  ),
  with: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 10 })),
});
export type CalendarListQuery = Static<typeof CalendarListQuery>;

export const CalendarList = Type.Object({
  calendars: Type.Union([
    Type.Object({ data: Type.Array(Calendar), ...paginatorFields }),
    Type.Array(Calendar),
  ]),
  ...EnvelopeFields,
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
