import { declareScopes } from '../../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { principalOf } from '../../../http/auth-hook.js';
import { withErrors } from '../../../http/schemas.js';
import {
  BookingFields,
  BookingFieldsBody,
  BookingFieldsSaved,
  EventAvailability,
  EventAvailabilityBody,
  EventLimits,
  EventLimitsBody,
  EventSaved,
  NotificationsAnswer,
  NotificationsBody,
  NotificationsSaved,
  PaymentSettingsAnswer,
  PaymentSettingsBody,
  PaymentSettingsSaved,
} from './event-resources.schemas.js';
import type { EventResourcesService } from './event-resources.service.js';
import { CalendarEventParams } from './events.schemas.js';

const tags = ['events'];

/** The schema of a GET of one of an event's settings. */
function reading<A extends TSchema>(what: string, answer: A) {
  return {
    schema: {
      tags,
      summary: `Get the event's ${what}`,
      params: CalendarEventParams,
      response: withErrors({ 200: answer }),
    },
  };
}

/** The schema of a POST that saves one of an event's settings. */
function saving<B extends TSchema, S extends TSchema>(what: string, body: B, saved: S) {
  return {
    schema: {
      tags,
      summary: `Save the event's ${what}`,
      params: CalendarEventParams,
      body,
      response: withErrors({ 200: saved }),
    },
  };
}

const AVAILABILITY = 'availability (schedule, overrides, booking window)';
const LIMITS = 'limits (notice, buffers, interval, frequency, duration, time zone lock)';
const FIELDS = 'booking form fields';
const NOTIFICATIONS = 'e-mail notification templates';
const PAYMENT = 'payment settings; reading them adds the draft order a booking would get';

/** The settings of an event, each a GET and a POST under the event's path (FluentBooking's). */
export const eventResourcesRoutes: FastifyPluginAsyncTypebox<{
  resources: EventResourcesService;
}> = async (app, { resources: s }) => {
  declareScopes(app, { read: 'event-types:read', write: 'event-types:write' });
  app.get(
    '/calendars/:id/events/:event_id/availability',
    reading(AVAILABILITY, EventAvailability),
    (r) => s.getAvailability(principalOf(r), r.params.id, r.params.event_id),
  );
  app.post(
    '/calendars/:id/events/:event_id/availability',
    saving(AVAILABILITY, EventAvailabilityBody, EventSaved),
    (r) => s.saveAvailability(principalOf(r), r.params.id, r.params.event_id, r.body),
  );
  app.get('/calendars/:id/events/:event_id/limits', reading(LIMITS, EventLimits), (r) =>
    s.getLimits(principalOf(r), r.params.id, r.params.event_id),
  );
  app.post(
    '/calendars/:id/events/:event_id/limits',
    saving(LIMITS, EventLimitsBody, EventSaved),
    (r) => s.saveLimits(principalOf(r), r.params.id, r.params.event_id, r.body),
  );
  app.get('/calendars/:id/events/:event_id/booking-fields', reading(FIELDS, BookingFields), (r) =>
    s.getBookingFields(principalOf(r), r.params.id, r.params.event_id),
  );
  app.post(
    '/calendars/:id/events/:event_id/booking-fields',
    saving(FIELDS, BookingFieldsBody, BookingFieldsSaved),
    (r) => s.saveBookingFields(principalOf(r), r.params.id, r.params.event_id, r.body),
  );
  app.get(
    '/calendars/:id/events/:event_id/email-notifications',
    reading(NOTIFICATIONS, NotificationsAnswer),
    (r) => s.getNotifications(principalOf(r), r.params.id, r.params.event_id),
  );
  app.post(
    '/calendars/:id/events/:event_id/email-notifications',
    saving(NOTIFICATIONS, NotificationsBody, NotificationsSaved),
    (r) => s.saveNotifications(principalOf(r), r.params.id, r.params.event_id, r.body),
  );
  app.get(
    '/calendars/:id/events/:event_id/payment-settings',
    reading(PAYMENT, PaymentSettingsAnswer),
    (r) => s.getPaymentSettings(principalOf(r), r.params.id, r.params.event_id),
  );
  app.post(
    '/calendars/:id/events/:event_id/payment-settings',
    saving(PAYMENT, PaymentSettingsBody, PaymentSettingsSaved),
    (r) => s.savePaymentSettings(principalOf(r), r.params.id, r.params.event_id, r.body),
  );
};
