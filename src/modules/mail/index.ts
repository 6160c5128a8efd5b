export type { BookingMailContext, BookingMailSource, MailPerson } from './booking-mail-source.js';
export { silentNotifier } from './booking-notifier.js';
export type { BookingChangeKind, BookingNotifier, WrittenBooking } from './booking-notifier.js';
export { bookingIcs } from './ics.js';
export { createMailNotifier } from './mail-notifier.js';
export { presentMailDeliveries } from './mail.presenter.js';
export { MailDelivery } from './mail.schemas.js';
export { createConfiguredMailer } from './mailer.js';
export { listMailForBooking } from './outbox.repo.js';
