/**
 * What the public pages show, read on the server: a calendar's landing page, an event's booking
 * page and a guest's booking. Only what the sharing settings allow is shown (`enabled`,
 * `show_type`, `enabled_slots`), draft events and inactive calendars never; anything hidden is a
 * 404, exactly like a missing page. Everything the browser then does goes through the public API.
 */
import type { Db } from '../db/database.js';
import type { CalendarRow, EventRow } from '../db/types.js';
import { formatPrice, type Currency } from '../domain/money.js';
import { notFound } from '../errors.js';
import type { BookingField, LocationSetting } from '../modules/calendars/index.js';
import {
  BOOKING_FIELDS_KEY,
  EVENT_ORDER_KEY,
  isEventShared,
  listEventsOfCalendars,
  loadEventForBooking,
  orderEvents,
  PAYMENT_KEY,
  PROFILE_KEY,
  readBookingFields,
  readEventOrder,
  readEventSettings,
  readLocations,
  readPaymentSettings,
  readProfile,
  readSharing,
  SHARING_KEY,
} from '../modules/calendars/index.js';
import { findMeta, listMetaOf } from '../modules/meta/index.js';
import { draftOrder, findGlobalCurrency, paymentChoices } from '../modules/payments/index.js';
import type { PublicBookingsService } from '../modules/bookings/index.js';
import { isHttpUrl, sanitizeDescription } from '../shared/sanitize.js';
import {
  findCalendarBySlug,
  findEventBySlug,
  findRenamedCalendar,
  findRenamedEvent,
} from './pages.repo.js';
import { findUsersByIds } from '../modules/users/index.js';
import type { PaymentChoice, PaymentSettings } from '../modules/payments/index.js';

export interface HostView {
  slug: string;
  title: string;
  /** The owner's name, when it says more than the title. */
  name: string;
  avatar: string;
  featuredImage: string;
  phone: string;
  /** Sanitized again on the way out: stored descriptions are sanitized on write too. */
  descriptionHtml: string;
}

export interface Duration {
  minutes: number;
  /** `$49.00`, or null when this duration is free. */
  price: string | null;
}

export interface EventCard {
  slug: string;
  title: string;
  descriptionHtml: string;
  durations: Duration[];
  locations: string[];
  seats: number | null;
}

export interface EventPage {
  host: HostView;
  event: EventCard & {
    hash: string;
    defaultDuration: number;
    /** The zone of the host's schedule; guests see times in their own. */
    hostZone: string;
    /** Set when the host locks every guest to one zone. */
    lockedZone: string | null;
    displaySpots: boolean;
    submitText: string;
  };
  /** Location choices offered on the form. */
  locationOptions: { type: string; label: string }[];
  /** How the guest may pay, for a paid event (a choice when more than one). */
  paymentChoices: PaymentChoice[];
  fields: BookingField[];
  /** The calendar's own sites allowed to frame its pages. */
  embedOrigins: string[];
}

const LOCATION_LABELS: Readonly<Record<string, string>> = {
  in_person_guest: 'In person, at your address',
  in_person_organizer: 'In person',
  phone_guest: 'Phone call: the host calls you',
  phone_organizer: 'Phone call: you call the host',
  online_meeting: 'Online meeting',
  google_meet: 'Google Meet',
  ms_teams: 'Microsoft Teams',
  zoom_meeting: 'Zoom',
  custom: 'Custom location',
};

export function locationLabel(location: Pick<LocationSetting, 'type' | 'title'>): string {
  return location.title || LOCATION_LABELS[location.type] || location.type;
}

const safeUrl = (url: string) => (url && isHttpUrl(url) ? url : '');

function hostView(calendar: CalendarRow, name: string, profileValue: string | undefined): HostView {
  const profile = readProfile(profileValue);
  return {
    slug: calendar.slug,
    title: calendar.title,
    name: name !== calendar.title ? name : '',
    avatar: safeUrl(profile.avatar),
    featuredImage: safeUrl(profile.featured_image),
    phone: profile.phone,
    descriptionHtml: sanitizeDescription(calendar.description),
  };
}

