export type { BookingMailContext, BookingMailSource, MailPerson } from './booking-mail-source.js';
export { bookingIcs, icsUid, inviteDescription } from './ics.js';
export { createMailNotifier } from './mail-notifier.js';
export { presentMailDeliveries } from './mail.presenter.js';
export { MailDelivery } from './mail.schemas.js';
export { createConfiguredMailer } from './mailer.js';
export {
  EMAIL_CHANGE_KIND,
  EMAIL_CHANGE_NOTICE_KIND,
  INVITATION_KIND,
  PASSWORD_RESET_KIND,
} from './one-time-links.js';
export { enqueueMail, listMailForBooking } from './outbox.repo.js';
export { bookingTitle } from './placeholders.js';
export { checkSmtpServer } from './transports.js';
export { createTestMailService } from './test-mail.js';
export { testMailRoutes } from './test-mail.routes.js';
