/**
 * The event's guest rules: may the guest still cancel or reschedule, and does a
 * new booking wait for the host's confirmation. Read tolerantly from the stored settings, which
 * may not carry these keys at all (then everything is allowed and nothing needs confirmation).
 * Pure: `now` comes in.
 */
import { MINUTE_MS } from './time.js';

export interface GuestRule {
  enabled: boolean;
  /** `always`, or `conditional`: only within `minutes` of the start. */
  type: 'always' | 'conditional';
  minutes: number;
  message: string;
}

const UNIT_MINUTES: Readonly<Record<string, number>> = {
  minutes: 1,
  hours: 60,
  days: 1440,
  weeks: 10_080,
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function truthy(value: unknown): boolean {
  return value === true || value === 'yes' || value === 'true' || value === 1 || value === '1';
}

/** A `can_not_cancel` / `can_not_reschedule` / `requires_confirmation` object, or its absence. */
export function readGuestRule(value: unknown, legacyAllowed?: unknown): GuestRule {
  const rule = record(value);
  const condition = record(rule.condition);
  const amount = Number(condition.value);
  const minutes = Number.isFinite(amount)
    ? amount * (UNIT_MINUTES[String(condition.unit)] ?? 1)
    : 0;
  // FluentBooking's legacy `can_cancel: 'no'` means "never".
  const legacyNo = legacyAllowed === 'no' || legacyAllowed === false;
  return {
    enabled: truthy(rule.enabled) || legacyNo,
    type: rule.type === 'conditional' && !legacyNo ? 'conditional' : 'always',
    minutes: Math.max(0, minutes),
    message: typeof rule.message === 'string' ? rule.message : '',
  };
}

/** True when the rule applies to a booking starting at `start` (the guest is refused). */
export function ruleApplies(rule: GuestRule, start: number, now: number): boolean {
  if (!rule.enabled) return false;
  if (rule.type === 'always') return true;
  return start - now < rule.minutes * MINUTE_MS;
}

export interface GuestRules {
  cancel: GuestRule;
  reschedule: GuestRule;
  confirmation: GuestRule;
  /**
   * `custom_redirect.redirect_url` when enabled, with `query_string` appended when
   * `is_query_string` is `yes`; else null.
   */
  redirectUrl: string | null;
}

export function readGuestRules(settings: unknown): GuestRules {
  const s = record(settings);
  const redirect = record(s.custom_redirect);
  const url = typeof redirect.redirect_url === 'string' ? redirect.redirect_url : '';
  const query =
    redirect.is_query_string === 'yes' && typeof redirect.query_string === 'string'
      ? redirect.query_string.replace(/^[?&]+/, '')
      : '';
  const target = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  return {
    cancel: readGuestRule(s.can_not_cancel, s.can_cancel),
    reschedule: readGuestRule(s.can_not_reschedule, s.can_reschedule),
    confirmation: readGuestRule(s.requires_confirmation),
    redirectUrl: truthy(redirect.enabled) && /^https?:\/\//i.test(url) ? target : null,
  };
}
