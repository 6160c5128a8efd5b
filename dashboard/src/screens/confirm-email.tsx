/** The one-time link mailed to a new e-mail address: opening it and confirming applies it. */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { navigate } from '../router';
import { Feedback, useAction } from '../ui';

export default function ConfirmEmail({ done }: { done: () => void }) {
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const [confirmed, setConfirmed] = useState(false);
  const action = useAction();
  return (
    <main class="center" id="main">
      <form
        class="card sign-in"
        aria-labelledby="confirm-email-title"
        onSubmit={async (e) => {
          e.preventDefault();
          if (confirmed) {
            navigate('/');
            done();
            return;
          }
          const ok = await action.run(async () => {
            const answer = await must(
              api.POST('/api/v2/accounts/email/confirm', { body: { token } }),
            );
            return `${answer.message} Sign in with it from now on.`;
          });
          setConfirmed(ok);
        }}
      >
        <h1 id="confirm-email-title">Confirm your new e-mail address</h1>
        {!token && (
          <p class="feedback error" role="alert">
            This link has no token: open the link from your e-mail again.
          </p>
        )}
        {!confirmed && <p>Your account’s e-mail address changes when you confirm it here.</p>}
        <Feedback error={action.error} notice={action.notice} />
        <button type="submit" class="primary" disabled={action.busy || !token}>
          {confirmed ? 'Continue to the dashboard' : 'Confirm my new address'}
        </button>
      </form>
    </main>
  );
}
