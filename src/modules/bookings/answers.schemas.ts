/** Admin booking lists and answers. */
import { Type, type Static } from '@sinclair/typebox';
import { BOOKING_PERIODS, BOOKING_STATUSES } from '../../domain/booking-status.js';
import { EnvelopeFields, pageQuery } from '../../http/pagination.js';
import { Id } from '../../http/schemas.js';
import { paginatorFields } from '../../http/paginator.js';
import { stringEnum } from '../../http/string-enum.js';
import { MailDelivery } from '../mail/index.js';
import { Order, PaymentInstructions } from '../payments/index.js';
import { BookingActivity } from './booking.schemas.js';
import { CalendarEventList } from '../calendars/index.js';

const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Period = stringEnum(BOOKING_PERIODS);
const Status = stringEnum(BOOKING_STATUSES);

/** FluentBooking's `filters[...]` spelling. */
const Filters = Type.Object({
  period: Type.Optional(Period),
  status: Type.Optional(Status),
  author: Type.Optional(Type.String({ pattern: '^(me|all|[1-9][0-9]{0,15})$' })),
  event: Type.Optional(Type.String({ pattern: '^(all|[1-9][0-9]{0,15})$' })),
  email: Type.Optional(Type.String({ maxLength: 192 })),
  range: Type.Optional(
    Type.Object({
      start_date: Type.Optional(LocalDate),
      end_date: Type.Optional(LocalDate),
      time_zone: Type.Optional(Type.String({ maxLength: 64 })),
    }),
  ),
});

export const BookingListQuery = Type.Object({
  ...pageQuery(10),
  period: Type.Optional(Period),
  status: Type.Optional(Status),
  event_id: Type.Optional(Id),
  calendar_id: Type.Optional(Id),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  start_date: Type.Optional(LocalDate),
  end_date: Type.Optional(LocalDate),
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
  filters: Type.Optional(Filters),
});
export type BookingListQuery = Static<typeof BookingListQuery>;

const BookingRef = Type.Ref('Booking');

export const BookingList = Type.Object({
  bookings: Type.Array(BookingRef),
  ...EnvelopeFields,
  schedules: Type.Object({ data: Type.Array(BookingRef), ...paginatorFields }),
  timezone: Type.String(),
  calendar_event_lists: Type.Array(CalendarEventList, {
    description: "The calendars the caller reads, with their events (the filters' choices).",
  }),
  pending_count: Type.Integer({ description: 'Bookings the caller sees awaiting confirmation.' }),
  no_show_count: Type.Integer({ description: 'Bookings the caller sees marked as no-show.' }),
  cancelled_count: Type.Integer({ description: 'Bookings the caller sees cancelled.' }),
});

export const BookingAnswerQuery = Type.Object({
  with: Type.Optional(
    Type.Array(Type.String({ maxLength: 64 }), {
      maxItems: 10,
      description: '`all_data` adds `activities` and `payment_order`.',
    }),
  ),
});

export const BookingAnswer = Type.Object({
  booking: BookingRef,
  schedule: BookingRef,
  order: Type.Union([Order, Type.Null()], {
    description: "The booking's order (paid events, Pro), or null.",
  }),
  activities: Type.Optional(
    Type.Array(BookingActivity, { description: 'With `with[]=all_data`: its activities.' }),
  ),
  payment_order: Type.Optional(
    Type.Union([Order, Type.Null()], { description: 'With `with[]=all_data`: `order` again.' }),
  ),
});
/** Recording a payment or a refund (Pro). */
export const BookingPaymentSaved = Type.Object({
  message: Type.String(),
  booking: BookingRef,
  order: Order,
});
export const BookingSaved = Type.Object({ message: Type.String(), booking: BookingRef });
export const PublicBookingSaved = Type.Object({
  message: Type.String(),
  booking: BookingRef,
  booking_hash: Type.String(),
  redirect_url: Type.String(),
  payment: Type.Optional(PaymentInstructions),
});
export const ContactTagsSaved = Type.Object({
  message: Type.String(),
  booking: BookingRef,
  tag_ids: Type.Array(Type.Integer()),
  tags: Type.Array(Type.String()),
});
/** The activity log, newest first, and the booking's e-mails with their delivery state. */
export const ActivityList = Type.Object({
  activities: Type.Array(BookingActivity),
  emails: Type.Array(MailDelivery),
});

export const GuestBooking = Type.Object({
  booking: BookingRef,
  can_cancel: Type.Boolean(),
  can_reschedule: Type.Boolean(),
  cancel_message: Type.String(),
  reschedule_message: Type.String(),
  payment: Type.Optional(PaymentInstructions),
});
