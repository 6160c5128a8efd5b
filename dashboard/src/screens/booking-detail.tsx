/**
 * A booking: what, when (host's zone) and who; its payment, activities and mails; what a host
 * can do.
 */
import { api, must } from '../api/client';
import { formatDateTime, formatTime } from '../time';
import { Empty, Feedback, Link, Loaded, useAction, useLoad, useSession, ZoneNote } from '../ui';
import { Actions, FollowUp, type Change } from './booking-actions';
import { Payment } from './booking-payment';
import { guestName } from './bookings';

export function BookingDetail({ id }: { id: number }) {
  const { zone, formats, canWrite } = useSession();
  const [load, reload] = useLoad(async () => {
    const path = { id };
    const [answer, history] = await Promise.all([
      must(api.GET('/api/v2/schedules/{id}', { params: { path } })),
      must(api.GET('/api/v2/schedules/{id}/activities', { params: { path } })),
    ]);
    return { booking: answer.booking, order: answer.order ?? null, history };
  }, [id]);
  const action = useAction();

  const change = (body: Change, done: string) =>
    action.run(async () => {
      await must(api.PUT('/api/v2/schedules/{id}', { params: { path: { id } }, body }));
      reload();
      return done;
    });

  return (
    <section aria-labelledby="booking-title">
      <p>
        <Link href="/bookings">← All bookings</Link>
      </p>
      <Loaded load={load} what="the booking" retry={reload}>
        {({ booking: b, order, history }) => (
          <>
            <h1 id="booking-title">
              {b.event_title} with {guestName(b)}
            </h1>
            <ZoneNote />
            <dl class="facts">
              <dt>When</dt>
              <dd data-testid="booking-when">
                {formatDateTime(b.start_time, formats)} – {formatTime(b.end_time, formats)} ({zone})
              </dd>
              <dt>Guest</dt>
              <dd>
                {guestName(b)} &lt;{b.email}&gt;, in {b.person_time_zone}
              </dd>
              <dt>Status</dt>
              <dd class={`status ${b.status}`}>{b.booking_status_text ?? b.status}</dd>
              {b.message && (
                <>
                  <dt>Guest's note</dt>
                  <dd>{b.message}</dd>
                </>
              )}
            </dl>
            <Feedback error={action.error} notice={action.notice} />
            {canWrite && <Actions booking={b} busy={action.busy} change={change} />}
            {canWrite && (
              <FollowUp
                booking={b}
                busy={action.busy}
                change={change}
                run={action.run}
                reload={reload}
              />
            )}
            <Payment booking={b} order={order} reload={reload} />
            <h2>Activity</h2>
            {history.activities.length === 0 ? (
              <Empty>
                <p>No activity yet.</p>
              </Empty>
            ) : (
              <ol class="list activities">
                {history.activities.map((a) => (
                  <li key={a.id}>
                    <strong>{a.title}</strong> <span>{a.description}</span>{' '}
                    <time>{formatDateTime(a.created_at, formats)}</time>
                  </li>
                ))}
              </ol>
            )}
            <h2>E-mails</h2>
            {history.emails.length === 0 ? (
              <Empty>
                <p>No e-mail was sent for this booking.</p>
              </Empty>
            ) : (
              <ul class="list emails">
                {history.emails.map((m, i) => (
                  <li key={`${m.id}-${i}`}>
                    <strong>{m.subject}</strong> <span>to {m.recipient}</span>{' '}
                    <span class="status">{m.status}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
