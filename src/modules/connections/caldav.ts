/**
 * A CalDAV client (RFC 4791) for what connections need: discovery (principal, calendar home,
 * calendars), changes since the last sync (RFC 6578 sync-collection, or ETags when the server
 * has no sync tokens), fetching objects (calendar-multiget), and writing bookings back.
 * The credentials go only to the origin (scheme, host, port) of the server they were given for:
 * a principal, calendar home or calendar the server names on another origin is refused with an
 * error, never requested (the outbound client follows redirects only within the origin too).
 */
import { hrefIn, parseMultistatus, text, xmlText, type Props } from './dav-xml.js';
import { outbound, OutboundError, type OutboundOptions } from '../../infra/outbound.js';

export interface DavAccount {
  server: string;
  username: string;
  password: string;
}

export interface FoundCalendar {
  href: string;
  name: string;
}

export interface Changes {
  changed: string[];
  removed: string[];
  syncToken: string | null;
}

export class SyncTokenInvalid extends Error {}

/** The server named a resource on another origin than the one its credentials are for. */
class ForeignOrigin extends OutboundError {}

const NS = 'xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"';

/** What every request of one account needs: its credentials and the only origin they go to. */
interface DavSession {
  account: DavAccount;
  auth: { username: string; password: string };
  origin: string;
  options: OutboundOptions;
}

/** `href` resolved against `base`, refused unless on the account's origin. */
function ours(s: DavSession, href: string, base: string, what: string): string {
  const url = new URL(href, base);
  if (url.origin !== s.origin) {
    throw new ForeignOrigin(
      `The server named ${what} on another origin (${url.origin}); the credentials are ` +
        `sent only to ${s.origin}.`,
    );
  }
  return url.href;
}

/** `report`: a sync report, where 403 means an invalid token rather than bad credentials. */
async function dav(
  s: DavSession,
  method: string,
  url: string,
  body: string | undefined,
  depth?: string,
  report = false,
) {
  const res = await outbound(
    {
      method,
      url: ours(s, url, s.origin, 'a resource'),
      auth: s.auth,
      ...(body === undefined ? {} : { body }),
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        ...(depth === undefined ? {} : { depth }),
      },
    },
    s.options,
  );
  if (res.status === 401 || (res.status === 403 && !report)) {
    throw new OutboundError(`The server refused the user name or password (${res.status}).`);
  }
  return res;
}

async function multistatus(
  s: DavSession,
  method: string,
  url: string,
  body: string,
  depth: string,
) {
  const res = await dav(s, method, url, body, depth);
  if (res.status !== 207) {
    throw new OutboundError(`${method} ${new URL(url).pathname} answered ${res.status}.`);
  }
  return { ...parseMultistatus(res.body), url: res.url };
}

const propfind = (s: DavSession, url: string, props: string, depth: string) =>
  multistatus(
    s,
    'PROPFIND',
    url,
    `<d:propfind ${NS}><d:prop>${props}</d:prop></d:propfind>`,
    depth,
  );

async function principal(s: DavSession): Promise<string> {
  const body = '<d:current-user-principal/>';
  const server = s.account.server;
  let failure: unknown = null;
  for (const start of [server, new URL('/.well-known/caldav', server).href]) {
    try {
      const found = await propfind(s, start, body, '0');
      const href = hrefIn(found.responses[0]?.props['current-user-principal']);
      if (href) return ours(s, href, found.url, 'its principal');
    } catch (error) {
      if (error instanceof ForeignOrigin) throw error;
      if (error instanceof OutboundError && /refused the user name/.test(error.message)) {
        throw error;
      }
      failure = error;
    }
  }
  // A server that does not answer at all says so, rather than "no principal".
  if (failure instanceof OutboundError && !/answered/.test(failure.message)) throw failure;
  throw new OutboundError('No CalDAV principal was found at this address.');
}

/** The calendars holding events among the members of a calendar home. */
function eventCalendars(
  s: DavSession,
  listed: Awaited<ReturnType<typeof propfind>>,
): FoundCalendar[] {
  const calendars: FoundCalendar[] = [];
  for (const r of listed.responses) {
    const type = r.props.resourcetype as Props | undefined;
    if (!type || typeof type !== 'object' || !('calendar' in type)) continue;
    const comps = (r.props['supported-calendar-component-set'] as Props | undefined)?.comp as
      Props[] | undefined;
    if (comps && !comps.some((c) => c['@name'] === 'VEVENT')) continue;
    const href = ours(s, r.href, listed.url, 'a calendar');
    const name = text(r.props.displayname) || decodeURIComponent(new URL(href).pathname);
    calendars.push({ href, name });
  }
  return calendars;
}

