/**
 * Administrators: users and their roles. A new user gets a one-time invitation link, shown here
 * once (and e-mailed when an e-mail server is configured); each other user can be edited,
 * invited again or deleted.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { browserZone } from '../time';
import { Empty, Feedback, Loaded, useAction, useLoad, useSession } from '../ui';
import { InvitationLink, type Shown } from './invitation-link';
import { ROLES, UserRow, type Role } from './user-row';

export function Users() {
  const { me } = useSession();
  const [shown, setShown] = useState<Shown | null>(null);
  const [load, reload] = useLoad(
    () => must(api.GET('/api/v2/users', { params: { query: { per_page: 100 } } })),
    [],
  );
  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title">Users</h1>
      <Loaded load={load} what="users" retry={reload}>
        {(data) =>
          data.users.length === 0 ? (
            <Empty>
              <p>No user.</p>
            </Empty>
          ) : (
            <ul class="list" aria-label="Users">
              {data.users.map((u) => (
                <UserRow
                  key={u.id}
                  user={u}
                  users={data.users}
                  self={u.id === me.id}
                  reload={reload}
                  invitation={shown?.where === 'row' && shown.userId === u.id ? shown : null}
                  show={setShown}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
      <NewUser created={reload} shown={shown?.where === 'new' ? shown : null} show={setShown} />
    </section>
  );
}

function NewUser({
  created,
  shown,
  show,
}: {
  created: () => void;
  shown: Shown | null;
  show: (shown: Shown | null) => void;
}) {
  const [form, setForm] = useState({ username: '', email: '', name: '', role: 'host' as Role });
  const action = useAction();
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        show(null);
        if (
          await action.run(async () => {
            const user = await must(
              api.POST('/api/v2/users', { body: { ...form, timezone: browserZone() } }),
            );
            setForm({ username: '', email: '', name: '', role: 'host' });
            const { invitation_url, invitation_mailed } = user;
            if (invitation_url !== undefined && invitation_mailed !== undefined) {
              const invitation = { invitation_url, invitation_mailed };
              show({
                userId: user.id,
                login: user.username,
                email: user.email,
                invitation,
                where: 'new',
              });
            }
            return `${user.username} was created.`;
          })
        )
          created();
      }}
    >
      <h2>New user</h2>
      <p class="muted">
        They start in your browser's time zone, {browserZone()}; they may change it in their
        profile.
      </p>
      <label>
        Login
        <input
          required
          maxLength={60}
          value={form.username}
          onInput={(e) => setForm({ ...form, username: e.currentTarget.value })}
        />
      </label>
      <label>
        E-mail
        <input
          type="email"
          required
          value={form.email}
          onInput={(e) => setForm({ ...form, email: e.currentTarget.value })}
        />
      </label>
      <label>
        Name
        <input
          maxLength={100}
          value={form.name}
          onInput={(e) => setForm({ ...form, name: e.currentTarget.value })}
        />
      </label>
      <label>
        Role
        <select
          value={form.role}
          onChange={(e) => setForm({ ...form, role: e.currentTarget.value as Role })}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <Feedback error={action.error} notice={action.notice} />
      {shown && (
        <InvitationLink login={shown.login} email={shown.email} invitation={shown.invitation} />
      )}
      <button type="submit" class="primary" disabled={action.busy}>
        Create user
      </button>
    </form>
  );
}
