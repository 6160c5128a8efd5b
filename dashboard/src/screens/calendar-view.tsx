/**
 * Week and month views of the bookings, in the signed-in user's zone: the week as seven days of
 * bookings in time order, the month as a table of weeks (Monday first). Every booking is a link
 * to its detail and the period is changed with buttons, so the keyboard reaches everything.
 * Loaded only when a calendar view opens.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import {
  addDays,
  formatDate,
  formatMonth,
  formatTime,
  todayIn,
  wallTime,
  type Formats,
} from '../time';
import { ErrorBox, Link, useLoad, useSession, ZoneNote } from '../ui';
import { guestName, type BookingRow } from './bookings';

type View = 'week' | 'month';
const HIDDEN = new Set(['cancelled', 'rejected']);
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A booking placed in the host's zone: its day and its wall-clock times. */
interface Entry {
  booking: BookingRow;
  day: string;
  start: string;
  end: string;
}

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
    rows.push(...answer.bookings);
    if (page >= answer.last_page) break;
  }
  return rows;
}

/** 0 for Monday to 6 for Sunday. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
const mondayOf = (date: string) => addDays(date, -weekdayOf(date));

/** The first and last day shown for the period around `anchor`. */
function rangeOf(view: View, anchor: string): { first: string; last: string } {
  if (view === 'week') {
    const first = mondayOf(anchor);
    return { first, last: addDays(first, 6) };
  }
  const monthStart = `${anchor.slice(0, 8)}01`;
  const nextMonth = addMonths(monthStart, 1);
  return { first: mondayOf(monthStart), last: addDays(mondayOf(addDays(nextMonth, -1)), 6) };
}

function addMonths(date: string, months: number): string {
  const d = new Date(`${date.slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return days;
}

function entriesByDay(rows: BookingRow[], zone: string): Map<string, Entry[]> {
  const byDay = new Map<string, Entry[]>();
  const entries = rows
    .filter((b) => !HIDDEN.has(b.status))
    .map((b): Entry => {
      const start = wallTime(b.start_time, zone);
      return { booking: b, day: start.slice(0, 10), start, end: wallTime(b.end_time, zone) };
    })
    .sort((a, b) => a.start.localeCompare(b.start));
  for (const entry of entries) byDay.set(entry.day, [...(byDay.get(entry.day) ?? []), entry]);
  return byDay;
}

function titleOf(view: View, first: string, anchor: string, formats: Formats): string {
  if (view === 'month') return formatMonth(anchor);
  const last = addDays(first, 6);
  return `${formatDate(first, formats, { year: false })} – ${formatDate(last, formats, {})}`;
}

/** A day's name in the user's order, `Wednesday 2 December`. */
const dayName = (day: string, formats: Formats) =>
  formatDate(day, formats, { weekday: 'long', month: 'long', year: false });

export default function CalendarView({ view }: { view: View }) {
  const { zone, formats } = useSession();
  const [anchor, setAnchor] = useState(() => todayIn(zone));
  const { first, last } = rangeOf(view, anchor);
  const [load, reload] = useLoad(() => bookingsBetween(first, last, zone), [view, first, zone]);
  const busy = load.state === 'loading';
  const unit = view === 'month' ? 'month' : 'week';
  const move = (step: number) =>
    setAnchor(view === 'month' ? addMonths(anchor, step) : addDays(anchor, 7 * step));
  const title = titleOf(view, first, anchor, formats);
  const byDay = load.state === 'ready' ? entriesByDay(load.data, zone) : new Map<string, Entry[]>();
  const today = todayIn(zone);

  return (
    <section aria-labelledby="calendar-title">
      <div class="heading">
        <h1 id="calendar-title">{view === 'month' ? 'Month' : 'Week'} of bookings</h1>
        <div class="tabs" role="group" aria-label="View">
          <Link href="/schedule/week" {...(view === 'week' ? { 'aria-current': 'page' } : {})}>
            Week
          </Link>
          <Link href="/schedule/month" {...(view === 'month' ? { 'aria-current': 'page' } : {})}>
            Month
          </Link>
          <Link href="/bookings">List</Link>
        </div>
      </div>
      <ZoneNote />
      <div class="calendar-toolbar" role="group" aria-label={`Change the ${unit}`}>
        <button type="button" onClick={() => move(-1)}>
          ‹ Previous {unit}
        </button>
        <button type="button" onClick={() => setAnchor(todayIn(zone))}>
          This {unit}
        </button>
        <button type="button" onClick={() => move(1)}>
          Next {unit} ›
        </button>
        <h2 id="calendar-period" aria-live="polite">
          {title}
        </h2>
      </div>
      {load.state === 'error' && <ErrorBox message={load.message} retry={reload} />}
      <p class="state loading" role="status" aria-live="polite">
        {busy ? 'Loading bookings…' : ''}
      </p>
      <div class="calendar" aria-busy={busy} data-zone={zone}>
        {view === 'week' ? (
          <Week days={daysFrom(first, last)} byDay={byDay} today={today} />
        ) : (
          <Month
            days={daysFrom(first, last)}
            month={anchor.slice(0, 7)}
            byDay={byDay}
            today={today}
            title={title}
          />
        )}
      </div>
    </section>
  );
}

function EntryLink({ entry, withEnd }: { entry: Entry; withEnd: boolean }) {
  const b = entry.booking;
  const { formats } = useSession();
  const start = formatTime(b.start_time, formats);
  const time = withEnd ? `${start} – ${formatTime(b.end_time, formats)}` : start;
  return (
    <Link href={`/bookings/${b.id}`} class={`booking-entry status-${b.status}`}>
      <span class="when">{time}</span> {guestName(b)}
      {b.event_title ? ` · ${b.event_title}` : ''}
    </Link>
  );
}

function Week({
  days,
  byDay,
  today,
}: {
  days: string[];
  byDay: Map<string, Entry[]>;
  today: string;
}) {
  const { formats } = useSession();
  return (
    <ol class="week">
      {days.map((day) => {
        const entries = byDay.get(day) ?? [];
        const name = dayName(day, formats);
        return (
          <li
            key={day}
            class="week-day"
            data-date={day}
            {...(day === today ? { 'aria-current': 'date' } : {})}
          >
            <h3>{name}</h3>
            {entries.length === 0 ? (
              <p class="muted">No booking</p>
            ) : (
              <ul aria-label={`Bookings on ${name}`}>
                {entries.map((e) => (
                  <li key={e.booking.id}>
                    <EntryLink entry={e} withEnd />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Month({
  days,
  month,
  byDay,
  today,
  title,
}: {
  days: string[];
  month: string;
  byDay: Map<string, Entry[]>;
  today: string;
  title: string;
}) {
  const { formats } = useSession();
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return (
    <table class="month">
      <caption class="sr-only">Bookings in {title}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col" abbr={d}>
              {d.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const entries = byDay.get(day) ?? [];
              const name = dayName(day, formats);
              return (
                <td
                  key={day}
                  data-date={day}
                  class={day.startsWith(month) ? '' : 'other-month'}
                  {...(day === today ? { 'aria-current': 'date' } : {})}
                >
                  <span class="day-number" aria-hidden="true">
                    {Number(day.slice(8))}
                  </span>
                  <span class="sr-only">{name}</span>
                  {entries.length > 0 && (
                    <ul aria-label={`Bookings on ${name}`}>
                      {entries.map((e) => (
                        <li key={e.booking.id}>
                          <EntryLink entry={e} withEnd={false} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
