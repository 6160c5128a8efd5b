/** What a new event starts with: booking form, e-mail templates, payment settings, locations. */
import type {
  BookingField,
  Notification,
  NotificationKey,
  Notifications,
} from './event-meta.schemas.js';
import type { PaymentSettings } from '../../payments/index.js';

type FieldSeed = Partial<BookingField> & Pick<BookingField, 'name' | 'type' | 'label'>;

const FIELD_SEEDS: FieldSeed[] = [
  {
    name: 'name',
    type: 'text',
    label: 'Your Name',
    required: true,
    system_defined: true,
    disable_alter: true,
  },
  {
    name: 'email',
    type: 'email',
    label: 'Your Email',
    required: true,
    system_defined: true,
    disable_alter: true,
  },
  { name: 'message', type: 'textarea', label: 'What is this meeting about?', system_defined: true },
  {
    name: 'cancellation_reason',
    type: 'textarea',
    label: 'Reason for cancellation',
    system_defined: true,
  },
  {
    name: 'rescheduling_reason',
    type: 'textarea',
    label: 'Reason for reschedule',
    system_defined: true,
  },
  {
    name: 'guests',
    type: 'multi-guests',
    label: 'Additional Guests',
    enabled: false,
    system_defined: true,
    limit: 10,
  },
  { name: 'phone', type: 'phone', label: 'Phone Number', enabled: false, system_defined: true },
];

/** Fields that every booking form keeps, enabled and required. */
export const REQUIRED_FIELDS: readonly string[] = ['name', 'email'];

export function completeField(seed: FieldSeed, index: number): BookingField {
  return {
    name: seed.name,
    type: seed.type,
    label: seed.label,
    placeholder: seed.placeholder ?? '',
    help_text: seed.help_text ?? '',
    required: seed.required ?? false,
    enabled: seed.enabled ?? true,
    system_defined: seed.system_defined ?? false,
    disable_alter: seed.disable_alter ?? false,
    options: seed.options ?? [],
    limit: seed.limit ?? null,
    index,
  };
}

export function defaultBookingFields(): BookingField[] {
  return FIELD_SEEDS.map(completeField);
}

const note = (who: string, what: string) =>
  `<p>Hi {{${who}}},</p><p>${what}</p><p><strong>What:</strong> {{booking.event_name}}<br>` +
  '<strong>When:</strong> {{booking.full_start_end_guest_timezone}}<br>' +
  '<strong>Where:</strong> {{booking.location_details_html}}</p>';

const TEMPLATES: Record<
  NotificationKey,
  [title: string, subject: string, body: string, host: boolean]
> = {
  booking_conf_attendee: [
    'Booking Confirmation Email to Attendee',
    'Booking Confirmation: {{booking.event_name}} with {{host.name}}',
    note('guest.first_name', 'Your booking has been scheduled.') +
      '<p><a href="##booking.reschedule_url##">Reschedule</a> or <a href="##booking.cancelation_url##">cancel</a> this booking.</p>',
    false,
  ],
  booking_conf_host: [
    'Booking Confirmation Email to Organizer',
    'New Booking: {{guest.full_name}} @ {{booking.start_date_time_for_host}}',
    note('host.name', 'A new booking has been scheduled.') +
      '<p><a href="##booking.admin_booking_url##">View the booking</a></p>',
    true,
  ],
  reminder_to_attendee: [
    'Meeting Reminder Email to Attendee',
    'Reminder: {{booking.event_name}} @ {{booking.start_date_time_for_attendee}}',
    note('guest.first_name', 'This is a reminder of your upcoming meeting.'),
    false,
  ],
  reminder_to_host: [
    'Meeting Reminder Email to Organizer',
    'Reminder: {{guest.full_name}} @ {{booking.start_date_time_for_host}}',
    note('host.name', 'This is a reminder of your upcoming meeting.'),
    true,
  ],
  cancelled_by_attendee: [
    'Booking Cancelled by Attendee (email to organizer)',
    'Booking Cancelled: {{guest.full_name}} @ {{booking.start_date_time_for_host}}',
    note('host.name', 'The attendee cancelled the booking. Reason: {{booking.cancel_reason}}'),
    true,
  ],
  cancelled_by_host: [
    'Booking Cancelled by Organizer (email to attendee)',
    'Booking Cancelled: {{booking.event_name}} with {{host.name}}',
    note('guest.first_name', 'Your booking has been cancelled. Reason: {{booking.cancel_reason}}'),
    false,
  ],
  rescheduled_by_attendee: [
    'Booking Rescheduled by Attendee (email to organizer)',
    'Booking Rescheduled: {{guest.full_name}} @ {{booking.start_date_time_for_host}}',
    note(
      'host.name',
      'The attendee rescheduled the booking. Reason: {{booking.reschedule_reason}}',
    ),
    true,
  ],
  rescheduled_by_host: [
    'Booking Rescheduled by Organizer (email to attendee)',
    'Booking Rescheduled: {{booking.event_name}} with {{host.name}}',
    note('guest.first_name', 'Your booking has been rescheduled. {{booking.reschedule_reason}}'),
    false,
  ],
  booking_request_host: [
    'Booking Request Email to Organizer',
    'Booking Request: {{guest.full_name}} @ {{booking.start_date_time_for_host}}',
    note('host.name', 'A booking is waiting for your confirmation.') +
      '<p><a href="##booking.admin_booking_url##">Confirm or reject it</a></p>',
    true,
  ],
  booking_request_attendee: [
    'Booking Request Email to Attendee',
    'Booking Request Received: {{booking.event_name}}',
    note('guest.first_name', 'Your booking request was received and awaits confirmation.'),
    false,
  ],
  declined_by_host: [
    'Booking Declined by Organizer (email to attendee)',
    'Booking Declined: {{booking.event_name}}',
    note('guest.first_name', 'Your booking request has been declined.'),
    false,
  ],
};

