import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { bootstrapAdministrator, INITIAL_ADMIN_FILE } from './bootstrap.js';
import { createStartGate } from './http/start-gate.js';
import type { Config } from './config.js';
import { openDatabase, type Database, type DatabaseOptions } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createMemoryCounter, createRedisCounter, type WindowCounter } from './infra/counters.js';
import { checkSmtpServer, createConfiguredMailer } from './modules/mail/index.js';
import { startOutboxRetention } from './modules/outbox/index.js';
import { ReconcileFailure, startBookingJobs } from './modules/bookings/index.js';
import { startDispatcherThread, webhookRetentionSteps } from './modules/webhooks/index.js';
import { createConnectionSync } from './modules/connections/index.js';
import { accountRetentionSteps } from './modules/accounts/index.js';
import { oauthRetentionSteps } from './modules/oauth/index.js';
import { deleteDeadAccessTokens } from './modules/users/index.js';
import { createServices, type Services } from './services.js';

export interface Running {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

function databaseOptions(config: Config): DatabaseOptions {
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
}

export function openConfiguredDatabase(config: Config): Database {
  return openDatabase(databaseOptions(config));
}

/**
 * Rate-limit counters: in Redis when `REDIS_URL` is set (failures go to `onError`). The Redis
 * client is loaded only then.
 */
async function createCounter(
  config: Config,
  onError: (error: unknown) => void = () => undefined,
): Promise<WindowCounter> {
  if (!config.redisUrl) return createMemoryCounter();
  const { Redis } = await import('ioredis');
  return createRedisCounter(
    new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }),
    undefined,
    onError,
  );
}

/** At most one warning every 10 seconds while Redis is unavailable. */
function redisWarning(log: () => FastifyInstance['log'] | undefined) {
  let last = 0;
  return (error: unknown) => {
    if (Date.now() - last < 10_000) return;
    last = Date.now();
    log()?.warn({ err: error }, 'Redis is unavailable: rate limits are not applied');
  };
}

function firstAdministratorBanner(
  initial: { login: string; password?: string; passwordLink?: string; file?: string },
  publicUrl: string,
): string {
  const api = `${publicUrl}/api/v2`;
  return [
    '',
    'Slotbook created the first administrator. This password is shown only once:',
    `  login:                ${initial.login}`,
    `  application password: ${initial.password}`,
    `  dashboard:            ${publicUrl}/app`,
    `  set your dashboard password once at (the link works once, for 72 hours):`,
    `    ${initial.passwordLink}`,
    `  (also written to ${initial.file})`,
    `  API:  ${api}`,
    `  Docs: ${publicUrl}/docs`,
    `  Try:  curl -u '${initial.login}:${initial.password}' ${api}/users/me`,
    '',
  ].join('\n');
}

/** While the first administrator's password file exists, every start says where it is. */
async function remindOfInitialPassword(config: Config, print: (line: string) => void) {
  const file = path.join(config.dataDir, INITIAL_ADMIN_FILE);
  const exists = await fs.access(file).then(
    () => true,
    () => false,
  );
  if (exists) {
    print(
      `The first administrator's application password is in ${file}; delete the file once it is kept somewhere safe.`,
    );
  }
}

/** An SMTP server that does not answer is reported at start; mail waits in the outbox. */
function warnIfSmtpUnreachable(
  smtpUrl: string,
  log: FastifyInstance['log'],
  print: (line: string) => void,
) {
  void checkSmtpServer(smtpUrl).then((problem) => {
    if (!problem) return;
    log.warn({ smtp: problem }, 'the SMTP server is not reachable');
    print(
      `Warning: the SMTP server (SMTP_URL) is not reachable: ${problem}. E-mails wait in the outbox and are retried for 24 hours.`,
    );
  });
}

/**
 * The mailer and the webhook dispatcher poll less and less while nothing is due; a write this
 * process answered (a booking, an invitation, a test ping...) may have queued work, so it
 * brings them back at once. Writes made by other processes are found by the next poll.
 */
function nudgeAfterWrites(app: FastifyInstance): { nudge(): void }[] {
  const loops: { nudge(): void }[] = [];
  app.addHook('onResponse', (request, reply, done) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (write && reply.statusCode < 400) for (const loop of loops) loop.nudge();
    done();
  });
  return loops;
}

/** Migrates, listens, bootstraps the first administrator, then answers. */
/**
 * What the retention loop deletes besides settled outbox rows, once past its period: the webhooks'
 * events and log, expired sessions and dead links, expired OAuth codes and tokens, and access
 * tokens expired or revoked.
 */
