/**
 * Taking a booking: admin `POST /bookings/create/{event_id}` and the public booking form. Both
 * resolve the request outside the lock, then run the one locked transaction of the writer (writer.ts).
 */
import type { Db } from '../../../db/database.js';
import type { BookingRow } from '../../../db/tables-bookings.js';
import { readGuestRules, ruleApplies } from '../../../domain/booking-cutoff.js';
import type { BookingStatus } from '../../../domain/booking-status.js';
import { actingName, type Principal } from '../../../domain/policy.js';
import type { EventForBooking } from '../../calendars/index.js';
import {
  BOOKING_FIELDS_KEY,
  NOTIFICATIONS_KEY,
  PAYMENT_KEY,
  readBookingFields,
} from '../../calendars/index.js';
import { findMetaValues } from '../../meta/index.js';
import { PROFILE_KEY, readProfile } from '../../calendars/index.js';
import { findUserByLoginOrEmail } from '../../users/index.js';
import { assertAcceptsBookings, eventByHash, eventForPrincipal } from '../slots/index.js';
import type { AdminBookingBody, PublicBookingBody } from '../bodies.schemas.js';
import { bookingDuration, describeClient, guestDetails, requestedTime } from '../slots/index.js';
import type { BookingWriter } from './writer.js';
import { presentBooking, presentGuestBooking, type BookingView } from '../bookings.presenter.js';
import { guestUrls } from '../booking-context.js';
import { eventHosts, eventZone } from '../slots/index.js';
import { idempotentRequest, storedAnswer, type Answer } from './idempotency.js';
import {
  createBookingOrder,
  paidColumns,
  planPayment,
  plannedInstructions,
} from '../payments/index.js';
import type { PaymentGuide } from '../../payments/index.js';
import { parseJson } from '../../../shared/json.js';
import { findUsersByIds } from '../../users/index.js';

const PAYMENT_PENDING =
  'Your booking is reserved; it will be confirmed once your payment has been received.';

export interface Client {
  ip: string;
  userAgent: string | undefined;
  /** The `Idempotency-Key` header. */
  idempotencyKey: string | string[] | undefined;
}

export interface CreationDeps {
  db: Db;
  writer: BookingWriter;
  clock: () => number;
  publicUrl: string;
}

interface Prepared {
  loaded: EventForBooking;
  request: Awaited<ReturnType<typeof prepare>>;
}

async function prepare(db: Db, loaded: EventForBooking, body: PublicBookingBody) {
  assertAcceptsBookings(loaded);
  const { hosts, pool } = await eventHosts(db, loaded);
  const time = requestedTime(body, eventZone(hosts));
  const duration = bookingDuration(loaded, body.duration);
  const [[fieldsMeta, paymentMeta, notifications, profileMeta], users, person] = await Promise.all([
    // The event's form, price and e-mails and its calendar's profile, in one read.
    findMetaValues(db, [
      { objectType: 'event', objectId: loaded.event.id, key: BOOKING_FIELDS_KEY },
      { objectType: 'event', objectId: loaded.event.id, key: PAYMENT_KEY },
      { objectType: 'event', objectId: loaded.event.id, key: NOTIFICATIONS_KEY },
      { objectType: 'calendar', objectId: loaded.calendar.id, key: PROFILE_KEY },
    ]),
    findUsersByIds(db, loaded.hostIds),
    findUserByLoginOrEmail(db, body.email),
  ]);
  const details = guestDetails(loaded, readBookingFields(fieldsMeta), body);
  const payment = await planPayment(db, loaded, {
    duration,
    requested: body.payment_method,
    settings: paymentMeta,
  });
  const view: Omit<BookingView, 'host'> = {
    event: loaded.event,
    calendar: loaded.calendar,
    avatar: readProfile(profileMeta).avatar,
    meta: new Map(Object.entries(details.meta)),
  };
  const contact = {
    email: body.email,
    name: body.name,
    phone: details.columns.phone,
    timezone: time.timezone,
    address: body.address ?? null,
  };
  const personUserId = person?.id ?? null;
  return {
    hosts,
    pool,
    time,
    duration,
    details,
    view,
    contact,
    payment,
    personUserId,
    users,
    notifications: notifications ?? null,
  };
}

function columnsOf({ loaded, request }: Prepared, client: Client, source: string) {
  return {
    ...request.details.columns,
    ...(request.payment ? paidColumns(request.payment) : {}),
    ...describeClient(client.userAgent),
    calendar_id: loaded.calendar.id,
    event_id: loaded.event.id,
    event_title: loaded.event.title,
    host_user_id: loaded.event.user_id,
    person_user_id: request.personUserId,
    person_time_zone: request.time.timezone,
    ip_address: client.ip.slice(0, 45),
    source,
    event_type: loaded.event.event_type,
  };
}

interface CreateOptions {
  status: BookingStatus;
  source: 'web' | 'admin';
  createdBy: number | null;
  bookedBy?: string;
}

