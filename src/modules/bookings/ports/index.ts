export { createBookingMailSource } from './mail-context.js';
export { createContactBookings } from './contact-bookings.js';
export { createBookingWebhookSource } from './webhook-source.js';
export { createUserHoldings } from './user-holdings.js';
export { createConnectionBookingSource } from './connection-source.js';
