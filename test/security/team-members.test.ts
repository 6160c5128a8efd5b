/**
 * A host cannot make just anyone a team member: that would show the member's hours and busy
 * times in the slots and book guests into their day. It needs the right to use the member's
 * availability (or to manage their calendars), and a refusal looks like an unknown user.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody } from '../helpers/app.js';
import { createCalendar, createEvent } from '../helpers/factories.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('team members (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('refuses another user as a member unless the host may use their availability', async () => {
    const host = await t.createAccount();
    const stranger = await t.createAccount();
    const { calendar } = await createCalendar(t, host, { type: 'team', title: 'My team' });
    const url = `/api/v2/calendars/${calendar.id}/events`;
    const answers = [];
    for (const members of [[stranger.id], [t.admin.id], [999_999]]) {
      for (const event_type of ['collective', 'round_robin']) {
        const res = await t.request({
          method: 'POST',
          url,
          as: host,
          payload: {
            title: 'Team call',
            duration: 30,
            event_type,
            settings: { team_members: members },
          },
        });
        answers.push(errorBody(res, 422, 'rest_validation_failed').data.errors);
      }
    }
    // An unknown id and a user the host may not add get the same answer.
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);

    const own = await createEvent(t, host, calendar.id, { title: 'Solo' });
    const put = await t.request({
      method: 'PUT',
      url: `${url}/${own.id}`,
      as: host,
      payload: { event_type: 'round_robin', settings: { team_members: [stranger.id] } },
    });
    errorBody(put, 422, 'rest_validation_failed');
  });

  it('lets a host who may use other availabilities add them, and keeps them on later edits', async () => {
    const lead = await t.createAccount({
      permissions: ['manage_own_calendar', 'read_and_use_other_availabilities'],
    });
    const member = await t.createAccount();
    const { calendar } = await createCalendar(t, lead, { type: 'team', title: 'Support' });
    const event = await createEvent(t, lead, calendar.id, {
      title: 'Support call',
      event_type: 'round_robin',
      settings: { team_members: [member.id] },
    });
    expect(event.settings.team_members).toEqual([member.id]);

    // An administrator put a member on a plain host's event: the host's later edits keep it.
    const plain = await t.createAccount();
    const { calendar: mine } = await createCalendar(t, plain, { type: 'team', title: 'Mine' });
    const shared = await createEvent(t, t.admin, mine.id, {
      title: 'Shared',
      event_type: 'collective',
      settings: { team_members: [member.id] },
    });
    const edit = await t.request({
      method: 'PUT',
      url: `/api/v2/calendars/${mine.id}/events/${shared.id}`,
      as: plain,
      payload: { title: 'Shared call', settings: { team_members: [member.id] } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });
});
