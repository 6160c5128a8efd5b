/**
 * The host's calendar connections: CalDAV accounts, Google and Microsoft accounts and iCalendar
 * feeds whose busy times block their slots, which calendars block and which one receives
 * bookings, each one's sync state, the private feed of their bookings; and a Zoom account, which
 * makes the meetings of Zoom bookings.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { Empty, Feedback, Loaded, useAction, useLoad, useSession } from '../ui';
import { ConnectionCard } from './connection-card';
import { ConnectGoogle, ConnectMicrosoft, ConnectZoom } from './connect-provider';

export function Connections() {
  const { canWrite } = useSession();
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
      <ConnectGoogle />
      <ConnectMicrosoft />
      <ConnectZoom />
      {canWrite && <AddConnection added={reload} />}
      <PrivateFeed />
    </section>
  );
}

function AddConnection({ added }: { added: () => void }) {
  const [kind, setKind] = useState<'caldav' | 'ics'>('caldav');
  const [url, setUrl] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const action = useAction();
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await action.run(async () => {
          const named = name.trim() ? { name } : {};
          const body =
            kind === 'caldav'
              ? { kind, server_url: url, username, password, ...named }
              : { kind, url, ...named };
          await must(api.POST('/api/v2/connections', { body }));
          return 'Connected.';
        });
        if (ok) {
          setUrl('');
          setPassword('');
          setName('');
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
      <label>
        Name (empty: the calendar's own name)
        <input maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
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
