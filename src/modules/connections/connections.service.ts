/**
 * A host's calendar connections. Each host sees and changes only their own (404 for anyone
 * else's, administrators included: the credentials are the host's). Creating one checks it at
 * once (CalDAV discovery, or the feed's first download) and keeps nothing when that fails.
 */
import type { ConnectionRow } from '../../db/tables-connections.js';
import type { Principal } from '../../domain/policy.js';
import { AppError, forbidden, notFound, validationFailed } from '../../errors.js';
import { refusedTarget } from '../../infra/address-guard.js';
import { createCaldav } from './caldav.js';
import { caldavDefaultName, chosenName, feedDefaultName } from './connection-names.js';
import { presentConnection } from './connections.presenter.js';
import * as repo from './connections.repo.js';
import type {
  CreateConnectionBody,
  UpdateCalendarBody,
  UpdateConnectionBody,
} from './connections.schemas.js';
import { outbound, OutboundError } from '../../infra/outbound.js';
import { feedIcs, feedStatus, revokeFeed, rotateFeed } from './feed.js';
import { googleMethods } from './google.service.js';
import { microsoftMethods } from './microsoft.service.js';
import type { ConnectionBookingSource } from './ports.js';
import { zoomMethods } from './zoom.service.js';
import { sealContext, syncConnection, syncDeadlineMs, type SyncDeps } from './sync.js';

export interface ConnectionsServiceDeps extends SyncDeps {
  syncIntervalMs: number;
  source: ConnectionBookingSource;
}

function checkUrl(field: string, text: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw validationFailed({ [field]: { invalid: 'The URL must be an absolute http(s) URL.' } });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw validationFailed({ [field]: { invalid: 'The URL must be an absolute http(s) URL.' } });
  }
  if (url.username || url.password) {
    throw validationFailed({ [field]: { invalid: 'Give credentials in their own fields.' } });
  }
  const refused = refusedTarget(url, allowPrivate);
  if (refused) {
    throw new AppError(
      'validation',
      'connection_url_not_allowed',
      `${refused} Calendars are not fetched from such addresses unless CONNECTIONS_ALLOW_PRIVATE is true.`,
      { errors: { [field]: { not_allowed: refused } } },
    );
  }
  return url;
}

/** The kinds of connection bookings can be written to. */
const WRITABLE = new Set(['caldav', 'google', 'microsoft']);

/** Each sync reads every connection of a host: a bounded number keeps that cost bounded. */
export const MAX_CONNECTIONS = 20;

const failed = (message: string) =>
  new AppError('validation', 'connection_failed', `The calendar could not be reached: ${message}`);

async function own(
  deps: ConnectionsServiceDeps,
  principal: Principal,
  id: number,
): Promise<ConnectionRow> {
  const row = await repo.findConnection(deps.db, id);
  if (!row || Number(row.user_id) !== principal.userId) throw notFound('connection', id);
  return row;
}

const writer = (principal: Principal) => {
  if (principal.role === 'viewer') throw forbidden();
};

async function present(deps: ConnectionsServiceDeps, rows: ConnectionRow[]) {
  const calendars = await repo.calendarsOf(
    deps.db,
    rows.map((r) => Number(r.id)),
  );
  const counts = await repo.busyCounts(
    deps.db,
    calendars.map((c) => Number(c.id)),
  );
  const now = deps.clock();
  return rows.map((r) => presentConnection(r, calendars, counts, now, deps.syncIntervalMs));
}

const presentOne = async (deps: ConnectionsServiceDeps, id: number) => {
  const row = await repo.findConnection(deps.db, id);
  if (!row) throw notFound('connection', id);
  return (await present(deps, [row]))[0];
};

async function createCaldavConnection(
  deps: ConnectionsServiceDeps,
  principal: Principal,
  body: CreateConnectionBody & { kind: 'caldav' },
) {
  const chosen = chosenName(body.name);
  const server = checkUrl('server_url', body.server_url, deps.outbound.allowPrivate).href;
  const account = { server, username: body.username, password: body.password };
  let found;
  try {
    found = await createCaldav(account, deps.outbound).discover();
  } catch (error) {
    throw failed(error instanceof OutboundError ? error.message : 'unexpected answer.');
  }
  const now = deps.clock();
  const kind = 'caldav';
  const row = await repo.insertConnection(deps.db, {
    user_id: principal.userId,
    kind,
    name: chosen ?? caldavDefaultName(found.calendars, new URL(server)),
    server,
    username: body.username,
    sealed: deps.sealer.seal(body.password, sealContext({ user_id: principal.userId, kind })),
    principal_url: found.principalUrl,
    home_url: found.homeUrl,
    next_sync_at: now + deps.syncIntervalMs,
    created_at: now,
    updated_at: now,
  });
  await repo.upsertCalendars(deps.db, row, found.calendars, now);
  return row;
}

async function createFeedConnection(
  deps: ConnectionsServiceDeps,
  principal: Principal,
  body: CreateConnectionBody & { kind: 'ics' },
) {
  const chosen = chosenName(body.name);
  const url = checkUrl('url', body.url, deps.outbound.allowPrivate);
  // Checked before anything is kept: a feed that does not answer iCalendar is refused.
  const res = await outbound({ method: 'GET', url: url.href }, deps.outbound).catch((e) => {
    throw failed(e instanceof OutboundError ? e.message : 'unexpected answer.');
  });
  if (res.status !== 200 || !/BEGIN:VCALENDAR/i.test(res.body)) {
    throw failed(`the feed answered ${res.status} without iCalendar data.`);
  }
  const name = chosen ?? feedDefaultName(res.body, url);
  const now = deps.clock();
  const kind = 'ics';
  const row = await repo.insertConnection(deps.db, {
    user_id: principal.userId,
    kind,
    name,
    server: url.origin,
    sealed: deps.sealer.seal(url.href, sealContext({ user_id: principal.userId, kind })),
    next_sync_at: now + deps.syncIntervalMs,
    created_at: now,
    updated_at: now,
  });
  await repo.upsertCalendars(deps.db, row, [{ href: 'feed', name }], now);
  return row;
}

