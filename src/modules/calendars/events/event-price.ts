/** The price of one booking of an event, as calendar listings show it (`price_total`). */
import type { EventRow } from '../../../db/types.js';
import { chargedItems, chargesNatively } from '../../payments/index.js';
import { readPaymentSettings } from './event-meta.js';
import { readEventSettings } from './event-settings.js';

/** The sum of the items charged at the default duration, in major units; 0 when free. */
export function priceTotal(event: EventRow, paymentValue: string | undefined): number {
  const payment = readPaymentSettings(paymentValue, event.duration);
  if (!chargesNatively(payment)) return 0;
  const multi = readEventSettings(event.settings, event.duration).multi_duration;
  const duration = multi.enabled ? multi.default_duration : event.duration;
  const total = chargedItems(payment, duration, multi.enabled).reduce((s, i) => s + i.value, 0);
  return Number(total.toFixed(6));
}
