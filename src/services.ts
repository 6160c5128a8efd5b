import { randomBytes } from 'node:crypto';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { WindowCounter } from './infra/counters.js';
import { createApprovals } from './modules/mcp/index.js';
import { createAvailabilityService } from './modules/availability/index.js';
import {
  createBookingMailSource,
  createBookingServices,
  createBookingWebhookSource,
  createConnectionBookingSource,
  createContactBookings,
  createUserHoldings,
} from './modules/bookings/index.js';
import { createCalendarsService } from './modules/calendars/index.js';
import { createContactsService } from './modules/contacts/index.js';
import { createCrmService } from './modules/contacts/index.js';
import { createEventResourcesService } from './modules/calendars/index.js';
import { createEventsService } from './modules/calendars/index.js';
import {
  createMailNotifier,
  createTestMailService,
  type BookingMailSource,
} from './modules/mail/index.js';
import type { BookingNotifier } from './modules/booking-events/index.js';
import { createPaymentsService } from './modules/payments/index.js';
import { insertSettingIfAbsent } from './modules/settings/index.js';
import { createSharingService } from './modules/calendars/index.js';
import { createOAuthService, OAUTH_TOKEN_PREFIX } from './modules/oauth/index.js';
import { bearerByPrefix } from './http/scopes.js';
import {
  ACCESS_TOKEN_PREFIX,
  createAccessTokensService,
  createAuthService,
} from './modules/users/index.js';
import { createUsersService } from './modules/users/index.js';
import { createAccountsService } from './modules/accounts/index.js';
import {
  createConnectionNotifier,
  createConnectionsService,
  createSealer,
  loadConnectionsKey,
} from './modules/connections/index.js';
import { createWebhookNotifier, createWebhooksService } from './modules/webhooks/index.js';
import { combineNotifiers, silentNotifier } from './modules/booking-events/index.js';

export interface ServiceDeps {
  config: Pick<
    Config,
    'publicUrl' | 'webhooks' | 'connections' | 'smtpUrl' | 'dataDir' | 'stripe' | 'paypal'
  >;
  database: Database;
  counter: WindowCounter;
  clock: () => number;
}

const SECRET_KEY = 'app_password_secret';

/**
 * The HMAC key for application passwords: generated once, stored in the database, so every
 * instance sharing the database verifies the same passwords. Never configured, never defaulted.
 */
export async function loadAppPasswordSecret(database: Database, now: number): Promise<string> {
  return insertSettingIfAbsent(database.db, SECRET_KEY, randomBytes(32).toString('hex'), now);
}

/**
 * Booking changes become outbox rows in the transaction that makes them: their e-mails, the
 * webhook event when a subscription wants it, and the write-back to each host's chosen calendar.
 */
export function createBookingNotifier(
  publicUrl: string,
  clock: () => number,
  mailSource: BookingMailSource = createBookingMailSource(publicUrl),
): BookingNotifier {
  return combineNotifiers(
    createMailNotifier({ source: mailSource, clock }),
    createWebhookNotifier({ source: createBookingWebhookSource(publicUrl), clock }),
    // Its source only reads hosts: it never records a meeting, so it announces nothing itself.
    createConnectionNotifier({
      source: createConnectionBookingSource(publicUrl, silentNotifier, clock),
      clock,
    }),
  );
}

/** What syncing calendar connections needs: the sealing key, outbound rules, the own-UID host. */
export async function connectionSyncDeps(
  config: Pick<Config, 'publicUrl' | 'connections'>,
  database: Database,
  clock: () => number,
) {
  const key = await loadConnectionsKey(database.db, config.connections.key, clock());
  return {
    db: database.db,
    clock,
    sealer: createSealer(key),
    outbound: {
      allowPrivate: config.connections.allowPrivate,
      timeoutMs: config.connections.timeoutMs,
    },
    google: config.connections.google,
    microsoft: config.connections.microsoft,
    zoom: config.connections.zoom,
    publicUrl: config.publicUrl,
    syncIntervalMs: config.connections.syncIntervalMs,
    // A meeting recorded for a confirmed booking re-sends the guest's confirmation with its link.
    source: createConnectionBookingSource(
      config.publicUrl,
      createBookingNotifier(config.publicUrl, clock),
      clock,
    ),
  };
}

/**
 * The one composition root: every service of the API, and what the background loops `serve()`
 * starts share with them (the password key, the booking notifier, the connections' sync deps).
 */
export async function createServices({ config, database, counter, clock }: ServiceDeps) {
  const db = database.db;
  const secret = await loadAppPasswordSecret(database, clock());
  const resource = { db, clock, publicUrl: config.publicUrl };
  // Teams meetings are made through a host's Microsoft calendar: offered while it is configured.
  const meetings = { teams: config.connections.microsoft !== null };
  const crm = createCrmService({ db, clock, bookings: createContactBookings(resource) });
  const auth = createAuthService({ db, secret, counter, clock });
  const accounts = createAccountsService({
    db,
    clock,
    counter,
    publicUrl: config.publicUrl,
    mailServer: config.smtpUrl !== null,
    credentialsChanged: auth.forgetVerified,
  });
  const syncDeps = await connectionSyncDeps(config, database, clock);
  // Every booking change writes its e-mails and webhook event to the outbox in its transaction.
  // What the booking e-mails say, read by the notifier and by the mailer that sends them.
  const mailSource = createBookingMailSource(config.publicUrl);
  const notifier = createBookingNotifier(config.publicUrl, clock, mailSource);
  const accessTokens = createAccessTokensService({ db, secret, clock });
  const oauth = createOAuthService({
    db,
    secret,
    counter,
    clock,
    resources: ['', '/api/v2', '/mcp'].map((path) => new URL(config.publicUrl).origin + path),
  });
  return {
    secret,
    notifier,
    mailSource,
    syncDeps,
    auth,
    accounts,
    accessTokens,
    oauth,
    // Bearer tokens by prefix: each kind is checked by the module that issues it.
    bearer: bearerByPrefix({
      [ACCESS_TOKEN_PREFIX]: (token, ip) => accessTokens.authenticate(token, ip),
      [OAUTH_TOKEN_PREFIX]: (token) => oauth.authenticate(token),
    }),
    users: createUsersService({
      db,
      secret,
      clock,
      credentialsChanged: auth.forgetVerified,
      holdings: createUserHoldings(),
      // A new user is mailed a link to choose the password they sign in to the dashboard with.
      userCreated: (user) => accounts.invite(null, user.id),
      // A deactivated user is signed out of every browser.
      userDeactivated: (id) => accounts.endAccessOf(id),
    }),
    calendars: createCalendarsService(resource),
    events: createEventsService({ ...resource, meetings }),
    eventResources: createEventResourcesService({ ...resource, meetings }),
    availability: createAvailabilityService(resource),
    sharing: createSharingService(resource),
    payments: createPaymentsService({ db, clock }),
    testMail: createTestMailService({ db, counter, clock, config }),
    contacts: createContactsService({ db, clock }),
    crm,
    webhooks: createWebhooksService({
      db,
      dialect: database.dialect,
      clock,
      delivery: config.webhooks,
    }),
    connections: createConnectionsService(syncDeps),
    // MCP's approval tokens are signed with a key derived from the password key.
    approvals: createApprovals(secret, clock),
    bookings: createBookingServices({
      database,
      clock,
      publicUrl: config.publicUrl,
      notifier,
      crm,
      stripe: config.stripe,
      paypal: config.paypal,
    }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
