/** Bodies and answers of an event's settings sub-resources (availability, limits, meta). */
import { Type } from '@sinclair/typebox';
import { Id } from '../../http/schemas.js';
import { stringEnum } from '../calendars/string-enum.js';
import { DateOverridesInput, WeeklyScheduleInput } from '../availability/schedule.js';
import {
  BookingField,
  BookingFieldInput,
  Notifications,
  NotificationsInput,
  PaymentConfig,
  PaymentSettings,
  PaymentSettingsInput,
} from './event-meta.schemas.js';
import {
  AVAILABILITY_KEYS,
  EventSettings,
  EventSettingsInput,
  LIMIT_KEYS,
} from './event-settings.schemas.js';
import { Event } from './events.schemas.js';

const AvailabilitySettingsInput = Type.Pick(EventSettingsInput, AVAILABILITY_KEYS);
const LimitSettingsInput = Type.Pick(EventSettingsInput, LIMIT_KEYS);

/** `{ availability_type, availability_id, settings: {...} }`; the schedule may also sit on top. */
export const EventAvailabilityBody = Type.Object({
  availability_type: Type.Optional(stringEnum(['existing_schedule', 'custom'])),
  availability_id: Type.Optional(Type.Union([Id, Type.Null()])),
  weekly_schedules: Type.Optional(WeeklyScheduleInput),
  date_overrides: Type.Optional(DateOverridesInput),
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

const Money = Type.String({ description: 'Integer minor units (`"10000"` is 100.00).' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
export const DraftOrder = Type.Object(
  {
    id: Type.Union([Type.Integer(), Type.Null()], { description: 'Null: a draft is not stored.' }),
    status: Type.String(),
    parent_id: Type.Union([Type.Integer(), Type.Null()]),
    order_number: Type.String(),
    type: Type.String(),
    customer_id: Type.Union([Type.Integer(), Type.Null()]),
    payment_method: NullableString,
    payment_mode: Type.String(),
    payment_method_type: Type.String(),
    payment_method_title: Type.String(),
    currency: Type.String(),
    subtotal: Money,
    discount_tax: Money,
    discount_total: Money,
    shipping_tax: Money,
    shipping_total: Money,
    tax_total: Money,
    total_amount: Money,
    total_paid: Money,
    rate: Type.String(),
    note: Type.String(),
    ip_address: Type.String(),
    completed_at: NullableString,
    refunded_at: NullableString,
    uuid: Type.String(),
    created_at: NullableString,
    updated_at: NullableString,
    items: Type.Array(
      Type.Object({
        item_name: Type.String(),
        quantity: Type.Integer(),
        item_price: Money,
        item_total: Money,
      }),
    ),
  },
  { description: 'The draft order (spec 2.5) a guest booking this event would get.' },
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
