import type { Database } from '../src/db/database.js';

export const BENCH_LOGIN = 'bench';
export const BENCH_PASSWORD = 'Bb11 Ee22 Nn33 Cc44 Hh55 Mm66';

/**
 * Bench data beyond the administrator. Filled in as resources appear (calendars and events
 * for `GET /calendars`).
 */
export async function seedCalendars(_database: Database, _ownerId: number): Promise<void> {}
