/**
 * The booking's iCalendar invite (RFC 5545 / 5546) built with ical-generator: METHOD:REQUEST for
 * confirmations and reschedules, METHOD:CANCEL with the same UID for cancellations, and
 * METHOD:PUBLISH for the file a guest downloads (an entry to add, not an invitation to answer).
 */
import type * as IcalGenerator from 'ical-generator';
import type { ICalAttendeeData } from 'ical-generator';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { BookingMailContext } from './booking-mail-source.js';
import { bookingTitle } from './placeholders.js';
import { MEETING_LABELS } from '../../domain/online-meeting.js';

export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

const require = createRequire(import.meta.url);
let loaded: typeof IcalGenerator | undefined;

/**
 * ical-generator, loaded when the first invite is built: a process that answers requests
 * renders none. `require`, not `import()`, as rendering an e-mail is synchronous.
 */
function icalGenerator(): typeof IcalGenerator {
  return (loaded ??= require('ical-generator') as typeof IcalGenerator);
}

/**
 * `<digest of the hash>@<public host>`: the same for every invite of one booking. The booking's
 * hash lets whoever knows it cancel or move the booking, and invites reach additional guests
 * and calendar servers, so the UID carries a SHA-256 digest of it, never the hash itself.
 */
export function icsUid(ctx: Pick<BookingMailContext, 'hash' | 'cancelUrl'>): string {
  let host = 'slotbook';
  try {
    host = new URL(ctx.cancelUrl).hostname || host;
  } catch {
    // A context without an absolute URL still gets a stable UID.
  }
  return `${createHash('sha256').update(ctx.hash).digest('hex').slice(0, 32)}@${host}`;
}

/** A CN parameter value: iCalendar parameter values cannot carry double quotes at all. */
const cn = (name: string) => name.replace(/"/g, "'");

function attendees(ctx: BookingMailContext): ICalAttendeeData[] {
  const { ICalAttendeeRole, ICalAttendeeStatus } = icalGenerator();
  const accepted = { role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false };
  return [
    { ...accepted, name: cn(ctx.guest.name), email: ctx.guest.email },
    ...(ctx.additionalGuests ?? []).map((email) => ({
      email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: true,
    })),
    ...(ctx.coHosts ?? []).map((h) => ({ ...accepted, name: cn(h.name), email: h.email })),
  ];
}

/** The meeting's join lines: first in the description, where calendar apps show links. */
function joinLines(ctx: BookingMailContext): string {
  const meeting = ctx.meeting;
  if (!meeting) return '';
  const join = `Join ${MEETING_LABELS[meeting.provider]}: ${meeting.join_url}`;
  return meeting.passcode ? `${join}\nPasscode: ${meeting.passcode}` : join;
}

/** The invitation's DESCRIPTION: the join lines, the event's text, the guest's links. */
export function inviteDescription(ctx: BookingMailContext): string {
  return [
    joinLines(ctx),
    ctx.event.description ?? '',
    ctx.manageLinks === false ? '' : `Reschedule: ${ctx.rescheduleUrl}`,
    ctx.manageLinks === false ? '' : `Cancel: ${ctx.cancelUrl}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

const WITHDRAWN = new Set(['cancelled', 'rejected']);

/**
 * The invite as an ical-generator calendar. SEQUENCE is the booking's; a cancellation uses one
 * more, so it supersedes the last request. A published entry of a withdrawn booking is marked
 * cancelled the same way. `now` is the DTSTAMP.
 */
export function bookingCalendar(ctx: BookingMailContext, method: IcsMethod, now: number) {
  const cancel = method === 'CANCEL' || (method === 'PUBLISH' && WITHDRAWN.has(ctx.status));
  const { default: ical, ICalCalendarMethod, ICalEventStatus } = icalGenerator();
  const calendar = ical({
    prodId: { company: 'Slotbook', product: 'Slotbook', language: 'EN' },
    method: ICalCalendarMethod[method],
  });
  const event = calendar.createEvent({
    id: icsUid(ctx),
    sequence: cancel ? ctx.sequence + 1 : ctx.sequence,
    stamp: new Date(now),
    start: new Date(ctx.start),
    end: new Date(ctx.end),
    summary: bookingTitle(ctx),
    description: inviteDescription(ctx),
    location: ctx.meeting?.join_url || ctx.event.location || null,
    // An online meeting's URL is where to join it; otherwise the page that manages the booking.
    url: ctx.meeting?.join_url || ctx.rescheduleUrl || null,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: cn(ctx.host.name), email: ctx.host.email },
    attendees: attendees(ctx),
  });
  return { calendar, event };
}

/** The invite as text: exactly `calendar.toString()` of `bookingCalendar`, ending with CRLF. */
export function bookingIcs(ctx: BookingMailContext, method: IcsMethod, now = Date.now()): string {
  const { calendar, event } = bookingCalendar(ctx, method, now);
  // ical-generator's own toString() folds lines with a new TextEncoder per character, about
  // half a millisecond per invite. Our calendar has only these header properties and one
  // event, so its text is the same frame around the event's (unfolded) text, folded here.
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-${calendar.prodId()}`,
    `METHOD:${calendar.method() ?? method}`,
    `${event.toString()}END:VCALENDAR`,
  ].join('\r\n');
  // RFC 5545 ends every content line, the last one too, with CRLF; ical-generator omits the last.
  return `${foldLines(text)}\r\n`;
}

/** UTF-8 octets of one code point (a lone surrogate is written as U+FFFD, three octets). */
function octetsOf(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 3.1 line folding as ical-generator does it: a line break and a space before the
 * character that would take a line past 74 octets, never inside a UTF-8 sequence or a pair.
 */
export function foldLines(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      if (Buffer.byteLength(line, 'utf8') <= 74) return line;
      let result = '';
      let octets = 0;
      for (const ch of line) {
        const size = octetsOf(ch);
        octets += size;
        if (octets > 74) {
          result += '\r\n ';
          octets = size;
        }
        result += ch;
      }
      return result;
    })
    .join('\r\n');
}
