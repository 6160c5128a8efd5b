/**
 * Turning an event body (create or patch) into a row: validation beyond the schema, merging into
 * the stored settings, the availability choice, locations, team members, a unique slug.
 */
import type { Db } from '../../../db/database.js';
import type { CalendarRow, EventRow, NewEventRow } from '../../../db/types.js';
import { can, type Principal } from '../../../domain/policy.js';
import { validationFailed } from '../../../errors.js';
import { findScheduleById } from '../../availability/index.js';
import { ensureDefaultSchedule } from '../../availability/index.js';
import { firstFreeEventSlug, newHash } from '../slugs.js';
import { assertEventSlugFree } from './event-slug.js';
import { isHttpUrl, plainText, sanitizeDescription } from '../../../shared/sanitize.js';
import type { LocationSetting, LocationSettingInput } from './event-meta.schemas.js';
import type { EventSettingsInput } from './event-settings.schemas.js';
import { defaultEventSettings, mergeEventSettings, readEventSettings } from './event-settings.js';
import { readLocations } from './events.presenter.js';
import * as events from './events.repo.js';
import type { UpdateEventBody } from './events.schemas.js';
import type { FieldErrors } from '../../../errors.js';
import { findUsersByIds } from '../../users/index.js';
import { applyHostsSchedules } from './hosts-schedules.js';
import { MULTI_HOST } from './event-for-booking.js';

export interface EventWriteContext {
  db: Db;
  principal: Principal;
  calendar: CalendarRow;
  now: number;
  /** Prefix of error fields (`slot.` inside a calendar body). */
  path?: string;
}

type EventFields = Omit<NewEventRow, 'hash' | 'slug' | 'calendar_id' | 'user_id' | 'created_at'>;

export interface ResolvedEvent {
  fields: EventFields;
  members: number[];
}

function checkLocation(
  l: LocationSettingInput,
  path: string,
  errors: FieldErrors,
): LocationSetting {
  if (l.type === 'custom' && !l.title?.trim()) {
    errors[`${path}.title`] = { required: 'The title is required for a custom location.' };
  }
  if (l.type === 'phone_organizer' && !l.host_phone_number?.trim()) {
    errors[`${path}.host_phone_number`] = { required: 'The host phone number is required.' };
  }
  if (l.meeting_link && !isHttpUrl(l.meeting_link)) {
    errors[`${path}.meeting_link`] = { url: 'The meeting_link must be an absolute http(s) URL.' };
  }
  return {
    type: l.type,
    title: plainText(l.title ?? ''),
    display_on_booking: l.display_on_booking ?? true,
    description: plainText(l.description ?? ''),
    meeting_link: l.meeting_link ?? '',
    host_phone_number: plainText(l.host_phone_number ?? ''),
  };
}

/**
 * The schedule id an `existing_schedule` event uses: the given one (checked when it changes: the
 * caller must be allowed to use it) or the calendar owner's default.
 */
async function scheduleId(
  ctx: EventWriteContext,
  given: number | null,
  unchanged: boolean,
  errors: FieldErrors,
) {
  const { db, calendar, principal } = ctx;
  if (given !== null && unchanged) return given;
  if (given === null) {
    const fallback = await ensureDefaultSchedule(
      db,
      calendar.user_id,
      calendar.author_timezone,
      ctx.now,
    );
    return fallback?.id ?? null;
  }
  const schedule = await findScheduleById(db, given);
  const usable =
    schedule &&
    (schedule.user_id === calendar.user_id ||
      can(principal, 'availability:read', { ownerId: schedule.user_id }));
  if (!usable) {
    errors[`${ctx.path ?? ''}availability_id`] = {
      exists: `No usable availability schedule with id ${given}.`,
    };
  }
  return given;
}

/**
 * Whether the caller may make these users team members: each must exist, and using someone's
 * time (their hours and busy times show in the slots, round robin books guests into their day)
 * needs the right to use their availability or to manage their calendars, as using their
 * schedule does. The calendar's owner and the caller themselves are always fine.
 */
async function mayAddMembers(ctx: EventWriteContext, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const found = await findUsersByIds(ctx.db, ids);
  return ids.every(
    (id) =>
      found.has(id) &&
      (id === ctx.calendar.user_id ||
        can(ctx.principal, 'availability:read', { ownerId: id }) ||
        can(ctx.principal, 'calendar:write', { ownerId: id })),
  );
}

/** The event's kind of schedule and the availability schedule it uses (none when custom). */
async function resolveAvailability(
  ctx: EventWriteContext,
  input: UpdateEventBody,
  current: EventRow | undefined,
  errors: FieldErrors,
) {
  const p = ctx.path ?? '';
  const availabilityType =
    input.availability_type ?? current?.availability_type ?? 'existing_schedule';
  const givenSchedule =
    input.availability_id !== undefined
      ? input.availability_id
      : (current?.availability_id ?? null);
  const availabilityId =
    availabilityType === 'custom'
      ? null
      : await scheduleId(ctx, givenSchedule, givenSchedule === current?.availability_id, errors);
  // A custom schedule uses no availability schedule: one sent with it would do nothing.
  if (availabilityType === 'custom' && typeof input.availability_id === 'number') {
    errors[`${p}availability_id`] = {
      custom: 'An event with a custom schedule uses no availability_id.',
    };
  }
  return { availabilityType, availabilityId };
}

