/** How a booking's activities show its e-mails (`GET /schedules/{id}/activities`). */
import { Type } from '@sinclair/typebox';

const Iso = Type.String({ description: 'ISO 8601, UTC' });

export const MailDelivery = Type.Object({
  id: Type.Integer(),
  /** The notification: `booking_conf_attendee`, `cancelled_by_host`, ... */
  kind: Type.String(),
  recipient: Type.String(),
  subject: Type.String(),
  status: Type.String({
    description:
      '`queued`, `sending`, `sent` or `failed`; for reminders also `planned` (not due yet), `dropped` (the booking moved or ended) or `skipped` (reached too late)',
  }),
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
  /** When the next attempt is due, while queued; when a planned reminder is due. */
  next_attempt_at: Type.Union([Iso, Type.Null()]),
  sent_at: Type.Union([Iso, Type.Null()]),
  created_at: Iso,
});
