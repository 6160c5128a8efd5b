/**
 * The payment methods and their settings (FluentBooking Pro's keys). Pure: merging input over
 * stored settings, validation, and the public view, in which secrets are masked. Secrets are
 * stored as given and never leave the server: no answer and no log line carries them.
 */
import { validationFailed } from '../../errors.js';
import { isEmailAddress } from '../../shared/email.js';

export const METHODS = ['offline', 'stripe', 'paypal'] as const;
export type Method = (typeof METHODS)[number];

/**
 * The online gateways. A booking waiting on one of them is released when unpaid after the
 * global hold time; an offline one ("pay later": cash at the meeting, bank transfer) waits for
 * the host, since such payments arrive on their own schedule.
 */
export const ONLINE_METHODS: readonly Method[] = ['stripe', 'paypal'];

export type FieldType = 'yes_no' | 'mode' | 'text' | 'textarea' | 'email' | 'secret';
export interface Field {
  key: string;
  label: string;
  type: FieldType;
}

export type MethodSettings = Record<string, string>;

/** What a set secret looks like in answers; sending it back keeps the stored secret. */
export const SECRET_MASK = '********';

interface MethodDefinition {
  title: string;
  description: string;
  brandColor: string;
  fields: readonly Field[];
}

const common: readonly Field[] = [
  { key: 'is_active', label: 'Enabled', type: 'yes_no' },
  { key: 'payment_mode', label: 'Payment mode', type: 'mode' },
];

const DEFINITIONS: Readonly<Record<Method, MethodDefinition>> = {
  offline: {
    title: 'Offline Payment',
    description: 'Pay later: cash, bank transfer or cheque, with your instructions.',
    brandColor: '#0f172a',
    fields: [
      { key: 'is_active', label: 'Enabled', type: 'yes_no' },
      { key: 'title', label: 'Title shown to guests', type: 'text' },
      { key: 'description', label: 'Payment instructions', type: 'textarea' },
    ],
  },
  stripe: {
    title: 'Stripe',
    description: 'Cards and wallets through Stripe.',
    brandColor: '#635bff',
    fields: [
      ...common,
      { key: 'test_publishable_key', label: 'Test publishable key', type: 'text' },
      { key: 'test_secret_key', label: 'Test secret key', type: 'secret' },
      { key: 'test_webhook_secret', label: 'Test webhook signing secret', type: 'secret' },
      { key: 'live_publishable_key', label: 'Live publishable key', type: 'text' },
      { key: 'live_secret_key', label: 'Live secret key', type: 'secret' },
      { key: 'live_webhook_secret', label: 'Live webhook signing secret', type: 'secret' },
    ],
  },
  paypal: {
    title: 'PayPal',
    description: 'PayPal checkout.',
    brandColor: '#003087',
    fields: [
      ...common,
      { key: 'paypal_email', label: 'PayPal e-mail', type: 'email' },
      { key: 'test_client_id', label: 'Sandbox client id', type: 'text' },
      { key: 'test_client_secret', label: 'Sandbox client secret', type: 'secret' },
      { key: 'live_client_id', label: 'Live client id', type: 'text' },
      { key: 'live_client_secret', label: 'Live client secret', type: 'secret' },
      { key: 'webhook_id', label: 'Webhook id', type: 'text' },
    ],
  },
};

export function methodDefinition(method: Method): MethodDefinition {
  return DEFINITIONS[method];
}

export function isMethod(value: string): value is Method {
  return (METHODS as readonly string[]).includes(value);
}

export function defaultSettings(method: Method): MethodSettings {
  const defaults: MethodSettings = {};
  for (const field of DEFINITIONS[method].fields) {
    defaults[field.key] = field.type === 'yes_no' ? 'no' : field.type === 'mode' ? 'test' : '';
  }
  if (method === 'offline') defaults.title = DEFINITIONS.offline.title;
  return defaults;
}

/**
 * Input over stored settings. Absent keys keep their value and keys of other methods are
 * dropped; a secret sent as the mask or as nothing keeps the stored one, an empty string clears it.
 */
