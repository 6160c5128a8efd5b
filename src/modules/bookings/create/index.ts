export { createBookingCreation } from './creation.service.js';
export type { BookingCreation } from './creation.service.js';
export { deleteIdempotencyKeysBefore } from './idempotency.repo.js';
export { IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_MS } from './idempotency.js';
export { createBookingWriter } from './writer.js';
export type { BookingWriter } from './writer.js';
