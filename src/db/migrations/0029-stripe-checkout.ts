import type { Kysely } from 'kysely';

/**
 * Stripe Checkout: the order remembers its Checkout Session (`vendor_session_id`, empty when
 * none), and every Stripe event applied is recorded once (`stripe_events`, keyed by the event's
 * id), so a redelivered event changes nothing.
 */
export function stripeCheckout() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('orders')
        .addColumn('vendor_session_id', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createTable('stripe_events')
        .addColumn('event_id', 'varchar(255)', (c) => c.notNull())
        .addColumn('type', 'varchar(255)', (c) => c.notNull())
        .addColumn('order_id', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('stripe_events_event_id')
        .on('stripe_events')
        .column('event_id')
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('stripe_events').execute();
      await db.schema.alterTable('orders').dropColumn('vendor_session_id').execute();
    },
  };
}
