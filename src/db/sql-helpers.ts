import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Case-insensitive "contains" that treats `%`, `_` and `\` typed by a user literally, with the
 * same meaning on SQLite and PostgreSQL (SQLite has no default LIKE escape character).
 */
export function containsText(column: Expression<unknown>, text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}

/** True for a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
