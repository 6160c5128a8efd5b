export type { BookingMailContext, BookingMailSource, MailPerson } from './booking-mail-source.js';
export { silentNotifier } from './booking-notifier.js';
export type {
  BookingChange,
  BookingChangeKind,
  BookingNotifier,
  WrittenBooking,
} from './booking-notifier.js';
export { bookingIcs } from './ics.js';
export { createMailNotifier } from './mail-notifier.js';
export { presentMailDeliveries } from './mail.presenter.js';
export { MailDelivery } from './mail.schemas.js';
export { createConfiguredMailer } from './mailer.js';
export { enqueueMail, listMailForBooking } from './outbox.repo.js';
export type { OutboxMessage } from './outbox.repo.js';
export { checkSmtpServer } from './transports.js';
