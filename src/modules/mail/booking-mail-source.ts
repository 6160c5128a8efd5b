/**
 * What the mail module needs to know about a booking, and the seam through which it asks.
 * The bookings module implements `BookingMailSource` over its tables; the notifier calls it with
 * the transaction that changes the booking, so it sees the change it announces.
 */
import type { OnlineMeeting } from '../../domain/online-meeting.js';
import type { Db } from '../../db/database.js';
import type { DateStyle } from '../../domain/date-style.js';
import type { WrittenBooking } from '../booking-events/index.js';

export interface MailPerson {
  name: string;
  email: string;
  /** IANA zone the person reads times in. */
  timeZone: string;
  /** The date and time style a host chose; absent: FluentBooking's `en-US` forms. */
  style?: DateStyle;
}

export interface BookingMailGuest extends MailPerson {
  firstName: string;
  lastName: string;
  /** The guest's message on the booking form. */
  note?: string;
  phone?: string;
}

export interface BookingMailContext {
  bookingId: number;
  /** 32 hex characters; with the public host it makes the invite's stable UID. */
  hash: string;
  /** `scheduled`, `pending`, `cancelled`, `rejected`, `completed`, ... */
  status: string;
  /** The invite's SEQUENCE: 0 when booked, one more on each reschedule. */
  sequence: number;
  /** Epoch milliseconds (UTC). */
  start: number;
  end: number;
  guest: BookingMailGuest;
  /** E-mail addresses of additional guests: they get the guest's mails and are invitees. */
  additionalGuests?: readonly string[];
  /** The organizer (the booking's host). */
  host: MailPerson;
  /** Other hosts of collective bookings: they get the host's mails in their own zone. */
  coHosts?: readonly MailPerson[];
  event: {
    id: number;
    title: string;
    /** Minutes. */
    duration: number;
    /** Where the meeting happens, as plain text ('' when nowhere in particular). */
    location: string;
    /** The booking's location type (`google_meet`, `zoom_meeting`, `in_person_guest`, ...). */
    locationType?: string;
    description?: string;
    /** The event's `booking_title` template (smart codes); empty or absent: the default title. */
    bookingTitle?: string;
  };
  calendar?: { id: number; title: string };
  /** The online meeting a connected provider made for the booking: its link is where to join. */
  meeting?: OnlineMeeting;
  /** Absolute public URLs; their host names the invite's UID domain. */
  cancelUrl: string;
  rescheduleUrl: string;
  /** Where a host manages the booking (`##booking.admin_booking_url##`). */
  adminUrl?: string;
  /**
   * False for recipients who do not manage the booking (additional guests, extra recipients):
   * their mails and invites carry no cancel or move links.
   */
  manageLinks?: boolean;
}

/** With `written`, the booking is described from it instead of read back. */
export type BookingMailSource = (
  trx: Db,
  bookingId: number,
  written?: WrittenBooking,
) => Promise<BookingMailContext | undefined>;
