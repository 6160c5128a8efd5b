/**
 * Currencies and amounts. Money is an integer count of the currency's minor units (cents for
 * USD, yen for JPY, fils for KWD), converted from the decimal text hosts type with string
 * arithmetic, so `0.1 + 0.2` style float errors never reach an order. Currency data comes from
 * ISO 4217 (the `currency-codes` package), which says how many decimals each currency has.
 */
import { data as iso4217 } from 'currency-codes';

export interface Currency {
  /** ISO 4217 alphabetic code, upper case. */
  code: string;
  name: string;
  /** Digits after the decimal point: 0 for JPY, 2 for USD, 3 for KWD. */
  decimals: number;
  /** A symbol where one is widely used, else the code itself. */
  sign: string;
}

/** Symbols of common currencies; the others show their code. */
const SIGNS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CNY: '¥',
  INR: '₹',
  KRW: '₩',
  RUB: '₽',
  TRY: '₺',
  ILS: '₪',
  NGN: '₦',
  PHP: '₱',
  PLN: 'zł',
  THB: '฿',
  UAH: '₴',
  VND: '₫',
  BDT: '৳',
  BRL: 'R$',
  AUD: 'A$',
  CAD: 'CA$',
  NZD: 'NZ$',
  HKD: 'HK$',
  SGD: 'S$',
  MXN: 'MX$',
  ZAR: 'R',
  CHF: 'CHF',
  SEK: 'kr',
  NOK: 'kr',
  DKK: 'kr',
  KWD: 'KD',
};

export const CURRENCIES: readonly Currency[] = Object.freeze(
  iso4217
    .map((c) => ({
      code: c.code,
      name: c.currency,
      decimals: c.digits,
      sign: SIGNS[c.code] ?? c.code,
    }))
    .sort((a, b) => a.code.localeCompare(b.code)),
);

const BY_CODE = new Map(CURRENCIES.map((c) => [c.code, c]));

export const DEFAULT_CURRENCY: Currency = BY_CODE.get('USD') ?? {
  code: 'USD',
  name: 'US Dollar',
  decimals: 2,
  sign: '$',
};

/** The ISO 4217 currency with this code (any case), or undefined. */
export function findCurrency(code: string): Currency | undefined {
  return /^[A-Za-z]{3}$/.test(code) ? BY_CODE.get(code.toUpperCase()) : undefined;
}

/** A decimal number as text, kept exact: `"12.5"` -> digits `125`, point after 2 digits. */
interface Decimal {
  digits: string;
  point: number;
}

const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,2}))?$/;
const MAX_TEXT = 40;

function parseDecimal(amount: string | number): Decimal | null {
  if (typeof amount === 'number' && !(Number.isFinite(amount) && amount >= 0)) return null;
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (text.length === 0 || text.length > MAX_TEXT) return null;
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole.length + fraction.length === 0) return null;
  return { digits: whole + fraction, point: whole.length + Number(match[3] ?? 0) };
}

export type Rounding = 'exact' | 'half-up';

/**
 * Major units as entered (`"12.5"`, `12.5`, `"0.125"`) to integer minor units of a currency
 * with `decimals` digits. Null for anything that is not a non-negative decimal, for a result
 * past `Number.MAX_SAFE_INTEGER`, and (with `exact`, the default) for more digits than the
 * currency has; `half-up` rounds them instead (`12.345` USD -> 1235).
 */
export function toMinorUnits(
  amount: string | number,
  decimals: number,
  rounding: Rounding = 'exact',
): number | null {
  const parsed = parseDecimal(amount);
  if (!parsed) return null;
  const cut = parsed.point + decimals;
  const { digits } = parsed;
  const whole = cut <= 0 ? '0' : digits.slice(0, cut).padEnd(cut, '0');
  const rest =
    cut >= digits.length ? '' : digits.slice(Math.max(cut, 0)).padStart(digits.length - cut, '0');
  const dropped = /[1-9]/.test(rest);
  if (dropped && rounding === 'exact') return null;
  const roundUp = dropped && (rest[0] ?? '0') >= '5';
  const minor = BigInt(whole) + (roundUp ? 1n : 0n);
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/**
 * Integer minor units as an API sends them: `"1250"`, `1250`, or FluentBooking's decimal column
 * form `"1250.000000000"`. Null for anything else (negative, fractional, too large).
 */
export function parseMinorUnits(value: string | number): number | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? value : null;
  }
  const match = /^(\d{1,16})(?:\.0+)?$/.exec(value.trim());
  if (!match) return null;
  const minor = Number(match[1]);
  return Number.isSafeInteger(minor) ? minor : null;
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new RangeError(`minor units must be a non-negative safe integer, got ${minor}`);
  }
}

/** The API's string form of an amount: `1250` -> `"1250"`. */
export function formatMinorUnits(minor: number): string {
  assertMinor(minor);
  return String(minor);
}

/**
 * Minor units back to major-unit text: 1250 -> `"12.50"` (USD), `"1250"` (JPY), `"1.250"` (KWD).
 */
export function formatMajorUnits(minor: number, decimals: number): string {
  assertMinor(minor);
  if (decimals === 0) return String(minor);
  const text = String(minor).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** For people: `$12.50`, `¥1250`, `KD1.250`; a currency without a sign shows `12.50 AED`. */
export function formatPrice(minor: number, currency: Currency): string {
  const major = formatMajorUnits(minor, currency.decimals);
  return currency.sign === currency.code ? `${major} ${currency.code}` : `${currency.sign}${major}`;
}
