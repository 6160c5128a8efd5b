/**
 * Connecting a Google account, when the server offers it: a link to the start route (a
 * top-level navigation: the server redirects to Google's consent page, which comes back to the
 * connections screen), the outcome of that return, and for administrators the redirect URL to
 * register with Google.
 */
import { api, must } from '../api/client';
import { Feedback, useLoad, useSession } from '../ui';

export function ConnectGoogle() {
  const { canWrite } = useSession();
  const [load] = useLoad(() => must(api.GET('/api/v2/connections/google')), []);
  const params = new URLSearchParams(location.search);
  const error = params.get('google_error') ?? '';
  const notice = params.has('google_connected') ? 'Google Calendar connected.' : '';
  const google = load.state === 'ready' ? load.data.google : null;
  if (!google?.configured) return error ? <Feedback error={error} notice="" /> : null;
  return (
    <div class="card">
      <h2>Google Calendar</h2>
      <Feedback error={error} notice={notice} />
      {canWrite && (
        <p>
          <a class="button primary" href="/api/v2/connections/google/start">
            Connect Google Calendar
          </a>
        </p>
      )}
      {google.redirect_url && (
        <p>
          Redirect URL registered with Google: <code>{google.redirect_url}</code>
        </p>
      )}
    </div>
  );
}
