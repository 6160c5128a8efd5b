/**
 * `GET /booking/<hash>/payment`, where Stripe or PayPal sends the guest back: where the payment
 * stands, read from the order (only the provider's verified webhook marks it paid), and what the
 * guest can do. `/booking/<hash>/pay` answers with the problem page when the provider cannot be
 * reached.
 */
import { html, type Html } from './html.js';
import { layout, type AssetUrls } from './layout.view.js';
import type { StripeCheckout } from '../modules/bookings/index.js';

export type PaymentStandingPage = Awaited<ReturnType<StripeCheckout['standing']>>;

function texts(view: PaymentStandingPage): { title: string; text: string } {
  switch (view.state) {
    case 'paid':
      return {
        title: 'Payment received',
        text: `Your payment of ${view.amount} was received. Your booking of ${view.eventTitle} is confirmed.`,
      };
    case 'cancelled':
      return {
        title: 'Payment cancelled',
        text: `You left the payment page without paying. Your booking is held until ${view.payBy ?? 'the hold ends'} (UTC); pay ${view.amount} to keep it.`,
      };
    case 'released':
      return {
        title: 'Booking released',
        text: 'The payment was not completed in time, so the booking was cancelled and its time freed. You may book again.',
      };
    default:
      return {
        title: 'Waiting for the payment to be confirmed',
        text: `${view.provider} has not confirmed your payment of ${view.amount} yet. Your booking is confirmed as soon as it does; check again in a moment.`,
      };
  }
}

export function paymentPage(view: PaymentStandingPage, assets: AssetUrls): Html {
  const { title, text } = texts(view);
  const pay = view.state === 'cancelled' || view.state === 'waiting';
  const body = html`<main id="main" class="payment-page" data-payment-state="${view.state}">
    <h1>${title}</h1>
    <p role="status">${text}</p>
    ${view.mode === 'test' ? html`<p class="note">Test mode: no real money is charged.</p>` : ''}
    <p>
      ${view.state === 'waiting' ? html`<a href="${view.checkUrl}">Check again</a> · ` : ''}
      ${pay ? html`<a href="${view.payUrl}">Pay now</a> · ` : ''}
      <a href="${view.manageUrl}">View your booking</a>
    </p>
  </main>`;
  return layout({ title, assets, body });
}

/**
 * The provider unreachable, answering nonsense, or no longer set up: the booking stays held, try
 * again.
 */
export function paymentProblemPage(
  links: { payUrl: string; manageUrl: string },
  assets: AssetUrls,
): Html {
  const title = 'The payment service is not reachable';
  const body = html`<main
    id="main"
    class="payment-page error-page"
    data-payment-state="unreachable"
  >
    <h1>${title}</h1>
    <p role="alert">
      The payment service cannot take the payment right now. Your booking is still held; nothing was
      charged.
    </p>
    <p>
      <a href="${links.payUrl}">Try again</a> · <a href="${links.manageUrl}">View your booking</a>
    </p>
  </main>`;
  return layout({ title, assets, body });
}