export const RETENTION_STEPS = [
  ...webhookRetentionSteps,
  ...accountRetentionSteps,
  ...oauthRetentionSteps,
  deleteDeadAccessTokens,
];

/**
 * Completes past bookings, asks Stripe and PayPal about open checkouts and releases unpaid
 * bookings every BOOKING_JOBS_INTERVAL_SECONDS (safe with several processes). A provider that
 * could not be asked is a warning: its orders stay pending and are asked about again.
 */
function startJobs(
  config: Config,
  database: Database,
  services: Services,
  log: FastifyInstance['log'],
) {
  return startBookingJobs({
    db: database.db,
    clock: Date.now,
    notifier: services.notifier,
    intervalMs: config.bookingJobsIntervalMs,
    reconciliation: services.bookings.reconciliation,
    onError: (error) =>
      error instanceof ReconcileFailure
        ? log.warn({ err: error }, 'a payment provider could not be asked')
        : log.error({ err: error }, 'booking jobs failed'),
  });
}

export async function serve(config: Config, print: (line: string) => void): Promise<Running> {
  const database = openConfiguredDatabase(config);
  await migrateToLatest(database);
  const logger: { current?: FastifyInstance['log'] } = {};
  const counter = await createCounter(
    config,
    redisWarning(() => logger.current),
  );
  const services = await createServices({ config, database, counter, clock: Date.now });
  const gate = createStartGate();
  const app = await buildApp({ config, database, counter, services, gate });
  logger.current = app.log;
  const idleLoops = nudgeAfterWrites(app);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Nothing is left open or created by a start that fails here (a port in use, an address
    // not ours): the first administrator waits for a start that can serve them.
    await app.close();
    await counter.close();
    await database.close();
    throw error;
  }
  const initial = await bootstrapAdministrator(config, database, services.secret, Date.now());
  gate.open();
  const api = `${config.publicUrl}/api/v2`;
  if (initial?.password) print(firstAdministratorBanner(initial, config.publicUrl));
  else if (!initial) await remindOfInitialPassword(config, print);
  // Delivers the outbox: over SMTP_URL, or as .eml files under DATA_DIR/mail without it.
  const mailer = createConfiguredMailer(config, database, app.log, services.mailSource);
  mailer.start();
  idleLoops.push(mailer);
  if (config.smtpUrl) warnIfSmtpUnreachable(config.smtpUrl, app.log, print);
  // Delivers webhook events, in a thread of its own (safe with several processes).
  const webhooks = startDispatcherThread(
    {
      // On SQLite the thread takes turns at the write lock with this one (`db/write-lock.ts`).
      database: {
        ...databaseOptions(config),
        ...(database.writeLock ? { writeLock: database.writeLock.buffer } : {}),
      },
      delivery: config.webhooks,
      publicUrl: config.publicUrl,
      leaseMarginMs: config.webhooks.leaseMarginMs,
    },
    app.log,
  );
  idleLoops.push(webhooks);
  const bookingJobs = startJobs(config, database, services, app.log);
  // Deletes settled outbox rows older than OUTBOX_RETENTION_DAYS, a minute after start and then
  // hourly, in small batches (safe with several processes), and RETENTION_STEPS' rows.
  const retention = startOutboxRetention({
    db: database.db,
    clock: Date.now,
    retentionDays: config.outboxRetentionDays,
    steps: RETENTION_STEPS,
    onRun: (run) => {
      if (run.deleted > 0) app.log.info({ deleted: run.deleted }, 'old outbox rows deleted');
    },
    onError: (error) => app.log.error({ err: error }, 'outbox retention failed'),
  });
  // Syncs hosts' calendar connections when each is due (safe with several processes).
  const connectionSync = createConnectionSync({ ...services.syncDeps, logger: app.log });
  connectionSync.start();
  app.log.info(
    { api, docs: `${config.publicUrl}/docs`, database: database.description },
    'Slotbook is ready',
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await app.close();
      await mailer.stop();
      await webhooks.stop();
      await bookingJobs.stop();
      await retention.stop();
      await connectionSync.stop();
      await counter.close();
      await database.close();
    })());
  return { app, url: api, stop };
}

/** Stops cleanly on SIGTERM/SIGINT: no new connections, in-flight requests finish. */
export function stopOnSignals(running: Running, timeoutMs = 10_000): void {
  const onSignal = (signal: NodeJS.Signals) => {
    running.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), timeoutMs);
    force.unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        running.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
