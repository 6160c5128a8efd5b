/**
 * Which e-mails a booking change sends, to whom, and what they say. Pure: the notifier loads the
 * booking and the event's templates, this module turns them into outbox messages.
 */
import type { BookingChange } from '../booking-events/index.js';
import type { Notification, NotificationKey, Notifications } from '../calendars/index.js';
import type { DateStyle } from '../../domain/date-style.js';
import { meetingText } from '../../domain/online-meeting.js';
import type { BookingMailContext, MailPerson } from './booking-mail-source.js';
import { bookingIcs, type IcsMethod } from './ics.js';
import { prepareBody, wrapHtml } from './layout.js';
import type { OutboxMessage } from './outbox.repo.js';
import {
  fillPlaceholders,
  placeholderValues,
  type ChangeDetails,
  type PlaceholderValues,
} from './placeholders.js';
import { isEmailAddress } from '../../shared/email.js';
import { escapeHtml } from '../../shared/format.js';

type Audience = 'guest' | 'host';

export interface PlannedMail {
  key: NotificationKey;
  audience: Audience;
  ics: IcsMethod | null;
  /** A requested re-send: sent even when the template is disabled, without extra recipients. */
  resend: boolean;
}

export const plan = (
  key: NotificationKey,
  audience: Audience,
  ics: IcsMethod | null,
  resend = false,
) => ({
  key,
  audience,
  ics,
  resend,
});

const GUEST_CONFIRMATION = plan('booking_conf_attendee', 'guest', 'REQUEST');
const CONFIRMATIONS = [GUEST_CONFIRMATION, plan('booking_conf_host', 'host', 'REQUEST')];

/**
 * Who hears of a change: confirmations to both sides (requests while a booking awaits the host),
 * a decline to the guest. The guest hears of every cancellation and move, whoever made it, with
 * the attendee's template and an invite (METHOD:CANCEL, or METHOD:REQUEST with the next
 * SEQUENCE), so their calendar follows; the host hears of what the guest did, as FluentBooking
 * tells it. A booking created in another state (awaiting payment) sends nothing yet.
 */
export function planMails(change: BookingChange, status: string): PlannedMail[] {
  const byGuest = change.actor === 'guest';
  switch (change.kind) {
    case 'created':
      if (status === 'pending') {
        return [
          plan('booking_request_attendee', 'guest', null),
          plan('booking_request_host', 'host', null),
        ];
      }
      return status === 'scheduled' ? CONFIRMATIONS : [];
    case 'confirmed':
      return CONFIRMATIONS;
    case 'cancelled':
      return [
        plan('cancelled_by_host', 'guest', 'CANCEL'),
        ...(byGuest ? [plan('cancelled_by_attendee', 'host', 'CANCEL')] : []),
      ];
    case 'rejected':
      return [plan('declined_by_host', 'guest', null)];
    case 'rescheduled':
      return [
        ...(change.notifyGuest === false ? [] : [plan('rescheduled_by_host', 'guest', 'REQUEST')]),
        ...(byGuest ? [plan('rescheduled_by_attendee', 'host', 'REQUEST')] : []),
      ];
    case 'confirmation_requested':
      return [
        change.recipient === 'host'
          ? plan('booking_conf_host', 'host', 'REQUEST', true)
          : plan('booking_conf_attendee', 'guest', 'REQUEST', true),
      ];
    case 'meeting_ready':
      // The confirmation went out before the provider made the meeting: the guest gets it again,
      // with the join link, and an invite whose later DTSTAMP updates the one they have.
      return status === 'scheduled' ? [GUEST_CONFIRMATION] : [];
    case 'refunded':
      // A refund Slotbook made on its own (the booking was released before the payment came):
      // the guest hears why, in the cancellation's words, with no invite (it was withdrawn).
      return change.notifyGuest === true ? [plan('cancelled_by_host', 'guest', null)] : [];
    case 'completed':
    case 'no_show':
    case 'payment_received':
      return [];
  }
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Subject and text get raw values; the HTML gets escaped values in a sanitized body. A `note` is
 * a last paragraph of Slotbook's own, after the template's words.
 */
export function renderMail(
  email: Notification['email'],
  values: PlaceholderValues,
  note?: string,
): RenderedMail {
  const body = prepareBody(email.body);
  const html = fillPlaceholders(body.html, values, escapeHtml);
  const subject = fillPlaceholders(email.subject, values)
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 255);
  return {
    subject: subject || (values['event.title'] ?? 'Your booking'),
    html: wrapHtml(subject, note ? `${html}<p>${escapeHtml(note)}</p>` : html),
    // A link whose URL is empty (no admin page yet) keeps its words, not an empty "()".
    text: fillPlaceholders(body.text, values).replace(/ \(\)/g, '') + (note ? `\n\n${note}` : ''),
  };
}

const MAX_EXTRA_RECIPIENTS = 10;

