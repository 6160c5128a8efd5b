/** An event's meta values: read over their defaults, and checked before they are stored. */
import type { Db } from '../../../db/database.js';
import { findPaymentConfig } from '../../payments/index.js';
import { plainText, sanitizeEmailBody } from '../../../shared/sanitize.js';
import {
  completeField,
  defaultBookingFields,
  defaultNotifications,
  defaultPaymentSettings,
  REQUIRED_FIELDS,
} from './event-meta-defaults.js';
import {
  NOTIFICATION_KEYS,
  type BookingField,
  type BookingFieldInput,
  type Notification,
  type Notifications,
  type NotificationsInput,
} from './event-meta.schemas.js';
import { parseJson } from '../../../shared/json.js';
import type { FieldErrors } from '../../../errors.js';
import type { PaymentSettings } from '../../payments/index.js';
import type { PaymentSettingsInput } from '../../payments/index.js';
import type { PaymentConfig } from '../../payments/index.js';

export const BOOKING_FIELDS_KEY = 'booking_fields';
export const NOTIFICATIONS_KEY = 'email_notifications';
export const PAYMENT_KEY = 'payment_settings';

const CHOICE_TYPES = new Set(['dropdown', 'radio', 'checkbox-group', 'multi-select']);

export function readBookingFields(value: string | undefined): BookingField[] {
  return parseJson<BookingField[] | null>(value, null) ?? defaultBookingFields();
}

export function readNotifications(value: string | undefined): Notifications {
  const stored = parseJson<Partial<Notifications>>(value, {});
  const defaults = defaultNotifications();
  for (const key of NOTIFICATION_KEYS) {
    const saved = stored[key];
    if (saved)
      defaults[key] = {
        ...defaults[key],
        ...saved,
        email: { ...defaults[key].email, ...saved.email },
      };
  }
  return defaults;
}

export function readPaymentSettings(value: string | undefined, duration: number): PaymentSettings {
  return { ...defaultPaymentSettings(duration), ...parseJson<Partial<PaymentSettings>>(value, {}) };
}

/**
 * A whole new booking form. Names are unique; choice fields need options; `name` and `email`
 * always stay, enabled and required (added back from the defaults when a body leaves them out).
 */
export function checkBookingFields(
  input: readonly BookingFieldInput[],
  errors: FieldErrors,
): BookingField[] {
  const seen = new Set<string>();
  const fields = input.map((f, i) => {
    if (seen.has(f.name))
      errors[`fields.${i}.name`] = { distinct: `The field name ${f.name} is used twice.` };
    seen.add(f.name);
    const options = (f.options ?? []).map(plainText).filter(Boolean);
    if (CHOICE_TYPES.has(f.type) && options.length === 0) {
      errors[`fields.${i}.options`] = { required: `The ${f.type} field ${f.name} needs options.` };
    }
    const label = plainText(f.label);
    if (!label) errors[`fields.${i}.label`] = { required: 'The label field is required.' };
    return completeField(
      {
        ...f,
        label,
        options,
        placeholder: plainText(f.placeholder ?? ''),
        help_text: plainText(f.help_text ?? ''),
      },
      i,
    );
  });
  const defaults = defaultBookingFields();
  for (const name of [...REQUIRED_FIELDS].reverse()) {
    const existing = fields.find((f) => f.name === name);
    if (existing) Object.assign(existing, { enabled: true, required: true, system_defined: true });
    else fields.unshift(defaults.find((f) => f.name === name) as BookingField);
  }
  return fields.map((f, index) => ({ ...f, index }));
}

function mergeNotification(
  current: Notification,
  input: NonNullable<NotificationsInput[keyof NotificationsInput]>,
) {
  const email = { ...current.email };
  if (input.email?.subject !== undefined) email.subject = plainText(input.email.subject);
  if (input.email?.body !== undefined) email.body = sanitizeEmailBody(input.email.body);
  if (input.email?.additional_recipients !== undefined) {
    email.additional_recipients = plainText(input.email.additional_recipients);
  }
  if (input.email?.times)
    email.times = input.email.times.map(({ unit, value }) => ({ unit, value }));
  return {
    enabled: input.enabled ?? current.enabled,
    title: input.title !== undefined ? plainText(input.title) : current.title,
    is_host: input.is_host ?? current.is_host,
    email,
  };
}

/** Patch: notifications and fields that are absent keep their value. */
export function mergeNotifications(
  current: Notifications,
  input: NotificationsInput,
): Notifications {
  const next = structuredClone(current);
  for (const key of NOTIFICATION_KEYS) {
    const given = input[key];
    if (given) next[key] = mergeNotification(current[key], given);
  }
  return next;
}

/** Patch over the stored settings; keys not in the schema are not stored. */
export function mergePaymentSettings(
  current: PaymentSettings,
  input: PaymentSettingsInput,
): PaymentSettings {
  const next = { ...current };
  for (const key of Object.keys(current) as (keyof PaymentSettings)[]) {
    if (input[key] !== undefined) Object.assign(next, { [key]: input[key] });
  }
  next.items = next.items.map(({ title, value }) => ({ title: plainText(title), value }));
  return next;
}

/** The event's pricing `type`, from its payment settings. */
export function pricingType(settings: PaymentSettings): string {
  if (settings.enabled !== 'yes') return 'free';
  return settings.driver === 'native' ? 'paid' : settings.driver;
}

/** Which payment methods are configured, from the stored payment settings. */
export function paymentConfig(db: Db): Promise<PaymentConfig> {
  return findPaymentConfig(db);
}
