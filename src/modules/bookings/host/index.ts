export { hostBookingsRoutes } from './bookings.routes.js';
export type { HostRouteDeps } from './bookings.routes.js';
export { createBookingsService } from './bookings.service.js';
export { createGuestActions } from './follow-up.service.js';
export { countBookings, listBookings } from './list.repo.js';
export type { BookingFilter } from './list.repo.js';
