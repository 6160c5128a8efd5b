/** Administrators: users and their roles; new users get an invitation e-mail. */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { Empty, Feedback, Loaded, useAction, useLoad, useSession } from '../ui';

const ROLES = ['administrator', 'host', 'viewer'] as const;
type Role = (typeof ROLES)[number];

export function Users() {
  const { me } = useSession();
  const [load, reload] = useLoad(
    () => must(api.GET('/api/v2/users', { params: { query: { per_page: 100 } } })),
    [],
  );
  const action = useAction();
  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title">Users</h1>
      <Feedback error={action.error} notice={action.notice} />
      <Loaded load={load} what="users" retry={reload}>
        {(data) =>
          data.users.length === 0 ? (
            <Empty>
              <p>No user.</p>
            </Empty>
          ) : (
            <ul class="list" aria-label="Users">
              {data.users.map((u) => (
                <li key={u.id} class="row spread">
                  <span>
                    <strong>{u.name || u.username}</strong> · {u.username} · {u.email} ·{' '}
                    {u.timezone}
                  </span>
                  <label>
                    Role of {u.username}
                    <select
                      value={u.role}
                      disabled={action.busy || u.id === me.id}
                      onChange={(e) => {
                        const role = e.currentTarget.value as Role;
                        void action.run(async () => {
                          await must(
                            api.PUT('/api/v2/users/{id}', {
                              params: { path: { id: u.id } },
                              body: { role },
                            }),
                          );
                          reload();
                          return `${u.username} is now ${role === 'administrator' ? 'an' : 'a'} ${role}.`;
                        });
                      }}
                    >
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </select>
                  </label>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <NewUser created={reload} />
    </section>
  );
}

function NewUser({ created }: { created: () => void }) {
  const [form, setForm] = useState({ username: '', email: '', name: '', role: 'host' as Role });
  const action = useAction();
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        if (
          await action.run(async () => {
            await must(api.POST('/api/v2/users', { body: form }));
            setForm({ username: '', email: '', name: '', role: 'host' });
            return `${form.username} was created and invited by e-mail to choose a password.`;
          })
        )
          created();
      }}
    >
      <h2>New user</h2>
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
          maxLength={192}
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
      <button type="submit" class="primary" disabled={action.busy}>
        Create user
      </button>
    </form>
  );
}
