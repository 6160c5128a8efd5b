/**
 * Global payment settings (FluentBooking's `fluent_booking_global_payment_settings`): the store
 * currency, whether payments are on, how prices are shown, and how long an unpaid booking holds
 * its slot. Pure: defaults, merging and the public view.
 */
import { DEFAULT_CURRENCY, findCurrency, type Currency } from '../../domain/money.js';
import { validationFailed } from '../../errors.js';

export const CURRENCY_POSITIONS = ['left', 'right', 'left_space', 'right_space'] as const;
export const NUMBER_FORMATS = ['comma_separated', 'dot_separated'] as const;

export interface GlobalPaymentSettings {
  currency: string;
  is_active: 'yes' | 'no';
  currency_position: (typeof CURRENCY_POSITIONS)[number];
  number_format: (typeof NUMBER_FORMATS)[number];
  /** Unpaid bookings older than this are released (their orders marked `failed`). */
  unpaid_release_minutes: number;
}

export type GlobalSettingsInput = Partial<GlobalPaymentSettings>;

export const DEFAULT_GLOBAL_SETTINGS: GlobalPaymentSettings = {
  currency: DEFAULT_CURRENCY.code,
  is_active: 'no',
  currency_position: 'left',
  number_format: 'comma_separated',
  unpaid_release_minutes: 60,
};

/** Stored JSON over the defaults; unknown or broken values fall back to the default. */
export function readGlobalSettings(
  stored: Partial<Record<string, unknown>>,
): GlobalPaymentSettings {
  const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  const d = DEFAULT_GLOBAL_SETTINGS;
  const currency = typeof stored.currency === 'string' ? findCurrency(stored.currency) : undefined;
  const minutes = stored.unpaid_release_minutes;
  return {
    currency: currency?.code ?? d.currency,
    is_active: pick(stored.is_active, ['yes', 'no'] as const, d.is_active),
    currency_position: pick(stored.currency_position, CURRENCY_POSITIONS, d.currency_position),
    number_format: pick(stored.number_format, NUMBER_FORMATS, d.number_format),
    unpaid_release_minutes:
      typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0
        ? minutes
        : d.unpaid_release_minutes,
  };
}

/** Input over stored settings; the currency must be an ISO 4217 code (422 otherwise). */
export function mergeGlobalSettings(
  current: GlobalPaymentSettings,
  input: GlobalSettingsInput,
): GlobalPaymentSettings {
  const next = { ...current };
  if (input.currency !== undefined) {
    const currency = findCurrency(input.currency);
    if (!currency) {
      throw validationFailed({
        currency: { currency: `${input.currency} is not an ISO 4217 currency code.` },
      });
    }
    next.currency = currency.code;
  }
  if (input.is_active !== undefined) next.is_active = input.is_active;
  if (input.currency_position !== undefined) next.currency_position = input.currency_position;
  if (input.number_format !== undefined) next.number_format = input.number_format;
  if (input.unpaid_release_minutes !== undefined) {
    next.unpaid_release_minutes = input.unpaid_release_minutes;
  }
  return next;
}

export function currencyOf(settings: GlobalPaymentSettings): Currency {
  return findCurrency(settings.currency) ?? DEFAULT_CURRENCY;
}

/** The answer's form: the stored settings plus what follows from the currency. */
export function presentGlobalSettings(settings: GlobalPaymentSettings) {
  const currency = currencyOf(settings);
  return {
    ...settings,
    currency_name: currency.name,
    currency_sign: currency.sign,
    decimal_points: currency.decimals,
  };
}

/** Orders created before this instant and still unpaid are released. */
export function releaseCutoff(settings: GlobalPaymentSettings, now: number): number {
  return now - settings.unpaid_release_minutes * 60_000;
}
