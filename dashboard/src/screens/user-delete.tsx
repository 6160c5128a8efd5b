/**
 * Deleting a user, confirmed: says what goes with them and who may take over what they still
 * host (the API refuses the deletion while something is left and nobody takes it over).
 */
import { useState } from 'preact/hooks';
import { api, ApiError, must } from '../api/client';
import type { Schema } from '../api/types';
import { Feedback, useAction } from '../ui';

type User = Schema<'User'>;

/** Who may take over a deleted user's calendars and bookings (the API's rule). */
function mayInherit(user: User): boolean {
  if (user.role === 'administrator') return true;
  return user.role === 'host' && user.permissions.includes('manage_own_calendar');
}

export function DeleteUser({
  user,
  users,
  cancel,
  deleted,
}: {
  user: User;
  users: User[];
  cancel: () => void;
  deleted: () => void;
}) {
  const heirs = users.filter((u) => u.id !== user.id && mayInherit(u));
  const [heir, setHeir] = useState('');
  const action = useAction();
  const [hint, setHint] = useState('');
  const remove = () =>
    action.run(async () => {
      setHint('');
      try {
        await must(
          api.DELETE('/api/v2/users/{id}', {
            params: { path: { id: user.id }, query: heir ? { reassign_to: Number(heir) } : {} },
          }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.code === 'user_in_use') {
          setHint('Choose who takes it over below, then delete again.');
        }
        throw error;
      }
      deleted();
    });
  return (
    <fieldset class="card" aria-label={`Delete ${user.username}?`}>
      <legend>Delete {user.username}?</legend>
      <p>
        Their sign-in, application passwords, own availability schedules and webhook subscriptions
        are deleted with them. If they still host calendars, team event types or bookings, or other
        hosts use their schedules, the deletion is refused unless someone takes all of it over: an
        administrator, or a host allowed to manage their own calendars.
      </p>
      <label>
        Who takes over what {user.username} still hosts
        <select value={heir} onChange={(e) => setHeir(e.currentTarget.value)}>
          <option value="">Nobody: refuse if they still host something</option>
          {heirs.map((u) => (
            <option key={u.id} value={String(u.id)}>
              {u.name || u.username} ({u.username}, {u.role})
            </option>
          ))}
        </select>
      </label>
      <Feedback error={action.error} notice={hint} />
      <div class="row">
        <button type="button" class="danger" disabled={action.busy} onClick={() => void remove()}>
          Delete {user.username} for good
        </button>
        <button type="button" onClick={cancel}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