export function mergeSettings(
  method: Method,
  stored: MethodSettings,
  input: Readonly<Record<string, string | undefined>>,
): MethodSettings {
  const next = { ...defaultSettings(method), ...stored };
  for (const field of DEFINITIONS[method].fields) {
    const value = input[field.key];
    if (value === undefined) continue;
    if (field.type === 'secret' && value === SECRET_MASK) continue;
    next[field.key] = field.type === 'textarea' ? value.trim() : value.replace(/\s+/g, ' ').trim();
  }
  return next;
}

const KEY_FORMATS: Readonly<Record<string, RegExp>> = {
  webhook_id: /^[A-Za-z0-9]{1,50}$/,
  test_publishable_key: /^pk_test_[A-Za-z0-9_]+$/,
  live_publishable_key: /^pk_live_[A-Za-z0-9_]+$/,
  test_secret_key: /^(sk|rk)_test_[A-Za-z0-9_]+$/,
  live_secret_key: /^(sk|rk)_live_[A-Za-z0-9_]+$/,
  test_webhook_secret: /^whsec_[A-Za-z0-9_]+$/,
  live_webhook_secret: /^whsec_[A-Za-z0-9_]+$/,
};

/**
 * 422 unless the settings hold together. Key formats are checked so a secret pasted into a
 * public field (which answers echo) is refused instead of stored; messages never quote values.
 */
export function assertValidSettings(method: Method, settings: MethodSettings): void {
  const errors: Record<string, Record<string, string>> = {};
  for (const field of DEFINITIONS[method].fields) {
    const value = settings[field.key] ?? '';
    const format = KEY_FORMATS[field.key];
    if (value !== '' && format && !format.test(value)) {
      errors[field.key] = {
        format: `The ${field.key} does not look like a ${DEFINITIONS[method].title} ${field.label.toLowerCase()}.`,
      };
    }
    if (field.type === 'email' && value !== '' && !isEmailAddress(value)) {
      errors[field.key] = { email: 'Please enter a valid email address' };
    }
  }
  if (
    Object.keys(errors).length === 0 &&
    settings.is_active === 'yes' &&
    !isConfigured(method, settings)
  ) {
    const message =
      method === 'stripe'
        ? 'Please connect your Stripe account first.'
        : 'Please enter a valid email address';
    errors[method === 'stripe' ? `${settings.payment_mode}_secret_key` : 'paypal_email'] = {
      required: message,
    };
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** Whether the method has what it needs to take payments in its current mode. */
export function isConfigured(method: Method, settings: MethodSettings): boolean {
  const mode = settings.payment_mode === 'live' ? 'live' : 'test';
  const has = (key: string) => (settings[key] ?? '') !== '';
  if (method === 'offline') return true;
  if (method === 'stripe') return has(`${mode}_publishable_key`) && has(`${mode}_secret_key`);
  return has('paypal_email') || (has(`${mode}_client_id`) && has(`${mode}_client_secret`));
}

/**
 * Whether the guest pays online through the method: Stripe always, PayPal with a client id and
 * secret in its current mode (with only an e-mail address, the host records the payment).
 */
export function checksOutOnline(method: Method, settings: MethodSettings): boolean {
  const mode = settings.payment_mode === 'live' ? 'live' : 'test';
  const has = (key: string) => (settings[key] ?? '') !== '';
  if (method === 'stripe') return true;
  return method === 'paypal' && has(`${mode}_client_id`) && has(`${mode}_client_secret`);
}

export function isActive(settings: MethodSettings): boolean {
  return settings.is_active === 'yes';
}

/** The settings as answers show them: every secret replaced by the mask, or empty when unset. */
export function publicSettings(method: Method, settings: MethodSettings): MethodSettings {
  const view: MethodSettings = {};
  for (const field of DEFINITIONS[method].fields) {
    const value = settings[field.key] ?? '';
    view[field.key] = field.type === 'secret' && value !== '' ? SECRET_MASK : value;
  }
  return view;
}
