export { combineNotifiers, silentNotifier } from './booking-events.js';
export type {
  BookingChange,
  BookingChangeKind,
  BookingNotifier,
  WrittenBooking,
} from './booking-events.js';
