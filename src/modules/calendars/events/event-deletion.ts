/** Removing events, shared by event and calendar deletion. */
import type { Db } from '../../../db/database.js';
import type { EventRow } from '../../../db/types.js';
import { deleteMetaOf } from '../../meta/index.js';
import { deleteEvents, keepEventTitles } from './events.repo.js';

/**
 * Runs inside the deleting transaction, before the events go. Bookings are not deleted with
 * their event: they stay, marked with the deleted event's title, so a host's history keeps
 * what each booking was for.
 */
export async function beforeEventsDeleted(db: Db, events: readonly EventRow[]): Promise<void> {
  await keepEventTitles(db, events);
}

/** Deletes the events, their meta and their team members (the latter by foreign-key cascade). */
export async function deleteEventsWithMeta(db: Db, rows: readonly EventRow[]): Promise<void> {
  await beforeEventsDeleted(db, rows);
  const ids = rows.map((e) => e.id);
  await deleteMetaOf(db, 'event', ids);
  await deleteEvents(db, ids);
}
