/**
 * An app asks, through OAuth, to act for the signed-in person: its name, where it sends the
 * answer, and the scopes in plain words; Approve or Deny sends the browser back to the app.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { Feedback, useAction } from '../ui';

/** What each scope lets the app do, in plain words. */
export const SCOPE_WORDS: Record<string, string> = {
  'bookings:read': 'Read bookings',
  'bookings:write': 'Make and change bookings',
  'availability:read': 'Read availability and free slots',
  'event-types:read': 'Read calendars and event types',
  'event-types:write': 'Change calendars and event types',
  'contacts:read': 'Read contacts',
  'webhooks:write': 'Manage webhooks',
};

interface Request {
  client_name: string;
  redirect_host: string;
  scopes: string[];
}

export default function OAuthConsent() {
  const params = Object.fromEntries(new URLSearchParams(location.search)) as {
    client_id: string;
    redirect_uri: string;
  };
  const [request, setRequest] = useState<Request | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const action = useAction();
  useEffect(() => {
    must(api.GET('/api/v2/oauth/consent', { params: { query: params } })).then(
      setRequest,
      (error: { message: string }) => setProblem(error.message),
    );
  }, []);
  const answer = (approve: boolean) =>
    action.run(async () => {
      const { redirect_to } = await must(
        api.POST('/api/v2/oauth/consent', { body: { ...params, approve } }),
      );
      location.assign(redirect_to);
      return approve ? 'Approved: returning to the app…' : 'Denied: returning to the app…';
    });
  return (
    <main class="center" id="main">
      <section class="card sign-in" aria-labelledby="consent-title">
        <h1 id="consent-title">
          {request ? `${request.client_name} wants to use your Slotbook account` : 'Connect an app'}
        </h1>
        {problem && (
          <p class="feedback error" role="alert">
            {problem}
          </p>
        )}
        {!request && !problem && (
          <p class="state loading" role="status">
            Loading the request…
          </p>
        )}
        {request && (
          <>
            <p>
              It will return to <strong>{request.redirect_host}</strong>. It asks to:
            </p>
            <ul>
              {request.scopes.map((scope) => (
                <li key={scope}>{SCOPE_WORDS[scope] ?? scope}</li>
              ))}
            </ul>
            <Feedback error={action.error} notice={action.notice} />
            <div class="actions">
              <button
                type="button"
                class="primary"
                disabled={action.busy}
                onClick={() => answer(true)}
              >
                Approve
              </button>
              <button type="button" disabled={action.busy} onClick={() => answer(false)}>
                Deny
              </button>
            </div>
          </>
        )}
      </section>
    </main>
  );
}
