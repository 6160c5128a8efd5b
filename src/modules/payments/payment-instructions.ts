/**
 * What a guest is told about paying for their booking: the method, the amount due and how to
 * pay. Pure. Only a method's title and the offline instructions leave its settings, never a key.
 * The online gateways cannot be reached from this server, so their bookings wait for the host.
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
}

export function methodTitle(method: Method, settings: MethodSettings): string {
  return (method === 'offline' && settings.title) || methodDefinition(method).title;
}

function howToPay(input: PaymentInstructionsInput, title: string): string {
  if (input.status !== 'pending' && input.status !== 'partially-paid') return '';
  if (input.method === 'offline') {
    return input.settings.description || 'The host will tell you how to pay.';
  }
  return (
    `${title} payments are not taken online here: your booking stays pending until the host ` +
    'records your payment, and the host will tell you how to pay.'
  );
}

export function paymentInstructions(input: PaymentInstructionsInput) {
  const title = methodTitle(input.method, input.settings);
  return {
    status: input.status,
    method: input.method,
    method_title: title,
    currency: input.currency.code,
    amount_due: formatMinorUnits(input.due),
    amount_due_text: formatPrice(input.due, input.currency),
    online_checkout: false,
    instructions: howToPay(input, title),
    pay_by: input.payBy === null ? null : isoUtc(input.payBy),
  };
}

export type PaymentGuide = ReturnType<typeof paymentInstructions>;