/** Validates `input` over `current` (absent on create) and returns the complete fields. */
export async function resolveEvent(
  ctx: EventWriteContext,
  input: UpdateEventBody,
  current?: EventRow,
): Promise<ResolvedEvent> {
  const p = ctx.path ?? '';
  const errors: FieldErrors = {};
  const duration = input.duration ?? current?.duration ?? 30;
  const base = current
    ? readEventSettings(current.settings, current.duration)
    : defaultEventSettings(duration);
  const settingsInput: EventSettingsInput = { ...input.settings };
  settingsInput.weekly_schedules ??= input.weekly_schedules;
  settingsInput.date_overrides ??= input.date_overrides;
  const settings = mergeEventSettings(base, settingsInput, `${p}settings.`, errors);

  const title = input.title !== undefined ? plainText(input.title) : (current?.title ?? '');
  if (!title) errors[`${p}title`] = { required: 'The title field is required.' };

  if (input.settings?.team_members) {
    const kept = new Set(current ? base.team_members : []);
    const added = settings.team_members.filter((id) => !kept.has(id));
    if (!(await mayAddMembers(ctx, added))) {
      // The same answer for a user who does not exist and one the caller may not add.
      errors[`${p}settings.team_members`] = {
        exists: 'Invalid Team Member: every member must be an existing user you may schedule.',
      };
    }
  }

  const { availabilityType, availabilityId } = await resolveAvailability(
    ctx,
    input,
    current,
    errors,
  );

  const eventType = input.event_type ?? current?.event_type ?? 'single';
  // Only group events seat more than one guest per slot: more seats elsewhere would do nothing.
  if ((input.max_book_per_slot ?? 1) > 1 && eventType !== 'group') {
    errors[`${p}max_book_per_slot`] = {
      group: 'Only group events seat more than one guest per slot.',
    };
  }
  const write = {
    db: ctx.db,
    ownerId: ctx.calendar.user_id,
    ownerScheduleId: availabilityId,
    multiHost: MULTI_HOST.has(eventType),
    path: `${p}settings.`,
  };
  await applyHostsSchedules(write, settings, input.settings?.hosts_schedules, errors);

  const locations = input.location_settings
    ? input.location_settings.map((l, i) => checkLocation(l, `${p}location_settings.${i}`, errors))
    : readLocations(current?.location_settings ?? '[]');
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const capacity = input.max_book_per_slot ?? current?.max_book_per_slot ?? 1;
  return {
    members: settings.team_members,
    fields: {
      duration,
      title,
      description:
        input.description !== undefined
          ? sanitizeDescription(input.description)
          : (current?.description ?? ''),
      settings: JSON.stringify(settings),
      availability_type: availabilityType,
      availability_id: availabilityId,
      status: input.status ?? current?.status ?? 'active',
      type: current?.type ?? 'free',
      color_schema: input.color_schema ?? current?.color_schema ?? '#0099ff',
      location_type: input.location_type ?? locations[0]?.type ?? current?.location_type ?? '',
      location_heading:
        input.location_heading !== undefined
          ? plainText(input.location_heading)
          : (current?.location_heading ?? ''),
      location_settings: JSON.stringify(locations),
      event_type: eventType,
      // Only group events seat more than one guest per slot.
      max_book_per_slot: eventType === 'group' ? capacity : 1,
      is_display_spots: (input.is_display_spots ?? current?.is_display_spots === 1) ? 1 : 0,
      updated_at: ctx.now,
    },
  };
}

/**
 * Inserts the event with the `given` slug (422 when a concurrent request took it) or the first
 * free `<duration>min[-n]` slug of its calendar.
 */
export async function insertEventWithSlug(
  db: Db,
  calendar: CalendarRow,
  resolved: ResolvedEvent,
  now: number,
  given?: string,
): Promise<EventRow> {
  for (;;) {
    const taken = await events.eventSlugsOfCalendar(db, calendar.id);
    if (given !== undefined && taken.has(given)) await assertEventSlugFree(db, calendar.id, given);
    const row = await events.insertEventIfSlugFree(db, {
      ...resolved.fields,
      hash: newHash(),
      slug: given ?? firstFreeEventSlug(resolved.fields.duration, taken),
      calendar_id: calendar.id,
      user_id: calendar.user_id,
      created_at: now,
    });
    // Undefined: another request took the slug between our read and our insert; look again.
    if (row) {
      await events.setEventMembers(db, row.id, resolved.members);
      return row;
    }
  }
}
