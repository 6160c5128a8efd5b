/**
 * Week and month views of the bookings with FullCalendar (built on Preact, like the dashboard,
 * and loaded only here). FullCalendar is given wall-clock times in the host's zone as if they
 * were UTC, so it draws them at the host's local time without a time-zone plugin.
 */
import { Calendar, type EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { BASE, navigate } from '../router';
import { addDays, wallTime } from '../time';
import { ErrorBox, Link, useSession, ZoneNote } from '../ui';
import { guestName, type BookingRow } from './bookings';

const HIDDEN = new Set(['cancelled', 'rejected']);

async function bookingsBetween(start: string, end: string, zone: string): Promise<BookingRow[]> {
  const rows: BookingRow[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const answer = await must(
      api.GET('/api/v2/schedules', {
        params: {
          query: {
            period: 'all',
            start_date: start,
            end_date: end,
            timezone: zone,
            per_page: 100,
            page,
          },
        },
      }),
    );
    rows.push(...(answer.bookings as unknown as BookingRow[]));
    if (page >= answer.last_page) break;
  }
  return rows;
}

export default function CalendarView({ view }: { view: 'week' | 'month' }) {
  const { zone } = useSession();
  const host = useRef<HTMLDivElement>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(true);

  useEffect(() => {
    if (!host.current) return;
    const calendar = new Calendar(host.current, {
      plugins: [dayGridPlugin, timeGridPlugin],
      initialView: view === 'month' ? 'dayGridMonth' : 'timeGridWeek',
      timeZone: 'UTC',
      now: wallTime(new Date(), zone),
      firstDay: 1,
      height: 'auto',
      nowIndicator: true,
      slotMinTime: '06:00:00',
      slotMaxTime: '22:00:00',
      eventTimeFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
      slotLabelFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
      headerToolbar: { left: 'prev,next today', center: 'title', right: '' },
      // Words, not icon fonts: screen readers and axe get a name, not an unnamed image.
      buttonIcons: false,
      buttonText: { prev: '‹ Previous', next: 'Next ›', today: 'Today' },
      events: (info, success, failure) => {
        setBusy(true);
        const start = info.startStr.slice(0, 10);
        const end = addDays(info.endStr.slice(0, 10), -1);
        bookingsBetween(start, end, zone).then(
          (rows) => {
            setError('');
            setBusy(false);
            success(
              rows
                .filter((b) => !HIDDEN.has(b.status))
                .map((b): EventInput => ({
                  id: String(b.id),
                  title: `${guestName(b)} · ${b.event_title ?? ''}`,
                  start: wallTime(b.start_time, zone),
                  end: wallTime(b.end_time, zone),
                  url: `${BASE}/bookings/${b.id}`,
                  classNames: [`status-${b.status}`],
                })),
            );
          },
          (e: Error) => {
            setError(e.message);
            setBusy(false);
            failure(e);
          },
        );
      },
      eventClick: (info) => {
        info.jsEvent.preventDefault();
        navigate(`/bookings/${info.event.id}`);
      },
    });
    calendar.render();
    return () => calendar.destroy();
  }, [view, zone]);

  return (
    <section aria-labelledby="calendar-title">
      <div class="heading">
        <h1 id="calendar-title">{view === 'month' ? 'Month' : 'Week'} of bookings</h1>
        <div class="tabs" role="group" aria-label="View">
          <Link href="/calendar/week" {...(view === 'week' ? { 'aria-current': 'page' } : {})}>
            Week
          </Link>
          <Link href="/calendar/month" {...(view === 'month' ? { 'aria-current': 'page' } : {})}>
            Month
          </Link>
          <Link href="/bookings">List</Link>
        </div>
      </div>
      <ZoneNote />
      {error && <ErrorBox message={error} />}
      <p class="state loading" role="status" aria-live="polite">
        {busy ? 'Loading bookings…' : ''}
      </p>
      <div ref={host} class="calendar" aria-busy={busy} data-zone={zone} />
    </section>
  );
}
