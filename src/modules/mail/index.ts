export type { BookingMailContext, BookingMailSource, MailPerson } from './booking-mail-source.js';
export { silentNotifier } from './booking-notifier.js';
export type {
  BookingChange,
  BookingChangeKind,
  BookingNotifier,
  WrittenBooking,
} from './booking-notifier.js';
export { bookingIcs, icsUid } from './ics.js';
export { createMailNotifier } from './mail-notifier.js';
export { presentMailDeliveries } from './mail.presenter.js';
export { MailDelivery } from './mail.schemas.js';
export { createConfiguredMailer } from './mailer.js';
export { INVITATION_KIND, PASSWORD_RESET_KIND } from './one-time-links.js';
export { enqueueMail, listMailForBooking } from './outbox.repo.js';
export { claimedBy, stillDue } from './outbox-claims.repo.js';
export type { Claim } from './outbox-claims.repo.js';
export type { OutboxMessage } from './outbox.repo.js';
export { bookingTitle } from './placeholders.js';
export { startOutboxRetention } from './retention.js';
export type { OutboxRetention, RetentionRun, RetentionStep } from './retention.js';
export { checkSmtpServer } from './transports.js';
export { createTestMailService, TEST_MAIL_LIMIT } from './test-mail.js';
export type { TestMailService } from './test-mail.js';
export { testMailRoutes } from './test-mail.routes.js';
