/**
 * The ways a guest may pay for an event, offered on its booking page when there is more than
 * one: the methods the event accepts (enabled on the event, active and configured globally),
 * each with the title guests see. The booking then names the guest's choice (`payment_method`).
 */
import type { Db } from '../../db/database.js';
import { acceptedMethodSettings } from './booking-orders.js';
import { chargesNatively } from './event-pricing.js';
import { methodTitle } from './payment-instructions.js';
import type { Method } from './payment-methods.js';
import type { PaymentSettings } from './payment-settings.schemas.js';

export interface PaymentChoice {
  method: Method;
  title: string;
}

/** Empty for a free event or when payments are off. */
export async function paymentChoices(db: Db, settings: PaymentSettings): Promise<PaymentChoice[]> {
  if (!chargesNatively(settings)) return [];
  const accepted = await acceptedMethodSettings(db, settings);
  return accepted.map(({ method, settings: methodSettings }) => ({
    method,
    title: methodTitle(method, methodSettings),
  }));
}
