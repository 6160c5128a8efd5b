/**
 * What FluentBooking's booking dialog reads about an event besides its free slots: the event as
 * a guest sees it, its host's profile and the questions of its booking form.
 */
import type { Db } from '../../../db/database.js';
import { findMeta } from '../../meta/index.js';
import { findUsersByIds } from '../../users/index.js';
import { presentAuthorProfile } from '../calendars.presenter.js';
import { PROFILE_KEY, readProfile } from '../sharing/sharing.js';
import type { EventForBooking } from './event-for-booking.js';
import { locationFields } from './event-meta-defaults.js';
import { BOOKING_FIELDS_KEY, readBookingFields } from './event-meta.js';

export async function bookingWidgetOf(db: Db, loaded: EventForBooking) {
  const { event, calendar } = loaded;
  const [owners, profile, fields] = await Promise.all([
    findUsersByIds(db, [calendar.user_id]),
    findMeta(db, 'calendar', calendar.id, PROFILE_KEY),
    findMeta(db, 'event', event.id, BOOKING_FIELDS_KEY),
  ]);
  return {
    slot: {
      id: event.id,
      title: event.title,
      description: event.description,
      duration: event.duration,
      type: event.type,
      event_type: event.event_type,
      is_display_spots: event.is_display_spots === 1,
      location_settings: loaded.locations,
      settings: { ...loaded.settings, location_fields: locationFields() },
    },
    author_profile: presentAuthorProfile(
      calendar.user_id,
      owners.get(calendar.user_id),
      readProfile(profile?.value),
    ),
    form_fields: readBookingFields(fields?.value).map((f) => ({ ...f, is_visible: f.enabled })),
  };
}
