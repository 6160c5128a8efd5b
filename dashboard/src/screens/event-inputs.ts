/** What the event editor's main settings read from their inputs. */

/** The e-mails' smart codes a booking title most often names (the API knows them all). */
export const TITLE_CODES = [
  'guest.full_name',
  'guest.first_name',
  'guest.last_name',
  'guest.email',
  'host.name',
  'event.title',
  'event.duration',
  'calendar.title',
  'booking.start_date_time_for_attendee',
  'booking.start_date_time_for_host',
  'booking.location',
];

/** `"15, 30,60"` -> [15, 30, 60]: whole minutes, in order, each once (the API checks the range). */
export function parseDurations(text: string): number[] {
  const minutes = text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(minutes)].sort((a, b) => a - b);
}
