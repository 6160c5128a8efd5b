/**
 * Webhooks: a host's subscriptions to the booking events of their calendars (an administrator's
 * also to every calendar's), created here with their events, and each one's secret, test ping
 * and delivery log (`webhook-card.tsx`). Loaded only when opened.
 */
import { useState } from 'preact/hooks';
import { api, ApiError, must } from '../api/client';
import type { Body } from '../api/types';
import { Empty, Feedback, Loaded, useAction, useLoad, useSession, ZoneNote } from '../ui';
import { SecretOnce, WebhookCard, type CalendarName } from './webhook-card';

type EventName = Body<'/api/v2/webhooks', 'post'>['events'][number];

/** Every event the API announces, with what it means; a new API event fails to compile here. */
const EVENTS: Record<EventName, string> = {
  'booking.created': 'A booking is made',
  'booking.confirmed': 'A pending booking is confirmed',
  'booking.rescheduled': 'A booking is moved',
  'booking.cancelled': 'A booking is cancelled or declined',
  'booking.completed': 'A booking is completed',
  'booking.no_show': 'A guest did not show',
  'booking.payment_received': 'A payment is received',
  'booking.refunded': 'A payment is refunded',
};
const EVENT_NAMES = Object.keys(EVENTS) as EventName[];

async function loadAll() {
  const [hooks, calendars] = await Promise.all([
    must(api.GET('/api/v2/webhooks', { params: { query: { per_page: 100 } } })),
    must(api.GET('/api/v2/calendars', { params: { query: { per_page: 100 } } })),
  ]);
  const list = Array.isArray(calendars.calendars) ? calendars.calendars : calendars.calendars.data;
  return { webhooks: hooks.webhooks, calendars: list.map((c) => ({ id: c.id, title: c.title })) };
}

export default function Webhooks() {
  const { canWrite } = useSession();
  const [load, reload] = useLoad(loadAll, []);
  return (
    <section aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">Webhooks</h1>
      <p>
        A webhook sends a signed message to your server whenever a booking of the chosen booking
        page changes.
      </p>
      <ZoneNote />
      <Loaded load={load} what="webhooks" retry={reload}>
        {(data) => (
          <>
            {canWrite && <NewWebhook calendars={data.calendars} done={reload} />}
            <h2>Your webhooks</h2>
            {data.webhooks.length === 0 ? (
              <Empty>
                <p>No webhook yet. Nothing is sent until you create one.</p>
              </Empty>
            ) : (
              <ul class="list webhooks">
                {data.webhooks.map((hook) => (
                  <li key={hook.id}>
                    <WebhookCard hook={hook} calendars={data.calendars} reload={reload} />
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

function NewWebhook({ calendars, done }: { calendars: CalendarName[]; done: () => void }) {
  const { isAdmin } = useSession();
  const [url, setUrl] = useState('');
  const [calendar, setCalendar] = useState(calendars[0] ? String(calendars[0].id) : 'all');
  const [events, setEvents] = useState<EventName[]>(['booking.created']);
  const [secret, setSecret] = useState('');
  const [refusedPrivate, setRefusedPrivate] = useState(false);
  const action = useAction();
  const toggle = (name: EventName, on: boolean) =>
    setEvents((now) => (on ? [...now, name] : now.filter((e) => e !== name)));
  const submit = async (e: Event) => {
    e.preventDefault();
    setSecret('');
    setRefusedPrivate(false);
    await action.run(async () => {
      try {
        const created = await must(
          api.POST('/api/v2/webhooks', {
            body: { url, events, calendar_id: calendar === 'all' ? null : Number(calendar) },
          }),
        );
        setSecret(created.secret);
        setUrl('');
        done();
        return 'Webhook created.';
      } catch (error) {
        setRefusedPrivate(error instanceof ApiError && error.code === 'webhook_url_not_allowed');
        throw error;
      }
    });
  };
  if (!isAdmin && calendars.length === 0) {
    return (
      <Empty>
        <p>
          You have no booking page yet. Create one under Event types to subscribe to its bookings.
        </p>
      </Empty>
    );
  }
  return (
    <form class="card grid" onSubmit={submit} aria-labelledby="new-webhook-title">
      <h2 id="new-webhook-title">New webhook</h2>
      <label>
        Receiver URL
        <input
          type="url"
          required
          maxLength={2000}
          placeholder="https://example.com/hooks/slotbook"
          value={url}
          onInput={(e) => setUrl(e.currentTarget.value)}
        />
      </label>
      <label>
        Booking page
        <select value={calendar} onChange={(e) => setCalendar(e.currentTarget.value)}>
          {calendars.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.title}
            </option>
          ))}
          {isAdmin && <option value="all">All booking pages</option>}
        </select>
      </label>
      <fieldset>
        <legend>Events to send</legend>
        {EVENT_NAMES.map((name) => (
          <label class="check" key={name}>
            <input
              type="checkbox"
              checked={events.includes(name)}
              onChange={(e) => toggle(name, e.currentTarget.checked)}
            />
            {EVENTS[name]} <code>{name}</code>
          </label>
        ))}
      </fieldset>
      <Feedback error={action.error} notice={action.notice} />
      {refusedPrivate && <PrivateReceiverNote />}
      {secret && <SecretOnce secret={secret} />}
      <button type="submit" class="primary" disabled={action.busy || events.length === 0}>
        Create webhook
      </button>
    </form>
  );
}

/** Why a receiver on a private network is refused, and who can allow it. */
export function PrivateReceiverNote() {
  return (
    <p class="note">
      For safety, Slotbook does not send webhooks to loopback, private or reserved network
      addresses, where they could reach services inside the server's own network. Use a public
      address, or ask the administrator of this Slotbook to set <code>WEBHOOKS_ALLOW_PRIVATE</code>{' '}
      to <code>true</code> if receivers on the private network are trusted.
    </p>
  );
}