/** Writes the prepared booking in the host's locked transaction and answers with `answer`. */
function writeBooking<T>(
  writer: BookingWriter,
  prepared: Prepared,
  client: Client,
  options: CreateOptions,
  idempotency: ReturnType<typeof idempotentRequest>,
  answer: (row: BookingRow, view: BookingView) => Answer<T>,
): Promise<Answer<T>> {
  const { loaded, request } = prepared;
  const { payment } = request;
  return writer.create({
    loaded,
    hosts: request.hosts,
    pool: request.pool,
    start: request.time.start,
    duration: request.duration,
    // A paid booking waits for its payment, holding its slot.
    status: payment ? 'pending' : options.status,
    columns: columnsOf(prepared, client, options.source),
    meta: request.details.meta,
    actor: options.source === 'web' ? 'guest' : 'host',
    createdBy: options.createdBy,
    ...(options.bookedBy === undefined ? {} : { bookedBy: options.bookedBy }),
    hostUsers: request.users,
    avatar: request.view.avatar,
    notifications: request.notifications,
    contact: request.contact,
    idempotency,
    // Round robin decides the host inside the transaction.
    answer: (row) => answer(row, { ...request.view, host: request.users.get(row.host_user_id) }),
    ...(payment
      ? {
          alsoWrite: (trx: Db, row: BookingRow, now: number) =>
            createBookingOrder(trx, payment, row, now),
        }
      : {}),
  });
}

/** A guest's answer: whether it waits for the host or a payment, and where to go next. */
function publicAnswer(
  row: BookingRow,
  view: BookingView,
  publicUrl: string,
  facts: { payment: Prepared['request']['payment']; pending: boolean; redirectUrl: string | null },
): Answer<PublicAnswer> {
  const { payment, pending } = facts;
  return {
    status: 201,
    replayed: false,
    body: {
      message: payment
        ? PAYMENT_PENDING
        : pending
          ? 'Your booking request has been sent; the host will confirm it.'
          : 'Booking has been confirmed',
      booking: presentGuestBooking(row, view, publicUrl),
      booking_hash: row.hash,
      redirect_url: facts.redirectUrl ?? guestUrls(publicUrl, row.hash).manage,
      ...(payment ? { payment: plannedInstructions(payment, row, publicUrl) } : {}),
    },
  };
}

export function createBookingCreation({ db, writer, clock, publicUrl }: CreationDeps) {
  const create = <T>(
    prepared: Prepared,
    client: Client,
    options: CreateOptions,
    idempotency: ReturnType<typeof idempotentRequest>,
    answer: (row: BookingRow, view: BookingView) => Answer<T>,
  ) => writeBooking(writer, prepared, client, options, idempotency, answer);

  return {
    async adminCreate(
      principal: Principal,
      eventId: number,
      body: AdminBookingBody,
      client: Client,
    ) {
      const route = `POST /bookings/create/${eventId}`;
      const key = idempotentRequest(client.idempotencyKey, `user:${principal.userId}`, route, body);
      const replay = await storedAnswer<AdminAnswer>(db, key);
      if (replay) return replay;
      const loaded = await eventForPrincipal(db, principal, eventId, 'write');
      const prepared = { loaded, request: await prepare(db, loaded, body) };
      const options = {
        status: body.status ?? 'scheduled',
        source: 'admin',
        createdBy: principal.userId,
        bookedBy: actingName(principal),
      } as const;
      return create<AdminAnswer>(prepared, client, options, key, (row, view) => ({
        status: 201,
        replayed: false,
        body: {
          message: 'Booking has been created',
          booking: presentBooking(row, view, publicUrl),
        },
      }));
    },

    async publicCreate(hash: string, body: PublicBookingBody, client: Client) {
      // Guests' keys are scoped to their client address: another guest sending the same key
      // never gets this guest's answer (and its booking hash).
      const key = idempotentRequest(
        client.idempotencyKey,
        `public:ip:${client.ip}`,
        `POST /public/events/${hash}/bookings`,
        body,
      );
      const replay = await storedAnswer<PublicAnswer>(db, key);
      if (replay) return replay;
      const loaded = await eventByHash(db, hash);
      const prepared = { loaded, request: await prepare(db, loaded, body) };
      const { payment } = prepared.request;
      const rules = readGuestRules(parseJson<unknown>(loaded.event.settings, {}));
      const pending = ruleApplies(rules.confirmation, prepared.request.time.start, clock());
      const options = {
        status: pending ? 'pending' : 'scheduled',
        source: 'web',
        createdBy: null,
      } as const;
      const facts = { payment, pending, redirectUrl: rules.redirectUrl };
      return create(prepared, client, options, key, (row, view) =>
        publicAnswer(row, view, publicUrl, facts),
      );
    },
  };
}

type Booking = ReturnType<typeof presentBooking>;
export interface AdminAnswer {
  message: string;
  booking: Booking;
}
export interface PublicAnswer extends AdminAnswer {
  booking_hash: string;
  redirect_url: string;
  payment?: PaymentGuide;
}

export type BookingCreation = ReturnType<typeof createBookingCreation>;
