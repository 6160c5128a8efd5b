/**
 * A booking's online meeting (booking meta `online_meeting`), recorded through the connections
 * port: the booking's answer carries it, the guest's reschedule mail and its invitation (read
 * back with ical.js) give the join link and passcode, the booking page links it, and a value
 * that is not a usable meeting is never stored. A confirmed booking's first meeting, or a new
 * link, sends the guest the confirmation again, with the link; nothing else does. The
 * conferencing location types are offered.
 */
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionBookingSource } from '../../src/modules/bookings/index.js';
import type { ConnectionBookingSource } from '../../src/modules/connections/index.js';
import { createBookingNotifier } from '../../src/services.js';
import type { TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { icsOf } from '../helpers/smtp.js';

const JOIN = 'https://zoom.example.net/j/8841234567?pwd=abc';

describe.each(DIALECTS)('online meeting links (%s)', (dialect) => {
  let t: TestApp;
  let m: MailingApp;
  let port: ConnectionBookingSource;

  beforeAll(async () => {
    m = await startMailingApp(dialect);
    ({ t } = m);
    const notifier = createBookingNotifier(t.config.publicUrl, Date.now);
    port = createConnectionBookingSource(t.config.publicUrl, notifier);
  });
  afterAll(() => m.close());

  const to = (mail: ParsedMail) =>
    mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;

  async function zoomBooking(email: string, hours: number) {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, {
      event: { location_settings: [{ type: 'zoom_meeting', title: 'Zoom' }] },
    });
    expect(event.location_settings[0].type).toBe('zoom_meeting');
    const booking = await adminBook(t, host, event.id, { start_utc: hoursAhead(hours), email });
    await m.deliver();
    return { host, booking };
  }

  it('offers Google Meet and Zoom, and MS Teams only while Microsoft is configured', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, {
      event: { location_settings: [{ type: 'google_meet' }, { type: 'ms_teams' }] },
    });
    const conferencing = event.settings.location_fields.conferencing.options;
    expect(conferencing.google_meet.disabled).toBeUndefined();
    expect(conferencing.zoom_meeting.disabled).toBeUndefined();
    // Microsoft is not configured here: the Teams option says so, as FluentBooking's does.
    expect(conferencing.ms_teams.disabled).toBe(true);
    expect(event.location_settings.map((l: { type: string }) => l.type)).toEqual([
      'google_meet',
      'ms_teams',
    ]);
  });

  it('shows the meeting in the answer, the mail, the invitation and the booking page', async () => {
    const email = 'zoomguest@example.org';
    const { host, booking } = await zoomBooking(email, 60);
    expect(booking.online_meeting).toBeNull();
    const meeting = { provider: 'zoom', join_url: JOIN, passcode: '739201', external_id: '884' };
    await port.setOnlineMeeting(t.testDb.database.db, booking.id, meeting as never);
    await m.deliver();

    const answer = await t.request({ url: `/api/v2/schedules/${booking.id}`, as: host });
    expect(answer.json().booking.online_meeting).toEqual(meeting);

    const start = Date.parse(booking.start_time_iso) + 3_600_000;
    const moved = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { start_utc: new Date(start).toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = (await m.deliver()).find((x) => to(x) === email);
    expect(mail?.subject).toMatch(/^Booking Rescheduled: /);
    expect(mail?.text).toContain(JOIN);
    expect(mail?.text).toContain('739201');
    const vevent = new ICAL.Component(ICAL.parse(icsOf(mail!)!)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('location')).toBe(JOIN);
    expect(vevent.getFirstPropertyValue('url')).toBe(JOIN);
    expect(String(vevent.getFirstPropertyValue('description'))).toContain(
      `Join Zoom: ${JOIN}\nPasscode: 739201`,
    );

    const page = await t.app.inject({ url: `/booking/${booking.hash}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="${JOIN.replace('&', '&amp;')}"`);
    expect(page.body).toMatch(/Passcode: <span data-meeting-passcode>739201<\/span>/);

    await port.setOnlineMeeting(t.testDb.database.db, booking.id, null);
    const after = await t.request({ url: `/api/v2/schedules/${booking.id}`, as: host });
    expect(after.json().booking.online_meeting).toBeNull();
  });

  it('sends the confirmation again when the meeting is made or its link changes, and only then', async () => {
    const email = 'readyguest@example.org';
    const { host, booking } = await zoomBooking(email, 80);
    const db = t.testDb.database.db;
    const meeting = { provider: 'zoom', join_url: JOIN, passcode: '739201', external_id: '884' };
    await port.setOnlineMeeting(db, booking.id, meeting as never);
    const [mail, ...others] = await m.deliver();
    expect(others).toEqual([]);
    expect(to(mail!)).toBe(email);
    expect(mail?.subject).toMatch(/^Booking Confirmation: /);
    expect(mail?.text).toContain(`Your online meeting is ready. Zoom: ${JOIN} (passcode: 739201)`);
    const vevent = new ICAL.Component(ICAL.parse(icsOf(mail!)!)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('location')).toBe(JOIN);
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);

    // The same link recorded again (a write-back retried) sends nothing.
    await port.setOnlineMeeting(db, booking.id, meeting as never);
    expect(await m.deliver()).toEqual([]);
    // A new link is sent.
    const next = { ...meeting, join_url: `${JOIN}2` };
    await port.setOnlineMeeting(db, booking.id, next as never);
    const again = await m.deliver();
    expect(again.map((x) => [to(x), x.text?.includes(next.join_url)])).toEqual([[email, true]]);

    // A cancelled booking's meeting is no news to the guest.
    const cancelled = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { status: 'cancelled', cancel_reason: 'No longer needed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await m.deliver();
    await port.setOnlineMeeting(db, booking.id, { ...meeting, join_url: `${JOIN}3` } as never);
    expect(await m.deliver()).toEqual([]);
  });

  it('never stores a meeting whose link is not https', async () => {
    const { host, booking } = await zoomBooking('badlink@example.org', 70);
    for (const join_url of [
      'javascript:alert(1)',
      'http://zoom.example.net/j/1',
      'x'.repeat(3000),
    ]) {
      const meeting = { provider: 'zoom', join_url } as never;
      await port.setOnlineMeeting(t.testDb.database.db, booking.id, meeting);
      const answer = await t.request({ url: `/api/v2/schedules/${booking.id}`, as: host });
      expect(answer.json().booking.online_meeting, join_url).toBeNull();
    }
  });
});
