export { createBookingIcsService } from './ics.service.js';
export type { BookingIcsService } from './ics.service.js';
export { publicBookingsRoutes } from './public.routes.js';
export { createPublicBookingsService } from './public.service.js';
export type { PublicBookingsService } from './public.service.js';
