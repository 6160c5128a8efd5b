/** Administrators: a test e-mail through the mail settings. */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { paths } from '../api/schema';
import { Empty, Feedback, useAction, useSession } from '../ui';

type TestMailAnswer =
  paths['/api/v2/settings/test-email']['post']['responses'][200]['content']['application/json'];

export function TestMail() {
  const { me } = useSession();
  const [to, setTo] = useState('');
  const [result, setResult] = useState<TestMailAnswer | null>(null);
  const action = useAction();
  return (
    <form
      class="card"
      aria-labelledby="test-mail-title"
      onSubmit={async (e) => {
        e.preventDefault();
        setResult(null);
        await action.run(async () => {
          const answer = await must(
            api.POST('/api/v2/settings/test-email', { body: to ? { to } : {} }),
          );
          setResult(answer);
          return answer.message;
        });
      }}
    >
      <h2 id="test-mail-title">E-mail</h2>
      <p class="muted">
        Booking e-mails leave through the server's mail settings (<code>SMTP_URL</code>). Send one
        now to see that they arrive.
      </p>
      <label>
        Send the test e-mail to
        <input
          type="email"
          maxLength={191}
          placeholder={me.email || 'name@example.com'}
          value={to}
          onInput={(e) => setTo(e.currentTarget.value)}
        />
      </label>
      <p class="muted">Empty: your own address{me.email ? ` (${me.email})` : ''}.</p>
      <Feedback error={action.error} notice={action.notice} />
      {result && (
        <dl class="facts" aria-label="What the mail server said">
          <dt>Sent through</dt>
          <dd>{result.transport}</dd>
          <dt>Server's answer</dt>
          <dd data-testid="smtp-response">
            {result.server_response || '(none: written to a file)'}
          </dd>
          <dt>Message-ID</dt>
          <dd>
            <code>{result.message_id}</code>
          </dd>
        </dl>
      )}
      {!result && !action.error && !action.busy && (
        <Empty>
          <p>No test e-mail sent yet.</p>
        </Empty>
      )}
      <div class="row">
        <button type="submit" class="primary" disabled={action.busy}>
          {action.busy ? 'Sending…' : 'Send a test e-mail'}
        </button>
      </div>
    </form>
  );
}
