/**
 * The user's profile and zone, account password, application passwords, access tokens and
 * sessions.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { formatDateTime } from '../time';
import { Empty, Feedback, Loaded, useAction, useLoad, useSession, ZoneNote } from '../ui';
import { ZoneSelect } from '../weekly-editor';
import { ProfileEmail } from './profile-email';
import { ProfileFormats } from './profile-formats';
import { ProfileTokens } from './profile-tokens';

export function Profile() {
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      <ZoneNote />
      <Details />
      <ProfileEmail />
      <ProfileFormats />
      <Password />
      <AppPasswords />
      <ProfileTokens />
      <Sessions />
    </section>
  );
}

function Details() {
  const { me, reload } = useSession();
  const [name, setName] = useState(me.name);
  const [zone, setZone] = useState(me.timezone);
  const action = useAction();
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        if (
          await action.run(async () => {
            await must(
              api.PUT('/api/v2/users/{id}', {
                params: { path: { id: me.id } },
                body: { name, timezone: zone },
              }),
            );
            return 'Saved.';
          })
        )
          reload();
      }}
    >
      <h2>You</h2>
      <p>
        {me.username} · {me.email} · {me.role}
      </p>
      <label>
        Name
        <input
          required
          maxLength={192}
          value={name}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
      <ZoneSelect
        value={zone}
        onChange={setZone}
        label="Your time zone (the dashboard shows times in it)"
      />
      <Feedback error={action.error} notice={action.notice} />
      <button type="submit" class="primary" disabled={action.busy}>
        Save profile
      </button>
    </form>
  );
}

function Password() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const action = useAction();
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        await action.run(async () => {
          const done = await must(
            api.PUT('/api/v2/accounts/password', {
              body: { current_password: current, new_password: next },
            }),
          );
          setCurrent('');
          setNext('');
          return done.message;
        });
      }}
    >
      <h2>Password</h2>
      <label>
        Current password
        <input
          type="password"
          autocomplete="current-password"
          required
          value={current}
          onInput={(e) => setCurrent(e.currentTarget.value)}
        />
      </label>
      <label>
        New password (at least 10 characters)
        <input
          type="password"
          autocomplete="new-password"
          required
          minLength={10}
          value={next}
          onInput={(e) => setNext(e.currentTarget.value)}
        />
      </label>
      <Feedback error={action.error} notice={action.notice} />
      <button type="submit" disabled={action.busy}>
        Change password
      </button>
    </form>
  );
}

function AppPasswords() {
  const { me, formats } = useSession();
  const path = { id: me.id };
  const [load, reload] = useLoad(
    () => must(api.GET('/api/v2/users/{id}/application-passwords', { params: { path } })),
    [],
  );
  const [name, setName] = useState('');
  const [created, setCreated] = useState('');
  const action = useAction();
  return (
    <div class="card">
      <h2>Application passwords</h2>
      <p class="muted">
        For API clients and scripts (HTTP Basic with your login). Shown once when created.
      </p>
      <Loaded load={load} what="application passwords" retry={reload}>
        {(data) =>
          data.application_passwords.length === 0 ? (
            <Empty>
              <p>No application password.</p>
            </Empty>
          ) : (
            <ul class="list" aria-label="Application passwords">
              {data.application_passwords.map((p) => (
                <li key={p.uuid} class="row spread">
                  <span>
                    <strong>{p.name}</strong> · created {formatDateTime(p.created, formats)} · last
                    used {p.last_used ? formatDateTime(p.last_used, formats) : 'never'}
                  </span>
                  <button
                    type="button"
                    class="danger"
                    aria-label={`Revoke ${p.name}`}
                    disabled={action.busy}
                    onClick={() =>
                      action.run(async () => {
                        await must(
                          api.DELETE('/api/v2/users/{id}/application-passwords/{uuid}', {
                            params: { path: { ...path, uuid: p.uuid } },
                          }),
                        );
                        reload();
                        return `${p.name} was revoked.`;
                      })
                    }
                  >
                    Revoke
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <form
        class="row"
        onSubmit={async (e) => {
          e.preventDefault();
          await action.run(async () => {
            const answer = await must(
              api.POST('/api/v2/users/{id}/application-passwords', {
                params: { path },
                body: { name },
              }),
            );
            setCreated(answer.password);
            setName('');
            reload();
          });
        }}
      >
        <label>
          Name of the new password
          <input
            name="app-password-name"
            required
            maxLength={100}
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </label>
        <button type="submit" disabled={action.busy}>
          Create
        </button>
      </form>
      {created && (
        <p class="feedback notice" role="status">
          Copy it now, it is not shown again: <code data-testid="new-app-password">{created}</code>
        </p>
      )}
      <Feedback error={action.error} notice={action.notice} />
    </div>
  );
}

function Sessions() {
  const { formats } = useSession();
  const [load, reload] = useLoad(() => must(api.GET('/api/v2/accounts/sessions')), []);
  const action = useAction();
  return (
    <div class="card">
      <h2>Signed-in browsers</h2>
      <Loaded load={load} what="sessions" retry={reload}>
        {(data) =>
          data.sessions.length === 0 ? (
            <Empty>
              <p>No browser is signed in with your account password.</p>
            </Empty>
          ) : (
            <ul class="list" aria-label="Sessions">
              {data.sessions.map((s) => (
                <li key={s.id} class="row spread">
                  <span>
                    {s.current ? <strong>This browser</strong> : s.user_agent || 'A browser'} ·{' '}
                    {s.ip} · since {formatDateTime(s.created_at, formats)}
                  </span>
                  {!s.current && (
                    <button
                      type="button"
                      disabled={action.busy}
                      onClick={() =>
                        action.run(async () => {
                          await must(
                            api.DELETE('/api/v2/accounts/sessions/{id}', {
                              params: { path: { id: s.id } },
                            }),
                          );
                          reload();
                          return 'That browser was signed out.';
                        })
                      }
                    >
                      Sign out
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <Feedback error={action.error} notice={action.notice} />
      <button
        type="button"
        class="danger"
        disabled={action.busy}
        onClick={() =>
          action.run(async () => {
            await must(api.DELETE('/api/v2/accounts/sessions'));
            location.assign('/app/');
          })
        }
      >
        Sign out everywhere
      </button>
    </div>
  );
}
