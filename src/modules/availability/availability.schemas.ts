import { Type, type Static } from '@sinclair/typebox';
import { EnvelopeFields, pageQuery } from '../../http/pagination.js';
import { Id, Timestamp } from '../../http/schemas.js';
import { paginatorFields } from '../../http/paginator.js';
import {
  DateOverridesInput,
  DateOverridesSchema,
  WeeklyScheduleInput,
  WeeklyScheduleSchema,
} from './schedule.js';

export const ScheduleParams = Type.Object({ schedule_id: Id });

const ScheduleSettings = Type.Object({
  default: Type.Boolean(),
  timezone: Type.String(),
  weekly_schedules: WeeklyScheduleSchema,
  date_overrides: DateOverridesSchema,
});

export const Schedule = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  title: Type.String(),
  default: Type.Boolean(),
  timezone: Type.String(),
  weekly_schedules: WeeklyScheduleSchema,
  date_overrides: DateOverridesSchema,
  settings: ScheduleSettings,
  usage_count: Type.Integer({ description: 'Events that use this schedule.' }),
  host_name: Type.String(),
  host_avatar: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const ScheduleListQuery = Type.Object({
  ...pageQuery(),
  filters: Type.Optional(
    Type.Object({ author: Type.Optional(Type.String({ pattern: '^(me|all|[0-9]{1,15})$' })) }),
  ),
});
export type ScheduleListQuery = Static<typeof ScheduleListQuery>;

export const ScheduleList = Type.Object({
  availabilities: Type.Object({ data: Type.Array(Schedule), ...paginatorFields }),
  ...EnvelopeFields,
});

const Title = Type.String({ minLength: 1, maxLength: 192 });
const TimeZone = Type.String({ minLength: 1, maxLength: 64 });
const ScheduleFields = {
  timezone: TimeZone,
  weekly_schedules: WeeklyScheduleInput,
  date_overrides: DateOverridesInput,
  default: Type.Boolean(),
};

export const CreateScheduleBody = Type.Object({
  title: Title,
  user_id: Type.Optional(Id),
  ...Type.Partial(Type.Object(ScheduleFields)).properties,
});
export type CreateScheduleBody = Static<typeof CreateScheduleBody>;

const SchedulePatch = Type.Partial(Type.Object({ title: Title, ...ScheduleFields }));
export type SchedulePatchInput = Static<typeof SchedulePatch>;

/** The plain fields, or FluentBooking's `{ schedule: { title?, settings: {...} } }`. */
export const UpdateScheduleBody = Type.Composite([
  Type.Object({
    schedule: Type.Optional(
      Type.Object({
        title: Type.Optional(Title),
        settings: Type.Optional(Type.Partial(Type.Object(ScheduleFields))),
      }),
    ),
  }),
  SchedulePatch,
]);
export type UpdateScheduleBody = Static<typeof UpdateScheduleBody>;

export const ScheduleAnswer = Type.Object({ schedule: Schedule });
export const ScheduleSaved = Type.Object({ message: Type.String(), schedule: Schedule });
export const Message = Type.Object({ message: Type.String() });

export const ScheduleUsages = Type.Object({
  usages: Type.Object({
    data: Type.Array(
      Type.Object({
        id: Type.Integer(),
        title: Type.String(),
        slug: Type.String(),
        status: Type.String(),
        duration: Type.Integer(),
        event_type: Type.String(),
        calendar_id: Type.Integer(),
        user_id: Type.Integer(),
        calendar: Type.Object({
          id: Type.Integer(),
          title: Type.String(),
          slug: Type.String(),
          type: Type.String(),
        }),
      }),
      { description: 'The event types using the schedule, newest first (at most 500).' },
    ),
    total: Type.Integer({ description: 'How many are listed.' }),
    others_count: Type.Integer({
      description: 'Event types using it in calendars the caller may not read: counted, not shown.',
    }),
  }),
});
