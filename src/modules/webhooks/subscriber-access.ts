/**
 * Whether a subscription's owner may still read what an event announces, decided when the event
 * is posted (and again before each retry), not when the subscription was made: an owner who
 * lost a permission, was made a viewer, or left the calendar's team stops receiving its
 * bookings at once. The rules are the API's (`can` of `domain/policy.ts`): the owner must be
 * allowed to read the booking's calendar (`calendar:read`, as `GET /calendars/{id}`) and the
 * booking itself (`booking:read`, as `GET /schedules/{id}`: a host of the booking or of its
 * event, or a permission that reads every booking). A post the owner may not read is skipped;
 * the subscription stays on, since it may still hear of bookings its owner can read.
 *
 * Everything is read from the database for each claim, so a change made by any process counts
 * from the next claim on, in the dispatcher's thread too: the owners in one query, the calendars
 * in another, and the calendars' teams in a third only when a decision depends on them (the
 * usual subscription, a host's of their own calendar, needs none).
 */
import type { Db } from '../../db/database.js';
import type { CalendarRow } from '../../db/types.js';
import type { WebhookSubscriptionRow } from '../../db/tables-webhooks.js';
import { can, effectivePermissions, type Principal, type Role } from '../../domain/policy.js';
import { findCalendarsByIds, teamsOfCalendars, type CalendarTeam } from '../calendars/index.js';
import { findUsersByIds } from '../users/index.js';
import type { MessageHeader } from './message.js';

/** Whether the subscription's owner may read the booking of the event with this header. */
export type MayRead = (subscription: WebhookSubscriptionRow, header: MessageHeader) => boolean;

interface Facts {
  owners: Map<number, Principal>;
  calendars: Map<number, CalendarRow>;
  /** Loaded only for calendars where they matter. */
  teams: Map<number, CalendarTeam>;
}

function mayRead(facts: Facts, subscription: WebhookSubscriptionRow, header: MessageHeader) {
  const principal = facts.owners.get(Number(subscription.user_id));
  if (!principal || header.calendar_id === null) return false;
  const calendar = facts.calendars.get(header.calendar_id);
  const team = facts.teams.get(header.calendar_id);
  const ownerId = calendar?.user_id;
  const calendarFacts = {
    ...(ownerId === undefined ? {} : { ownerId }),
    teamMemberIds: team?.memberIds ?? [],
  };
  if (!can(principal, 'calendar:read', calendarFacts)) return false;
  // Events written before headers said who may read their booking: the calendar decides.
  if (!header.access) return true;
  const hostIds = [...header.access.host_ids];
  const eventHosts = team?.eventHosts.get(header.access.event_id) ?? [];
  if (eventHosts.includes(principal.userId)) hostIds.push(principal.userId);
  return can(principal, 'booking:read', { hostIds });
}

/**
 * The access check of one claim: `subscriptions` are those it may post to, `headers` those of
 * its events. Three queries at most, whatever the number of subscriptions and events.
 */
export async function subscriberAccess(
  db: Db,
  subscriptions: readonly WebhookSubscriptionRow[],
  headers: readonly MessageHeader[],
): Promise<MayRead> {
  if (subscriptions.length === 0) return () => false;
  const calendarIds = [
    ...new Set(headers.flatMap((h) => (h.calendar_id === null ? [] : [h.calendar_id]))),
  ];
  const [users, calendars] = await Promise.all([
    findUsersByIds(
      db,
      subscriptions.map((s) => Number(s.user_id)),
    ),
    findCalendarsByIds(db, calendarIds),
  ]);
  const facts: Facts = {
    owners: new Map(
      [...users.values()].map((user) => {
        const role = user.role as Role;
        const granted = JSON.parse(user.permissions) as string[];
        const principal = { userId: user.id, login: user.login, role };
        return [user.id, { ...principal, permissions: effectivePermissions(role, granted) }];
      }),
    ),
    calendars: new Map(calendars.map((c) => [Number(c.id), c])),
    teams: new Map(),
  };
  // A refusal without the teams may turn on a team membership: read the teams of those calendars.
  const undecided = new Set<number>();
  for (const header of headers) {
    if (header.calendar_id === null || undecided.has(header.calendar_id)) continue;
    const hears = (s: WebhookSubscriptionRow) =>
      s.calendar_id === null || s.calendar_id === header.calendar_id;
    if (subscriptions.some((s) => hears(s) && !mayRead(facts, s, header))) {
      undecided.add(header.calendar_id);
    }
  }
  if (undecided.size > 0) facts.teams = await teamsOfCalendars(db, [...undecided]);
  return (subscription, header) => mayRead(facts, subscription, header);
}
