/** Apps connected through OAuth: each with what it may do, and revoking one (refused at once). */
import { api, must } from '../api/client';
import { formatDateTime } from '../time';
import { Empty, Feedback, Loaded, useAction, useLoad, useSession } from '../ui';
import { SCOPE_WORDS } from './oauth-consent';

export default function ConnectedApps() {
  const { formats } = useSession();
  const [load, reload] = useLoad(() => must(api.GET('/api/v2/oauth/connected-apps')), []);
  const action = useAction();
  return (
    <div class="card">
      <h2>Connected apps</h2>
      <p class="muted">Apps you allowed to use your account. Revoking one stops it at once.</p>
      <Loaded load={load} what="connected apps" retry={reload}>
        {(data) =>
          data.connected_apps.length === 0 ? (
            <Empty>
              <p>No connected apps.</p>
            </Empty>
          ) : (
            <ul class="list" aria-label="Connected apps">
              {data.connected_apps.map((app) => (
                <li key={app.id} class="row spread">
                  <span>
                    <strong>{app.client_name}</strong> ({app.redirect_hosts.join(', ')}) ·{' '}
                    {app.scopes.map((s) => SCOPE_WORDS[s] ?? s).join(', ')} · since{' '}
                    {formatDateTime(app.created_at, formats)}
                  </span>
                  <button
                    type="button"
                    class="danger"
                    disabled={action.busy}
                    onClick={() => {
                      if (!window.confirm(`Revoke ${app.client_name}? It stops working at once.`))
                        return;
                      void action.run(async () => {
                        const params = { path: { id: app.id } };
                        await must(api.DELETE('/api/v2/oauth/connected-apps/{id}', { params }));
                        reload();
                        return `${app.client_name} was revoked.`;
                      });
                    }}
                  >
                    Revoke {app.client_name}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <Feedback error={action.error} notice={action.notice} />
    </div>
  );
}
