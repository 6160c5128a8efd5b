/**
 * How a person reads dates and times: a 12- or 24-hour clock, and the order of day, month and
 * year. Stored per user; null until chosen.
 */
export const TIME_FORMATS = ['12h', '24h'] as const;
export const DATE_ORDERS = ['dmy', 'mdy', 'ymd'] as const;

export type TimeFormat = (typeof TIME_FORMATS)[number];
export type DateOrder = (typeof DATE_ORDERS)[number];

/** What a user who chose only one of the pair gets for the other. */
export const DEFAULT_TIME_FORMAT: TimeFormat = '24h';
export const DEFAULT_DATE_ORDER: DateOrder = 'dmy';

export interface DateStyle {
  timeFormat: TimeFormat;
  dateOrder: DateOrder;
}

/** The stored pair as a style, or undefined while either is unset (or unknown). */
export function dateStyleOf(
  timeFormat: string | null | undefined,
  dateOrder: string | null | undefined,
): DateStyle | undefined {
  const time = TIME_FORMATS.find((t) => t === timeFormat);
  const order = DATE_ORDERS.find((o) => o === dateOrder);
  return time && order ? { timeFormat: time, dateOrder: order } : undefined;
}
