/**
 * What an event's refund policy gives back when a paid booking is cancelled. Pure: the policy,
 * what was paid and not yet refunded, when the booking starts and when it is cancelled.
 */
import type { PaymentSettings } from './payment-settings.schemas.js';

export type RefundPolicySettings = Pick<
  PaymentSettings,
  'refund_policy' | 'refund_percent' | 'refund_cutoff_hours'
>;

export interface RefundDue {
  /** Minor units; 0 when the policy gives nothing. */
  amount: number;
  /** Why: the policy (`full`, `partial`, `none`) or `cutoff` (cancelled too close to the start). */
  basis: 'full' | 'partial' | 'none' | 'cutoff';
}

export function refundDue(
  policy: RefundPolicySettings,
  refundable: number,
  startAt: number,
  now: number,
): RefundDue {
  if (refundable <= 0 || policy.refund_policy === 'none') return { amount: 0, basis: 'none' };
  if (policy.refund_cutoff_hours > 0 && startAt - now < policy.refund_cutoff_hours * 3_600_000) {
    return { amount: 0, basis: 'cutoff' };
  }
  if (policy.refund_policy === 'full') return { amount: refundable, basis: 'full' };
  // Rounded down: never more than the policy promises.
  return { amount: Math.floor((refundable * policy.refund_percent) / 100), basis: 'partial' };
}
