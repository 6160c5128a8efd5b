/**
 * Connecting a Google or Zoom account, when the server offers it: a link to the start route (a
 * top-level navigation: the server redirects to the provider's consent page, which comes back to
 * the connections screen), the outcome of that return, and for administrators the redirect URL
 * to register with the provider.
 */
import { api, must } from '../api/client';
import type { Answer } from '../api/types';
import { Feedback, useLoad, useSession } from '../ui';

type Status = Answer<'/api/v2/connections/google', 'get'>['google'];

interface Provider {
  /** The query parameters' prefix (`google_error`, `zoom_connected`) and the start route's. */
  key: 'google' | 'zoom';
  title: string;
  connected: string;
  registeredWith: string;
}

function ConnectCard({ provider, status }: { provider: Provider; status: Status | null }) {
  const { canWrite } = useSession();
  const params = new URLSearchParams(location.search);
  const error = params.get(`${provider.key}_error`) ?? '';
  const notice = params.has(`${provider.key}_connected`) ? provider.connected : '';
  if (!status?.configured) return error ? <Feedback error={error} notice="" /> : null;
  return (
    <div class="card">
      <h2>{provider.title}</h2>
      <Feedback error={error} notice={notice} />
      {canWrite && (
        <p>
          <a class="button primary" href={`/api/v2/connections/${provider.key}/start`}>
            Connect {provider.title}
          </a>
        </p>
      )}
      {status.redirect_url && (
        <p>
          Redirect URL registered with {provider.registeredWith}: <code>{status.redirect_url}</code>
        </p>
      )}
    </div>
  );
}

export function ConnectGoogle() {
  const [load] = useLoad(() => must(api.GET('/api/v2/connections/google')), []);
  const provider: Provider = {
    key: 'google',
    title: 'Google Calendar',
    connected: 'Google Calendar connected.',
    registeredWith: 'Google',
  };
  return (
    <ConnectCard provider={provider} status={load.state === 'ready' ? load.data.google : null} />
  );
}

/** Zoom makes the meetings of the host's bookings of events whose location is Zoom. */
export function ConnectZoom() {
  const [load] = useLoad(() => must(api.GET('/api/v2/connections/zoom')), []);
  const provider: Provider = {
    key: 'zoom',
    title: 'Zoom',
    connected: 'Zoom connected: bookings of events whose location is Zoom get a Zoom meeting.',
    registeredWith: 'Zoom',
  };
  return (
    <ConnectCard provider={provider} status={load.state === 'ready' ? load.data.zoom : null} />
  );
}
