/** A booking's payment: its order (what is due, paid, refunded), recording a payment, refunds. */
import { useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { Empty, Feedback, useAction, useSession } from '../ui';
import type { Booking } from './booking-actions';
import { money, toMajor, toMinor } from '../money';
import { METHOD_TITLES, paidOnline, Transactions, type Order } from './payment-transactions';

export type { Order };
type Run = (action: () => Promise<string | void>) => Promise<boolean>;

export function Payment({
  booking: b,
  order,
  reload,
}: {
  booking: Booking;
  order: Order | null;
  reload: () => void;
}) {
  const { canWrite } = useSession();
  const { busy, run, error, notice } = useAction();
  if (!order) {
    return (
      <section aria-labelledby="payment-title">
        <h2 id="payment-title">Payment</h2>
        <Empty>
          <p>No payment: this booking has no order.</p>
        </Empty>
      </section>
    );
  }
  const currency = order.currency;
  const total = Number(order.total_amount);
  const paid = Number(order.total_paid);
  const refunded = Number(order.total_refunded);
  const due = Math.max(0, total - paid);
  const refundable = Math.max(0, paid - refunded);
  const closed = b.status === 'cancelled' || b.status === 'rejected';
  return (
    <section aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <dl class="facts" data-testid="payment-facts">
        <dt>Payment status</dt>
        <dd class={`status ${order.status}`}>{order.status}</dd>
        <dt>Method</dt>
        <dd>
          {order.payment_method_title ||
            METHOD_TITLES[order.payment_method ?? ''] ||
            order.payment_method ||
            '—'}
        </dd>
        <dt>Total</dt>
        <dd>{money(total, currency)}</dd>
        <dt>Paid</dt>
        <dd>{money(paid, currency)}</dd>
        <dt>Refunded</dt>
        <dd>{money(refunded, currency)}</dd>
        <dt>Due</dt>
        <dd>{money(due, currency)}</dd>
        <dt>Order</dt>
        <dd>{order.order_number || `#${order.id}`}</dd>
        {order.payment_mode && (
          <>
            <dt>Mode</dt>
            <dd>{order.payment_mode === 'live' ? 'Live' : 'Test (no real money)'}</dd>
          </>
        )}
        {order.vendor_session_id && (
          <>
            <dt>Checkout session</dt>
            <dd>
              <code>{order.vendor_session_id}</code>
            </dd>
          </>
        )}
      </dl>
      {order.items.length > 0 && (
        <ul class="list" aria-label="What the guest pays for">
          {order.items.map((item) => (
            <li key={item.id}>
              {item.item_name} × {item.quantity} · {money(item.item_total, currency)}
            </li>
          ))}
        </ul>
      )}
      <Feedback error={error} notice={notice} />
      <h3>Transactions</h3>
      <Transactions order={order} />
      {canWrite && due > 0 && !closed && (
        <RecordPayment
          key={`pay-${due}`}
          booking={b}
          order={order}
          due={due}
          busy={busy}
          run={run}
          reload={reload}
        />
      )}
      {canWrite && refundable > 0 && (
        <Refund
          key={`refund-${refundable}`}
          booking={b}
          order={order}
          refundable={refundable}
          busy={busy}
          run={run}
          reload={reload}
        />
      )}
    </section>
  );
}

function RecordPayment({
  booking: b,
  order,
  due,
  busy,
  run,
  reload,
}: {
  booking: Booking;
  order: Order;
  due: number;
  busy: boolean;
  run: Run;
  reload: () => void;
}) {
  const currency = order.currency;
  const [amount, setAmount] = useState(toMajor(due, currency));
  const [method, setMethod] = useState(order.payment_method || 'offline');
  return (
    <form
      class="card"
      aria-labelledby="record-payment-title"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          const minor = toMinor(amount, currency);
          if (!minor) throw new Error(`Give the amount paid in ${currency}, such as 12.50.`);
          const answer = await must(
            api.POST('/api/v2/schedules/{id}/payment', {
              params: { path: { id: b.id } },
              body: { amount: minor, payment_method: method as 'offline' },
            }),
          );
          reload();
          return `${answer.message}: ${money(minor, currency)}.`;
        });
      }}
    >
      <h3 id="record-payment-title">Record a payment</h3>
      <p class="muted">
        When the guest has paid outside Slotbook (bank transfer, cash, a provider's dashboard).
        {b.status === 'pending' ? ' Paid in full, the booking is confirmed.' : ''}
      </p>
      <label>
        Amount paid ({currency})
        <input
          inputMode="decimal"
          required
          maxLength={20}
          value={amount}
          onInput={(e) => setAmount(e.currentTarget.value)}
        />
      </label>
      <label>
        Paid with
        <select value={method} onChange={(e) => setMethod(e.currentTarget.value)}>
          {Object.entries(METHOD_TITLES).map(([value, title]) => (
            <option key={value} value={value}>
              {title}
            </option>
          ))}
        </select>
      </label>
      <div class="row">
        <button type="submit" class="primary" disabled={busy}>
          Record the payment
        </button>
      </div>
    </form>
  );
}

function Refund({
  booking: b,
  order,
  refundable,
  busy,
  run,
  reload,
}: {
  booking: Booking;
  order: Order;
  refundable: number;
  busy: boolean;
  run: Run;
  reload: () => void;
}) {
  const currency = order.currency;
  const [amount, setAmount] = useState(toMajor(refundable, currency));
  const [reason, setReason] = useState('');
  const [cancel, setCancel] = useState(false);
  const live = b.status === 'scheduled' || b.status === 'pending';
  return (
    <form
      class="card"
      aria-labelledby="refund-title"
      onSubmit={(e) => {
        e.preventDefault();
        const minor = toMinor(amount, currency);
        const what = minor ? money(minor, currency) : amount;
        const also = cancel ? ' and cancel the booking' : '';
        if (!window.confirm(`Refund ${what} to ${b.email}${also}? This cannot be undone.`)) return;
        void run(async () => {
          if (!minor) throw new Error(`Give the amount to refund in ${currency}, such as 12.50.`);
          const answer = await must(
            api.POST('/api/v2/schedules/{id}/refund', {
              params: { path: { id: b.id } },
              body: { amount: minor, reason, cancel_booking: cancel },
            }),
          );
          reload();
          return `${answer.message}: ${money(minor, currency)}.`;
        });
      }}
    >
      <h3 id="refund-title">Refund</h3>
      <p class="muted">
        {paidOnline(order)
          ? `Sends the money back to the guest through ${METHOD_TITLES[order.payment_method ?? ''] ?? 'the provider'}.`
          : 'Records a refund you have made outside Slotbook (nothing is sent).'}{' '}
        Up to {money(refundable, currency)}.
      </p>
      <label>
        Amount to refund ({currency})
        <input
          inputMode="decimal"
          required
          maxLength={20}
          value={amount}
          onInput={(e) => setAmount(e.currentTarget.value)}
        />
      </label>
      <label>
        Reason for the refund (kept in the activity)
        <textarea
          maxLength={2000}
          value={reason}
          onInput={(e) => setReason(e.currentTarget.value)}
        />
      </label>
      {live && (
        <label class="check">
          <input
            type="checkbox"
            checked={cancel}
            onChange={(e) => setCancel(e.currentTarget.checked)}
          />
          Also cancel the booking (full refunds only)
        </label>
      )}
      <div class="row">
        <button type="submit" class="danger" disabled={busy}>
          Refund…
        </button>
      </div>
    </form>
  );
}
