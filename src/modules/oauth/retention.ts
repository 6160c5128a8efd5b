/**
 * OAuth rows the outbox retention loop deletes after its period, like expired sessions:
 * authorization codes and access and refresh tokens expired before then. None can be exchanged
 * or authenticate anybody any more (a code lives a minute, an access token an hour, a refresh
 * token 30 days).
 */
import type { Db } from '../../db/database.js';
import type { RetentionStep } from '../outbox/index.js';

const deleteExpired =
  (table: 'oauth_codes' | 'oauth_tokens'): RetentionStep =>
  async (db: Db, before, limit) => {
    const result = await db
      .deleteFrom(table)
      .where(
        'id',
        'in',
        db.selectFrom(table).select('id').where('expires_at', '<', before).limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  };

export const oauthRetentionSteps: readonly RetentionStep[] = [
  deleteExpired('oauth_codes'),
  deleteExpired('oauth_tokens'),
];
