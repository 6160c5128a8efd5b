/** One webhook subscription: its state and controls, its secret, test ping and delivery log. */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { Answer, Schema } from '../api/types';
import { formatDateTime } from '../time';
import { CopyButton, Empty, Feedback, Loaded, useAction, useLoad, useSession } from '../ui';

/** A calendar a webhook may be for, as the screen names it. */
export type CalendarName = { id: number; title: string };

type Delivery = Answer<'/api/v2/webhooks/{id}/deliveries'>['deliveries'][number];

/** A signing secret, shown once with a copy button. */
export function SecretOnce({ secret }: { secret: string }) {
  return (
    <div class="secret" role="status">
      <p>
        <strong>Signing secret</strong> (shown only now; keep it with your receiver):
      </p>
      <code>{secret}</code>
      <CopyButton
        text={secret}
        label="Copy secret"
        failed="Copying failed: select the secret and copy it."
      />
    </div>
  );
}

export function WebhookCard({
  hook,
  calendars,
  reload,
}: {
  hook: Schema<'Webhook'>;
  calendars: CalendarName[];
  reload: () => void;
}) {
  const { canWrite, formats } = useSession();
  const action = useAction();
  const [secret, setSecret] = useState('');
  const [ping, setPing] = useState<Delivery | null>(null);
  const [logRound, setLogRound] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const path = { params: { path: { id: hook.id } } };
  const calendar =
    hook.calendar_id === null
      ? 'All booking pages'
      : (calendars.find((c) => c.id === hook.calendar_id)?.title ??
        `Booking page ${hook.calendar_id}`);
  const titleId = `webhook-${hook.id}`;
  return (
    <article class="card" aria-labelledby={titleId}>
      <h3 id={titleId} class="public-link">
        {hook.url}
      </h3>
      <dl class="facts">
        <dt>Booking page</dt>
        <dd>{calendar}</dd>
        <dt>State</dt>
        <dd>
          {hook.active ? 'On' : 'Off'}
          {hook.disabled_reason && ` (${hook.disabled_reason})`}
        </dd>
        <dt>Events</dt>
        <dd class="tags">
          {hook.events.map((event) => (
            <span class="tag" key={event}>
              {event}
            </span>
          ))}
        </dd>
        {hook.previous_secret_expires_at && (
          <>
            <dt>Old secret signs until</dt>
            <dd>{formatDateTime(hook.previous_secret_expires_at, formats)}</dd>
          </>
        )}
      </dl>
      {canWrite && (
        <div class="row">
          <button
            type="button"
            disabled={action.busy}
            onClick={() =>
              action.run(async () => {
                const answer = await must(api.POST('/api/v2/webhooks/{id}/ping', path));
                setPing(answer.delivery);
                setLogRound((n) => n + 1);
              })
            }
          >
            Send test ping
          </button>
          <button
            type="button"
            disabled={action.busy}
            onClick={() =>
              action.run(async () => {
                await must(
                  api.POST('/api/v2/webhooks/{id}', { ...path, body: { active: !hook.active } }),
                );
                reload();
                return hook.active ? 'Webhook turned off.' : 'Webhook turned on.';
              })
            }
          >
            {hook.active ? 'Turn off' : 'Turn on'}
          </button>
          <button
            type="button"
            disabled={action.busy}
            onClick={() =>
              action.run(async () => {
                const answer = await must(
                  api.POST('/api/v2/webhooks/{id}/rotate-secret', { ...path, body: {} }),
                );
                setSecret(answer.secret);
                return 'New secret made; the old one also signs for 24 hours.';
              })
            }
          >
            Rotate secret
          </button>
          {deleting ? (
            <>
              <button
                type="button"
                class="danger"
                disabled={action.busy}
                onClick={() =>
                  action.run(async () => {
                    await must(api.DELETE('/api/v2/webhooks/{id}', path));
                    reload();
                  })
                }
              >
                Delete for good
              </button>
              <button type="button" onClick={() => setDeleting(false)}>
                Keep it
              </button>
            </>
          ) : (
            <button type="button" class="danger" onClick={() => setDeleting(true)}>
              Delete
            </button>
          )}
        </div>
      )}
      <Feedback error={action.error} notice={action.notice} />
      {secret && <SecretOnce secret={secret} />}
      {ping && (
        <p role="status">
          Test ping: {ping.ok ? 'delivered' : 'failed'}
          {ping.status_code !== null && `, status ${ping.status_code}`}, {ping.latency_ms} ms
          {ping.error && ` (${ping.error})`}
        </p>
      )}
      <DeliveryLog id={hook.id} round={logRound} />
    </article>
  );
}

function DeliveryLog({ id, round }: { id: number; round: number }) {
  const [open, setOpen] = useState(false);
  if (open) return <LogList id={id} round={round} />;
  return (
    <button type="button" onClick={() => setOpen(true)}>
      Show delivery log
    </button>
  );
}

function LogList({ id, round }: { id: number; round: number }) {
  const { canWrite, formats } = useSession();
  const action = useAction();
  const [load, reload] = useLoad(
    () =>
      must(
        api.GET('/api/v2/webhooks/{id}/deliveries', {
          params: { path: { id }, query: { per_page: 20 } },
        }),
      ),
    [round],
  );
  return (
    <section aria-labelledby={`log-${id}`}>
      <div class="row spread">
        <h4 id={`log-${id}`}>Delivery log</h4>
        <button type="button" onClick={reload}>
          Refresh log
        </button>
      </div>
      <Feedback error={action.error} notice={action.notice} />
      <Loaded load={load} what="the delivery log" retry={reload}>
        {(data) =>
          data.deliveries.length === 0 ? (
            <Empty>
              <p>Nothing was sent yet.</p>
            </Empty>
          ) : (
            <ul class="list deliveries">
              {data.deliveries.map((d) => (
                <li key={d.id}>
                  <p>
                    <strong>{d.event_type}</strong> · {formatDateTime(d.created_at, formats)} · try{' '}
                    {d.attempt} · {d.ok ? 'delivered' : 'failed'}
                    {d.status_code !== null && ` · status ${d.status_code}`} · {d.latency_ms} ms
                  </p>
                  {d.error && <p class="feedback error">Error: {d.error}</p>}
                  {d.response_excerpt && (
                    <p>
                      Response: <code>{d.response_excerpt}</code>
                    </p>
                  )}
                  {canWrite && d.redeliverable && (
                    <button
                      type="button"
                      disabled={action.busy}
                      onClick={() =>
                        action.run(async () => {
                          await must(
                            api.POST('/api/v2/webhooks/{id}/deliveries/{attempt_id}/redeliver', {
                              params: { path: { id, attempt_id: d.id } },
                            }),
                          );
                          return 'Queued again; it is sent within a minute.';
                        })
                      }
                    >
                      Redeliver
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
