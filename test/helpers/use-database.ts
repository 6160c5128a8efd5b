import { afterAll, beforeAll } from 'vitest';
import type { Db, Dialect } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from './db.js';

/**
 * The usual setup of a describe block that needs only a database: created before its tests and
 * dropped after them. Returns what gives its query builder, from the block's first hook on.
 */
export function useTestDatabase(dialect: Dialect): () => Db {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(dialect);
  });
  afterAll(() => current?.drop());
  return () => {
    if (!current)
      throw new Error('the test database exists only once its describe block has begun');
    return current.database.db;
  };
}
