export {
  createBookingOrder,
  guestPayment,
  paidColumns,
  planPayment,
  plannedInstructions,
} from './paid-bookings.js';
export { applyPaymentStatusField, hasUnpaidOrder, payBooking } from './payment-moves.js';
export { createProviderRefunds, type ProviderRefunds } from './cancel-refunds.js';
export {
  createPaymentReconciliation,
  type PaymentReconciliation,
  type ReconcileRun,
} from './reconcile.js';
export { bookingPaymentsRoutes } from './payments.routes.js';
export { createBookingPayments } from './payments.service.js';
export type { BookingPayments } from './payments.service.js';
export { releaseHeldBooking } from './release-hold.js';
export { createStripeCheckout } from './stripe-checkout.js';
export type { PaymentState, StripeCheckout } from './stripe-checkout.js';
export { createStripeEvents } from './stripe-events.js';
export type { StripeEvents } from './stripe-events.js';
export { createPaypalCheckout } from './paypal-checkout.js';
export { createPaypalEvents } from './paypal-events.js';
export type { PaypalEvents } from './paypal-events.js';
