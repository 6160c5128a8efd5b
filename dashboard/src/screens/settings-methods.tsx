/** Administrators: one payment method's keys (a secret is never shown back, only whether it is set). */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { paths } from '../api/schema';
import { Feedback, Loaded, useAction, useLoad } from '../ui';

export type MethodName = 'offline' | 'stripe' | 'paypal';
type MethodAnswer =
  paths['/api/v2/integrations/settings/payment-methods']['get']['responses'][200]['content']['application/json'];

/** What a set secret looks like in the API's answers. */
const MASK = '********';

export function MethodSettings({ method }: { method: MethodName }) {
  const [load, reload] = useLoad(
    () =>
      must(
        api.GET('/api/v2/integrations/settings/payment-methods', {
          params: { query: { method } },
        }),
      ),
    [method],
  );
  return (
    <Loaded load={load} what={`the ${method} settings`} retry={reload}>
      {(answer) => <MethodForm answer={answer} saved={reload} />}
    </Loaded>
  );
}

function MethodForm({ answer, saved }: { answer: MethodAnswer; saved: () => void }) {
  const { method, fields } = answer;
  const title = { offline: 'Offline payment', stripe: 'Stripe', paypal: 'PayPal' }[method];
  const initial = Object.fromEntries(
    fields.map((f) => [f.key, f.type === 'secret' ? '' : (answer.settings[f.key] ?? '')]),
  );
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [clear, setClear] = useState<Record<string, boolean>>({});
  const action = useAction();
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const id = `method-${method}`;
  return (
    <form
      class="card"
      aria-labelledby={id}
      onSubmit={async (e) => {
        e.preventDefault();
        const settings: Record<string, string> = {};
        for (const f of fields) {
          const value = values[f.key] ?? '';
          if (f.type !== 'secret') settings[f.key] = value;
          else if (clear[f.key]) settings[f.key] = '';
          // An empty secret field keeps the stored secret.
          else if (value !== '') settings[f.key] = value;
        }
        if (
          await action.run(async () => {
            await must(
              api.POST('/api/v2/integrations/settings/payment-methods', {
                body: { method, settings },
              }),
            );
            // Secrets are not kept in the page once the server has them.
            setValues(
              Object.fromEntries(
                fields.map((f) => [f.key, f.type === 'secret' ? '' : (values[f.key] ?? '')]),
              ),
            );
            setClear({});
            return `The ${title} settings were saved.`;
          })
        )
          saved();
      }}
    >
      <h3 id={id}>
        {title}{' '}
        <span class={`status ${answer.configured ? 'active' : ''}`}>
          {answer.configured ? 'ready to take payments' : 'not set up'}
        </span>{' '}
        {method === 'stripe' && (
          <span class="status" data-testid="stripe-mode">
            {answer.settings.payment_mode === 'live' ? 'live mode' : 'test mode'}
          </span>
        )}
      </h3>
      {method === 'stripe' && (
        <p class="muted">
          Stripe confirms payments by posting its events to{' '}
          <code>{`${location.origin}/api/v2/payments/stripe/webhook`}</code>: register that address
          in Stripe and enter its webhook signing secret for the mode, or no payment is ever
          confirmed.
        </p>
      )}
      {fields.map((f) => {
        const value = values[f.key] ?? '';
        const name = `${title}: ${f.label}`;
        if (f.type === 'yes_no') {
          return (
            <label class="check" key={f.key}>
              <input
                type="checkbox"
                aria-label={name}
                checked={value === 'yes'}
                onChange={(e) => set(f.key, e.currentTarget.checked ? 'yes' : 'no')}
              />
              {f.label}
            </label>
          );
        }
        if (f.type === 'mode') {
          return (
            <label key={f.key}>
              {f.label}
              <select
                aria-label={name}
                value={value || 'test'}
                onChange={(e) => set(f.key, e.currentTarget.value)}
              >
                <option value="test">Test</option>
                <option value="live">Live</option>
              </select>
            </label>
          );
        }
        if (f.type === 'textarea') {
          return (
            <label key={f.key}>
              {f.label}
              <textarea
                aria-label={name}
                maxLength={5000}
                value={value}
                onInput={(e) => set(f.key, e.currentTarget.value)}
              />
            </label>
          );
        }
        if (f.type === 'secret') {
          const isSet = answer.settings[f.key] === MASK;
          return (
            <div class="secret" key={f.key}>
              <label>
                <span>
                  {f.label}{' '}
                  <span class="muted" data-testid={`${method}-${f.key}-state`}>
                    ({isSet ? 'set; leave empty to keep it' : 'not set'})
                  </span>
                </span>
                <input
                  type="password"
                  autoComplete="new-password"
                  aria-label={name}
                  maxLength={255}
                  disabled={Boolean(clear[f.key])}
                  value={value}
                  onInput={(e) => set(f.key, e.currentTarget.value)}
                />
              </label>
              {isSet && (
                <label class="check">
                  <input
                    type="checkbox"
                    checked={Boolean(clear[f.key])}
                    onChange={(e) => setClear({ ...clear, [f.key]: e.currentTarget.checked })}
                  />
                  Remove the stored {f.label.toLowerCase()}
                </label>
              )}
            </div>
          );
        }
        return (
          <label key={f.key}>
            {f.label}
            <input
              type={f.type === 'email' ? 'email' : 'text'}
              aria-label={name}
              maxLength={f.key === 'title' ? 100 : 255}
              value={value}
              onInput={(e) => set(f.key, e.currentTarget.value)}
            />
          </label>
        );
      })}
      <Feedback error={action.error} notice={action.notice} />
      <div class="row">
        <button type="submit" disabled={action.busy}>
          Save {title} settings
        </button>
      </div>
    </form>
  );
}
