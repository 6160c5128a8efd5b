/**
 * Event types per booking page (a calendar, in the API): list, reorder, create, clone, delete;
 * the public link and embed snippet; the booking page's settings and address.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { Answer } from '../api/types';
import { Empty, Feedback, Link, Loaded, useAction, useLoad, useSession } from '../ui';
import { Embed } from './embed';
import { LandingPage } from './landing-page';
import { NewEvent } from './new-event';

type Calendars = Answer<'/api/v2/calendars'>['calendars'];
type CalendarRow = Exclude<Calendars, unknown[]>['data'][number];

export function EventTypes() {
  const { canWrite } = useSession();
  const [load, reload] = useLoad(
    () => must(api.GET('/api/v2/calendars', { params: { query: { per_page: 100 } } })),
    [],
  );
  return (
    <section aria-labelledby="events-title">
      <h1 id="events-title">Event types</h1>
      <Loaded load={load} what="event types" retry={reload}>
        {(data) => {
          const calendars = Array.isArray(data.calendars) ? data.calendars : data.calendars.data;
          if (calendars.length === 0) {
            return (
              <>
                <Empty>
                  <p>
                    You have no booking page yet. A booking page holds your event types and shows
                    them to guests.
                  </p>
                </Empty>
                {canWrite && <NewCalendar done={reload} />}
              </>
            );
          }
          return calendars.map((calendar) => (
            <CalendarBlock key={calendar.id} calendar={calendar} reload={reload} />
          ));
        }}
      </Loaded>
    </section>
  );
}

function NewCalendar({ done }: { done: () => void }) {
  const { zone } = useSession();
  const [title, setTitle] = useState('');
  const action = useAction();
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        if (
          await action.run(async () => {
            await must(
              api.POST('/api/v2/calendars', {
                body: {
                  calendar: {
                    title,
                    author_timezone: zone,
                    slot: { title: 'Intro call', duration: 30 },
                  },
                },
              }),
            );
          })
        )
          done();
      }}
    >
      <h2>New booking page</h2>
      <label>
        Title
        <input
          required
          maxLength={192}
          value={title}
          onInput={(e) => setTitle(e.currentTarget.value)}
        />
      </label>
      <Feedback error={action.error} notice={action.notice} />
      <button type="submit" class="primary" disabled={action.busy}>
        Create booking page
      </button>
    </form>
  );
}

function CalendarBlock({ calendar, reload }: { calendar: CalendarRow; reload: () => void }) {
  const { canWrite } = useSession();
  const action = useAction();
  const [shown, setShown] = useState<number | null>(null);
  const cal = { id: calendar.id };
  /** Moves the event at `i` by one place; the calendar's event order is saved at once. */
  const move = (i: number, by: -1 | 1) =>
    action.run(async () => {
      const ids = calendar.slots.map((s) => s.id);
      const [id] = ids.splice(i, 1);
      ids.splice(i + by, 0, id!);
      await must(
        api.POST('/api/v2/calendars/{id}/event-order', {
          params: { path: cal },
          body: { event_order: ids },
        }),
      );
      reload();
      return `${calendar.slots[i]!.title} was moved ${by < 0 ? 'up' : 'down'}.`;
    });
  return (
    <div class="calendar-block">
      <h2>
        {calendar.title} <small>({calendar.author_timezone})</small>
      </h2>
      <p>
        Booking page: <a href={calendar.public_url}>{calendar.public_url}</a>
      </p>
      <Feedback error={action.error} notice={action.notice} />
      {calendar.slots.length === 0 ? (
        <Empty>
          <p>No event type on this booking page yet.</p>
        </Empty>
      ) : (
        <ul class="list events">
          {calendar.slots.map((slot, i) => (
            <li key={slot.id}>
              <div class="row spread">
                <div>
                  <strong>{slot.title}</strong> <span>{slot.duration} min</span>{' '}
                  <span class={`status ${slot.status}`}>{slot.status}</span>
                </div>
                <div class="row">
                  {canWrite && calendar.slots.length > 1 && (
                    <>
                      <button
                        type="button"
                        disabled={i === 0}
                        aria-label={`Move ${slot.title} up`}
                        onClick={() => move(i, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        disabled={i === calendar.slots.length - 1}
                        aria-label={`Move ${slot.title} down`}
                        onClick={() => move(i, 1)}
                      >
                        ↓
                      </button>
                    </>
                  )}
                  {canWrite && (
                    <Link
                      class="button"
                      href={`/event-types/${calendar.id}/${slot.id}`}
                      aria-label={`Edit ${slot.title}`}
                    >
                      Edit
                    </Link>
                  )}
                  {canWrite && (
                    <button
                      type="button"
                      disabled={action.busy}
                      aria-label={`Clone ${slot.title}`}
                      onClick={() =>
                        action.run(async () => {
                          await must(
                            api.POST('/api/v2/calendars/{id}/clone-event/{event_id}', {
                              params: { path: { ...cal, event_id: slot.id } },
                              body: {},
                            }),
                          );
                          reload();
                          return `${slot.title} was cloned.`;
                        })
                      }
                    >
                      Clone
                    </button>
                  )}
                  {canWrite && (
                    <button
                      type="button"
                      class="danger"
                      disabled={action.busy}
                      aria-label={`Delete ${slot.title}`}
                      onClick={() => {
                        if (!window.confirm(`Delete ${slot.title}? Its public link stops working.`))
                          return;
                        void action.run(async () => {
                          await must(
                            api.DELETE('/api/v2/calendars/{id}/events/{event_id}', {
                              params: { path: { ...cal, event_id: slot.id } },
                            }),
                          );
                          reload();
                          return `${slot.title} was deleted.`;
                        });
                      }}
                    >
                      Delete
                    </button>
                  )}
                  <button
                    type="button"
                    aria-expanded={shown === slot.id}
                    onClick={() => setShown(shown === slot.id ? null : slot.id)}
                  >
                    Share
                  </button>
                </div>
              </div>
              {shown === slot.id && (
                <div class="share">
                  <label>
                    Public link
                    <input
                      readOnly
                      value={slot.public_url}
                      onFocus={(e) => e.currentTarget.select()}
                    />
                  </label>
                  {slot.public_url && <Embed url={slot.public_url} title={slot.title} />}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && <NewEvent calendarId={calendar.id} done={reload} />}
      <LandingPage calendar={calendar} changed={reload} />
    </div>
  );
}
