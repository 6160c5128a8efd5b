/**
 * FluentBooking's event `settings` object with real types. The output schema
 * lists every key; the input schema makes every key (and every nested key) optional, because
 * writes merge into the stored settings.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Id } from '../../../http/schemas.js';
import {
  DateOverridesInput,
  DateOverridesSchema,
  WeeklyScheduleInput,
  WeeklyScheduleSchema,
} from '../../availability/index.js';
import { stringEnum as literals } from '../../../http/string-enum.js';

export const RANGE_TYPES = ['range_days', 'range_date_between', 'range_indefinite'] as const;
export const NOTICE_UNITS = ['minutes', 'hours', 'days', 'weeks'] as const;
export const LIMIT_UNITS = ['per_day', 'per_week', 'per_month'] as const;

const Minutes = Type.Integer({ minimum: 0, maximum: 1440 });
const Duration = Type.Integer({ minimum: 5, maximum: 1440 });
const LimitRule = Type.Object({
  unit: literals(LIMIT_UNITS),
  value: Type.Integer({ minimum: 1, maximum: 100_000 }),
});

const LimitSetting = Type.Object({
  enabled: Type.Boolean(),
  limits: Type.Array(LimitRule, { maxItems: 3 }),
});
const Notice = Type.Object({
  value: Type.Integer({ minimum: 0, maximum: 100_000 }),
  unit: literals(NOTICE_UNITS),
});
const MultiDuration = Type.Object({
  enabled: Type.Boolean(),
  default_duration: Duration,
  available_durations: Type.Array(Duration, { maxItems: 20 }),
});
const LockTimezone = Type.Object({
  enabled: Type.Boolean(),
  timezone: Type.String({ maxLength: 64 }),
});
export const GUEST_RULE_TYPES = ['always', 'conditional'] as const;
/** `conditional`: the rule applies only within `condition` of the booking's start. */
const RuleCondition = Type.Object({
  unit: literals(NOTICE_UNITS),
  value: Type.Integer({ minimum: 0, maximum: 100_000 }),
});
const Confirmation = Type.Object({
  enabled: Type.Boolean(),
  type: literals(GUEST_RULE_TYPES),
  condition: RuleCondition,
});
const GuestRule = Type.Object({
  enabled: Type.Boolean(),
  type: literals(GUEST_RULE_TYPES),
  message: Type.String({ maxLength: 500 }),
  condition: RuleCondition,
});
const CustomRedirect = Type.Object({
  enabled: Type.Boolean(),
  redirect_url: Type.String({ maxLength: 2000 }),
  is_query_string: literals(['yes', 'no'] as const),
  query_string: Type.String({ maxLength: 1000 }),
});
const MultipleBooking = Type.Object({
  enabled: Type.Boolean({ description: 'Always false: Slotbook books one slot per request.' }),
  limit: Type.Integer({ minimum: 1, maximum: 100 }),
});
/** Host id (decimal) to availability schedule id. */
const HostsSchedules = <T extends TSchema>(value: T, description: string) =>
  Type.Record(Type.String({ pattern: '^[1-9][0-9]{0,15}$' }), value, {
    additionalProperties: false,
    maxProperties: 51,
    description,
  });

export const EventSettings = Type.Object({
  schedule_type: Type.Literal('weekly_schedules'),
  weekly_schedules: WeeklyScheduleSchema,
  date_overrides: DateOverridesSchema,
  range_type: literals(RANGE_TYPES),
  range_days: Type.Integer(),
  range_date_between: Type.Array(Type.String()),
  schedule_conditions: Notice,
  buffer_time_before: Type.Integer(),
  buffer_time_after: Type.Integer(),
  slot_interval: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Minutes between slot starts; null means the duration.',
  }),
  team_members: Type.Array(Type.Integer()),
  multi_duration: MultiDuration,
  booking_frequency: LimitSetting,
  booking_duration: LimitSetting,
  lock_timezone: LockTimezone,
  booking_title: Type.String(),
  submit_button_text: Type.String(),
  can_not_cancel: GuestRule,
  can_not_reschedule: GuestRule,
  requires_confirmation: Confirmation,
  custom_redirect: CustomRedirect,
  multiple_booking: MultipleBooking,
  hosts_schedules: HostsSchedules(
    Type.Integer(),
    "The availability schedule of each host: the owner's is the event's `availability_id`; " +
      'a team member without an entry uses their default schedule.',
  ),
});
export type EventSettings = Static<typeof EventSettings>;
export type LimitSetting = Static<typeof LimitSetting>;

/** A guest rule's keys, each optional, its condition too. */
const partialRule = <T extends typeof GuestRule | typeof Confirmation>(rule: T) =>
  Type.Partial(
    Type.Composite([
      Type.Omit(rule, ['condition']),
      Type.Object({ condition: Type.Partial(RuleCondition) }),
    ]),
  );

export const EventSettingsInput = Type.Object({
  schedule_type: Type.Optional(Type.Literal('weekly_schedules')),
  weekly_schedules: Type.Optional(WeeklyScheduleInput),
  date_overrides: Type.Optional(DateOverridesInput),
  range_type: Type.Optional(literals(RANGE_TYPES)),
  range_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
  range_date_between: Type.Optional(
    Type.Array(Type.String({ maxLength: 19 }), { minItems: 2, maxItems: 2 }),
  ),
  schedule_conditions: Type.Optional(Type.Partial(Notice)),
  buffer_time_before: Type.Optional(Minutes),
  buffer_time_after: Type.Optional(Minutes),
  slot_interval: Type.Optional(Type.Union([Minutes, Type.Literal(''), Type.Null()])),
  team_members: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  multi_duration: Type.Optional(Type.Partial(MultiDuration)),
  booking_frequency: Type.Optional(Type.Partial(LimitSetting)),
  booking_duration: Type.Optional(Type.Partial(LimitSetting)),
  lock_timezone: Type.Optional(Type.Partial(LockTimezone)),
  booking_title: Type.Optional(
    Type.String({
      maxLength: 192,
      description:
        "The booking's title, with the e-mails' smart codes ({{guest.full_name}}, " +
        '{{event.title}}, {{host.name}}, ...; unknown ones are left empty); empty: ' +
        '"<event> meeting between <host> and <guest>". One line of plain text.',
    }),
  ),
  submit_button_text: Type.Optional(Type.String({ maxLength: 100 })),
  can_not_cancel: Type.Optional(partialRule(GuestRule)),
  can_not_reschedule: Type.Optional(partialRule(GuestRule)),
  requires_confirmation: Type.Optional(partialRule(Confirmation)),
  custom_redirect: Type.Optional(Type.Partial(CustomRedirect)),
  multiple_booking: Type.Optional(Type.Partial(MultipleBooking)),
  hosts_schedules: Type.Optional(
    HostsSchedules(
      Id,
      'Team events: the availability schedule of each team member (one of their own). ' +
        "The owner's entry, if sent, must be the event's schedule.",
    ),
  ),
});
export type EventSettingsInput = Static<typeof EventSettingsInput>;

/** The keys each settings sub-resource reads and writes. */
export const AVAILABILITY_KEYS = [
  'schedule_type',
  'weekly_schedules',
  'date_overrides',
  'range_type',
  'range_days',
  'range_date_between',
  'hosts_schedules',
] as const;
export const LIMIT_KEYS = [
  'schedule_conditions',
  'buffer_time_before',
  'buffer_time_after',
  'slot_interval',
  'booking_frequency',
  'booking_duration',
  'lock_timezone',
] as const;
