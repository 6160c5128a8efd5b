export { readableCalendar, teamsOfCalendars } from './calendar-access.js';
export type { CalendarTeam } from './calendar-access.js';
export { calendarsRoutes } from './calendars.routes.js';
export { calendarEventLists } from './calendar-view.js';
export { CalendarEventList, CalendarRecord } from './calendars.schemas.js';
export { EventRecord } from './events/events.schemas.js';
export { presentEventRecord } from './events/events.presenter.js';
export { presentCalendar } from './calendars.presenter.js';
export { findCalendarsByIds } from './calendars.repo.js';
export { createCalendarsService } from './calendars.service.js';
export { eventRulesOf, loadEventForBooking } from './events/event-for-booking.js';
export { bookingWidgetOf } from './events/booking-widget.js';
export { BookingWidget } from './events/events.schemas.js';
export type { EventForBooking } from './events/event-for-booking.js';
export type {
  BookingField,
  LocationSetting,
  Notification,
  NotificationKey,
  Notifications,
} from './events/event-meta.schemas.js';
export {
  BOOKING_FIELDS_KEY,
  NOTIFICATIONS_KEY,
  PAYMENT_KEY,
  readBookingFields,
  readNotifications,
  readPaymentSettings,
} from './events/event-meta.js';
export { eventResourcesRoutes } from './events/event-resources.routes.js';
export { createEventResourcesService } from './events/event-resources.service.js';
export { bookingTitleTemplate, readEventSettings } from './events/event-settings.js';
export { readLocations } from './events/events.presenter.js';
export {
  eventIdsHostedBy,
  findEventByHash,
  findEventsByIds,
  listEventsOfCalendars,
} from './events/events.repo.js';
export { eventsRoutes } from './events/events.routes.js';
export { createEventsService } from './events/events.service.js';
export { sharingRoutes } from './sharing/sharing.routes.js';
export { createSharingService } from './sharing/sharing.service.js';
export {
  PROFILE_KEY,
  SHARING_KEY,
  calendarMetaById,
  isEventShared,
  readProfile,
  readSharing,
} from './sharing/sharing.js';
export { calendarHoldingsOf, transferCalendars } from './owner-transfer.js';
export { EVENT_ORDER_KEY, orderEvents, readEventOrder } from './event-order.js';
