/**
 * A host's private feed: one secret URL serving their bookings as iCalendar for any calendar
 * app, each event exactly as the guest's invitation (same UID and SEQUENCE; cancelled ones
 * marked cancelled). Only the SHA-256 of the token is kept, so the URL is shown once, when it is
 * made; making it again (rotation) or revoking it ends the old one at once (404).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { isoUtc } from '../../shared/format.js';
import { bookingIcs } from '../mail/index.js';
import type { ConnectionBookingSource } from './ports.js';

const DAY_MS = 86_400_000;
/** Bookings from 30 days back to a year ahead, at most 2,000. */
const PAST_DAYS = 30;
const AHEAD_DAYS = 366;
const MAX_EVENTS = 2_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/v2/public/feeds/${token}.ics`;
}

export async function feedStatus(db: Db, userId: number) {
  const row = await db
    .selectFrom('host_feeds')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { feed: { active: Boolean(row), created_at: row ? isoUtc(row.created_at) : null } };
}

/** A new secret URL; the previous one (if any) stops working. */
export async function rotateFeed(db: Db, userId: number, now: number, publicUrl: string) {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('host_feeds').where('user_id', '=', userId).execute();
    await trx
      .insertInto('host_feeds')
      .values({ user_id: userId, token_hash: hashOf(token), created_at: now })
      .execute();
  });
  return {
    feed: { active: true, created_at: isoUtc(now) },
    url: feedUrl(publicUrl, token),
  };
}

export async function revokeFeed(db: Db, userId: number) {
  await db.deleteFrom('host_feeds').where('user_id', '=', userId).execute();
  return { message: 'The feed was revoked: its address answers 404 from now on.' };
}

/** The VEVENT of an invitation's text. */
function veventOf(ics: string): string {
  const start = ics.indexOf('BEGIN:VEVENT\r\n');
  const end = ics.indexOf('END:VEVENT\r\n');
  return start >= 0 && end > start ? ics.slice(start, end + 'END:VEVENT\r\n'.length) : '';
}

export async function feedIcs(
  db: Db,
  source: ConnectionBookingSource,
  token: string,
  now: number,
): Promise<string> {
  const owner = /^[A-Za-z0-9_-]{43}$/.test(token)
    ? await db
        .selectFrom('host_feeds')
        .select('user_id')
        .where('token_hash', '=', hashOf(token))
        .executeTakeFirst()
    : undefined;
  if (!owner) throw notFound('feed');
  const ids = await source.hostBookings(
    db,
    Number(owner.user_id),
    now - PAST_DAYS * DAY_MS,
    now + AHEAD_DAYS * DAY_MS,
    MAX_EVENTS,
  );
  const events: string[] = [];
  for (const id of ids) {
    const context = await source.context(db, id);
    if (context) events.push(veventOf(bookingIcs(context, 'PUBLISH', now)));
  }
  return [
    'BEGIN:VCALENDAR\r\n',
    'VERSION:2.0\r\n',
    'PRODID:-//Slotbook//Slotbook//EN\r\n',
    'CALSCALE:GREGORIAN\r\n',
    'X-WR-CALNAME:Slotbook bookings\r\n',
    ...events,
    'END:VCALENDAR\r\n',
  ].join('');
}