function durationsOf(event: EventRow): { minutes: number[]; fallback: number } {
  const multi = readEventSettings(event.settings, event.duration).multi_duration;
  if (!multi.enabled) return { minutes: [event.duration], fallback: event.duration };
  const minutes = [...new Set([...multi.available_durations, event.duration])].sort(
    (a, b) => a - b,
  );
  return { minutes, fallback: multi.default_duration };
}

/** Each duration with its price (the draft order a booking of it would get). */
function priced(event: EventRow, settings: PaymentSettings, currency: Currency | null): Duration[] {
  const { minutes } = durationsOf(event);
  const multiDuration = minutes.length > 1;
  return minutes.map((m) => {
    const order = currency && draftOrder(settings, { duration: m, multiDuration }, currency);
    return { minutes: m, price: order ? formatPrice(Number(order.total_amount), currency) : null };
  });
}

function eventCard(event: EventRow, durations: Duration[]): EventCard {
  return {
    slug: event.slug,
    title: event.title,
    descriptionHtml: sanitizeDescription(event.description),
    durations,
    locations: readLocations(event.location_settings).map(locationLabel),
    seats: event.event_type === 'group' ? event.max_book_per_slot : null,
  };
}

export interface PagesDeps {
  db: Db;
  guests: Pick<PublicBookingsService, 'view'>;
}

export function createPagesService({ db, guests }: PagesDeps) {
  return { ...calendarPages(db), ...renamedPages(db), ...guestPages(db, guests) };
}

export type PagesService = ReturnType<typeof createPagesService>;
export type BookingPage = Awaited<ReturnType<PagesService['bookingPage']>>;

/** The calendar behind a landing page, with its sharing settings; 404 when not shared. */
async function sharedCalendar(db: Db, slug: string) {
  const calendar = await findCalendarBySlug(db, slug.toLowerCase());
  if (!calendar || calendar.status !== 'active') throw notFound('calendar', slug);
  const [meta, users] = await Promise.all([
    listMetaOf(db, 'calendar', [calendar.id], [SHARING_KEY, PROFILE_KEY, EVENT_ORDER_KEY]),
    findUsersByIds(db, [calendar.user_id]),
  ]);
  const sharing = readSharing(meta.find((m) => m.key === SHARING_KEY)?.value);
  if (sharing.enabled !== 'yes') throw notFound('calendar', slug);
  const profileValue = meta.find((m) => m.key === PROFILE_KEY)?.value;
  const user = users.get(calendar.user_id);
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  const host = hostView(calendar, name || user?.display_name || '', profileValue);
  const order = readEventOrder(meta.find((m) => m.key === EVENT_ORDER_KEY)?.value);
  return { calendar, sharing, host, order };
}

/** The store currency, read only when one of the settings charges anything. */
async function currencyFor(db: Db, settings: readonly PaymentSettings[]) {
  return settings.some((s) => s.enabled === 'yes') ? findGlobalCurrency(db) : null;
}

