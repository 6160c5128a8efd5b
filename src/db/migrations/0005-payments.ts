import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

/**
 * Orders, their items and their transactions (FluentBooking Pro's model). Money columns are
 * integer minor units. `orders.parent_id` is the booking id; it carries no foreign key so the
 * payments tables do not depend on the bookings migration, and a partial unique index keeps
 * one order per booking. Payment settings need no table: they live in `settings`.
 */
export function payments(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      let orders = withId(db.schema.createTable('orders'), dialect)
        .addColumn('uuid', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('draft'))
        .addColumn('parent_id', 'bigint')
        .addColumn('order_number', 'varchar(191)', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('sale'))
        .addColumn('customer_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('payment_method', 'varchar(50)')
        .addColumn('payment_mode', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('payment_method_type', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('payment_method_title', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('currency', 'varchar(3)', (c) => c.notNull());
      for (const column of [
        'subtotal',
        'discount_tax',
        'discount_total',
        'shipping_tax',
        'shipping_total',
        'tax_total',
        'total_amount',
        'total_paid',
        'total_refunded',
      ]) {
        orders = orders.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0));
      }
      await orders
        .addColumn('rate', 'varchar(30)', (c) => c.notNull().defaultTo('1'))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ip_address', 'varchar(45)', (c) => c.notNull().defaultTo(''))
        .addColumn('completed_at', 'bigint')
        .addColumn('refunded_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('orders_one_per_booking')
        .on('orders')
        .column('parent_id')
        .unique()
        .where(sql.ref('parent_id'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('orders_status_created')
        .on('orders')
        .columns(['status', 'created_at'])
        .execute();

      await withId(db.schema.createTable('order_items'), dialect)
        .addColumn('order_id', 'bigint', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('booking_id', 'bigint')
        .addColumn('item_name', 'varchar(192)', (c) => c.notNull())
        .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('single'))
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('item_price', 'bigint', (c) => c.notNull())
        .addColumn('item_total', 'bigint', (c) => c.notNull())
        .addColumn('rate', 'varchar(30)', (c) => c.notNull().defaultTo('1'))
        .addColumn('line_meta', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_items_order_id')
        .on('order_items')
        .column('order_id')
        .execute();

      await withId(db.schema.createTable('transactions'), dialect)
        .addColumn('uuid', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('order_id', 'bigint', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('transaction_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('payment_method', 'varchar(50)', (c) => c.notNull())
        .addColumn('payment_mode', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('vendor_charge_id', 'varchar(191)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('total', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('rate', 'varchar(30)', (c) => c.notNull().defaultTo('1'))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('transactions_order_id')
        .on('transactions')
        .column('order_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('transactions').execute();
      await db.schema.dropTable('order_items').execute();
      await db.schema.dropTable('orders').execute();
    },
  };
}
