/**
 * A Zoom meeting per booking whose location is Zoom (`zoom_meeting`), made by the Zoom account
 * of its host (for several hosts, the first by id with Zoom connected): created while the booking
 * holds time, moved with it, deleted once it does not (cancelled, rejected). The meeting's id,
 * join link and passcode are the booking's `online_meeting` (provider `zoom`), so the guest's
 * mails, invitation and booking page give them, and a calendar that receives the booking gets
 * the link as its location. Runs within the write-back of the booking (`writeback.ts`), with its
 * retries; a failure is also the Zoom connection's error, as a sync's would be.
 */
import type { Db } from '../../db/database.js';
import type { ConnectionRow } from '../../db/tables-connections.js';
import { HOLDING_STATUSES } from '../../domain/booking-status.js';
import type { BookingMailContext } from '../mail/index.js';
import * as repo from './connections.repo.js';
import { OutboundError } from '../../infra/outbound.js';
import type { ConnectionBookingSource } from './ports.js';
import { HEALTHY, recordFailure } from './sync-health.js';
import type { SyncDeps } from './sync.js';
import {
  createZoomMeeting,
  deleteZoomMeeting,
  updateZoomMeeting,
  type ZoomMeetingRequest,
} from './zoom-api.js';
import { GrantRevoked } from './oauth-fetch.js';
import { withZoom } from './zoom-session.js';

export const ZOOM_LOCATION = 'zoom_meeting';

/** The Zoom connection of the first of `userIds` (by id) that has one. */
export async function zoomConnectionOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return undefined;
  return db
    .selectFrom('calendar_connections')
    .selectAll()
    .where('kind', '=', 'zoom')
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .orderBy('id')
    .executeTakeFirst();
}

const requestOf = (ctx: BookingMailContext): ZoomMeetingRequest => ({
  topic: ctx.event.title,
  start: ctx.start,
  duration: (ctx.end - ctx.start) / 60_000,
  timezone: ctx.host.timeZone,
  agenda: `Booked by ${ctx.guest.name} (${ctx.guest.email}).`,
});

const describe = (error: unknown) =>
  error instanceof OutboundError || error instanceof GrantRevoked
    ? error.message
    : 'Zoom answered something unexpected.';

type Deps = SyncDeps & { source: ConnectionBookingSource };

async function write(
  connection: ConnectionRow,
  ctx: BookingMailContext,
  deps: Deps,
): Promise<BookingMailContext> {
  // Only a meeting id as Zoom gives them (digits) is ever put in a request's path.
  const made =
    ctx.meeting?.provider === 'zoom' && /^\d{1,20}$/.test(ctx.meeting.external_id ?? '')
      ? ctx.meeting
      : undefined;
  const holds = (HOLDING_STATUSES as readonly string[]).includes(ctx.status);
  if (!holds || ctx.event.locationType !== ZOOM_LOCATION) {
    if (made?.external_id) {
      const id = made.external_id;
      await withZoom(connection, deps, (api) => deleteZoomMeeting(api, id));
      await deps.source.setOnlineMeeting(deps.db, ctx.bookingId, null);
    }
    const { meeting: _gone, ...rest } = ctx;
    return rest;
  }
  const request = requestOf(ctx);
  if (made?.external_id) {
    const id = made.external_id;
    if (await withZoom(connection, deps, (api) => updateZoomMeeting(api, id, request))) return ctx;
  }
  const meeting = await withZoom(connection, deps, (api) => createZoomMeeting(api, request));
  await deps.source.setOnlineMeeting(deps.db, ctx.bookingId, meeting);
  return { ...ctx, meeting };
}

/**
 * Brings the booking's Zoom meeting up to date when `userId` is the host whose account makes it;
 * answers the booking with its meeting as it now is.
 */
export async function bringZoomUpToDate(
  userId: number,
  hosts: number[],
  ctx: BookingMailContext,
  deps: Deps,
): Promise<BookingMailContext> {
  const wanted = ctx.event.locationType === ZOOM_LOCATION || ctx.meeting?.provider === 'zoom';
  if (!wanted) return ctx;
  const connection = await zoomConnectionOf(deps.db, hosts);
  if (!connection || Number(connection.user_id) !== userId) return ctx;
  const attempted = deps.clock();
  try {
    const written = await write(connection, ctx, deps);
    if (connection.last_error !== null) {
      await repo.updateConnection(deps.db, connection.id, { last_error: null, ...HEALTHY });
    }
    return written;
  } catch (error) {
    await recordFailure(deps, connection, attempted, describe(error));
    throw error;
  }
}
