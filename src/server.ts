import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { bootstrapAdministrator } from './bootstrap.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createMemoryCounter, createRedisCounter, type WindowCounter } from './infra/counters.js';
import { createConfiguredMailer } from './modules/mail/index.js';
import { startBookingJobs } from './modules/bookings/index.js';
import { createBookingNotifier, loadAppPasswordSecret } from './services.js';

export interface Running {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

export function openConfiguredDatabase(config: Config): Database {
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
}

/** Rate-limit counters: in Redis when `REDIS_URL` is set (failures go to `onError`). */
function createCounter(
  config: Config,
  onError: (error: unknown) => void = () => undefined,
): WindowCounter {
  if (!config.redisUrl) return createMemoryCounter();
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

/** Migrates, bootstraps the first administrator, and listens. */
export async function serve(config: Config, print: (line: string) => void): Promise<Running> {
  const database = openConfiguredDatabase(config);
  await migrateToLatest(database);
  const logger: { current?: FastifyInstance['log'] } = {};
  const counter = createCounter(
    config,
    redisWarning(() => logger.current),
  );
  const app = await buildApp({ config, database, counter });
  logger.current = app.log;
  const secret = await loadAppPasswordSecret(database, Date.now());
  const initial = await bootstrapAdministrator(config, database, secret, Date.now());
  await app.listen({ port: config.port, host: config.host });
  // Delivers the outbox: over SMTP_URL, or as .eml files under DATA_DIR/mail without it.
  const mailer = createConfiguredMailer(config, database, app.log);
  mailer.start();
  // Completes past bookings and releases unpaid ones every minute (safe with several processes).
  const bookingJobs = startBookingJobs({
    db: database.db,
    clock: Date.now,
    notifier: createBookingNotifier(config.publicUrl, Date.now),
    onError: (error) => app.log.error({ err: error }, 'booking jobs failed'),
  });
  const api = `${config.publicUrl}/api/v2`;
  if (initial?.password) {
    print(
      [
        '',
        'Slotbook created the first administrator. This password is shown only once:',
        `  login:                ${initial.login}`,
        `  application password: ${initial.password}`,
        `  (also written to ${initial.file})`,
        `  API:  ${api}`,
        `  Docs: ${config.publicUrl}/docs`,
        `  Try:  curl -u '${initial.login}:${initial.password}' ${api}/users/me`,
        '',
      ].join('\n'),
    );
  }
  app.log.info(
    { api, docs: `${config.publicUrl}/docs`, database: database.description },
    'Slotbook is ready',
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await app.close();
      await mailer.stop();
      await bookingJobs.stop();
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
