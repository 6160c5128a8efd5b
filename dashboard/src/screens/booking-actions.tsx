/** What a host does with a booking: confirm, decline, move, cancel, no-show, note, resend. */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { paths } from '../api/schema';
import type { Answer } from '../api/types';
import { formatDate, formatTime, todayIn, wallTime } from '../time';
import { Empty, ErrorBox, Loading, useLoad, useSession } from '../ui';
import { MoveDialog } from './move-dialog';

export type Booking = Answer<'/api/v2/schedules/{id}'>['booking'];

export type Change = NonNullable<
  paths['/api/v2/schedules/{id}']['put']['requestBody']
>['content']['application/json'];

export function Actions({
  booking: b,
  busy,
  change,
}: {
  booking: Booking;
  busy: boolean;
  change: (body: Change, done: string) => Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const live = b.status === 'scheduled' || b.status === 'pending';
  const started = Date.parse(b.start_time.replace(' ', 'T') + 'Z') <= Date.now();
  return (
    <div class="actions-panel">
      {b.status === 'pending' && (
        <div class="row">
          <button
            type="button"
            class="primary"
            disabled={busy}
            onClick={() => change({ status: 'scheduled' }, 'The booking is confirmed.')}
          >
            Confirm
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => change({ status: 'rejected' }, 'The booking was declined.')}
          >
            Decline
          </button>
        </div>
      )}
      {live && <MoveBooking booking={b} busy={busy} change={change} />}
      {live && (
        <form
          class="card"
          onSubmit={(e) => {
            e.preventDefault();
            void change(
              { status: 'cancelled', cancel_reason: reason },
              'The booking is cancelled.',
            );
          }}
        >
          <h2>Cancel</h2>
          <label>
            Reason (the guest reads it)
            <textarea
              required
              maxLength={2000}
              value={reason}
              onInput={(e) => setReason(e.currentTarget.value)}
            />
          </label>
          <button type="submit" class="danger" disabled={busy}>
            Cancel the booking
          </button>
        </form>
      )}
      {(b.status === 'scheduled' || b.status === 'completed') && started && (
        <button
          type="button"
          disabled={busy}
          onClick={() => change({ status: 'no_show' }, 'Marked as a no-show.')}
        >
          Mark as no-show
        </button>
      )}
    </div>
  );
}

function MoveBooking({
  booking: b,
  busy,
  change,
}: {
  booking: Booking;
  busy: boolean;
  change: (body: Change, done: string) => Promise<boolean>;
}) {
  const { zone, formats } = useSession();
  const first = wallTime(b.start_time, zone).slice(0, 10);
  const [date, setDate] = useState(first < todayIn(zone) ? todayIn(zone) : first);
  const [chosen, setChosen] = useState<string | null>(null);
  const [slots, reload] = useLoad(
    () =>
      must(
        api.GET('/api/v2/bookings/event/{event_id}', {
          params: {
            path: { event_id: b.event_id },
            query: { start_date: date, end_date: date, timezone: zone },
          },
        }),
      ),
    [date, b.event_id, b.start_time],
  );
  return (
    <div class="card">
      <h2>Move to a free time</h2>
      <label>
        Day
        <input
          type="date"
          value={date}
          min={todayIn(zone)}
          onInput={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
        />
      </label>
      {slots.state === 'loading' && <Loading what="free times" />}
      {slots.state === 'error' && <ErrorBox message={slots.message} retry={reload} />}
      {slots.state === 'ready' &&
        (() => {
          const free =
            (slots.data.available_slots as Record<string, { start: string; start_utc: string }[]>)[
              date
            ] ?? [];
          if (free.length === 0)
            return (
              <Empty>
                <p>No free time on this day.</p>
              </Empty>
            );
          return (
            <ul class="slots" aria-label={`Free times on ${formatDate(date, formats)} (${zone})`}>
              {free.map((slot) => (
                <li key={slot.start_utc}>
                  <button type="button" disabled={busy} onClick={() => setChosen(slot.start_utc)}>
                    {formatTime(new Date(slot.start_utc), formats)}
                  </button>
                </li>
              ))}
            </ul>
          );
        })()}
      {chosen && (
        <MoveDialog
          from={b.start_time}
          to={new Date(chosen)}
          busy={busy}
          cancel={() => setChosen(null)}
          confirm={(choice) => {
            void change(
              {
                start_utc: chosen,
                reschedule_reason: choice.reason,
                notify_guest: choice.notifyGuest,
              },
              choice.notifyGuest
                ? 'The booking was moved; the guest is told by e-mail.'
                : 'The booking was moved; the guest was not told.',
            ).then(() => setChosen(null));
          }}
        />
      )}
    </div>
  );
}

export function FollowUp({
  booking: b,
  busy,
  change,
  run,
  reload,
}: {
  booking: Booking;
  busy: boolean;
  change: (body: Change, done: string) => Promise<boolean>;
  run: (action: () => Promise<string | void>) => Promise<boolean>;
  reload: () => void;
}) {
  const [note, setNote] = useState(b.internal_note);
  return (
    <div class="card">
      <h2>Follow-up</h2>
      <form
        class="grid"
        onSubmit={(e) => {
          e.preventDefault();
          void change({ internal_note: note }, 'The note was saved.');
        }}
      >
        <label>
          Internal note (only hosts see it)
          <textarea maxLength={5000} value={note} onInput={(e) => setNote(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy}>
          Save note
        </button>
      </form>
      {b.status === 'scheduled' && (
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            run(async () => {
              await must(
                api.POST('/api/v2/schedules/{id}/send-confirmation-email', {
                  params: { path: { id: b.id } },
                  body: { email_to: 'guest' },
                }),
              );
              reload();
              return 'The confirmation was sent to the guest again.';
            })
          }
        >
          Resend the confirmation to the guest
        </button>
      )}
    </div>
  );
}
