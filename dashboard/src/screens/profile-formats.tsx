/** How the user reads dates and times: a 12- or 24-hour clock and the order of the date. */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { formatDateTime, type DateOrder, type TimeFormat } from '../time';
import { Feedback, useAction, useSession } from '../ui';

/** An instant the choices are shown with: 28 November 2026, 14:30 in the user's zone. */
const SAMPLE = new Date(Date.UTC(2026, 10, 28, 14, 30));

const TIMES: [TimeFormat, string][] = [
  ['24h', '24-hour'],
  ['12h', '12-hour'],
];
const ORDERS: [DateOrder, string][] = [
  ['dmy', 'Day, month, year'],
  ['mdy', 'Month, day, year'],
  ['ymd', 'Year, month, day'],
];

export function ProfileFormats() {
  const { me, formats, reload } = useSession();
  const [time, setTime] = useState<TimeFormat>(formats.time);
  const [order, setOrder] = useState<DateOrder>(formats.order);
  const action = useAction();
  const sample = (f: { time: TimeFormat; order: DateOrder }) =>
    formatDateTime(SAMPLE, { zone: 'UTC', ...f });
  return (
    <form
      class="card"
      aria-labelledby="formats-title"
      onSubmit={async (e) => {
        e.preventDefault();
        const body = { time_format: time, date_order: order };
        const path = { id: me.id };
        if (
          await action.run(async () => {
            await must(api.PUT('/api/v2/users/{id}', { params: { path }, body }));
            return 'Saved.';
          })
        )
          reload();
      }}
    >
      <h2 id="formats-title">Date and time format</h2>
      <p class="muted">
        Every screen and the e-mails you receive write dates and times this way. Time fields (hours
        of availability) follow your browser's settings.
      </p>
      <label>
        Clock
        <select
          name="time_format"
          value={time}
          onChange={(e) => setTime(e.currentTarget.value as TimeFormat)}
        >
          {TIMES.map(([value, label]) => (
            <option key={value} value={value}>
              {label} ({sample({ time: value, order })})
            </option>
          ))}
        </select>
      </label>
      <label>
        Date order
        <select
          name="date_order"
          value={order}
          onChange={(e) => setOrder(e.currentTarget.value as DateOrder)}
        >
          {ORDERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label} ({sample({ time, order: value })})
            </option>
          ))}
        </select>
      </label>
      <Feedback error={action.error} notice={action.notice} />
      <button type="submit" disabled={action.busy}>
        Save format
      </button>
    </form>
  );
}
