/** A booking's payment transactions, each with the provider's id and a link to its dashboard. */
import { formatDateTime } from '../time';
import { Empty, useSession } from '../ui';
import { money } from '../money';
import type { paths } from '../api/schema';

export type Order = NonNullable<
  paths['/api/v2/schedules/{id}']['get']['responses'][200]['content']['application/json']['order']
>;
type Transaction = Order['transactions'][number];

export const METHOD_TITLES: Record<string, string> = {
  offline: 'Offline',
  stripe: 'Stripe',
  paypal: 'PayPal',
};

/**
 * Where the provider shows a payment to the host: Stripe's dashboard for a PaymentIntent or a
 * charge, PayPal's activity page for a capture; test payments on the providers' test sites.
 */
export function providerUrl(method: string, mode: string, id: string): string | null {
  const test = mode !== 'live';
  if (method === 'stripe' && /^(pi|ch)_[A-Za-z0-9_]+$/.test(id)) {
    return `https://dashboard.stripe.com/${test ? 'test/' : ''}payments/${id}`;
  }
  if (method === 'paypal' && /^[A-Z0-9]{6,40}$/.test(id)) {
    return `https://www.${test ? 'sandbox.' : ''}paypal.com/activity/payment/${id}`;
  }
  return null;
}

/** Whether the order was paid through its provider, so that a refund sends the money back. */
export function paidOnline(order: Order): boolean {
  return order.transactions.some(
    (tx) => tx.transaction_type !== 'refund' && tx.status === 'paid' && tx.vendor_charge_id !== '',
  );
}

function ProviderId({ tx, mode }: { tx: Transaction; mode: string }) {
  if (!tx.vendor_charge_id) return null;
  const url = providerUrl(tx.payment_method, tx.payment_mode || mode, tx.vendor_charge_id);
  const title = METHOD_TITLES[tx.payment_method] ?? tx.payment_method;
  return (
    <>
      {' · '}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          <code>{tx.vendor_charge_id}</code>
          <span class="sr-only"> in {title}'s dashboard</span>
        </a>
      ) : (
        <code>{tx.vendor_charge_id}</code>
      )}
    </>
  );
}

export function Transactions({ order }: { order: Order }) {
  const { formats } = useSession();
  if (order.transactions.length === 0) {
    return (
      <Empty>
        <p>No payment or refund recorded yet.</p>
      </Empty>
    );
  }
  return (
    <ul class="list" aria-label="Transactions">
      {order.transactions.map((tx) => (
        <li key={tx.id}>
          <strong>{tx.transaction_type === 'refund' ? 'Refund' : 'Payment'}</strong>{' '}
          {money(tx.total, tx.currency || order.currency)} ·{' '}
          {METHOD_TITLES[tx.payment_method] ?? tx.payment_method} ·{' '}
          <span class="status">{tx.status}</span> ·{' '}
          <time>{formatDateTime(tx.created_at, formats)}</time>
          <ProviderId tx={tx} mode={order.payment_mode} />
        </li>
      ))}
    </ul>
  );
}
