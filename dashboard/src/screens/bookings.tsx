/** Bookings: upcoming, pending, past and cancelled lists with search, in the host's zone. */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { Answer } from '../api/types';
import { formatDateTime, formatTime } from '../time';
import { Empty, Link, Loaded, Pager, useLoad, useSession, ZoneNote } from '../ui';

export const PERIODS = [
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'pending', label: 'Pending' },
  { key: 'past', label: 'Past' },
  { key: 'cancelled', label: 'Cancelled' },
] as const;
type Period = (typeof PERIODS)[number]['key'];

export type BookingRow = Answer<'/api/v2/schedules'>['bookings'][number];

export function guestName(b: Pick<BookingRow, 'first_name' | 'last_name' | 'email'>): string {
  return `${b.first_name} ${b.last_name}`.trim() || b.email;
}

export function Bookings() {
  const { zone, formats } = useSession();
  const [period, setPeriod] = useState<Period>('upcoming');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [eventId, setEventId] = useState(0);
  const [events] = useLoad(async () => {
    const answer = await must(
      api.GET('/api/v2/calendars', { params: { query: { per_page: 100 } } }),
    );
    const calendars = Array.isArray(answer.calendars) ? answer.calendars : answer.calendars.data;
    return calendars.flatMap((c) => c.slots);
  }, []);
  const [load, reload] = useLoad(
    () =>
      must(
        api.GET('/api/v2/schedules', {
          params: {
            query: {
              period,
              page,
              per_page: 20,
              timezone: zone,
              ...(query ? { search: query } : {}),
            },
          },
        }),
      ),
    [period, query, page, eventId],
  );

  return (
    <section aria-labelledby="bookings-title">
      <div class="heading">
        <h1 id="bookings-title">Bookings</h1>
        <Link href="/calendar" class="button">
          Week and month view
        </Link>
      </div>
      <ZoneNote />
      <div class="tabs" role="group" aria-label="Which bookings">
        {PERIODS.map((p) => (
          <button
            key={p.key}
            type="button"
            aria-pressed={period === p.key}
            onClick={() => {
              setPeriod(p.key);
              setPage(1);
            }}
          >
            {p.label}
          </button>
        ))}
      </div>
      <form
        class="search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(search.trim());
          setPage(1);
        }}
      >
        <label>
          Search by guest, e-mail or event
          <input type="search" value={search} onInput={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <button type="submit">Search</button>
        <label>
          Event type
          <select
            value={String(eventId)}
            onChange={(e) => {
              setEventId(Number(e.currentTarget.value));
              setPage(1);
            }}
          >
            <option value="0">All event types</option>
            {events.state === 'ready' &&
              events.data.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
          </select>
        </label>
      </form>
      <Loaded load={load} what="bookings" retry={reload}>
        {(data) => {
          const rows = data.bookings;
          if (rows.length === 0) {
            return (
              <Empty>
                <p>
                  No {PERIODS.find((p) => p.key === period)?.label.toLowerCase()} bookings
                  {query ? ` match “${query}”` : ''}.
                </p>
              </Empty>
            );
          }
          return (
            <>
              <ul class="list bookings">
                {rows.map((b) => (
                  <li key={b.id}>
                    <Link href={`/bookings/${b.id}`}>
                      <strong>{guestName(b)}</strong>
                      <span>{b.event_title}</span>
                      <span>
                        {formatDateTime(b.start_time, formats)} – {formatTime(b.end_time, formats)}
                      </span>
                      <span class={`status ${b.status}`}>{b.booking_status_text ?? b.status}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Pager page={page} lastPage={data.last_page} setPage={setPage} />
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
