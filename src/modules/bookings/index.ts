export type { PublicBookingsService } from './guest/index.js';
export type { StripeCheckout } from './payments/index.js';
export { startBookingJobs } from './jobs/index.js';
export { ReconcileFailure } from './payments/index.js';
export { publicLimit } from './limits.js';
export { bookingsRoutes } from './routes.js';
export {
  createBookingMailSource,
  createBookingServices,
  createBookingWebhookSource,
  createConnectionBookingSource,
  createContactBookings,
  createUserHoldings,
} from './services.js';
export { AdminBookingBody, PublicBookingBody, UpdateBookingBody } from './bodies.schemas.js';
export { BookingListQuery } from './answers.schemas.js';
export { Booking } from './booking.schemas.js';
export { ExplainAnswer, ExplainQuery, SlotQuery } from './slots/index.js';
