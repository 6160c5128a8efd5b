import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { Principal } from '../../domain/policy.js';
import { principalOf } from '../../http/auth-hook.js';
import { withErrors } from '../../http/schemas.js';
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

type Service = EventResourcesService;
/** Every handler gets the service, the principal, the ids of the path and the validated body. */
type Handler = (
  s: Service,
  principal: Principal,
  calendarId: number,
  eventId: number,
  body: never,
) => Promise<unknown>;

interface Resource {
  path: string;
  summary: string;
  answer: TSchema;
  body: TSchema;
  saved: TSchema;
  get: Handler;
  save: Handler;
}

/** The settings sub-resources of an event, each a GET and a POST (FluentBooking's routes). */
const RESOURCES: Resource[] = [
  {
    path: 'availability',
    summary: 'availability (schedule, overrides, booking window)',
    answer: EventAvailability,
    body: EventAvailabilityBody,
    saved: EventSaved,
    get: (s, p, c, e) => s.getAvailability(p, c, e),
    save: (s, p, c, e, body) => s.saveAvailability(p, c, e, body),
  },
  {
    path: 'limits',
    summary: 'limits (notice, buffers, interval, frequency, duration, time zone lock)',
    answer: EventLimits,
    body: EventLimitsBody,
    saved: EventSaved,
    get: (s, p, c, e) => s.getLimits(p, c, e),
    save: (s, p, c, e, body) => s.saveLimits(p, c, e, body),
  },
  {
    path: 'booking-fields',
    summary: 'booking form fields',
    answer: BookingFields,
    body: BookingFieldsBody,
    saved: BookingFieldsSaved,
    get: (s, p, c, e) => s.getBookingFields(p, c, e),
    save: (s, p, c, e, body) => s.saveBookingFields(p, c, e, body),
  },
  {
    path: 'email-notifications',
    summary: 'e-mail notification templates',
    answer: NotificationsAnswer,
    body: NotificationsBody,
    saved: NotificationsSaved,
    get: (s, p, c, e) => s.getNotifications(p, c, e),
    save: (s, p, c, e, body) => s.saveNotifications(p, c, e, body),
  },
  {
    path: 'payment-settings',
    summary: 'payment settings; GET adds the draft order (spec 6)',
    answer: PaymentSettingsAnswer,
    body: PaymentSettingsBody,
    saved: PaymentSettingsSaved,
    get: (s, p, c, e) => s.getPaymentSettings(p, c, e),
    save: (s, p, c, e, body) => s.savePaymentSettings(p, c, e, body),
  },
];

export const eventResourcesRoutes: FastifyPluginAsyncTypebox<{
  resources: EventResourcesService;
}> = async (app, { resources }) => {
  for (const r of RESOURCES) {
    const url = `/calendars/:id/events/:event_id/${r.path}`;
    app.get(
      url,
      {
        schema: {
          tags,
          summary: `Get the event's ${r.summary}`,
          params: CalendarEventParams,
          response: withErrors({ 200: r.answer }),
        },
      },
      (request) =>
        r.get(
          resources,
          principalOf(request),
          request.params.id,
          request.params.event_id,
          undefined as never,
        ),
    );
    app.post(
      url,
      {
        schema: {
          tags,
          summary: `Save the event's ${r.summary}`,
          params: CalendarEventParams,
          body: r.body,
          response: withErrors({ 200: r.saved }),
        },
      },
      (request) =>
        r.save(
          resources,
          principalOf(request),
          request.params.id,
          request.params.event_id,
          request.body as never,
        ),
    );
  }
};
