/** What the event services answer with, and what they need. */
import type { Db } from '../../../db/database.js';
import type { CalendarRow, EventRow } from '../../../db/types.js';
import { eventViewOf } from '../calendar-view.js';
import type { MeetingsOffered } from './event-meta-defaults.js';
import { presentEvent } from './events.presenter.js';

export interface EventsDeps {
  db: Db;
  clock: () => number;
  publicUrl: string;
  /** The meetings the server can make (the event form's location options). */
  meetings?: MeetingsOffered;
}

/** An event as its calendar's page shows it. */
export async function presentOf(
  { db, publicUrl, meetings }: EventsDeps,
  calendar: CalendarRow,
  event: EventRow,
) {
  return presentEvent(event, await eventViewOf(db, publicUrl, calendar, meetings));
}
