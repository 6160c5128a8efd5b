/**
 * The booking's iCalendar invite (RFC 5545 / 5546) built with ical-generator: METHOD:REQUEST for
 * confirmations and reschedules, METHOD:CANCEL with the same UID for cancellations.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalAttendeeData,
} from 'ical-generator';
import type { BookingMailContext } from './booking-mail-source.js';

export type IcsMethod = 'REQUEST' | 'CANCEL';

/** `<hash>@<public host>`: the same for every invite of one booking. */
export function icsUid(ctx: Pick<BookingMailContext, 'hash' | 'cancelUrl'>): string {
  let host = 'slotbook';
  try {
    host = new URL(ctx.cancelUrl).hostname || host;
  } catch {
    // A context without an absolute URL still gets a stable UID.
  }
  return `${ctx.hash}@${host}`;
}

/** A CN parameter value: iCalendar parameter values cannot carry double quotes at all. */
const cn = (name: string) => name.replace(/"/g, "'");

function attendees(ctx: BookingMailContext): ICalAttendeeData[] {
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

function description(ctx: BookingMailContext): string {
  return [
    ctx.event.description ?? '',
    `Reschedule: ${ctx.rescheduleUrl}`,
    `Cancel: ${ctx.cancelUrl}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The invite as text. SEQUENCE is the booking's; a cancellation uses one more, so it supersedes
 * the last request. `now` is the DTSTAMP.
 */
export function bookingIcs(ctx: BookingMailContext, method: IcsMethod, now = Date.now()): string {
  const cancel = method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Slotbook', product: 'Slotbook', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: icsUid(ctx),
    sequence: cancel ? ctx.sequence + 1 : ctx.sequence,
    stamp: new Date(now),
    start: new Date(ctx.start),
    end: new Date(ctx.end),
    summary: `${ctx.event.title} between ${ctx.host.name} and ${ctx.guest.name}`,
    description: description(ctx),
    location: ctx.event.location || null,
    url: ctx.rescheduleUrl || null,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: cn(ctx.host.name), email: ctx.host.email },
    attendees: attendees(ctx),
  });
  // RFC 5545 ends every content line, the last one too, with CRLF; ical-generator omits the last.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
