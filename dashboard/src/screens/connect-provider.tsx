/**
 * Connecting a Google, Microsoft or Zoom account, when the server offers it: a link to the start route
 * (a top-level navigation: the server redirects to the provider's consent page, which comes back
 * to the connections screen), the outcome of that return, and for administrators the redirect
 * URL to register with the provider.
 */
import { api, must } from '../api/client';
import { Feedback, useLoad, useSession } from '../ui';

interface Offer {
  configured: boolean;
  redirect_url: string | null;
}

function ConnectProvider(props: {
  kind: 'google' | 'microsoft' | 'zoom';
  offer: Offer | null;
  title: string;
  link: string;
  registeredWith: string;
}) {
  const { canWrite } = useSession();
  const params = new URLSearchParams(location.search);
  const error = params.get(`${props.kind}_error`) ?? '';
  const notice = params.has(`${props.kind}_connected`) ? `${props.title} connected.` : '';
  const offer = props.offer;
  if (!offer?.configured) return error ? <Feedback error={error} notice="" /> : null;
  return (
    <div class="card">
      <h2>{props.title}</h2>
      <Feedback error={error} notice={notice} />
      {canWrite && (
        <p>
          <a class="button primary" href={`/api/v2/connections/${props.kind}/start`}>
            {props.link}
          </a>
        </p>
      )}
      {offer.redirect_url && (
        <p>
          Redirect URL registered with {props.registeredWith}: <code>{offer.redirect_url}</code>
        </p>
      )}
    </div>
  );
}

export function ConnectGoogle() {
  const [load] = useLoad(() => must(api.GET('/api/v2/connections/google')), []);
  return (
    <ConnectProvider
      kind="google"
      offer={load.state === 'ready' ? load.data.google : null}
      title="Google Calendar"
      link="Connect Google Calendar"
      registeredWith="Google"
    />
  );
}

export function ConnectMicrosoft() {
  const [load] = useLoad(() => must(api.GET('/api/v2/connections/microsoft')), []);
  return (
    <ConnectProvider
      kind="microsoft"
      offer={load.state === 'ready' ? load.data.microsoft : null}
      title="Microsoft 365"
      link="Connect Microsoft 365"
      registeredWith="Microsoft Entra"
    />
  );
}

export function ConnectZoom() {
  const [load] = useLoad(() => must(api.GET('/api/v2/connections/zoom')), []);
  return (
    <ConnectProvider
      kind="zoom"
      offer={load.state === 'ready' ? load.data.zoom : null}
      title="Zoom"
      link="Connect Zoom"
      registeredWith="Zoom"
    />
  );
}
