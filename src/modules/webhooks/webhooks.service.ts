/**
 * Webhook subscriptions: a host's for calendars they may change, an administrator's for one
 * calendar or every one. A subscription is seen only by its owner and by administrators (404 for
 * anyone else); viewers change none (403).
 */
import { randomUUID } from 'node:crypto';
import type { Db, Dialect } from '../../db/database.js';
import type { WebhookAttemptRow, WebhookSubscriptionRow } from '../../db/tables-webhooks.js';
import { can, type Principal } from '../../domain/policy.js';
import { calendarsWithin, reachesCalendar } from '../../domain/scopes.js';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../errors.js';
import { envelope, toPage } from '../../http/pagination.js';
import { isoUtc } from '../../shared/format.js';
import { readableCalendar } from '../calendars/index.js';
import { refusedTarget } from '../../infra/address-guard.js';
import type { DeliveryOptions } from './delivery.js';
import { deliverMessage } from './poster.js';
import { PING_EVENT } from './events.js';
import { findDelivery, findEvent } from './outbox-lookups.repo.js';
import { insertDeliveries } from './outbox.repo.js';
import { presentAttempt, presentWebhook } from './webhooks.presenter.js';
import type {
  CreateWebhookBody,
  RotateSecretBody,
  UpdateWebhookBody,
  WebhookListQuery,
} from './webhooks.schemas.js';
import { generateSecret } from './signing.js';
import { insertWithinLimits } from './subscription-limits.js';
import * as repo from './subscriptions.repo.js';

export interface WebhooksServiceDeps {
  db: Db;
  dialect: Dialect;
  clock: () => number;
  delivery: DeliveryOptions;
}

const HOUR_MS = 3_600_000;

function checkUrl(text: string, allowPrivate: boolean): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw validationFailed({ url: { invalid: 'The URL must be an absolute http(s) URL.' } });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw validationFailed({ url: { invalid: 'The URL must be an absolute http(s) URL.' } });
  }
  if (url.username || url.password) {
    throw validationFailed({ url: { invalid: 'The URL must not contain credentials.' } });
  }
  const refused = refusedTarget(url, allowPrivate);
  if (refused) {
    throw new AppError(
      'validation',
      'webhook_url_not_allowed',
      `${refused} Webhooks are not delivered to such addresses unless WEBHOOKS_ALLOW_PRIVATE is true.`,
      { errors: { url: { not_allowed: refused } } },
    );
  }
  return url.toString();
}

/**
 * The subscription, if the principal may see it (404 otherwise): a token restricted to some
 * calendars sees only subscriptions of those calendars.
 */
async function visible(db: Db, principal: Principal, id: number): Promise<WebhookSubscriptionRow> {
  const row = await repo.findSubscription(db, id);
  const calendarId = row?.calendar_id === null ? undefined : Number(row?.calendar_id);
  const inReach =
    calendarId === undefined ? !principal.calendarIds : reachesCalendar(principal, calendarId);
  if (
    !row ||
    !inReach ||
    (Number(row.user_id) !== principal.userId && !can(principal, 'webhooks:global'))
  ) {
    throw notFound('webhook', id);
  }
  return row;
}

async function writable(db: Db, principal: Principal, id: number): Promise<WebhookSubscriptionRow> {
  const row = await visible(db, principal, id);
  if (!can(principal, 'webhooks:write')) throw forbidden();
  return row;
}

async function checkCalendar(db: Db, principal: Principal, calendarId: number | null | undefined) {
  if (calendarId === null || calendarId === undefined) {
    if (can(principal, 'webhooks:global')) return null;
    throw validationFailed({
      calendar_id: { required: 'Choose the calendar whose bookings the webhook announces.' },
    });
  }
  const calendar = await readableCalendar(db, principal, calendarId);
  if (!can(principal, 'calendar:write', { ownerId: calendar.user_id, calendarId })) {
    throw forbidden();
  }
  return calendarId;
}

const present = (clock: () => number, row: WebhookSubscriptionRow) => ({
  webhook: presentWebhook(row, clock()),
});

/**
 * The event a logged attempt posted, if it is still kept: named by the attempt itself, or
 * (entries logged before attempts named their event) by its delivery row.
 */
async function eventOfAttempt(db: Db, subscriptionId: number, attempt: WebhookAttemptRow) {
  if (attempt.event_id !== null) {
    const event = await findEvent(db, Number(attempt.event_id));
    return event && { id: Number(event.id), booking_id: event.booking_id };
  }
  const original = await findDelivery(db, subscriptionId, Number(attempt.delivery_id));
  if (!original || original.event_id === null) return undefined;
  return { id: Number(original.event_id), booking_id: original.booking_id };
}

