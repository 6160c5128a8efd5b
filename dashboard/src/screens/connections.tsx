/**
 * The host's calendar connections: CalDAV accounts and iCalendar feeds whose busy times block
 * their slots, which calendars block and which one receives bookings, each one's sync state, and
 * the private feed of their bookings.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { components } from '../api/schema';
import { formatDateTime } from '../time';
import { Empty, Feedback, Loaded, useAction, useLoad, useSession } from '../ui';

type Connection = components['schemas']['Connection'];

export function Connections() {
  const [load, reload] = useLoad(() => must(api.GET('/api/v2/connections')), []);
  return (
    <section aria-labelledby="connections-title">
      <h1 id="connections-title">Connected calendars</h1>
      <p>
        Busy times in these calendars are not offered to guests. Slotbook reads them in the
        background; a calendar that receives bookings gets an event for each one.
      </p>
      <Loaded load={load} what="connections" retry={reload}>
        {(data) =>
          data.connections.length === 0 ? (
            <Empty>
              <p>No calendar is connected yet.</p>
            </Empty>
          ) : (
            <>
              {data.connections.map((c) => (
                <ConnectionCard key={c.id} connection={c} changed={reload} />
              ))}
            </>
          )
        }
      </Loaded>
      <AddConnection added={reload} />
      <PrivateFeed />
    </section>
  );
}

function ConnectionCard({ connection, changed }: { connection: Connection; changed: () => void }) {
  const { zone } = useSession();
  const action = useAction();
  const sync = connection.sync;
  const setCalendar = (id: number, body: Choice) =>
    action.run(async () => {
      await must(
        api.PUT('/api/v2/connections/{id}/calendars/{calendar_id}', {
          params: { path: { id: connection.id, calendar_id: id } },
          body,
        }),
      );
      changed();
      return 'Saved.';
    });
  return (
    <article class="card" aria-label={connection.name}>
      <h2>{connection.name}</h2>
      <p>
        {connection.kind === 'caldav' ? 'CalDAV' : 'iCalendar feed'} · {connection.server}
        {connection.username ? ` · ${connection.username}` : ''}
      </p>
      <p role="status">
        {sync.last_success_at
          ? `Last read ${formatDateTime(sync.last_success_at, zone)}`
          : 'Not read yet'}
        {sync.stale ? ' (out of date: its last busy times still block)' : ''}
        {sync.last_error ? `. Last error: ${sync.last_error}` : ''}
      </p>
      <ul class="plain">
        {connection.calendars.map((cal) => (
          <CalendarChoice
            key={`${cal.id}:${cal.blocks}:${cal.receives_bookings}`}
            calendar={cal}
            writable={connection.kind === 'caldav'}
            save={(body) => setCalendar(cal.id, body)}
          />
        ))}
      </ul>
      <Feedback error={action.error} notice={action.notice} />
      <div class="row">
        <button
          type="button"
          disabled={action.busy}
          onClick={() =>
            action.run(async () => {
              const done = await must(
                api.POST('/api/v2/connections/{id}/sync', {
                  params: { path: { id: connection.id } },
                }),
              );
              changed();
              return done.result.ok ? 'Read again.' : `Not read: ${done.result.error ?? ''}`;
            })
          }
        >
          Read now
        </button>
        <button
          type="button"
          disabled={action.busy}
          onClick={() =>
            action.run(async () => {
              await must(
                api.DELETE('/api/v2/connections/{id}', {
                  params: { path: { id: connection.id } },
                }),
              );
              changed();
            })
          }
        >
          Disconnect {connection.name}
        </button>
      </div>
    </article>
  );
}

type Choice = { blocks?: boolean; receives_bookings?: boolean };

/** One calendar's choices; the boxes show what was chosen while it is being saved. */
function CalendarChoice({
  calendar,
  writable,
  save,
}: {
  calendar: Connection['calendars'][number];
  writable: boolean;
  save: (body: Choice) => Promise<boolean>;
}) {
  const [blocks, setBlocks] = useState(calendar.blocks);
  const [receives, setReceives] = useState(calendar.receives_bookings);
  return (
    <li>
      <strong>{`${calendar.name} (${calendar.busy_intervals} busy times)`}</strong>
      <label class="check">
        <input
          type="checkbox"
          checked={blocks}
          onChange={(e) => {
            setBlocks(e.currentTarget.checked);
            void save({ blocks: e.currentTarget.checked });
          }}
        />
        Blocks my time ({calendar.name})
      </label>
      {writable && (
        <label class="check">
          <input
            type="checkbox"
            checked={receives}
            onChange={(e) => {
              setReceives(e.currentTarget.checked);
              void save({ receives_bookings: e.currentTarget.checked });
            }}
          />
          Receives my bookings ({calendar.name})
        </label>
      )}
    </li>
  );
}

function AddConnection({ added }: { added: () => void }) {
  const [kind, setKind] = useState<'caldav' | 'ics'>('caldav');
  const [url, setUrl] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction();
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await action.run(async () => {
          const body =
            kind === 'caldav' ? { kind, server_url: url, username, password } : { kind, url };
          await must(api.POST('/api/v2/connections', { body }));
          return 'Connected.';
        });
        if (ok) {
          setUrl('');
          setPassword('');
          added();
        }
      }}
    >
      <h2>Connect a calendar</h2>
      <label>
        Kind
        <select
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value === 'ics' ? 'ics' : 'caldav')}
        >
          <option value="caldav">CalDAV (Nextcloud, Fastmail, iCloud, ...)</option>
          <option value="ics">iCalendar feed address (read only)</option>
        </select>
      </label>
      <label>
        {kind === 'caldav' ? 'Server address' : 'Feed address'}
        <input type="url" required value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
      </label>
      {kind === 'caldav' && (
        <>
          <label>
            User name
            <input required value={username} onInput={(e) => setUsername(e.currentTarget.value)} />
          </label>
          <label>
            App password
            <input
              type="password"
              autocomplete="off"
              required
              value={password}
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          </label>
        </>
      )}
      <Feedback error={action.error} notice={action.notice} />
      <button type="submit" class="primary" disabled={action.busy}>
        Connect
      </button>
    </form>
  );
}

function PrivateFeed() {
  const [load, reload] = useLoad(() => must(api.GET('/api/v2/connections/feed')), []);
  const [url, setUrl] = useState('');
  const action = useAction();
  return (
    <div class="card">
      <h2>Private feed of my bookings</h2>
      <Loaded load={load} what="the feed" retry={reload}>
        {(data) => (
          <>
            <p>
              {data.feed.active
                ? 'A secret address serves your bookings to any calendar app.'
                : 'No feed address exists.'}
            </p>
            {url && (
              <label>
                Your feed address (shown only now)
                <input readOnly value={url} />
              </label>
            )}
            <Feedback error={action.error} notice={action.notice} />
            <div class="row">
              <button
                type="button"
                disabled={action.busy}
                onClick={() =>
                  action.run(async () => {
                    const made = await must(api.POST('/api/v2/connections/feed'));
                    setUrl(made.url);
                    reload();
                  })
                }
              >
                {data.feed.active ? 'Make a new address' : 'Make a feed address'}
              </button>
              {data.feed.active && (
                <button
                  type="button"
                  disabled={action.busy}
                  onClick={() =>
                    action.run(async () => {
                      await must(api.DELETE('/api/v2/connections/feed'));
                      setUrl('');
                      reload();
                      return 'The feed address no longer works.';
                    })
                  }
                >
                  Revoke the feed address
                </button>
              )}
            </div>
          </>
        )}
      </Loaded>
    </div>
  );
}
