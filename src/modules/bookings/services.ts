/**
 * The bookings module's services, built from their dependencies (called by services.ts), and
 * what it lends the other modules: the mail context of a booking and a contact's bookings.
 */
import type { Database } from '../../db/database.js';
import { createHostLocks } from '../../db/locks.js';
import type { CrmService } from '../contacts/index.js';
import { createBookingCreation } from './create/index.js';
import { createGuestActions } from './host/index.js';
import { createBookingIcsService } from './guest/index.js';
import {
  createBookingPayments,
  createProviderRefunds,
  createPaymentReconciliation,
} from './payments/index.js';
import { createStripeCheckout, createStripeEvents } from './payments/index.js';
import { createPaypalCheckout, createPaypalEvents } from './payments/index.js';
import {
  createPaymentProviders,
  createPaypalGateway,
  createStripeGateway,
  type PaypalConnection,
  type StripeConnection,
} from '../payments/index.js';
import type { BookingNotifier } from '../booking-events/index.js';
import { createBookingWriter } from './create/index.js';
import { createBookingsService } from './host/index.js';
import { createPublicBookingsService } from './guest/index.js';
import { createSlotsService } from './slots/index.js';

export interface BookingServiceDeps {
  database: Database;
  clock: () => number;
  publicUrl: string;
  /** Told of every booking change inside its transaction (the mail outbox). */
  notifier: BookingNotifier;
  /** Tags the guest's CRM contact. */
  crm: Pick<CrmService, 'tagBookingContact'>;
  /** How Stripe's API is reached (`STRIPE_API_BASE_URL`, time limit, retries). */
  stripe: StripeConnection;
  /** How PayPal's API is reached (`PAYPAL_API_BASE_URL`, time limit). */
  paypal: PaypalConnection;
}

export function createBookingServices(deps: BookingServiceDeps) {
  const { database, clock, publicUrl, notifier } = deps;
  const db = database.db;
  const writer = createBookingWriter({ db, locks: createHostLocks(database), notifier, clock });
  const gateway = createStripeGateway(deps.stripe);
  const paypal = createPaypalGateway(deps.paypal);
  const providers = createPaymentProviders(gateway, paypal);
  const paypalCheckout = createPaypalCheckout({ db, clock, gateway: paypal });
  const refunds = createProviderRefunds({ db, clock, notifier, providers });
  const afterCancel = refunds.refundOnCancel;
  const refundLate = refunds.refundLatePayment;
  const services = { db, writer, notifier, clock, publicUrl, afterCancel };
  return {
    bookings: createBookingsService(services),
    creation: createBookingCreation(services),
    slots: createSlotsService({ db, clock }),
    guests: createPublicBookingsService(services),
    actions: createGuestActions({ ...services, crm: deps.crm }),
    ics: createBookingIcsService(services),
    payments: createBookingPayments({ ...services, providers }),
    checkout: createStripeCheckout({ db, clock, publicUrl, gateway, paypal: paypalCheckout }),
    stripeEvents: createStripeEvents({ db, clock, notifier, gateway, refundLate }),
    paypalEvents: createPaypalEvents({ db, clock, notifier, gateway: paypal, refundLate }),
    reconciliation: createPaymentReconciliation({
      db,
      clock,
      notifier,
      stripe: gateway,
      paypal,
      paypalCheckout,
      refundLate,
    }),
  };
}

export type BookingServices = ReturnType<typeof createBookingServices>;

export {
  createBookingMailSource,
  createBookingWebhookSource,
  createConnectionBookingSource,
  createContactBookings,
  createUserHoldings,
} from './ports/index.js';
