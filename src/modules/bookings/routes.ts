/**
 * The bookings module's routes: the hosts' routes, the guests' public routes under the same
 * schemas, and the payment routes on bookings when the Pro edition is on.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Booking } from './booking.schemas.js';
import type { BookingIcsService } from './guest/index.js';
import type { PublicBookingsService } from './guest/index.js';
import { publicBookingsRoutes } from './guest/index.js';
import type { HostRouteDeps } from './host/index.js';
import { hostBookingsRoutes } from './host/index.js';
import type { BookingPayments, PaypalEvents, StripeEvents } from './payments/index.js';
import { bookingPaymentsRoutes } from './payments/index.js';

export interface BookingRouteDeps extends HostRouteDeps {
  guests: PublicBookingsService;
  ics: BookingIcsService;
  /** Payments and refunds on bookings (Pro routes). */
  payments: BookingPayments;
  /** Stripe's signed events (Pro route). */
  stripeEvents: StripeEvents;
  /** PayPal's verified events (Pro route). */
  paypalEvents: PaypalEvents;
  /** Whether the Pro routes exist (`SLOTBOOK_EDITION=pro`). */
  proRoutes: boolean;
}

export const bookingsRoutes: FastifyPluginAsyncTypebox<BookingRouteDeps> = async (app, deps) => {
  app.addSchema(Booking);
  await app.register(publicBookingsRoutes, deps);
  if (deps.proRoutes) await app.register(bookingPaymentsRoutes, deps);
  await app.register(hostBookingsRoutes, deps);
};
