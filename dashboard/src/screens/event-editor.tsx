/**
 * One event type: its settings on tabs (each tab a path under the event, so a link or a reload
 * keeps it): main settings and hours, team, locations, limits, booking form, e-mails and
 * reminders, payment, guest rules (confirmation, cut-offs, redirect).
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { ErrorBox, Link, Loaded, useLoad } from '../ui';
import { BookingForm } from './event-form';
import { Hours } from './event-hours';
import { Limits } from './event-limits';
import { Locations } from './event-locations';
import { MainSettings, type TabProps } from './event-main';
import { Notifications } from './event-notifications';
import { Payment } from './event-payment';
import { Rules } from './event-rules';
import { SlugForm } from './slug-form';
import { Team } from './event-team';
import { Embed } from './embed';

export const EVENT_TABS = [
  { key: '', label: 'Settings' },
  { key: 'team', label: 'Team' },
  { key: 'locations', label: 'Locations' },
  { key: 'limits', label: 'Limits' },
  { key: 'booking-form', label: 'Booking form' },
  { key: 'notifications', label: 'E-mails and reminders' },
  { key: 'payment', label: 'Payment' },
  { key: 'rules', label: 'Guest rules' },
] as const;

function SettingsTab({ path, event, saved }: TabProps) {
  const [load, reload] = useLoad(
    () =>
      must(api.GET('/api/v2/calendars/{id}/events/{event_id}/availability', { params: { path } })),
    [path.id, path.event_id],
  );
  return (
    <>
      <MainSettings path={path} event={event} saved={saved} />
      <EventSlug path={path} event={event} saved={saved} />
      <Loaded load={load} what="the hours" retry={reload}>
        {(availability) => <Hours path={path} availability={availability} saved={reload} />}
      </Loaded>
    </>
  );
}

/** The event's slug, under its calendar's booking page address. */
function EventSlug({ path, event, saved }: TabProps) {
  const [load, reload] = useLoad(
    () =>
      must(
        api.GET('/api/v2/calendars/{id}/sharing-settings', { params: { path: { id: path.id } } }),
      ),
    [path.id],
  );
  return (
    <Loaded load={load} what="the address" retry={reload}>
      {(sharing) => (
        <SlugForm
          kind="event"
          calendarId={path.id}
          current={event.slug}
          base={`${sharing.share_url}/`}
          save={(slug) =>
            must(
              api.PUT('/api/v2/calendars/{id}/events/{event_id}', {
                params: { path },
                body: { slug },
              }),
            )
          }
          saved={saved}
        />
      )}
    </Loaded>
  );
}

const TAB_SCREENS: Record<string, (props: TabProps) => preact.JSX.Element> = {
  '': SettingsTab,
  team: Team,
  locations: Locations,
  limits: Limits,
  'booking-form': BookingForm,
  notifications: Notifications,
  payment: Payment,
  rules: Rules,
};

export function EventEditor({
  calendarId,
  eventId,
  tab = '',
}: {
  calendarId: number;
  eventId: number;
  tab?: string;
}) {
  const path = { id: calendarId, event_id: eventId };
  const [embedding, setEmbedding] = useState(false);
  const [load, reload] = useLoad(async () => {
    const event = await must(
      api.GET('/api/v2/calendars/{id}/events/{event_id}', { params: { path } }),
    );
    return event.calendar_event;
  }, [calendarId, eventId]);
  const Tab = TAB_SCREENS[tab];
  const base = `/event-types/${calendarId}/${eventId}`;
  return (
    <section aria-labelledby="event-title">
      <p>
        <Link href="/event-types">← All event types</Link>
      </p>
      <Loaded load={load} what="the event type" retry={reload}>
        {(event) => (
          <>
            <h1 id="event-title">{event.title}</h1>
            <p class="public-link">
              Public link: <a href={event.public_url}>{event.public_url}</a>
            </p>
            {event.public_url && (
              <details onToggle={(e) => setEmbedding(e.currentTarget.open)}>
                <summary>Embed on another site</summary>
                {embedding && <Embed url={event.public_url} title={event.title} />}
              </details>
            )}
            <nav class="tabs" aria-label="Event settings">
              {EVENT_TABS.map((t) => (
                <Link
                  key={t.key}
                  href={t.key ? `${base}/${t.key}` : base}
                  {...(t.key === tab ? { 'aria-current': 'page' } : {})}
                >
                  {t.label}
                </Link>
              ))}
            </nav>
            {Tab ? (
              <Tab key={`${tab}-${event.id}`} path={path} event={event} saved={reload} />
            ) : (
              <ErrorBox message="This event type has no such tab." />
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
