/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * Slotbook's public pages in the browser: the booking flow (`/book/<calendar>/<event>`) and the
 * guest's booking (`/booking/<hash>`). No dependencies; it speaks only to the public API
 * (`/api/v2/public/...`) and sets text with textContent, never as HTML. The build bundles this
 * entry and the modules it imports into one small script, `dist/web/client/pages.js`.
 *
 * The `lib="dom"` reference above gives these files the browser's types; TypeScript applies it
 * to the whole program, so server code must keep to Node's APIs by convention.
 */
import { bookingFlow } from './booking-flow.js';
import { manageBooking } from './manage.js';
import type { BookingConfig, EventConfig } from './types.js';

// Framed by another site (see /embed.js): tell it how tall the page is, whenever that changes,
// and when it asks (a site whose script ran after the page had loaded). A site not allowed to
// frame the page never hears from it: the browser does not show the page there.
if (window.parent !== window) {
  const report = () =>
    window.parent.postMessage(
      { slotbook: 'resize', height: document.documentElement.scrollHeight },
      '*',
    );
  new ResizeObserver(report).observe(document.body);
  window.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (event.source !== window.parent || typeof data !== 'object' || data === null) return;
    if ('slotbook' in data && data.slotbook === 'ping') report();
  });
  report();
}

const { page, config } = document.body.dataset;
const settings: unknown = JSON.parse(config ?? '{}');
if (page === 'event') bookingFlow(settings as EventConfig);
if (page === 'booking') manageBooking(settings as BookingConfig);
