import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from './database.js';

/**
 * The few places where the two engines need different DDL. Migrations are written once and call
 * these helpers instead of branching on the dialect themselves.
 */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