/** `"Name" <address>`, quoted so any name is safe in the header. */
export function formatAddress(name: string, email: string): string {
  const clean = name.replace(/[\r\n]+/g, ' ').trim();
  return clean ? `"${clean.replace(/["\\]/g, '\\$&')}" <${email}>` : email;
}

interface Recipient {
  address: string;
  email: string;
  zone: string;
  /** A host's own date and time style (guests read FluentBooking's forms). */
  style?: DateStyle;
  replyTo: string | null;
  /** The booker and the hosts; additional guests and extra recipients get no cancel or move links. */
  manages: boolean;
}

function recipientsOf(planned: PlannedMail, ctx: BookingMailContext, extra: string): Recipient[] {
  const { guest, host } = ctx;
  const person = (p: MailPerson, replyTo: string) => ({
    address: formatAddress(p.name, p.email),
    email: p.email,
    zone: p.timeZone,
    ...(p.style ? { style: p.style } : {}),
    replyTo,
    manages: true,
  });
  const toGuest = planned.audience === 'guest';
  const replyTo = toGuest
    ? formatAddress(host.name, host.email)
    : formatAddress(guest.name, guest.email);
  const zone = toGuest ? guest.timeZone : host.timeZone;
  const list: Recipient[] = toGuest
    ? [
        person(guest, replyTo),
        ...(ctx.additionalGuests ?? []).map((email) => ({
          address: email,
          email,
          zone,
          replyTo,
          manages: false,
        })),
      ]
    : [host, ...(ctx.coHosts ?? [])].map((h) => person(h, replyTo));
  if (!planned.resend) {
    const extras = extra.split(/[\s,;]+/).filter(isEmailAddress);
    for (const email of extras.slice(0, MAX_EXTRA_RECIPIENTS)) {
      list.push({ address: email, email, zone, replyTo, manages: false });
    }
  }
  const seen = new Set<string>();
  return list.filter((r) => !seen.has(r.email.toLowerCase()) && seen.add(r.email.toLowerCase()));
}

function detailsOf(change: BookingChange, ctx: BookingMailContext): ChangeDetails {
  if (change.kind === 'meeting_ready' && ctx.meeting) {
    return { guestNote: `Your online meeting is ready. ${meetingText(ctx.meeting)}` };
  }
  const reason = change.reason ?? '';
  if (change.kind === 'rescheduled') {
    return {
      rescheduleReason: reason,
      ...(change.previous ? { previousStart: change.previous.start } : {}),
    };
  }
  const cancelling = ['cancelled', 'rejected', 'refunded'].includes(change.kind);
  if (!cancelling) return {};
  return { cancelReason: reason, ...(change.refund ? { guestNote: change.refund } : {}) };
}

/** The outbox messages for one change: one per recipient, each in the recipient's zone. */
export function buildBookingMails(
  change: BookingChange,
  ctx: BookingMailContext,
  notifications: Notifications,
  now: number,
): OutboxMessage[] {
  const details = detailsOf(change, ctx);
  // Whoever does not manage the booking reads it without the hash's cancel and move links.
  const guestView: BookingMailContext = { ...ctx, manageLinks: false };
  /** One invite per method and view: the guest's and the host's confirmations share one. */
  const invites = new Map<string, string>();
  const inviteOf = (method: IcsMethod, manages: boolean) => {
    const key = `${method}:${manages}`;
    if (!invites.has(key)) invites.set(key, bookingIcs(manages ? ctx : guestView, method, now));
    return invites.get(key)!;
  };
  return planMails(change, ctx.status).flatMap((planned) => {
    const notification = notifications[planned.key];
    if (!notification.enabled && !planned.resend) return [];
    const ics = planned.ics;
    return plannedMails(planned, ctx, notification, details, ics && ((m) => inviteOf(ics, m)));
  });
}

/**
 * One planned e-mail to each of its recipients, in the recipient's zone; `invite` gives the
 * invite for a recipient who manages the booking or one who does not.
 */
export function plannedMails(
  planned: PlannedMail,
  ctx: BookingMailContext,
  notification: Notification,
  details: ChangeDetails,
  invite: ((manages: boolean) => string) | null,
): OutboxMessage[] {
  const guestView: BookingMailContext = { ...ctx, manageLinks: false };
  return recipientsOf(planned, ctx, notification.email.additional_recipients).map((r) => ({
    kind: planned.key,
    bookingId: ctx.bookingId,
    recipient: r.address,
    replyTo: r.replyTo,
    ...renderMail(
      notification.email,
      placeholderValues(
        r.manages ? ctx : guestView,
        r.zone,
        details,
        planned.audience === 'host' ? r.zone : undefined,
        planned.audience === 'host' ? r.style : undefined,
      ),
      planned.audience === 'guest' ? details.guestNote : undefined,
    ),
    ics: invite ? invite(r.manages) : null,
  }));
}
