/** Bodies and answers of an event's settings sub-resources (availability, limits, meta). */
import { Type, type TSchema } from '@sinclair/typebox';
import { Order, OrderItem } from '../../payments/index.js';
import { Id } from '../../../http/schemas.js';
import { stringEnum } from '../../../http/string-enum.js';
import {
  BookingField,
  BookingFieldInput,
  Notifications,
  NotificationsInput,
} from './event-meta.schemas.js';
import {
  AVAILABILITY_KEYS,
  EventSettings,
  EventSettingsInput,
  LIMIT_KEYS,
} from './event-settings.schemas.js';
import { Event } from './events.schemas.js';
import { PaymentSettings } from '../../payments/index.js';
import { PaymentSettingsInput } from '../../payments/index.js';
import { PaymentConfig } from '../../payments/index.js';

const AvailabilitySettingsInput = Type.Pick(EventSettingsInput, AVAILABILITY_KEYS);
const LimitSettingsInput = Type.Pick(EventSettingsInput, LIMIT_KEYS);

/**
 * `{ availability_type, availability_id, settings: {...} }`. FluentBooking's client sends the
 * schedule and its range on top (`schedule_type`, `weekly_schedules`, `date_overrides`,
 * `range_type`, `range_days`, `range_date_between`, `hosts_schedules`); on top they win over
 * `settings`.
 */
export const EventAvailabilityBody = Type.Object({
  availability_type: Type.Optional(stringEnum(['existing_schedule', 'custom'])),
  availability_id: Type.Optional(Type.Union([Id, Type.Null()])),
  ...AvailabilitySettingsInput.properties,
  settings: Type.Optional(AvailabilitySettingsInput),
});

export const ScheduleOption = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  title: Type.String(),
  default: Type.Boolean(),
  timezone: Type.String(),
});

export const EventAvailability = Type.Object({
  availability_type: Type.String(),
  availability_id: Type.Union([Type.Integer(), Type.Null()]),
  timezone: Type.String({ description: 'The zone the schedule is read in.' }),
  settings: Type.Pick(EventSettings, AVAILABILITY_KEYS),
  schedule_options: Type.Array(ScheduleOption),
});

/** `{ settings: {...} }` or the same keys on top. */
export const EventLimitsBody = Type.Composite([
  LimitSettingsInput,
  Type.Object({ settings: Type.Optional(LimitSettingsInput) }),
]);
export const EventLimits = Type.Object({ settings: Type.Pick(EventSettings, LIMIT_KEYS) });

export const EventSaved = Type.Object({ message: Type.String(), event: Event });

export const BookingFieldsBody = Type.Object({
  fields: Type.Array(BookingFieldInput, { minItems: 1, maxItems: 50 }),
});
export const BookingFields = Type.Object({ fields: Type.Array(BookingField) });
export const BookingFieldsSaved = Type.Object({
  message: Type.String(),
  fields: Type.Array(BookingField),
});

export const NotificationsBody = Type.Object({ notifications: NotificationsInput });
export const NotificationsAnswer = Type.Object({ notifications: Notifications });
export const NotificationsSaved = Type.Object({
  message: Type.String(),
  notifications: Notifications,
});

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A stored order without what only a stored order has: ids, times, transactions. */
export const DraftOrder = Type.Composite(
  [
    Type.Omit(Order, [
      'id',
      'customer_id',
      'created_at',
      'updated_at',
      'items',
      'transactions',
      'total_refunded',
    ]),
    Type.Object({
      id: Type.Union([Type.Integer(), Type.Null()], {
        description: 'Null: a draft is not stored.',
      }),
      customer_id: Nullable(Type.Integer()),
      created_at: Nullable(Type.String()),
      updated_at: Nullable(Type.String()),
      items: Type.Array(
        Type.Pick(OrderItem, ['item_name', 'quantity', 'item_price', 'item_total']),
      ),
    }),
  ],
  { description: 'The draft order a guest booking this event would get.' },
);

export const PaymentSettingsAnswer = Type.Object({
  order: Type.Union([DraftOrder, Type.Null()]),
  settings: PaymentSettings,
  config: PaymentConfig,
});
export const PaymentSettingsBody = Type.Object({ settings: PaymentSettingsInput });
export const PaymentSettingsSaved = Type.Object({
  message: Type.String(),
  settings: PaymentSettings,
});
