/**
 * The event settings about the guest and the hosts' schedules: the guest rules (`can_not_cancel`,
 * `can_not_reschedule`, `requires_confirmation`), `custom_redirect`, `multiple_booking` and
 * `hosts_schedules`. FluentBooking's defaults, a tolerant read of what is stored (older rows,
 * flags stored as `"yes"`), and the merge of a write with its checks.
 */
import type { FieldErrors } from '../../../errors.js';
import { isHttpUrl } from '../../../shared/sanitize.js';
import type { EventSettings, EventSettingsInput } from './event-settings.schemas.js';
import { GUEST_RULE_TYPES, NOTICE_UNITS } from './event-settings.schemas.js';

type GuestKeys =
  | 'can_not_cancel'
  | 'can_not_reschedule'
  | 'requires_confirmation'
  | 'custom_redirect'
  | 'multiple_booking'
  | 'hosts_schedules';
export type GuestSettings = Pick<EventSettings, GuestKeys>;

const condition = () => ({ unit: 'minutes' as const, value: 30 });

export function defaultGuestSettings(): GuestSettings {
  return {
    can_not_cancel: {
      enabled: false,
      type: 'always',
      message: 'Sorry! you can not cancel this',
      condition: condition(),
    },
    can_not_reschedule: {
      enabled: false,
      type: 'always',
      message: 'Sorry! you can not reschedule this',
      condition: condition(),
    },
    requires_confirmation: { enabled: false, type: 'always', condition: condition() },
    custom_redirect: { enabled: false, redirect_url: '', is_query_string: 'no', query_string: '' },
    multiple_booking: { enabled: false, limit: 5 },
    hosts_schedules: {},
  };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const truthy = (v: unknown) => v === true || v === 'yes' || v === 'true' || v === 1 || v === '1';
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const count = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

function readCondition(value: unknown, fallback: { unit: string; value: number }) {
  const c = record(value);
  return {
    unit: oneOf(c.unit, NOTICE_UNITS, oneOf(fallback.unit, NOTICE_UNITS, 'minutes')),
    value: count(c.value, fallback.value),
  };
}

function readRule<T extends GuestSettings['requires_confirmation']>(value: unknown, d: T): T {
  const r = record(value);
  const rule = {
    ...d,
    enabled: truthy(r.enabled),
    type: oneOf(r.type, GUEST_RULE_TYPES, d.type),
    condition: readCondition(r.condition, d.condition),
  };
  return 'message' in d ? { ...rule, message: text(r.message, String(d.message)) } : rule;
}

/**
 * The stored keys over the defaults. FluentBooking's older `can_cancel: "no"` (and
 * `can_reschedule`) means "never", as the plugin reads it.
 */
export function readGuestSettings(stored: Record<string, unknown>): GuestSettings {
  const d = defaultGuestSettings();
  const legacy = (key: 'can_cancel' | 'can_reschedule', rule: typeof d.can_not_cancel) =>
    stored[key] === 'no' ? { ...rule, enabled: true } : rule;
  const redirect = record(stored.custom_redirect);
  const multiple = record(stored.multiple_booking);
  const schedules = Object.entries(record(stored.hosts_schedules))
    .map(([host, id]) => [host, Number(id)] as const)
    .filter(([host, id]) => /^[1-9][0-9]*$/.test(host) && Number.isSafeInteger(id) && id > 0);
  return {
    can_not_cancel:
      'can_not_cancel' in stored
        ? readRule(stored.can_not_cancel, d.can_not_cancel)
        : legacy('can_cancel', d.can_not_cancel),
    can_not_reschedule:
      'can_not_reschedule' in stored
        ? readRule(stored.can_not_reschedule, d.can_not_reschedule)
        : legacy('can_reschedule', d.can_not_reschedule),
    requires_confirmation: readRule(stored.requires_confirmation, d.requires_confirmation),
    custom_redirect: {
      enabled: truthy(redirect.enabled),
      redirect_url: text(redirect.redirect_url, ''),
      is_query_string: redirect.is_query_string === 'yes' ? 'yes' : 'no',
      query_string: text(redirect.query_string, ''),
    },
    multiple_booking: { enabled: false, limit: count(multiple.limit, 5) || 5 },
    hosts_schedules: Object.fromEntries(schedules),
  };
}

function mergeRule<T extends GuestSettings['requires_confirmation']>(
  current: T,
  input: Partial<Omit<T, 'condition'>> & { condition?: Partial<T['condition']> },
): T {
  const { condition: c, ...rest } = input;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  const definedCondition = Object.fromEntries(
    Object.entries(c ?? {}).filter(([, v]) => v !== undefined),
  );
  return { ...current, ...defined, condition: { ...current.condition, ...definedCondition } };
}

/**
 * Merges the guest keys of `input` into `s`. `hosts_schedules` is checked and merged by the
 * event writer (`hosts-schedules.ts`), which reads the schedules; here it is only kept to the
 * team's members.
 */
export function mergeGuestSettings(
  s: EventSettings,
  i: EventSettingsInput,
  path: string,
  errors: FieldErrors,
): void {
  if (i.can_not_cancel) s.can_not_cancel = mergeRule(s.can_not_cancel, i.can_not_cancel);
  if (i.can_not_reschedule) {
    s.can_not_reschedule = mergeRule(s.can_not_reschedule, i.can_not_reschedule);
  }
  if (i.requires_confirmation) {
    s.requires_confirmation = mergeRule(s.requires_confirmation, i.requires_confirmation);
  }
  for (const key of ['can_not_cancel', 'can_not_reschedule'] as const) {
    s[key].message = s[key].message.trim();
  }
  if (i.custom_redirect) {
    const given = Object.entries(i.custom_redirect).filter(([, v]) => v !== undefined);
    s.custom_redirect = { ...s.custom_redirect, ...Object.fromEntries(given) };
    s.custom_redirect.redirect_url = s.custom_redirect.redirect_url.trim();
    s.custom_redirect.query_string = s.custom_redirect.query_string.trim().replace(/^[?&]+/, '');
  }
  const redirect = s.custom_redirect;
  if (redirect.redirect_url !== '' && !isHttpUrl(redirect.redirect_url)) {
    errors[`${path}custom_redirect.redirect_url`] = {
      url: 'The redirect_url must be an absolute http(s) URL.',
    };
  } else if (redirect.enabled && redirect.redirect_url === '') {
    errors[`${path}custom_redirect.redirect_url`] = {
      required: 'The redirect_url is required when the custom redirect is enabled.',
    };
  }
  if (/[{}\s#]/.test(redirect.query_string)) {
    errors[`${path}custom_redirect.query_string`] = {
      format:
        'The query_string is appended as it is (name=value&...): placeholders, spaces and # ' +
        'are not supported.',
    };
  }
  if (i.multiple_booking?.enabled === true) {
    errors[`${path}multiple_booking.enabled`] = {
      unsupported:
        'Booking several slots in one request is not supported: each booking is one slot, ' +
        'so multiple_booking.enabled must be false.',
    };
  }
  if (i.multiple_booking?.limit !== undefined) s.multiple_booking.limit = i.multiple_booking.limit;
  const members = new Set(s.team_members.map(String));
  s.hosts_schedules = Object.fromEntries(
    Object.entries(s.hosts_schedules).filter(([host]) => members.has(host)),
  );
}
