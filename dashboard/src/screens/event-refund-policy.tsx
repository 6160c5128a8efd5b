import type { paths } from '../api/schema';

type Settings =
  paths['/api/v2/calendars/{id}/events/{event_id}/payment-settings']['get']['responses']['200']['content']['application/json']['settings'];

/** The event's refund policy: what a cancellation of a booking paid online gives back. */
export function RefundPolicyFields({
  s,
  set,
}: {
  s: Settings;
  set: (patch: Partial<Settings>) => void;
}) {
  return (
    <fieldset class="weekly">
      <legend>Refunds on cancellation</legend>
      <label>
        Refund policy
        <select
          value={s.refund_policy}
          onChange={(e) =>
            set({ refund_policy: e.currentTarget.value as Settings['refund_policy'] })
          }
        >
          <option value="full">Full refund</option>
          <option value="partial">Partial refund</option>
          <option value="none">No refund (refund by hand from the booking)</option>
        </select>
      </label>
      {s.refund_policy === 'partial' && (
        <label>
          Refunded share (percent)
          <input
            type="number"
            required
            min={1}
            max={100}
            step={1}
            value={s.refund_percent}
            onInput={(e) => set({ refund_percent: Number(e.currentTarget.value) })}
          />
        </label>
      )}
      {s.refund_policy !== 'none' && (
        <label>
          No refund less than this many hours before the start (0: always)
          <input
            type="number"
            required
            min={0}
            max={8760}
            step={1}
            value={s.refund_cutoff_hours}
            onInput={(e) => set({ refund_cutoff_hours: Number(e.currentTarget.value) })}
          />
        </label>
      )}
      <p class="muted">
        Applies to bookings paid by card (Stripe) when the guest or a host cancels them; the money
        goes back through Stripe.
      </p>
    </fieldset>
  );
}
