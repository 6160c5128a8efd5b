export { assertAcceptsBookings, eventByHash, eventForPrincipal } from './bookable-event.js';
export { eventHosts, eventZone } from './event-hosts.js';
export type { HostSchedule } from './event-hosts.js';
export { eventBookingCounts } from './held-time.repo.js';
export { bookingDuration, describeClient, guestDetails, requestedTime } from './input.js';
export { groupAt, heldSpan, verifySlot } from './slot-check.js';
export {
  ExplainAnswer,
  ExplainQuery,
  HostSlotAnswer,
  SlotAnswer,
  SlotQuery,
} from './slots.schemas.js';
export { createSlotsService } from './slots.service.js';
export type { SlotsService } from './slots.service.js';
