import { Migrator, sql, type Migration, type MigrationResultSet } from 'kysely';
import type { Database, Dialect } from './database.js';
import { foundation } from './migrations/0001-foundation.js';
import { calendars } from './migrations/0002-calendars.js';
import { bookings } from './migrations/0003-bookings.js';
import { mailContacts } from './migrations/0004-mail-contacts.js';
import { payments } from './migrations/0005-payments.js';
import { mailChanges } from './migrations/0006-mail-changes.js';
import { bookingsByStart } from './migrations/0007-bookings-by-start.js';
import { contactsPerHost } from './migrations/0008-contacts-per-host.js';
import { webhooks } from './migrations/0014-webhooks.js';
import { connections } from './migrations/0016-connections.js';
import { feedsWriteback } from './migrations/0017-feeds-writeback.js';
import { accounts } from './migrations/0018-accounts.js';
import { outboxByKind } from './migrations/0019-outbox-by-kind.js';
import { orphansToAdministrator } from './migrations/0020-orphans-to-administrator.js';
import { bookingSearch } from './migrations/0021-booking-search.js';
import { outboxRetention } from './migrations/0022-outbox-retention.js';
import { webhookParts } from './migrations/0023-webhook-parts.js';
import { attemptsNameEvents } from './migrations/0024-attempts-name-events.js';
import { slugRedirects } from './migrations/0025-slug-redirects.js';
import { outboxOfItsOwn } from './migrations/0026-outbox.js';
import { userDeactivation } from './migrations/0027-user-deactivation.js';
import { emailChanges } from './migrations/0028-email-changes.js';
import { stripeCheckout } from './migrations/0029-stripe-checkout.js';
import { userFormats } from './migrations/0030-user-formats.js';
import { googleConnections } from './migrations/0031-google-connections.js';
import { accessTokens } from './migrations/0032-access-tokens.js';
import { oauth } from './migrations/0034-oauth.js';
import { connectionHealth } from './migrations/0039-connection-health.js';
import { paypalEvents } from './migrations/0043-paypal-events.js';
import { bookingWriteIndexes } from './migrations/0045-booking-write-indexes.js';

/** Every migration, in order. Names are never changed once released. */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-foundation': foundation(dialect),
    '0002-calendars': calendars(dialect),
    '0003-bookings': bookings(dialect),
    '0004-mail-contacts': mailContacts(dialect),
    '0005-payments': payments(dialect),
    '0006-mail-changes': mailChanges(),
    '0007-bookings-by-start': bookingsByStart(),
    '0008-contacts-per-host': contactsPerHost(dialect),
    '0014-webhooks': webhooks(dialect),
    '0016-connections': connections(dialect),
    '0017-feeds-writeback': feedsWriteback(dialect),
    '0018-accounts': accounts(dialect),
    '0019-outbox-by-kind': outboxByKind(),
    '0020-orphans-to-administrator': orphansToAdministrator(),
    '0021-booking-search': bookingSearch(dialect),
    '0022-outbox-retention': outboxRetention(),
    '0023-webhook-parts': webhookParts(),
    '0024-attempts-name-events': attemptsNameEvents(),
    '0025-slug-redirects': slugRedirects(dialect),
    '0026-outbox': outboxOfItsOwn(),
    '0027-user-deactivation': userDeactivation(),
    '0028-email-changes': emailChanges(dialect),
    '0029-stripe-checkout': stripeCheckout(),
    '0030-user-formats': userFormats(),
    '0031-google-connections': googleConnections(dialect),
    '0032-access-tokens': accessTokens(dialect),
    '0034-oauth': oauth(dialect),
    '0039-connection-health': connectionHealth(dialect),
    '0043-paypal-events': paypalEvents(),
    '0045-booking-write-indexes': bookingWriteIndexes(),
  };
}

export class MigrationError extends Error {
  constructor(
    readonly migration: string | undefined,
    cause: unknown,
  ) {
    super(`Migration ${migration ?? '(unknown)'} failed: ${String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

/** Brings the schema to the latest version; safe to run from several processes at once. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations(database.dialect) },
    // Numbers are reserved per change; one with a lower number may be released after a higher one.
    allowUnorderedMigrations: true,
    // Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
    ...(database.dialect === 'postgres'
      ? { migrationTableSchema: await currentSchema(database) }
      : {}),
  });
  const { error, results } = await withCatalogRetries(() => migrator.migrateToLatest());
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new MigrationError(failed?.migrationName, error);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Kysely finds its bookkeeping tables by introspecting every schema, and PostgreSQL's catalog
 * functions fail with 3F000 ("schema does not exist") when another schema is dropped during that
 * scan. Nothing was migrated when it happens, so trying again is safe.
 */
async function withCatalogRetries(run: () => Promise<MigrationResultSet>) {
  for (let attempt = 1; ; attempt++) {
    const result = await run();
    const code = (result.error as { code?: string } | undefined)?.code;
    const untouched = !result.results?.some((r) => r.status === 'Success');
    if (code !== '3F000' || !untouched || attempt >= 5) return result;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}

async function currentSchema(database: Database): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    database.db,
  );
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return schema;
}
