import { randomBytes } from 'node:crypto';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { WindowCounter } from './infra/counters.js';
import { createAvailabilityService } from './modules/availability/availability.service.js';
import { createCalendarsService } from './modules/calendars/calendars.service.js';
import { createEventResourcesService } from './modules/events/event-resources.service.js';
import { createEventsService } from './modules/events/events.service.js';
import { insertSettingIfAbsent } from './modules/settings/settings.repo.js';
import { createSharingService } from './modules/sharing/sharing.service.js';
import { createAuthService } from './modules/users/auth.service.js';
import { createUsersService } from './modules/users/users.service.js';

export interface ServiceDeps {
  config: Pick<Config, 'publicUrl'>;
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

export async function createServices({ config, database, counter, clock }: ServiceDeps) {
  const db = database.db;
  const secret = await loadAppPasswordSecret(database, clock());
  const resource = { db, clock, publicUrl: config.publicUrl };
  return {
    auth: createAuthService({ db, secret, counter, clock }),
    users: createUsersService({ db, secret, clock }),
    calendars: createCalendarsService(resource),
    events: createEventsService(resource),
    eventResources: createEventResourcesService(resource),
    availability: createAvailabilityService(resource),
    sharing: createSharingService(resource),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
