/**
 * One user in the Users screen: role, and (for another user) edit, new invitation link,
 * deactivate or reactivate, delete.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { Schema } from '../api/types';
import { Feedback, useAction } from '../ui';
import { InvitationLink, type Shown } from './invitation-link';
import { DeleteUser } from './user-delete';

export const ROLES = ['administrator', 'host', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export type User = Schema<'User'>;

type Panel = 'none' | 'edit' | 'delete';

export function UserRow({
  user: u,
  users,
  self,
  reload,
  invitation,
  show,
}: {
  user: User;
  users: User[];
  self: boolean;
  reload: () => void;
  /** The invitation link made here, while it is the one on screen. */
  invitation: Shown | null;
  show: (shown: Shown | null) => void;
}) {
  const action = useAction();
  const [panel, setPanel] = useState<Panel>('none');
  const changeRole = (role: Role) =>
    action.run(async () => {
      await must(api.PUT('/api/v2/users/{id}', { params: { path: { id: u.id } }, body: { role } }));
      reload();
      return `${u.username} is now ${role === 'administrator' ? 'an' : 'a'} ${role}.`;
    });
  const setActive = (active: boolean) =>
    action.run(async () => {
      await must(
        api.PUT('/api/v2/users/{id}', { params: { path: { id: u.id } }, body: { active } }),
      );
      reload();
      return active
        ? `${u.username} is active again and may sign in.`
        : `${u.username} is deactivated: signed out everywhere, and their application passwords are refused.`;
    });
  const invite = () =>
    action.run(async () => {
      show(null);
      const answer = await must(
        api.POST('/api/v2/accounts/invitations', { body: { user_id: u.id } }),
      );
      const { invitation_url, invitation_mailed } = answer;
      show({
        userId: u.id,
        login: u.username,
        email: u.email,
        invitation: { invitation_url, invitation_mailed },
        where: 'row',
      });
      return `A new invitation link was made for ${u.username}; the earlier one no longer works.`;
    });
  return (
    <li>
      <div class="row spread">
        <span>
          <strong>{u.name || u.username}</strong> · {u.username} · {u.email} · {u.timezone}
          {!u.active && (
            <>
              {' '}
              · <strong>deactivated</strong>
            </>
          )}
        </span>
        <label>
          Role of {u.username}
          <select
            value={u.role}
            disabled={action.busy || self}
            onChange={(e) => void changeRole(e.currentTarget.value as Role)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!self && (
        <div class="row">
          <button
            type="button"
            aria-label={`Edit ${u.username}`}
            aria-expanded={panel === 'edit'}
            onClick={() => setPanel(panel === 'edit' ? 'none' : 'edit')}
          >
            Edit
          </button>
          <button
            type="button"
            aria-label={`New invitation link for ${u.username}`}
            disabled={action.busy}
            onClick={() => void invite()}
          >
            New invitation link
          </button>
          <button
            type="button"
            aria-label={`${u.active ? 'Deactivate' : 'Reactivate'} ${u.username}`}
            disabled={action.busy}
            onClick={() => void setActive(!u.active)}
          >
            {u.active ? 'Deactivate' : 'Reactivate'}
          </button>
          <button
            type="button"
            class="danger"
            aria-label={`Delete ${u.username}`}
            aria-expanded={panel === 'delete'}
            onClick={() => setPanel(panel === 'delete' ? 'none' : 'delete')}
          >
            Delete
          </button>
        </div>
      )}
      <Feedback error={action.error} notice={action.notice} />
      {invitation && (
        <InvitationLink login={u.username} email={u.email} invitation={invitation.invitation} />
      )}
      {panel === 'edit' && (
        <EditUser
          user={u}
          done={() => {
            setPanel('none');
            reload();
          }}
        />
      )}
      {panel === 'delete' && (
        <DeleteUser user={u} users={users} cancel={() => setPanel('none')} deleted={reload} />
      )}
    </li>
  );
}

function EditUser({ user, done }: { user: User; done: () => void }) {
  const [form, setForm] = useState({ name: user.name, email: user.email });
  const action = useAction();
  return (
    <form
      class="card"
      aria-label={`Edit ${user.username}`}
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await action.run(async () => {
          await must(
            api.PUT('/api/v2/users/{id}', { params: { path: { id: user.id } }, body: form }),
          );
        });
        if (ok) done();
      }}
    >
      <label>
        Name of {user.username}
        <input
          maxLength={100}
          value={form.name}
          onInput={(e) => setForm({ ...form, name: e.currentTarget.value })}
        />
      </label>
      <label>
        E-mail of {user.username}
        <input
          type="email"
          required
          value={form.email}
          onInput={(e) => setForm({ ...form, email: e.currentTarget.value })}
        />
      </label>
      <Feedback error={action.error} notice={action.notice} />
      <div class="row">
        <button type="submit" class="primary" disabled={action.busy}>
          Save
        </button>
        <button type="button" onClick={done}>
          Cancel
        </button>
      </div>
    </form>
  );
}
