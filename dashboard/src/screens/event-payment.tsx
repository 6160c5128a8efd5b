/**
 * An event type's payment: charged or free, what is charged (items with prices), and how a
 * guest may pay (Stripe, PayPal, offline), with what an administrator has set up; the order a
 * guest would get, as the API computes it.
 */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import type { paths } from '../api/schema';
import { Empty, Link, Loaded, SaveBar, useAction, useLoad, useSession } from '../ui';
import type { TabProps } from './event-main';
import { RefundPolicyFields } from './event-refund-policy';

type Answer =
  paths['/api/v2/calendars/{id}/events/{event_id}/payment-settings']['get']['responses']['200']['content']['application/json'];
type Settings = Answer['settings'];

const METHODS = [
  { key: 'stripe_enabled', label: 'Card (Stripe)', configured: 'stripe_configured' },
  { key: 'paypal_enabled', label: 'PayPal', configured: 'paypal_configured' },
  {
    key: 'offline_enabled',
    label: 'Offline (bank transfer, cash)',
    configured: 'offline_configured',
  },
] as const;

/** Integer minor units as a price in the currency. */
export function money(minor: string, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(Number(minor) / 10 ** digits);
}

export function Payment({ path }: TabProps) {
  const [load, reload] = useLoad(
    () =>
      must(
        api.GET('/api/v2/calendars/{id}/events/{event_id}/payment-settings', { params: { path } }),
      ),
    [path.id, path.event_id],
  );
  return (
    <Loaded load={load} what="the payment settings" retry={reload}>
      {(data) => <PaymentForm path={path} data={data} saved={reload} />}
    </Loaded>
  );
}

function PaymentForm({
  path,
  data,
  saved,
}: {
  path: TabProps['path'];
  data: Answer;
  saved: () => void;
}) {
  const { canWrite, isAdmin } = useSession();
  const [s, setS] = useState<Settings>(data.settings);
  const action = useAction();
  const set = (patch: Partial<Settings>) => setS((current) => ({ ...current, ...patch }));
  const setItem = (i: number, patch: Partial<Settings['items'][number]>) =>
    set({ items: s.items.map((item, j) => (j === i ? { ...item, ...patch } : item)) });
  const on = s.enabled === 'yes';
  return (
    <form
      class="card"
      onSubmit={async (e) => {
        e.preventDefault();
        if (
          await action.run(async () => {
            await must(
              api.POST('/api/v2/calendars/{id}/events/{event_id}/payment-settings', {
                params: { path },
                body: {
                  settings: {
                    enabled: s.enabled,
                    driver: 'native',
                    stripe_enabled: s.stripe_enabled,
                    paypal_enabled: s.paypal_enabled,
                    offline_enabled: s.offline_enabled,
                    items: s.items,
                    refund_policy: s.refund_policy,
                    refund_percent: s.refund_percent,
                    refund_cutoff_hours: s.refund_cutoff_hours,
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
      <h2>Payment</h2>
      {!data.config.native_enabled && (
        <p class="muted">
          Payments are switched off for this installation: an administrator switches them on in the{' '}
          {isAdmin ? <Link href="/settings">payment settings</Link> : 'payment settings'}. Until
          then every booking is free.
        </p>
      )}
      <fieldset disabled={!canWrite}>
        <legend class="sr-only">Payment</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={on}
            onChange={(e) => set({ enabled: e.currentTarget.checked ? 'yes' : 'no' })}
          />
          Guests pay when they book
        </label>
        {on && (
          <>
            <fieldset class="weekly">
              <legend>What is charged</legend>
              {s.items.length === 0 && (
                <Empty>
                  <p>Nothing is charged yet: add an item.</p>
                </Empty>
              )}
              {s.items.map((item, i) => (
                <div class="row" key={i}>
                  <label>
                    {`Item ${i + 1}`}
                    <input
                      required
                      maxLength={192}
                      value={item.title}
                      onInput={(e) => setItem(i, { title: e.currentTarget.value })}
                    />
                  </label>
                  <label>
                    {`Item ${i + 1} price`}
                    <input
                      type="number"
                      min={0}
                      step="0.01"
                      value={item.value}
                      onInput={(e) => setItem(i, { value: Number(e.currentTarget.value) })}
                    />
                  </label>
                  {canWrite && (
                    <button
                      type="button"
                      class="danger"
                      onClick={() => set({ items: s.items.filter((_, j) => j !== i) })}
                    >
                      {`Remove item ${i + 1}`}
                    </button>
                  )}
                </div>
              ))}
              {canWrite && s.items.length < 20 && (
                <p>
                  <button
                    type="button"
                    onClick={() => set({ items: [...s.items, { title: '', value: 0 }] })}
                  >
                    Add an item
                  </button>
                </p>
              )}
            </fieldset>
            <fieldset class="weekly">
              <legend>How guests pay</legend>
              {METHODS.map((m) => (
                <label class="check" key={m.key}>
                  <input
                    type="checkbox"
                    checked={s[m.key] === 'yes'}
                    onChange={(e) => set({ [m.key]: e.currentTarget.checked ? 'yes' : 'no' })}
                  />
                  {m.label}
                  {!data.config[m.configured] && (
                    <span class="muted">
                      {' '}
                      (not set up yet: guests cannot use it until an administrator sets it up)
                    </span>
                  )}
                </label>
              ))}
            </fieldset>
            <RefundPolicyFields s={s} set={set} />
          </>
        )}
      </fieldset>
      {data.order ? (
        <p>
          A guest booking now pays{' '}
          <strong>{money(data.order.total_amount, data.order.currency)}</strong> (as saved).
        </p>
      ) : (
        <p class="muted">As saved, booking this event is free.</p>
      )}
      <SaveBar action={action} canWrite={canWrite} label="Save payment settings" />
    </form>
  );
}
