/**
 * The signed-in user's e-mail address, and changing it: a link goes to the new address, which
 * applies only when it is opened; a pending change can be cancelled.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { formatDateTime } from '../time';
import { Feedback, Loaded, useAction, useLoad, useSession } from '../ui';

export default function EmailChange() {
  const { me, formats } = useSession();
  const [load, reload] = useLoad(() => must(api.GET('/api/v2/accounts/me')), []);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction();
  const cancel = () =>
    action.run(async () => {
      const done = await must(api.DELETE('/api/v2/accounts/email'));
      reload();
      return done.message;
    });
  return (
    <form
      class="card"
      aria-labelledby="email-title"
      onSubmit={async (e) => {
        e.preventDefault();
        await action.run(async () => {
          const body = password ? { email, current_password: password } : { email };
          const done = await must(api.POST('/api/v2/accounts/email', { body }));
          setEmail('');
          setPassword('');
          reload();
          return done.message;
        });
      }}
    >
      <h2 id="email-title">E-mail address</h2>
      <p>
        Your e-mail address: <strong>{me.email}</strong>
      </p>
      <Loaded load={load} what="your e-mail address" retry={reload}>
        {(status) => (
          <>
            {status.email_change && (
              <p class="row spread">
                <span>
                  Waiting for the link sent to <strong>{status.email_change.email}</strong> to be
                  opened (until {formatDateTime(status.email_change.expires_at, formats)}).
                </span>
                <button type="button" disabled={action.busy} onClick={cancel}>
                  Cancel the change
                </button>
              </p>
            )}
            <label>
              New e-mail address
              <input
                type="email"
                autocomplete="email"
                required
                maxLength={191}
                value={email}
                onInput={(e) => setEmail(e.currentTarget.value)}
              />
            </label>
            {status.has_password && (
              <label>
                Current password
                <input
                  type="password"
                  autocomplete="current-password"
                  required
                  value={password}
                  onInput={(e) => setPassword(e.currentTarget.value)}
                />
              </label>
            )}
          </>
        )}
      </Loaded>
      <Feedback error={action.error} notice={action.notice} />
      <button type="submit" disabled={action.busy || load.state !== 'ready'}>
        Change e-mail
      </button>
    </form>
  );
}
