/**
 * Administrators: the global payment settings and each payment method's keys (secrets are never
 * shown back, only whether they are set), and a test e-mail through the mail settings.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { paths } from '../api/schema';
import { Feedback, Loaded, useAction, useLoad } from '../ui';
import { MethodSettings, type MethodName } from './settings-methods';
import { TestMail } from './settings-test-mail';

type Global =
  paths['/api/v2/settings/payment']['get']['responses'][200]['content']['application/json']['payments'];

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
