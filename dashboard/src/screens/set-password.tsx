/** The one-time link of an invitation, a reset or the first administrator: choose a password. */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { navigate } from '../router';
import { Feedback, useAction } from '../ui';

export function SetPassword({ done }: { done: () => void }) {
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const action = useAction();
  return (
    <main class="center" id="main">
      <form
        class="card sign-in"
        aria-labelledby="set-password-title"
        onSubmit={async (e) => {
          e.preventDefault();
          if (password !== again) {
            await action.run(() => Promise.reject(new Error('The two passwords differ.')));
            return;
          }
          if (
            await action.run(async () => {
              await must(api.POST('/api/v2/accounts/password/set', { body: { token, password } }));
            })
          ) {
            navigate('/sign-in');
            done();
          }
        }}
      >
        <h1 id="set-password-title">Choose your password</h1>
        {!token && (
          <p class="feedback error" role="alert">
            This link has no token: open the link from your e-mail again.
          </p>
        )}
        <label>
          New password (at least 10 characters)
          <input
            type="password"
            autocomplete="new-password"
            required
            minLength={10}
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        <label>
          The same password again
          <input
            type="password"
            autocomplete="new-password"
            required
            minLength={10}
            value={again}
            onInput={(e) => setAgain(e.currentTarget.value)}
          />
        </label>
        <Feedback error={action.error} notice={action.notice} />
        <button type="submit" class="primary" disabled={action.busy || !token}>
          Set password
        </button>
      </form>
    </main>
  );
}