function calendarPages(db: Db) {
  return {
    async landing(
      slug: string,
    ): Promise<{ host: HostView; events: EventCard[]; embedOrigins: string[] }> {
      const { calendar, sharing, host, order } = await sharedCalendar(db, slug);
      const listed = await listEventsOfCalendars(db, [calendar.id]);
      const events = orderEvents(listed, order).filter(
        (e) => e.status === 'active' && isEventShared(sharing, e.id),
      );
      const payments = await listMetaOf(
        db,
        'event',
        events.map((e) => e.id),
        [PAYMENT_KEY],
      );
      const byEvent = new Map(payments.map((m) => [m.object_id, m.value]));
      const rows = events.map((e) => ({
        event: e,
        payment: readPaymentSettings(byEvent.get(e.id), e.duration),
      }));
      const currency = await currencyFor(
        db,
        rows.map((r) => r.payment),
      );
      return {
        host,
        events: rows.map((r) => eventCard(r.event, priced(r.event, r.payment, currency))),
        embedOrigins: sharing.embed_origins,
      };
    },

    async eventPage(calendarSlug: string, eventSlug: string): Promise<EventPage> {
      const { calendar, sharing, host } = await sharedCalendar(db, calendarSlug);
      const row = await findEventBySlug(db, calendar.id, eventSlug.toLowerCase());
      if (!row || row.status !== 'active' || !isEventShared(sharing, row.id)) {
        throw notFound('event', eventSlug);
      }
      const [loaded, fieldsMeta, paymentMeta] = await Promise.all([
        loadEventForBooking(db, row.id),
        findMeta(db, 'event', row.id, BOOKING_FIELDS_KEY),
        findMeta(db, 'event', row.id, PAYMENT_KEY),
      ]);
      if (!loaded) throw notFound('event', eventSlug);
      const payment = readPaymentSettings(paymentMeta?.value, row.duration);
      const currency = await currencyFor(db, [payment]);
      const lock = loaded.settings.lock_timezone;
      return {
        host,
        event: {
          ...eventCard(row, priced(row, payment, currency)),
          hash: row.hash,
          defaultDuration: durationsOf(row).fallback,
          hostZone: loaded.schedule.timezone,
          lockedZone: lock.enabled && lock.timezone ? lock.timezone : null,
          displaySpots: row.event_type === 'group' && row.is_display_spots === 1,
          submitText: loaded.settings.submit_button_text || 'Confirm booking',
        },
        locationOptions: loaded.locations.map((l) => ({ type: l.type, label: locationLabel(l) })),
        paymentChoices: await paymentChoices(db, payment),
        fields: readBookingFields(fieldsMeta?.value).filter((f) => f.enabled),
        embedOrigins: sharing.embed_origins,
      };
    },
  };
}

function renamedPages(db: Db) {
  return {
    /**
     * Where a page that was not found lives now, when its calendar or event type was renamed
     * (their old slugs are kept): the path to redirect to, or null.
     */
    async movedTo(calendarSlug: string, eventSlug?: string): Promise<string | null> {
      const slug = calendarSlug.toLowerCase();
      const current = await findCalendarBySlug(db, slug);
      const calendar = current ?? (await findRenamedCalendar(db, slug));
      if (!calendar) return null;
      if (eventSlug === undefined) return current ? null : `/book/${calendar.slug}`;
      const wanted = eventSlug.toLowerCase();
      const event =
        (current ? undefined : await findEventBySlug(db, calendar.id, wanted)) ??
        (await findRenamedEvent(db, calendar.id, wanted));
      return event ? `/book/${calendar.slug}/${event.slug}` : null;
    },
  };
}

function guestPages(db: Db, guests: PagesDeps['guests']) {
  return {
    /** The guest's booking (through the public bookings service) and the form's reason labels. */
    async bookingPage(hash: string) {
      if (!/^[0-9a-f]{32}$/i.test(hash)) throw notFound('booking', hash);
      const view = await guests.view(hash);
      const [fieldsMeta, sharingMeta] = await Promise.all([
        findMeta(db, 'event', view.booking.event_id, BOOKING_FIELDS_KEY),
        findMeta(db, 'calendar', view.booking.calendar_id, SHARING_KEY),
      ]);
      const fields = readBookingFields(fieldsMeta?.value);
      const label = (name: string, fallback: string) =>
        fields.find((f) => f.name === name)?.label || fallback;
      return {
        ...view,
        labels: {
          cancel: label('cancellation_reason', 'Reason for cancellation'),
          reschedule: label('rescheduling_reason', 'Reason for reschedule'),
        },
        // The guest reaches it from the booking form, framed where the calendar's pages are.
        embedOrigins: readSharing(sharingMeta?.value).embed_origins,
      };
    },
  };
}
