/** An event's settings sub-resources: availability, limits, booking fields, e-mails, payment. */
import type { MeetingsOffered } from './event-meta-defaults.js';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../../db/database.js';
import type { CalendarRow, EventRow } from '../../../db/types.js';
import { can, type Principal } from '../../../domain/policy.js';
import { validationFailed } from '../../../errors.js';
import { listSchedules } from '../../availability/index.js';
import { calendarFor, eventOfCalendar, readableCalendar } from '../calendar-access.js';
import { eventViewOf } from '../calendar-view.js';
import { findMeta, upsertMeta } from '../../meta/index.js';
import { findGlobalCurrency } from '../../payments/index.js';
import * as meta from './event-meta.js';
import type {
  BookingFieldsBody,
  EventAvailabilityBody,
  EventLimitsBody,
  NotificationsBody,
  PaymentSettingsBody,
} from './event-resources.schemas.js';
import {
  AVAILABILITY_KEYS,
  LIMIT_KEYS,
  type EventSettingsInput,
} from './event-settings.schemas.js';
import { readEventSettings } from './event-settings.js';
import { answeredHostsSchedules } from './hosts-schedules.js';
import { resolveEvent } from './event-writer.js';
import { presentEvent } from './events.presenter.js';
import * as events from './events.repo.js';
import type { UpdateEventBody } from './events.schemas.js';
import { draftOrder } from '../../payments/index.js';
import type { FieldErrors } from '../../../errors.js';

export interface EventResourcesDeps {
  db: Db;
  clock: () => number;
  publicUrl: string;
  /** The meetings the server can make (the event form's location options). */
  meetings?: MeetingsOffered;
}

/** Only the named keys: a sub-resource never writes settings that belong to another one. */
function pick(input: EventSettingsInput | undefined, keys: readonly (keyof EventSettingsInput)[]) {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (input?.[key] !== undefined) out[key] = input[key];
  return out as EventSettingsInput;
}

type Access = { calendar: CalendarRow; event: EventRow };

async function reading(
  db: Db,
  principal: Principal,
  calendarId: number,
  eventId: number,
): Promise<Access> {
  const calendar = await readableCalendar(db, principal, calendarId);
  return { calendar, event: await eventOfCalendar(db, calendar, eventId) };
}

async function writing(
  db: Db,
  principal: Principal,
  calendarId: number,
  eventId: number,
): Promise<Access> {
  const calendar = await calendarFor(db, principal, calendarId);
  return { calendar, event: await eventOfCalendar(db, calendar, eventId) };
}

async function saveSettings(
  { db, clock, publicUrl, meetings }: EventResourcesDeps,
  principal: Principal,
  { calendar, event }: Access,
  body: UpdateEventBody,
) {
  const now = clock();
  const saved = await db.transaction().execute(async (trx) => {
    const resolved = await resolveEvent({ db: trx, principal, calendar, now }, body, event);
    return events.updateEvent(trx, event.id, resolved.fields);
  });
  return {
    message: 'Data has been updated',
    event: presentEvent(saved, await eventViewOf(db, publicUrl, calendar, meetings)),
  };
}

const metaValue = async (db: Db, eventId: number, key: string) =>
  (await findMeta(db, 'event', eventId, key))?.value;

export function createEventResourcesService(deps: EventResourcesDeps) {
  return { ...scheduleResources(deps), ...formResources(deps), ...paymentResources(deps) };
}

/** When the event can be booked, and how often. */
function scheduleResources(deps: EventResourcesDeps) {
  const { db } = deps;
  return {
    async getAvailability(principal: Principal, calendarId: number, eventId: number) {
      const { calendar, event } = await reading(db, principal, calendarId, eventId);
      const settings = readEventSettings(event.settings, event.duration);
      const owners = [...new Set([calendar.user_id, principal.userId])];
      const schedules = (
        await Promise.all(
          owners.map((userId) => listSchedules(db, { userId, offset: 0, limit: 100 })),
        )
      )
        .flat()
        .filter(
          (s) =>
            s.user_id === calendar.user_id ||
            can(principal, 'availability:read', { ownerId: s.user_id }),
        );
      const chosen = schedules.find((s) => s.id === event.availability_id);
      return {
        availability_type: event.availability_type,
        availability_id: event.availability_id,
        timezone:
          event.availability_type === 'custom'
            ? calendar.author_timezone
            : (chosen?.timezone ?? calendar.author_timezone),
        settings: {
          ...(Object.fromEntries(AVAILABILITY_KEYS.map((k) => [k, settings[k]])) as Pick<
            typeof settings,
            (typeof AVAILABILITY_KEYS)[number]
          >),
          hosts_schedules: answeredHostsSchedules(settings, event),
        },
        schedule_options: schedules.map((s) => ({
          id: s.id,
          user_id: s.user_id,
          title: s.title,
          default: s.is_default === 1,
          timezone: s.timezone,
        })),
      };
    },

    async saveAvailability(
      principal: Principal,
      calendarId: number,
      eventId: number,
      body: Static<typeof EventAvailabilityBody>,
    ) {
      const access = await writing(db, principal, calendarId, eventId);
      const { availability_type, availability_id } = body;
      return saveSettings(deps, principal, access, {
        ...(availability_type !== undefined ? { availability_type } : {}),
        ...(availability_id !== undefined ? { availability_id } : {}),
        settings: { ...pick(body.settings, AVAILABILITY_KEYS), ...pick(body, AVAILABILITY_KEYS) },
      });
    },

    async getLimits(principal: Principal, calendarId: number, eventId: number) {
      const { event } = await reading(db, principal, calendarId, eventId);
      const settings = readEventSettings(event.settings, event.duration);
      return {
        settings: Object.fromEntries(LIMIT_KEYS.map((k) => [k, settings[k]])) as Pick<
          typeof settings,
          (typeof LIMIT_KEYS)[number]
        >,
      };
    },

    async saveLimits(
      principal: Principal,
      calendarId: number,
      eventId: number,
      body: Static<typeof EventLimitsBody>,
    ) {
      const access = await writing(db, principal, calendarId, eventId);
      return saveSettings(deps, principal, access, {
        settings: { ...pick(body, LIMIT_KEYS), ...pick(body.settings, LIMIT_KEYS) },
      });
    },
  };
}