function discovery(s: DavSession) {
  return {
    /** The principal, its calendar home and the calendars holding events. */
    async discover() {
      const principalUrl = await principal(s);
      const found = await propfind(s, principalUrl, '<c:calendar-home-set/>', '0');
      const home = hrefIn(found.responses[0]?.props['calendar-home-set']);
      if (!home) throw new OutboundError('The principal names no calendar home.');
      const homeUrl = ours(s, home, found.url, 'its calendar home');
      const listed = await propfind(
        s,
        homeUrl,
        '<d:resourcetype/><d:displayname/><c:supported-calendar-component-set/>',
        '1',
      );
      return { principalUrl, homeUrl, calendars: eventCalendars(s, listed) };
    },
  };
}

function changeReads(s: DavSession) {
  return {
    /** Members changed and removed since `token` (all members when null). */
    async changesSince(calendarUrl: string, token: string | null): Promise<Changes> {
      const body =
        `<d:sync-collection ${NS}><d:sync-token>${xmlText(token ?? '')}</d:sync-token>` +
        '<d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>';
      const res = await dav(s, 'REPORT', calendarUrl, body, '0', true);
      // A refused token is invalid; a refused first report means no sync tokens at all.
      if (token && (res.status === 403 || res.status === 409 || res.status === 400)) {
        throw new SyncTokenInvalid('The sync token is no longer valid.');
      }
      if (res.status !== 207) {
        throw new OutboundError(`The calendar answered ${res.status} to a sync report.`);
      }
      const parsed = parseMultistatus(res.body);
      const changes: Changes = { changed: [], removed: [], syncToken: parsed.syncToken ?? null };
      for (const r of parsed.responses) {
        const href = new URL(r.href, res.url).href;
        if (href.replace(/\/$/, '') === calendarUrl.replace(/\/$/, '')) continue;
        if (r.status === 404) changes.removed.push(href);
        else changes.changed.push(href);
      }
      return changes;
    },

    /** The calendar's CTag (changes with any member), or null when the server has none. */
    async ctag(calendarUrl: string): Promise<string | null> {
      const found = await propfind(
        s,
        calendarUrl,
        '<cs:getctag xmlns:cs="http://calendarserver.org/ns/"/>',
        '0',
      );
      return text(found.responses[0]?.props.getctag) || null;
    },

    /** Every member's ETag (for servers without sync tokens). */
    async etags(calendarUrl: string): Promise<Map<string, string>> {
      const found = await propfind(s, calendarUrl, '<d:getetag/><d:resourcetype/>', '1');
      const etags = new Map<string, string>();
      for (const r of found.responses) {
        const href = new URL(r.href, found.url).href;
        if (href.replace(/\/$/, '') === calendarUrl.replace(/\/$/, '')) continue;
        etags.set(href, text(r.props.getetag));
      }
      return etags;
    },
  };
}

function objectAccess(s: DavSession) {
  return {
    /** The objects at `hrefs`, with their ETags, fetched in batches. */
    async fetch(calendarUrl: string, hrefs: readonly string[]) {
      const objects: { href: string; etag: string; data: string }[] = [];
      for (let i = 0; i < hrefs.length; i += 100) {
        const batch = hrefs.slice(i, i + 100);
        const body =
          `<c:calendar-multiget ${NS}><d:prop><d:getetag/><c:calendar-data/></d:prop>` +
          batch.map((h) => `<d:href>${xmlText(new URL(h).pathname)}</d:href>`).join('') +
          '</c:calendar-multiget>';
        const found = await multistatus(s, 'REPORT', calendarUrl, body, '1');
        for (const r of found.responses) {
          const data = text(r.props['calendar-data']);
          if (!data) continue;
          objects.push({
            href: new URL(r.href, found.url).href,
            etag: text(r.props.getetag),
            data,
          });
        }
      }
      return objects;
    },

    /** Creates or replaces an object; answers its new ETag when the server gives one. */
    async put(url: string, ics: string): Promise<void> {
      const res = await outbound(
        {
          method: 'PUT',
          url: ours(s, url, s.origin, 'a calendar object'),
          auth: s.auth,
          body: ics,
          headers: { 'content-type': 'text/calendar' },
        },
        s.options,
      );
      if (res.status < 200 || res.status >= 300) {
        throw new OutboundError(`Writing the event answered ${res.status}.`);
      }
    },

    /** Deletes an object; one already gone counts as deleted. */
    async remove(url: string): Promise<void> {
      const target = ours(s, url, s.origin, 'a calendar object');
      const res = await outbound({ method: 'DELETE', url: target, auth: s.auth }, s.options);
      if (res.status !== 404 && (res.status < 200 || res.status >= 300)) {
        throw new OutboundError(`Deleting the event answered ${res.status}.`);
      }
    },
  };
}

export function createCaldav(account: DavAccount, options: OutboundOptions) {
  const s: DavSession = {
    account,
    auth: { username: account.username, password: account.password },
    origin: new URL(account.server).origin,
    options,
  };
  return { ...discovery(s), ...changeReads(s), ...objectAccess(s) };
}

export type Caldav = ReturnType<typeof createCaldav>;