function feedMethods(deps: ConnectionsServiceDeps) {
  const { db, clock } = deps;
  return {
    feed: (principal: Principal) => feedStatus(db, principal.userId),
    rotateFeed(principal: Principal) {
      writer(principal);
      return rotateFeed(db, principal.userId, clock(), deps.publicUrl);
    },
    revokeFeed(principal: Principal) {
      writer(principal);
      return revokeFeed(db, principal.userId);
    },
    /** The public feed behind a secret token (404 for an unknown or revoked one). */
    feedIcs: (token: string) => feedIcs(db, deps.source, token, clock()),
  };
}

function connectionMethods(deps: ConnectionsServiceDeps) {
  const { db, clock, sealer } = deps;
  return {
    async list(principal: Principal) {
      return { connections: await present(deps, await repo.listConnections(db, principal.userId)) };
    },

    async get(principal: Principal, id: number) {
      return { connection: (await present(deps, [await own(deps, principal, id)]))[0] };
    },

    async create(principal: Principal, body: CreateConnectionBody) {
      writer(principal);
      if ((await repo.listConnections(db, principal.userId)).length >= MAX_CONNECTIONS) {
        throw new AppError(
          'validation',
          'connection_limit_reached',
          `A host has at most ${MAX_CONNECTIONS} calendar connections; delete one first.`,
        );
      }
      const row =
        body.kind === 'caldav'
          ? await createCaldavConnection(deps, principal, body)
          : await createFeedConnection(deps, principal, body);
      await syncConnection(row, deps, syncDeadlineMs(deps.syncIntervalMs));
      return { connection: await presentOne(deps, row.id) };
    },

    async update(principal: Principal, id: number, body: UpdateConnectionBody) {
      writer(principal);
      const row = await own(deps, principal, id);
      const patch: Partial<ConnectionRow> = { updated_at: clock() };
      const name = chosenName(body.name);
      if (name !== undefined) patch.name = name;
      if (row.kind !== 'caldav' && (body.username !== undefined || body.password !== undefined)) {
        throw validationFailed({
          password: { invalid: 'Only a CalDAV account has a user name and password.' },
        });
      }
      if (body.username !== undefined) patch.username = body.username;
      if (body.password !== undefined) {
        patch.sealed = sealer.seal(body.password, sealContext(row));
        patch.next_sync_at = clock();
      }
      await repo.updateConnection(db, id, patch);
      return { connection: await presentOne(deps, id) };
    },

    async remove(principal: Principal, id: number) {
      writer(principal);
      const row = await own(deps, principal, id);
      await googleMethods(deps, MAX_CONNECTIONS).revokeGoogle(row);
      await zoomMethods(deps, MAX_CONNECTIONS).revokeZoom(row);
      await repo.deleteConnection(db, id);
      return { message: 'The connection and its busy times were deleted.' };
    },

    /** Syncs now (the periodic sync goes on as before). */
    async sync(principal: Principal, id: number) {
      writer(principal);
      const row = await own(deps, principal, id);
      const result = await syncConnection(row, deps, syncDeadlineMs(deps.syncIntervalMs));
      return { connection: await presentOne(deps, id), result };
    },
  };
}

function calendarMethods(deps: ConnectionsServiceDeps) {
  const { db, clock } = deps;
  return {
    async updateCalendar(
      principal: Principal,
      id: number,
      calendarId: number,
      body: UpdateCalendarBody,
    ) {
      writer(principal);
      const row = await own(deps, principal, id);
      const calendar = (await repo.calendarsOf(db, [id])).find((c) => Number(c.id) === calendarId);
      if (!calendar) throw notFound('connection_calendar', calendarId);
      if (body.receives_bookings && !WRITABLE.has(row.kind)) {
        throw validationFailed({
          receives_bookings: {
            invalid: 'Bookings are written only to CalDAV, Google and Microsoft calendars.',
          },
        });
      }
      const now = clock();
      await db.transaction().execute(async (trx) => {
        if (body.receives_bookings) await repo.clearReceiving(trx, principal.userId, now);
        const patch: { blocks?: number; receives?: number } = {};
        if (body.blocks !== undefined) patch.blocks = body.blocks ? 1 : 0;
        if (body.receives_bookings !== undefined) patch.receives = body.receives_bookings ? 1 : 0;
        await repo.updateCalendar(trx, calendarId, patch, now);
      });
      // Google and Microsoft calendars are read only while they block: one chosen now is read at once.
      const byApi = row.kind === 'google' || row.kind === 'microsoft';
      if (byApi && body.blocks && calendar.blocks !== 1) {
        await syncConnection(row, deps, syncDeadlineMs(deps.syncIntervalMs));
      }
      return { connection: await presentOne(deps, id) };
    },
  };
}

export function createConnectionsService(deps: ConnectionsServiceDeps) {
  return {
    ...feedMethods(deps),
    ...connectionMethods(deps),
    ...calendarMethods(deps),
    ...googleMethods(deps, MAX_CONNECTIONS),
    ...microsoftMethods(deps, MAX_CONNECTIONS),
    ...zoomMethods(deps, MAX_CONNECTIONS),
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
