export { upsertContactFromBooking } from './contact-sync.js';
export type { BookingContactInput } from './contact-sync.js';
export { contactsRoutes } from './contacts.routes.js';
export { createContactsService } from './contacts.service.js';
export { crmRoutes } from './crm.routes.js';
export { CrmTagsBody } from './crm.schemas.js';
export { createCrmService } from './crm.service.js';
export type { ContactBookings, CrmService } from './crm.service.js';
export { transferContacts } from './owner-transfer.js';
