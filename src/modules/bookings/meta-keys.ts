/** Booking meta keys. */
export const META = {
  customFields: 'custom_fields_data',
  guests: 'additional_guests',
  cancelledByType: 'cancelled_by_type',
  previousTime: 'previous_meeting_time',
  rescheduleReason: 'reschedule_reason',
  rescheduledByType: 'rescheduled_by_type',
  /** How many times the booking moved: the SEQUENCE of its calendar invite. */
  rescheduleCount: 'reschedule_count',
  /** The conference a connected provider made for the booking (`domain/online-meeting.ts`). */
  onlineMeeting: 'online_meeting',
} as const;
