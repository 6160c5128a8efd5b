/**
 * Administrators: the global payment settings and each payment method's keys (secrets are never
 * shown back, only whether they are set), and a test e-mail through the mail settings.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { paths } from '../api/schema';
import { Empty, Feedback, Loaded, useAction, useLoad, useSession } from '../ui';

type Global =
  paths['/api/v2/settings/payment']['get']['responses'][200]['content']['application/json']['payments'];
type MethodName = 'offline' | 'stripe' | 'paypal';
type MethodAnswer =
  paths['/api/v2/integrations/settings/payment-methods']['get']['responses'][200]['content']['application/json'];
type TestMailAnswer =
  paths['/api/v2/settings/test-email']['post']['responses'][200]['content']['application/json'];

const METHODS: MethodName[] = ['offline', 'stripe', 'paypal'];
const POSITIONS = [
  ['left', 'Before the amount ($10)'],
  ['right', 'After the amount (10$)'],
  ['left_space', 'Before, with a space ($ 10)'],
  ['right_space', 'After, with a space (10 $)'],
] as const;
const FORMATS = [
  ['comma_separated', '1,234.56'],
  ['dot_separated', '1.234,56'],
] as const;
/** What a set secret looks like in the API's answers. */
const MASK = '********';

export function Settings() {
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <p class="muted">For administrators: how guests pay, and whether e-mail leaves the server.</p>
      <TestMail />
      <h2>Payments</h2>
      <PaymentSettings />
      {METHODS.map((m) => (
        <MethodSettings key={m} method={m} />
      ))}
    </section>
  );
}

function PaymentSettings() {
  const [load, reload] = useLoad(async () => {
    const [settings, currencies] = await Promise.all([
      must(api.GET('/api/v2/settings/payment')),
      must(
        api.GET('/api/v2/integrations/settings/payment-methods/currencies', {
          params: { query: { per_page: 1 } },
        }),
      ),
    ]);
    return { settings: settings.payments, currencies: currencies.data };
  }, []);
  return (
    <Loaded load={load} what="the payment settings" retry={reload}>
      {({ settings, currencies }) => (
        <GlobalForm settings={settings} currencies={currencies} saved={reload} />
      )}
    </Loaded>
  );
}

function GlobalForm({
  settings,
  currencies,
  saved,
}: {
  settings: Global;
  currencies: { label: string; value: string }[];
  saved: () => void;
}) {
  const [form, setForm] = useState(settings);
  const action = useAction();
  return (
    <form
      class="card"
      aria-labelledby="payments-global"
      onSubmit={async (e) => {
        e.preventDefault();
        const { currency, is_active, currency_position, number_format, unpaid_release_minutes } =
          form;
        if (
          await action.run(async () => {
            await must(
              api.POST('/api/v2/settings/payment', {
                body: {
                  payments: {
                    currency,
                    is_active,
                    currency_position,
                    number_format,
                    unpaid_release_minutes,
                  },
                },
              }),
            );
            return 'The payment settings were saved.';
          })
        )
          saved();
      }}
    >
      <h3 id="payments-global">Payments on this server</h3>
      <label class="check">
        <input
          type="checkbox"
          checked={form.is_active === 'yes'}
          onChange={(e) => setForm({ ...form, is_active: e.currentTarget.checked ? 'yes' : 'no' })}
        />
        Take payments for paid event types
      </label>
      <label>
        Currency
        <select
          aria-label="Currency"
          value={form.currency}
          onChange={(e) => setForm({ ...form, currency: e.currentTarget.value })}
        >
          {!currencies.some((c) => c.value === form.currency) && (
            <option value={form.currency}>{form.currency}</option>
          )}
          {currencies.map((c) => (
            <option key={c.value} value={c.value}>
              {c.value} – {c.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Currency sign
        <select
          value={form.currency_position}
          onChange={(e) =>
            setForm({
              ...form,
              currency_position: e.currentTarget.value as Global['currency_position'],
            })
          }
        >
          {POSITIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Number format
        <select
          value={form.number_format}
          onChange={(e) =>
            setForm({ ...form, number_format: e.currentTarget.value as Global['number_format'] })
          }
        >
          {FORMATS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Minutes an unpaid online booking is held
        <input
          type="number"
          min={1}
          max={129600}
          required
          value={form.unpaid_release_minutes}
          onInput={(e) =>
            setForm({ ...form, unpaid_release_minutes: Number(e.currentTarget.value) })
          }
        />
      </label>
      <Feedback error={action.error} notice={action.notice} />
      <div class="row">
        <button type="submit" class="primary" disabled={action.busy}>
          Save payment settings
        </button>
      </div>
    </form>
  );
}

function MethodSettings({ method }: { method: MethodName }) {
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
        </span>
      </h3>
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

function TestMail() {
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