export function defaultNotifications(): Notifications {
  const entries = Object.entries(TEMPLATES).map(([key, [title, subject, body, isHost]]) => {
    const reminder = key.startsWith('reminder_');
    const notification: Notification = {
      enabled: !reminder,
      title,
      is_host: isHost,
      email: {
        subject,
        body,
        additional_recipients: '',
        times: reminder ? [{ unit: 'minutes', value: 15 }] : [],
      },
    };
    return [key, notification];
  });
  return Object.fromEntries(entries) as Notifications;
}

export function defaultPaymentSettings(duration: number): PaymentSettings {
  return {
    enabled: 'no',
    multi_payment_enabled: 'no',
    stripe_enabled: 'no',
    paypal_enabled: 'no',
    offline_enabled: 'no',
    driver: 'native',
    items: [{ title: 'Booking Fee', value: 100 }],
    woo_product_id: '',
    cart_product_id: '',
    multi_payment_items: { [String(duration)]: { title: 'Booking Fee', value: 0 } },
    multi_payment_woo_ids: { [String(duration)]: '' },
    multi_payment_cart_ids: { [String(duration)]: '' },
    refund_policy: 'none',
    refund_percent: 50,
    refund_cutoff_hours: 0,
  };
}

const option = (title: string, extra: Record<string, unknown> = {}) => ({ title, ...extra });

/** The meetings this server can make beyond Google Meet: Teams while Microsoft is configured. */
export interface MeetingsOffered {
  teams: boolean;
}

/**
 * The location options the event form offers. Google Meet needs the host's connected Google
 * calendar, Zoom their connected Zoom account (a booking whose host has none gets no meeting,
 * and its mails name the location only), MS Teams their connected Microsoft calendar, offered
 * only while the server is configured for Microsoft (`teams`).
 */
export function locationFields(offered: MeetingsOffered = { teams: false }) {
  const conferencing = { location_type: 'conferencing' };
  const unavailable = { disabled: true, ...conferencing };
  return {
    conferencing: {
      label: 'Conferencing',
      options: {
        google_meet: option('Google Meet', conferencing),
        ms_teams: option('MS Teams', offered.teams ? conferencing : unavailable),
        zoom_meeting: option('Zoom Video', conferencing),
      },
    },
    in_person: {
      label: 'In Person',
      options: {
        in_person_guest: option('In Person (Attendee Address)'),
        in_person_organizer: option('In Person (Organizer Address)'),
      },
    },
    phone: {
      label: 'Phone',
      options: {
        phone_guest: option('Attendee Phone Number'),
        phone_organizer: option('Organizer Phone Number'),
      },
    },
    online: { label: 'Online', options: { online_meeting: option('Online Meeting') } },
    other: { label: 'Other', options: { custom: option('Custom') } },
  };
}
