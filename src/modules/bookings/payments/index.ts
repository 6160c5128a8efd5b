export {
  createBookingOrder,
  guestPayment,
  paidColumns,
  planPayment,
  plannedInstructions,
} from './paid-bookings.js';
export { applyPaymentStatusField, hasUnpaidOrder, payBooking } from './payment-moves.js';
export { bookingPaymentsRoutes } from './payments.routes.js';
export { createBookingPayments } from './payments.service.js';
export type { BookingPayments } from './payments.service.js';