function subscriptionReads({ db, clock }: WebhooksServiceDeps) {
  return {
    async list(principal: Principal, query: WebhookListQuery) {
      const page = toPage(query);
      const ownerId = can(principal, 'webhooks:global') ? null : principal.userId;
      const within = calendarsWithin(principal);
      const { rows, total } = await repo.listSubscriptions(db, { ownerId, within, ...page });
      const now = clock();
      return {
        webhooks: rows.map((r) => presentWebhook(r, now)),
        ...envelope(page, total, rows.length),
      };
    },

    async get(principal: Principal, id: number) {
      return present(clock, await visible(db, principal, id));
    },
  };
}

function subscriptionWrites({ db, dialect, clock, delivery }: WebhooksServiceDeps) {
  return {
    async create(principal: Principal, body: CreateWebhookBody) {
      if (!can(principal, 'webhooks:write')) throw forbidden();
      const url = checkUrl(body.url, delivery.allowPrivate);
      const calendarId = await checkCalendar(db, principal, body.calendar_id);
      const now = clock();
      const secret = generateSecret();
      const row = await insertWithinLimits(db, dialect, {
        user_id: principal.userId,
        calendar_id: calendarId,
        url,
        description: body.description ?? '',
        events: JSON.stringify(body.events),
        secret,
        active: body.active === false ? 0 : 1,
        created_at: now,
        updated_at: now,
      });
      return { ...present(clock, row), secret };
    },

    async update(principal: Principal, id: number, body: UpdateWebhookBody) {
      await writable(db, principal, id);
      const patch: Partial<WebhookSubscriptionRow> = { updated_at: clock() };
      if (body.url !== undefined) patch.url = checkUrl(body.url, delivery.allowPrivate);
      if (body.events !== undefined) patch.events = JSON.stringify(body.events);
      if (body.description !== undefined) patch.description = body.description;
      if (body.active !== undefined) {
        patch.active = body.active ? 1 : 0;
        if (body.active) patch.disabled_reason = null;
      }
      const row = await repo.updateSubscription(db, id, patch);
      if (!row) throw notFound('webhook', id);
      return present(clock, row);
    },

    async remove(principal: Principal, id: number) {
      await writable(db, principal, id);
      await repo.deleteSubscription(db, id);
      return { message: 'The webhook was deleted.' };
    },

    async rotateSecret(principal: Principal, id: number, body: RotateSecretBody) {
      const current = await writable(db, principal, id);
      const now = clock();
      const hours = body.previous_valid_hours ?? 24;
      const secret = generateSecret();
      const row = await repo.updateSubscription(db, id, {
        secret,
        previous_secret: hours > 0 ? current.secret : null,
        previous_secret_until: hours > 0 ? now + hours * HOUR_MS : null,
        updated_at: now,
      });
      if (!row) throw notFound('webhook', id);
      return { ...present(clock, row), secret };
    },
  };
}

function deliveryMethods({ db, clock, delivery }: WebhooksServiceDeps) {
  return {
    async deliveries(principal: Principal, id: number, query: WebhookListQuery) {
      await visible(db, principal, id);
      const page = toPage(query);
      const { rows, total } = await repo.listAttempts(db, id, page.limit, page.offset);
      return { deliveries: rows.map(presentAttempt), ...envelope(page, total, rows.length) };
    },

    /** Sends a `webhook.ping` now, even to a disabled subscription, and answers how it went. */
    async ping(principal: Principal, id: number) {
      const row = await writable(db, principal, id);
      const now = clock();
      const { logged } = await deliverMessage(
        db,
        row,
        {
          id: `msg_${randomUUID().replace(/-/g, '')}`,
          type: PING_EVENT,
          timestamp: isoUtc(now),
          calendar_id: row.calendar_id,
          data: { webhook: { id: Number(row.id), url: row.url } },
        },
        { deliveryId: null, eventId: null, number: 1, now },
        delivery,
      );
      return { delivery: presentAttempt(logged) };
    },

    /** Queues the message of a logged attempt again, with the same `webhook-id`. */
    async redeliver(principal: Principal, id: number, attemptId: number) {
      const row = await writable(db, principal, id);
      const attempt = await repo.findAttempt(db, id, attemptId);
      if (!attempt) throw notFound('webhook_delivery', attemptId);
      if (attempt.delivery_id === null && attempt.event_id === null) {
        throw conflict(
          'webhook_ping_not_redeliverable',
          'A test ping is not redelivered; ping again.',
        );
      }
      if (row.active !== 1) {
        throw conflict('webhook_disabled', 'Turn the webhook on again before redelivering.');
      }
      const event = await eventOfAttempt(db, id, attempt);
      if (!event) throw notFound('webhook_delivery', attemptId);
      await insertDeliveries(db, [{ event, subscriptionId: id }], clock());
      return { message: 'The message is queued for delivery.', webhook_id: attempt.message_id };
    },
  };
}

export function createWebhooksService(deps: WebhooksServiceDeps) {
  return { ...subscriptionReads(deps), ...subscriptionWrites(deps), ...deliveryMethods(deps) };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
