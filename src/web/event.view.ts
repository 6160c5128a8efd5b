/**
 * `GET /book/<calendar slug>/<event slug>`: the event, a month of free days, the free times of
 * the chosen day, the form and the confirmation. Three steps in one page; the script shows one
 * at a time and moves focus to its heading.
 */
import { bookingFields, locationFields } from './form-fields.view.js';
import { html, segment, trusted, type Html } from './html.js';
import { durationText, formatMinutes, hostHeader, priceText } from './landing.view.js';
import { layout, type AssetUrls } from './layout.view.js';
import type { EventPage } from './pages.service.js';
import { NO_SCRIPT, picker, preferences } from './picker.view.js';

function eventInfo({ host, event }: EventPage): Html {
  const price = priceText(event.durations);
  return html`<aside class="event-info" aria-labelledby="event-title">
    <a class="back" href="/book/${segment(host.slug)}"
      ><span aria-hidden="true">‹</span> All events</a
    >
    ${hostHeader(host, 'p')}
    <h1 id="event-title">${event.title}</h1>
    <dl class="facts">
      <div>
        <dt>Duration</dt>
        <dd>${durationText(event.durations)}</dd>
      </div>
      ${
        event.locations.length > 0
          ? html`<div>
              <dt>Location</dt>
              <dd>${event.locations.join(', ')}</dd>
            </div>`
          : ''
      }
      ${
        price
          ? html`<div>
              <dt>Price</dt>
              <dd id="price">${price}</dd>
            </div>`
          : ''
      }
      ${
        event.seats !== null
          ? html`<div>
              <dt>Seats</dt>
              <dd>Group event, ${event.seats} seats per time</dd>
            </div>`
          : ''
      }
    </dl>
    ${event.descriptionHtml ? html`<div class="prose">${trusted(event.descriptionHtml)}</div>` : ''}
  </aside>`;
}

function durationChoice({ event }: EventPage): Html {
  if (event.durations.length < 2) return html``;
  return html`<fieldset class="durations">
    <legend>Duration</legend>
    ${event.durations.map(
      (d) =>
        html`<label class="pill"
          ><input
            type="radio"
            name="duration"
            value="${d.minutes}"
            ${d.minutes === event.defaultDuration ? html` checked` : ''}
          />
          <span>${formatMinutes(d.minutes)}${d.price ? ` · ${d.price}` : ''}</span></label
        >`,
    )}
  </fieldset>`;
}

/** With more than one way to pay, the guest chooses (the first is preselected). */
function paymentChoice({ paymentChoices }: EventPage): Html {
  if (paymentChoices.length < 2) return html``;
  return html`<fieldset class="payment-methods">
    <legend>How would you like to pay?</legend>
    ${paymentChoices.map(
      (c, i) =>
        html`<label class="pill"
          ><input
            type="radio"
            name="payment_method"
            value="${c.method}"
            ${i === 0 ? html` checked` : ''}
          />
          <span>${c.title}</span></label
        >`,
    )}
  </fieldset>`;
}

function pickStep(view: EventPage): Html {
  const zone = view.event.lockedZone ?? view.event.hostZone;
  return html`<section class="step step-pick" id="step-pick" aria-labelledby="pick-heading">
    <h2 id="pick-heading">Pick a day and a time</h2>
    ${NO_SCRIPT} ${durationChoice(view)} ${preferences(zone, view.event.lockedZone !== null)}
    ${picker()}
  </section>`;
}

function formStep(view: EventPage): Html {
  const price = priceText(view.event.durations);
  return html`<section class="step step-form" id="step-form" aria-labelledby="form-heading" hidden>
    <button type="button" class="link-button" id="back-to-times">
      <span aria-hidden="true">‹</span> Change the time
    </button>
    <h2 id="form-heading" tabindex="-1">Your details</h2>
    <p class="chosen" id="chosen-time"></p>
    <form id="booking-form" class="form">
      ${bookingFields(view.fields)} ${locationFields(view.locationOptions)} ${paymentChoice(view)}
      ${price ? html`<p class="note">This event costs <strong id="form-price">${price}</strong>; how to pay is shown once you have booked.</p>` : ''}
      <div class="alert" id="form-alert" role="alert"></div>
      <button type="submit" class="primary" id="submit-booking">${view.event.submitText}</button>
    </form>
  </section>`;
}

const doneStep = html`<section
  class="step step-done"
  id="step-done"
  aria-labelledby="done-heading"
  hidden
>
  <span class="done-mark" aria-hidden="true">✓</span>
  <h2 id="done-heading" tabindex="-1">You are booked</h2>
  <p class="lead" id="done-message"></p>
  <dl class="summary" id="done-summary"></dl>
  <div id="done-payment"></div>
  <p class="actions">
    <a class="button primary" id="done-manage" href="#">Manage your booking</a>
    <a class="button" id="done-ics" href="#" download>Add to calendar (.ics)</a>
  </p>
</section>`;

export function eventPage(view: EventPage, assets: AssetUrls): Html {
  const body = html`<main id="main" class="book">
    ${eventInfo(view)}
    <div class="steps">${pickStep(view)} ${formStep(view)} ${doneStep}</div>
  </main>`;
  return layout({
    title: `${view.event.title} · ${view.host.title}`,
    assets,
    body,
    script: true,
    page: 'event',
    config: {
      hash: view.event.hash,
      title: view.event.title,
      durations: view.event.durations,
      duration: view.event.defaultDuration,
      hostZone: view.event.hostZone,
      lockedZone: view.event.lockedZone,
      spots: view.event.displaySpots,
    },
  });
}
