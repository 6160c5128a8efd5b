/**
 * Personal access tokens: create one (name, scopes, the calendars it is held to, expiry), its
 * secret shown once with a Copy button, the list with what each reaches and when it was last
 * used, and revoking one after a confirmation.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { Schema } from '../api/types';
import { formatDateTime } from '../time';
import { CopyButton, Empty, Feedback, Loaded, useAction, useLoad, useSession } from '../ui';

type Scope = Schema<'AccessToken'>['scopes'][number];

const SCOPES: [Scope, string][] = [
  ['bookings:read', 'Read bookings'],
  ['bookings:write', 'Make and change bookings'],
  ['availability:read', 'Read availability and free slots'],
  ['event-types:read', 'Read calendars and event types'],
  ['event-types:write', 'Change calendars and event types'],
  ['contacts:read', 'Read contacts'],
  ['webhooks:write', 'Manage webhooks'],
];

const DAY = 86_400_000;
const LIFETIMES: [string, string][] = [
  ['30', '30 days'],
  ['90', '90 days'],
  ['365', 'A year'],
  ['', 'Never'],
];

interface OwnCalendar {
  id: number;
  title: string;
}

/** The calendars the user owns: the only ones a token may be restricted to. */
async function ownCalendars(userId: number): Promise<OwnCalendar[]> {
  const query = { view: 'flat' as const, per_page: 100 };
  const answer = await must(api.GET('/api/v2/calendars', { params: { query } }));
  const list = Array.isArray(answer.calendars) ? answer.calendars : answer.calendars.data;
  return list.filter((c) => c.user_id === userId).map((c) => ({ id: c.id, title: c.title }));
}

/** What a token reaches, in words: every calendar, or the titles of its own. */
function reach(ids: number[] | null, calendars: OwnCalendar[]): string {
  if (ids === null) return 'all calendars';
  const titles = ids.map((id) => calendars.find((c) => c.id === id)?.title ?? `calendar ${id}`);
  return `only ${titles.join(', ')}`;
}

function CalendarChoice(props: {
  calendars: OwnCalendar[];
  chosen: number[];
  toggle: (id: number, on: boolean) => void;
}) {
  if (props.calendars.length === 0) return null;
  return (
    <fieldset>
      <legend>Calendars it reaches</legend>
      <p class="muted">None ticked: every calendar you reach.</p>
      {props.calendars.map((c) => (
        <label key={c.id} class="check">
          <input
            type="checkbox"
            name="calendar_ids"
            value={c.id}
            checked={props.chosen.includes(c.id)}
            onChange={(e) => props.toggle(c.id, e.currentTarget.checked)}
          />
          {c.title}
        </label>
      ))}
    </fieldset>
  );
}

function NewToken(props: { created: () => void; calendars: OwnCalendar[] }) {
  const { created } = props;
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [days, setDays] = useState('30');
  const [secret, setSecret] = useState('');
  const action = useAction();
  const toggle = (scope: Scope, on: boolean) =>
    setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)));
  return (
    <>
      <form
        aria-label="New access token"
        onSubmit={async (e) => {
          e.preventDefault();
          setSecret('');
          const expires = days ? new Date(Date.now() + Number(days) * DAY).toISOString() : null;
          await action.run(async () => {
            const calendar_ids = chosen.length > 0 ? chosen : null;
            const body = { name, scopes, expires_at: expires, calendar_ids };
            const answer = await must(api.POST('/api/v2/access-tokens', { body }));
            setSecret(answer.token);
            setName('');
            setScopes([]);
            setChosen([]);
            created();
          });
        }}
      >
        <label>
          Name
          <input
            name="token-name"
            required
            maxLength={100}
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </label>
        <fieldset>
          <legend>What it may do</legend>
          {SCOPES.map(([scope, label]) => (
            <label key={scope} class="check">
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                checked={scopes.includes(scope)}
                onChange={(e) => toggle(scope, e.currentTarget.checked)}
              />
              {label} (<code>{scope}</code>)
            </label>
          ))}
        </fieldset>
        <CalendarChoice
          calendars={props.calendars}
          chosen={chosen}
          toggle={(id, on) => setChosen((now) => (on ? [...now, id] : now.filter((c) => c !== id)))}
        />
        <label>
          Expires
          <select name="expires" value={days} onChange={(e) => setDays(e.currentTarget.value)}>
            {LIFETIMES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={action.busy || scopes.length === 0}>
          Create token
        </button>
      </form>
      {secret && (
        <div class="feedback notice" role="status">
          <p>
            Copy it now, it is not shown again: <code data-testid="new-access-token">{secret}</code>
          </p>
          <CopyButton text={secret} label="Copy token" failed="Select the token and copy it." />
        </div>
      )}
      <Feedback error={action.error} notice={action.notice} />
    </>
  );
}

export default function AccessTokens() {
  const { formats, me } = useSession();
  const [load, reload] = useLoad(() => must(api.GET('/api/v2/access-tokens')), []);
  const [calendarsLoad] = useLoad(() => ownCalendars(me.id), [me.id]);
  const calendars = calendarsLoad.state === 'ready' ? calendarsLoad.data : [];
  const action = useAction();
  const when = (value: string | null, none: string) =>
    value ? formatDateTime(value, formats) : none;
  return (
    <div class="card">
      <h2>Access tokens</h2>
      <p class="muted">
        A token lets a script or an assistant use the API for you (
        <code>Authorization: Bearer …</code>), only for what you tick, and when you choose calendars
        only within them. It cannot manage tokens or your account.
      </p>
      <Loaded load={load} what="access tokens" retry={reload}>
        {(data) =>
          data.access_tokens.length === 0 ? (
            <Empty>
              <p>No access tokens yet.</p>
            </Empty>
          ) : (
            <ul class="list" aria-label="Access tokens">
              {data.access_tokens.map((t) => (
                <li key={t.id} class="row spread">
                  <span>
                    <strong>{t.name}</strong> · {t.scopes.join(', ')} ·{' '}
                    {reach(t.calendar_ids, calendars)} · last used {when(t.last_used_at, 'never')} ·
                    expires {when(t.expires_at, 'never')}
                  </span>
                  <button
                    type="button"
                    class="danger"
                    disabled={action.busy}
                    onClick={() => {
                      if (!window.confirm(`Revoke the token ${t.name}? It stops working at once.`))
                        return;
                      void action.run(async () => {
                        const params = { path: { id: t.id } };
                        await must(api.DELETE('/api/v2/access-tokens/{id}', { params }));
                        reload();
                        return `The token ${t.name} was revoked.`;
                      });
                    }}
                  >
                    Revoke {t.name}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <Feedback error={action.error} notice={action.notice} />
      <NewToken created={reload} calendars={calendars} />
    </div>
  );
}
