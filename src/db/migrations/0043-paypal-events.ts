import type { Kysely } from 'kysely';

/**
 * PayPal Checkout: every PayPal webhook event applied is recorded once (`paypal_events`, keyed
 * by the event's id), so a redelivered event changes nothing. The order keeps PayPal's order id
 * in `vendor_session_id` (0029), its transactions the capture and refund ids; a refund PayPal
 * reports finds its order by the capture's id (`transactions_vendor_charge_id`).
 */
export function paypalEvents() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('paypal_events')
        .addColumn('event_id', 'varchar(255)', (c) => c.notNull())
        .addColumn('type', 'varchar(255)', (c) => c.notNull())
        .addColumn('order_id', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('paypal_events_event_id')
        .on('paypal_events')
        .column('event_id')
        .unique()
        .execute();
      await db.schema
        .createIndex('transactions_vendor_charge_id')
        .on('transactions')
        .column('vendor_charge_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('transactions_vendor_charge_id').execute();
      await db.schema.dropTable('paypal_events').execute();
    },
  };
}
