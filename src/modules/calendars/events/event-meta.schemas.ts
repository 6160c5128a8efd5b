/** Schemas of an event's locations and of its meta: booking fields, notifications, payment. */
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { stringEnum as literals } from '../../../http/string-enum.js';

export const LOCATION_TYPES = [
  'in_person_guest',
  'in_person_organizer',
  'phone_guest',
  'phone_organizer',
  'online_meeting',
  // Conferencing: the host's connected Google, Microsoft or Zoom account makes each booking's
  // meeting (booking meta `online_meeting`).
  'google_meet',
  'ms_teams',
  'zoom_meeting',
  'custom',
] as const;

export const LocationSetting = Type.Object({
  type: Type.String(),
  title: Type.String(),
  display_on_booking: Type.Boolean(),
  description: Type.String(),
  meeting_link: Type.String(),
  host_phone_number: Type.String(),
});
export type LocationSetting = Static<typeof LocationSetting>;

export const LocationSettingInput = Type.Object({
  type: literals(LOCATION_TYPES),
  title: Type.Optional(Type.String({ maxLength: 192 })),
  display_on_booking: Type.Optional(Type.Boolean()),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  meeting_link: Type.Optional(Type.String({ maxLength: 2048 })),
  host_phone_number: Type.Optional(Type.String({ maxLength: 50 })),
});
export type LocationSettingInput = Static<typeof LocationSettingInput>;

export const BOOKING_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'phone',
  'dropdown',
  'radio',
  'checkbox',
  'checkbox-group',
  'multi-select',
  'date',
  'hidden',
  'terms-and-conditions',
  'multi-guests',
] as const;

export const BookingField = Type.Object({
  name: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }),
  type: literals(BOOKING_FIELD_TYPES),
  label: Type.String({ maxLength: 192 }),
  placeholder: Type.String({ maxLength: 192 }),
  help_text: Type.String({ maxLength: 1000 }),
  required: Type.Boolean(),
  enabled: Type.Boolean(),
  system_defined: Type.Boolean(),
  disable_alter: Type.Boolean(),
  options: Type.Array(Type.String({ maxLength: 192 }), { maxItems: 100 }),
  limit: Type.Union([Type.Integer({ minimum: 1, maximum: 100 }), Type.Null()]),
  index: Type.Integer(),
});
export type BookingField = Static<typeof BookingField>;

export const BookingFieldInput = Type.Composite([
  Type.Pick(BookingField, ['name', 'type', 'label']),
  Type.Partial(Type.Omit(BookingField, ['name', 'type', 'label', 'index'])),
]);
export type BookingFieldInput = Static<typeof BookingFieldInput>;

export const NOTIFICATION_KEYS = [
  'booking_conf_attendee',
  'booking_conf_host',
  'reminder_to_attendee',
  'reminder_to_host',
  'cancelled_by_attendee',
  'cancelled_by_host',
  'rescheduled_by_attendee',
  'rescheduled_by_host',
  'booking_request_host',
  'booking_request_attendee',
  'declined_by_host',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

const ReminderTime = Type.Object({
  unit: literals(['minutes', 'hours', 'days'] as const),
  value: Type.Integer({ minimum: 1, maximum: 100_000 }),
});
const NotificationEmail = Type.Object({
  subject: Type.String({ maxLength: 500 }),
  body: Type.String({ maxLength: 50_000 }),
  additional_recipients: Type.String({ maxLength: 1000 }),
  times: Type.Array(ReminderTime, { maxItems: 5 }),
});
export const Notification = Type.Object({
  enabled: Type.Boolean(),
  title: Type.String({ maxLength: 192 }),
  is_host: Type.Boolean(),
  email: NotificationEmail,
});
export type Notification = Static<typeof Notification>;

const byKey = <T extends TObject>(item: T, optional: boolean) =>
  Type.Object(
    Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, optional ? Type.Optional(item) : item])),
  );

export const Notifications = byKey(Notification, false);
export type Notifications = Record<NotificationKey, Notification>;
export const NotificationInput = Type.Object({
  enabled: Type.Optional(Type.Boolean()),
  title: Type.Optional(Type.String({ maxLength: 192 })),
  is_host: Type.Optional(Type.Boolean()),
  email: Type.Optional(Type.Partial(NotificationEmail)),
});
export type NotificationInput = Static<typeof NotificationInput>;
export const NotificationsInput = byKey(NotificationInput, true);
export type NotificationsInput = Partial<Record<NotificationKey, NotificationInput>>;
