/** Sign-in with the account password (the session cookie is set by the API). */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { Feedback, useAction } from '../ui';

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction();
  const [resetSent, setResetSent] = useState('');

  const submit = async (event: Event) => {
    event.preventDefault();
    // Read the fields themselves: Enter right after the last key comes before a re-render.
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const body = { login: field('login'), password: field('password') };
    const ok = await action.run(async () => {
      await must(api.POST('/api/v2/accounts/sign-in', { body }));
    });
    if (ok) onSignedIn();
  };

  const forgot = async () => {
    if (!login) {
      setResetSent('Type your login or e-mail address first.');
      return;
    }
    await action.run(async () => {
      const done = await must(api.POST('/api/v2/accounts/password-reset', { body: { login } }));
      setResetSent(done.message);
    });
  };

  return (
    <main class="center" id="main">
      <form class="card sign-in" onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Sign in to Slotbook</h1>
        <label>
          Login or e-mail
          <input
            name="login"
            autocomplete="username"
            required
            value={login}
            onInput={(e) => setLogin(e.currentTarget.value)}
          />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autocomplete="current-password"
            required
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        <Feedback error={action.error} notice={resetSent} />
        <button type="submit" class="primary" disabled={action.busy}>
          {action.busy ? 'Signing in…' : 'Sign in'}
        </button>
        <button type="button" class="link" onClick={forgot}>
          Forgot your password?
        </button>
      </form>
    </main>
  );
}
