/** The slugs calendars and event types leave behind when renamed (their old links redirect). */
import type { Db } from '../../db/database.js';

export async function recordOldSlug(
  db: Db,
  row: { calendar_id: number; event_id: number | null; old_slug: string; created_at: number },
): Promise<void> {
  await db.insertInto('slug_redirects').values(row).execute();
}
