/**
 * A booking's status and the only ways it may change. Pure: the service asks `canTransition`
 * before writing, and writes with the current status as a condition, so two concurrent changes
 * cannot both pass.
 */
export const BOOKING_STATUSES = [
  'scheduled',
  'pending',
  'completed',
  'cancelled',
  'rejected',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * - `pending` waits for the host: confirmed (`scheduled`), `rejected`, or `cancelled`.
 * - `scheduled` ends as `completed` (the periodic job, or the host), `no_show`, or `cancelled`.
 * - `completed` and `no_show` may be swapped (the job completes meetings the guest missed).
 * - `cancelled` and `rejected` are final: booking that time again is a new booking, which must
 *   go through the slot check.
 */
const TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['scheduled', 'rejected', 'cancelled'],
  scheduled: ['completed', 'no_show', 'cancelled'],
  completed: ['no_show'],
  no_show: ['completed'],
  cancelled: [],
  rejected: [],
};

/** Statuses whose bookings hold their time (block slots, fill seats, count towards limits). */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['scheduled', 'pending'];

/** Statuses a booking may be moved (rescheduled) or cancelled from. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ['scheduled', 'pending'];

export const STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  scheduled: 'Scheduled',
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  no_show: 'No Show',
};

export function isBookingStatus(value: string): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: string, to: BookingStatus): boolean {
  return isBookingStatus(from) && TRANSITIONS[from].includes(to);
}

export function isActive(status: string): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(status);
}

/** FluentBooking's payment status labels; empty for free bookings. */
export function paymentStatusLabel(status: string | null): string {
  if (!status) return '';
  return status
    .split(/[-_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Listing periods; `completed` is FluentBooking's name for `past`. */
export const BOOKING_PERIODS = [
  'upcoming',
  'past',
  'completed',
  'pending',
  'cancelled',
  'no_show',
  'latest_bookings',
  'all',
] as const;
export type BookingPeriod = (typeof BOOKING_PERIODS)[number];
