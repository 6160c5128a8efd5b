/**
 * One calendar connection: its name (the host's to change), its sync state, which of its
 * calendars block time and which receives bookings, reading it now and disconnecting it. Every
 * button is named after the connection, so two connections to one server are told apart.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { Schema } from '../api/types';
import { formatDateTime } from '../time';
import { Feedback, useAction, useSession } from '../ui';

type Connection = Schema<'Connection'>;

const KINDS: Record<string, string> = {
  caldav: 'CalDAV',
  ics: 'iCalendar feed',
  google: 'Google Calendar',
  microsoft: 'Microsoft 365',
  zoom: 'Zoom meetings',
};

export function ConnectionCard({
  connection,
  changed,
}: {
  connection: Connection;
  changed: () => void;
}) {
  const { formats, canWrite } = useSession();
  const action = useAction();
  const sync = connection.sync;
  // A Zoom account has no calendar: its sync checks the grant.
  const zoom = connection.kind === 'zoom';
  const path = { id: connection.id };
  const setCalendar = (id: number, body: Choice) =>
    action.run(async () => {
      await must(
        api.PUT('/api/v2/connections/{id}/calendars/{calendar_id}', {
          params: { path: { ...path, calendar_id: id } },
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
        {KINDS[connection.kind] ?? connection.kind} · {connection.server}
        {connection.username ? ` · ${connection.username}` : ''}
      </p>
      <p role="status">
        {sync.last_success_at
          ? `${zoom ? 'Last checked' : 'Last read'} ${formatDateTime(sync.last_success_at, formats)}`
          : 'Not read yet'}
        {sync.stale && !zoom ? ' (out of date: its last busy times still block)' : ''}
        {sync.failing_since
          ? `. Failing since ${formatDateTime(sync.failing_since, formats)}: ${sync.last_error ?? ''}`
          : sync.last_error
            ? `. Last error: ${sync.last_error}`
            : ''}
      </p>
      {canWrite && connection.needs_reconnect && (
        <p>
          <a class="button" href={`/api/v2/connections/${connection.kind}/start`}>
            Reconnect {connection.name}
          </a>
        </p>
      )}
      {canWrite && <RenameForm key={connection.name} connection={connection} changed={changed} />}
      <ul class="plain">
        {connection.calendars.map((cal) => (
          <CalendarChoice
            key={`${cal.id}:${cal.blocks}:${cal.receives_bookings}`}
            calendar={cal}
            writable={connection.kind !== 'ics'}
            disabled={!canWrite}
            of={connection.name}
            save={(body) => setCalendar(cal.id, body)}
          />
        ))}
      </ul>
      <Feedback error={action.error} notice={action.notice} />
      {canWrite && (
        <div class="row">
          <button
            type="button"
            disabled={action.busy}
            onClick={() =>
              action.run(async () => {
                const done = await must(
                  api.POST('/api/v2/connections/{id}/sync', { params: { path } }),
                );
                changed();
                return done.result.ok ? 'Read again.' : `Not read: ${done.result.error ?? ''}`;
              })
            }
          >
            Read {connection.name} now
          </button>
          <button
            type="button"
            disabled={action.busy}
            onClick={() =>
              action.run(async () => {
                await must(api.DELETE('/api/v2/connections/{id}', { params: { path } }));
                changed();
              })
            }
          >
            Disconnect {connection.name}
          </button>
        </div>
      )}
    </article>
  );
}

/** The connection's name, as the host calls it (not blank, at most 100 characters). */
function RenameForm({ connection, changed }: { connection: Connection; changed: () => void }) {
  const [name, setName] = useState(connection.name);
  const action = useAction();
  return (
    <form
      class="row"
      onSubmit={async (e) => {
        e.preventDefault();
        if (
          await action.run(async () => {
            await must(
              api.PUT('/api/v2/connections/{id}', {
                params: { path: { id: connection.id } },
                body: { name },
              }),
            );
            return 'Renamed.';
          })
        )
          changed();
      }}
    >
      <label>
        Name of {connection.name}
        <input
          name="name"
          required
          maxLength={100}
          value={name}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={action.busy || name.trim() === ''}>
        Rename {connection.name}
      </button>
      <Feedback error={action.error} notice={action.notice} />
    </form>
  );
}

type Choice = { blocks?: boolean; receives_bookings?: boolean };

/** One calendar's choices; the boxes show what was chosen while it is being saved. */
function CalendarChoice({
  calendar,
  writable,
  disabled,
  of,
  save,
}: {
  calendar: Connection['calendars'][number];
  writable: boolean;
  disabled: boolean;
  /** The connection's name, which every control carries. */
  of: string;
  save: (body: Choice) => Promise<boolean>;
}) {
  const [blocks, setBlocks] = useState(calendar.blocks);
  const [receives, setReceives] = useState(calendar.receives_bookings);
  const which = calendar.name === of ? of : `${calendar.name}, ${of}`;
  return (
    <li>
      <strong>{`${calendar.name} (${calendar.busy_intervals} busy times)`}</strong>
      <label class="check">
        <input
          type="checkbox"
          checked={blocks}
          disabled={disabled}
          onChange={(e) => {
            setBlocks(e.currentTarget.checked);
            void save({ blocks: e.currentTarget.checked });
          }}
        />
        Blocks my time ({which})
      </label>
      {writable && (
        <label class="check">
          <input
            type="checkbox"
            checked={receives}
            disabled={disabled}
            onChange={(e) => {
              setReceives(e.currentTarget.checked);
              void save({ receives_bookings: e.currentTarget.checked });
            }}
          />
          Receives my bookings ({which})
        </label>
      )}
    </li>
  );
}
