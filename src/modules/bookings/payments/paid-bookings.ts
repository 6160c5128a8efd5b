/**
 * Paid events in the booking flow. Before the lock: whether the booking must be paid, how much,
 * with which method, and what the guest is told. Inside the booking's locked transaction: its
 * pending order and transaction, so a refused slot leaves no order behind. Afterwards: how the
 * guest pays, for their booking page.
 */
import type { Db } from '../../../db/database.js';
import type { BookingRow } from '../../../db/tables-bookings.js';
import {
  DEFAULT_CURRENCY,
  findCurrency,
  formatPrice,
  type Currency,
} from '../../../domain/money.js';
import { AppError, validationFailed } from '../../../errors.js';
import type { EventForBooking } from '../../calendars/index.js';
import { readPaymentSettings } from '../../calendars/index.js';
import { chargesNatively, draftOrder } from '../../payments/index.js';
import {
  acceptedMethods,
  checksOutOnline,
  createOrderForBooking,
  currencyOf,
  findGlobalSettings,
  findMethodSettings,
  findOrderForBooking,
  isMethod,
  ONLINE_METHODS,
  paymentInstructions,
  type Method,
  type MethodSettings,
  type PaymentGuide,
} from '../../payments/index.js';
import { insertActivities } from '../bookings.repo.js';
import { activityRow } from '../activity.js';
import type { PaymentSettings } from '../../payments/index.js';

export interface PaymentPlan {
  settings: PaymentSettings;
  method: Method;
  methodSettings: MethodSettings;
  duration: number;
  multiDuration: boolean;
  currency: Currency;
  /** Minor units. */
  total: number;
  /** How long an unpaid online booking holds its slot. */
  holdMinutes: number;
}

/** When an unpaid booking with `method` is released, or null when it waits for the host. */
function payBy(method: Method, createdAt: number, holdMinutes: number): number | null {
  return ONLINE_METHODS.includes(method) ? createdAt + holdMinutes * 60_000 : null;
}

/** What a booking asks of its event's price. */
export interface PaymentRequest {
  duration: number;
  /** The guest's `payment_method`, if given. */
  requested: Method | undefined;
  /** The event's stored payment settings (its `PAYMENT_KEY` meta), read with its other meta. */
  settings: string | undefined;
}

/**
 * Null for a free booking. A paid one needs a method the event accepts (the guest's choice, by
 * default the first accepted one); 422 when the event charges but no method is available, so a
 * paid slot is never given away.
 */
export async function planPayment(
  db: Db,
  loaded: EventForBooking,
  { duration, requested, settings: stored }: PaymentRequest,
): Promise<PaymentPlan | null> {
  const settings = readPaymentSettings(stored, loaded.event.duration);
  // A method for a free booking would do nothing: refused rather than ignored.
  const free = (): null => {
    if (requested === undefined) return null;
    throw validationFailed({
      payment_method: { free: 'This booking is free: it takes no payment_method.' },
    });
  };
  if (!chargesNatively(settings)) return free();
  const global = await findGlobalSettings(db);
  const currency = currencyOf(global);
  const multiDuration = loaded.settings.multi_duration.enabled;
  const draft = draftOrder(settings, { duration, multiDuration }, currency);
  if (!draft) return free();
  const accepted = await acceptedMethods(db, settings);
  const [first] = accepted;
  if (first === undefined) {
    throw new AppError(
      'validation',
      'payment_unavailable',
      'This event must be paid for, but no payment method is available at the moment.',
    );
  }
  const method = requested ?? first;
  if (!accepted.includes(method)) {
    throw validationFailed({
      payment_method: { in: `The payment_method must be one of: ${accepted.join(', ')}.` },
    });
  }
  return {
    settings,
    method,
    methodSettings: await findMethodSettings(db, method),
    duration,
    multiDuration,
    currency,
    total: Number(draft.total_amount),
    holdMinutes: global.unpaid_release_minutes,
  };
}

/** The new booking's payment columns. */
export function paidColumns(plan: PaymentPlan) {
  return { payment_status: 'pending', payment_method: plan.method };
}

/** Inside the booking's transaction: its pending order, items and transaction, and an activity. */
export async function createBookingOrder(
  trx: Db,
  plan: PaymentPlan,
  row: BookingRow,
  now: number,
): Promise<void> {
  const record = await createOrderForBooking(trx, {
    bookingId: row.id,
    bookingHash: row.hash,
    ...(row.person_user_id ? { customerId: row.person_user_id } : {}),
    eventPaymentSettings: plan.settings,
    duration: plan.duration,
    multiDuration: plan.multiDuration,
    method: plan.method,
    currency: plan.currency,
    ipAddress: row.ip_address,
    now,
  });
  if (!record) return;
  const amount = formatPrice(record.order.total_amount, plan.currency);
  await insertActivities(trx, [
    activityRow(row.id, now, {
      title: 'Payment Pending',
      description: `Order ${record.order.id}: ${amount} to be paid (${record.order.payment_method_title}).`,
    }),
  ]);
}

/**
 * Where a guest starts paying online: Slotbook's page that opens Stripe's checkout or PayPal's
 * approval page (PayPal only with a client id and secret; with only an e-mail address its
 * bookings wait for the host).
 */
export function checkoutUrl(
  publicUrl: string,
  method: Method,
  settings: MethodSettings,
  hash: string,
): string | null {
  return checksOutOnline(method, settings) ? `${publicUrl}/booking/${hash}/pay` : null;
}

/** What the guest is told right after booking. */
export function plannedInstructions(
  plan: PaymentPlan,
  row: BookingRow,
  publicUrl: string,
): PaymentGuide {
  return paymentInstructions({
    checkoutUrl: checkoutUrl(publicUrl, plan.method, plan.methodSettings, row.hash),
    method: plan.method,
    settings: plan.methodSettings,
    currency: plan.currency,
    due: plan.total,
    status: row.payment_status ?? 'pending',
    payBy: payBy(plan.method, row.created_at, plan.holdMinutes),
  });
}

/** How the guest pays for an existing booking, or null when it has no order. */
export async function guestPayment(
  db: Db,
  booking: BookingRow,
  publicUrl: string,
): Promise<PaymentGuide | null> {
  const record = await findOrderForBooking(db, booking.id);
  if (!record) return null;
  const { order } = record;
  const stored = order.payment_method ?? '';
  const method: Method = isMethod(stored) ? stored : 'offline';
  const global = await findGlobalSettings(db);
  const status = booking.payment_status ?? order.status;
  const open = booking.status === 'pending' && status === 'pending';
  const settings = await findMethodSettings(db, method);
  return paymentInstructions({
    checkoutUrl: open ? checkoutUrl(publicUrl, method, settings, booking.hash) : null,
    method,
    settings,
    currency: findCurrency(order.currency) ?? DEFAULT_CURRENCY,
    due: Math.max(order.total_amount - order.total_paid, 0),
    status,
    payBy:
      status === 'pending' ? payBy(method, order.created_at, global.unpaid_release_minutes) : null,
  });
}
