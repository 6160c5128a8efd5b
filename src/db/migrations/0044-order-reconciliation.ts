import type { Kysely } from 'kysely';

/**
 * Reconciliation of online payments (bookings/payments/reconcile.ts): an order with a checkout
 * open at Stripe or PayPal is asked about again from `reconcile_at` on (epoch ms, 0: as soon as
 * it is due). Taking an order for a round moves it forward by a compare-and-set, so each order
 * is asked about by one process at a time.
 */
export function orderReconciliation() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('orders')
        .addColumn('reconcile_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').dropColumn('reconcile_at').execute();
    },
  };
}
