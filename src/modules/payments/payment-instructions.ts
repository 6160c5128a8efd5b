/**
 * What a guest is told about paying for their booking: the method, the amount due and how to
 * pay. Pure. Only a method's title and the offline instructions leave its settings, never a key.
 * Stripe bookings are paid on Stripe's checkout page, PayPal bookings on PayPal's approval page
 * (with a client id and secret set), both reached through `checkout_url`; a PayPal method with
 * only an e-mail address is not contacted, so its bookings wait for the host.
 */
import { formatMinorUnits, formatPrice, type Currency } from '../../domain/money.js';
import { isoUtc } from '../../shared/format.js';
import { methodDefinition, type Method, type MethodSettings } from './payment-methods.js';

export interface PaymentInstructionsInput {
  method: Method;
  settings: MethodSettings;
  currency: Currency;
  /** Minor units still due. */
  due: number;
  /** The booking's `payment_status`. */
  status: string;
  /** When an unpaid booking is released (online methods), or null. */
  payBy: number | null;
  /** Slotbook's address that sends the guest to the gateway's checkout, or null. */
  checkoutUrl?: string | null;
}

export function methodTitle(method: Method, settings: MethodSettings): string {
  return (method === 'offline' && settings.title) || methodDefinition(method).title;
}

function howToPay(input: PaymentInstructionsInput, title: string): string {
  if (input.status !== 'pending' && input.status !== 'partially-paid') return '';
  if (input.method === 'offline') {
    return input.settings.description || 'The host will tell you how to pay.';
  }
  if (input.checkoutUrl) {
    return `Pay online with ${title}: your booking is confirmed once ${title} confirms your payment.`;
  }
  return (
    `${title} payments are not taken online here: your booking stays pending until the host ` +
    'records your payment, and the host will tell you how to pay.'
  );
}

export function paymentInstructions(input: PaymentInstructionsInput) {
  const title = methodTitle(input.method, input.settings);
  const due = input.status === 'pending' || input.status === 'partially-paid';
  const checkoutUrl = due && input.checkoutUrl ? input.checkoutUrl : null;
  return {
    status: input.status,
    method: input.method,
    method_title: title,
    currency: input.currency.code,
    amount_due: formatMinorUnits(input.due),
    amount_due_text: formatPrice(input.due, input.currency),
    online_checkout: checkoutUrl !== null,
    checkout_url: checkoutUrl,
    instructions: howToPay({ ...input, checkoutUrl }, title),
    pay_by: input.payBy === null ? null : isoUtc(input.payBy),
  };
}

export type PaymentGuide = ReturnType<typeof paymentInstructions>;