/** What the guest fills in, and the e-mails the event sends. */
function formResources({ db, clock }: EventResourcesDeps) {
  return {
    async getBookingFields(principal: Principal, calendarId: number, eventId: number) {
      const { event } = await reading(db, principal, calendarId, eventId);
      return {
        fields: meta.readBookingFields(await metaValue(db, event.id, meta.BOOKING_FIELDS_KEY)),
      };
    },

    async saveBookingFields(
      principal: Principal,
      calendarId: number,
      eventId: number,
      body: Static<typeof BookingFieldsBody>,
    ) {
      const { event } = await writing(db, principal, calendarId, eventId);
      const errors: FieldErrors = {};
      const fields = meta.checkBookingFields(body.fields, errors);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      await upsertMeta(db, 'event', event.id, meta.BOOKING_FIELDS_KEY, fields, clock());
      return { message: 'Fields have been updated', fields };
    },

    async getNotifications(principal: Principal, calendarId: number, eventId: number) {
      const { event } = await reading(db, principal, calendarId, eventId);
      return {
        notifications: meta.readNotifications(
          await metaValue(db, event.id, meta.NOTIFICATIONS_KEY),
        ),
      };
    },

    async saveNotifications(
      principal: Principal,
      calendarId: number,
      eventId: number,
      body: Static<typeof NotificationsBody>,
    ) {
      const { event } = await writing(db, principal, calendarId, eventId);
      const current = meta.readNotifications(await metaValue(db, event.id, meta.NOTIFICATIONS_KEY));
      const notifications = meta.mergeNotifications(current, body.notifications);
      await upsertMeta(db, 'event', event.id, meta.NOTIFICATIONS_KEY, notifications, clock());
      return { message: 'Notifications have been updated', notifications };
    },
  };
}

/** The event's price and what the payment methods allow. */
function paymentResources({ db, clock }: EventResourcesDeps) {
  return {
    /**
     * `GET /calendars/{id}/events/{event_id}/payment-settings`: the settings, what is configured,
     * and the draft order (null for free events).
     */
    async getPaymentSettings(principal: Principal, calendarId: number, eventId: number) {
      const { event } = await reading(db, principal, calendarId, eventId);
      const settings = meta.readPaymentSettings(
        await metaValue(db, event.id, meta.PAYMENT_KEY),
        event.duration,
      );
      const multi = readEventSettings(event.settings, event.duration).multi_duration;
      const duration = multi.enabled ? multi.default_duration : event.duration;
      return {
        order: draftOrder(
          settings,
          { duration, multiDuration: multi.enabled },
          await findGlobalCurrency(db),
        ),
        settings,
        config: await meta.paymentConfig(db),
      };
    },

    async savePaymentSettings(
      principal: Principal,
      calendarId: number,
      eventId: number,
      body: Static<typeof PaymentSettingsBody>,
    ) {
      const { event } = await writing(db, principal, calendarId, eventId);
      const current = meta.readPaymentSettings(
        await metaValue(db, event.id, meta.PAYMENT_KEY),
        event.duration,
      );
      const settings = meta.mergePaymentSettings(current, body.settings);
      const now = clock();
      await db.transaction().execute(async (trx) => {
        await upsertMeta(trx, 'event', event.id, meta.PAYMENT_KEY, settings, now);
        await events.updateEvent(trx, event.id, {
          type: meta.pricingType(settings),
          updated_at: now,
        });
      });
      return { message: 'Settings updated successfully', settings };
    },
  };
}

export type EventResourcesService = ReturnType<typeof createEventResourcesService>;
