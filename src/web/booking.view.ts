/**
 * `GET /booking/<hash>`: the guest's booking, an .ics link, and cancel or reschedule panels when
 * the event's cut-offs still allow them (the API decides again when they are used).
 */
import { isActive } from '../domain/booking-status.js';
import { isHttpUrl } from '../shared/sanitize.js';
import { html, type Html } from './html.js';
import { formatMinutes } from './landing.view.js';
import { layout, type AssetUrls } from './layout.view.js';
import type { BookingPage } from './pages.service.js';
import { locationLabel } from './pages.service.js';
import { NO_SCRIPT, picker, preferences } from './picker.view.js';

/** The booking's time in `zone`, as the script writes it too (it rewrites it in the guest's). */
export function whenText(startIso: string, endIso: string, zone: string): string {
  const day = new Intl.DateTimeFormat('en', {
    timeZone: zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  });
  const start = new Date(startIso);
  return `${day.format(start)}, ${time.format(start)} – ${time.format(new Date(endIso))}`;
}

/** The online meeting a connected provider made: its link and passcode. */
function meeting(view: BookingPage): Html {
  const m = view.booking.online_meeting;
  if (!m || !isHttpUrl(m.join_url)) return html``;
  return html`<br /><a href="${m.join_url}" rel="noopener noreferrer" data-meeting-link
      >${m.join_url}</a
    >${m.passcode ? html`<br />Passcode: <span data-meeting-passcode>${m.passcode}</span>` : ''}`;
}

function where(view: BookingPage): Html {
  const location = view.booking.location_details;
  if (!location || !location.type) return html``;
  // A custom location with nothing filled in is no location: no "Where" line at all.
  const said = location.title || location.description || location.online_platform_link;
  if (location.type === 'custom' && !said) return html``;
  const label = locationLabel({ type: location.type, title: location.title ?? '' });
  const link = location.online_platform_link ?? '';
  return html`<div>
    <dt>Where</dt>
    <dd>
      ${label}${location.description ? html`<br />${location.description}` : ''}${isHttpUrl(link) ? html`<br /><a href="${link}" rel="noopener noreferrer">${link}</a>` : ''}${meeting(view)}
    </dd>
  </div>`;
}

function payment(view: BookingPage): Html {
  const due = view.payment;
  if (!due || (due.status !== 'pending' && due.status !== 'partially-paid')) return html``;
  return html`<div>
    <dt>Payment</dt>
    <dd>
      ${due.amount_due_text} by
      ${due.method_title}${due.instructions ? html`<br />${due.instructions}` : ''}
      ${due.checkout_url ? html`<br /><a href="${due.checkout_url}">Pay now</a>` : ''}
    </dd>
  </div>`;
}

function details(view: BookingPage): Html {
  const b = view.booking;
  const name = [b.first_name, b.last_name].filter(Boolean).join(' ');
  return html`<dl class="summary">
    <div>
      <dt>When</dt>
      <dd>
        <span id="booking-when" data-start="${b.start_time_iso}" data-end="${b.end_time_iso}"
          >${whenText(b.start_time_iso, b.end_time_iso, b.person_time_zone)}</span
        >
        <span class="note" id="booking-zone">(${b.person_time_zone})</span>
      </dd>
    </div>
    <div>
      <dt>Duration</dt>
      <dd>${formatMinutes(b.slot_minutes)}</dd>
    </div>
    ${where(view)}
    <div>
      <dt>Host</dt>
      <dd>${b.author.name}</dd>
    </div>
    <div>
      <dt>Guest</dt>
      <dd>${name} &lt;${b.email}&gt;</dd>
    </div>
    ${
      b.message
        ? html`<div>
            <dt>Message</dt>
            <dd class="pre">${b.message}</dd>
          </div>`
        : ''
    }
    ${payment(view)}
  </dl>`;
}

function actions(view: BookingPage): Html {
  const active = isActive(view.booking.status);
  const cannot = [
    active && !view.can_reschedule ? view.reschedule_message : '',
    active && !view.can_cancel ? view.cancel_message : '',
  ].filter(Boolean);
  return html`<p class="actions" id="booking-actions">
      ${active ? html`<a class="button" id="add-to-calendar" href="/api/v2/public/bookings/${view.booking.hash}/ics" download>Add to calendar (.ics)</a>` : ''}
      ${active && view.can_reschedule ? html`<button type="button" class="button" id="open-reschedule" aria-expanded="false" aria-controls="reschedule-panel">Reschedule</button>` : ''}
      ${active && view.can_cancel ? html`<button type="button" class="button danger" id="open-cancel" aria-expanded="false" aria-controls="cancel-panel">Cancel booking</button>` : ''}
    </p>
    ${cannot.map((m) => html`<p class="note">${m}</p>`)}`;
}

function panels(view: BookingPage): Html {
  return html`<section class="panel" id="cancel-panel" aria-labelledby="cancel-heading" hidden>
      <h2 id="cancel-heading" tabindex="-1">Cancel this booking</h2>
      <form id="cancel-form" class="form">
        <div class="field">
          <label for="cancel-reason">${view.labels.cancel}</label
          ><textarea id="cancel-reason" rows="3" maxlength="2000"></textarea>
        </div>
        <p class="actions">
          <button type="submit" class="danger">Cancel booking</button>
          <button type="button" class="link-button" data-close="cancel-panel">Keep it</button>
        </p>
      </form>
    </section>
    <section class="panel" id="reschedule-panel" aria-labelledby="reschedule-heading" hidden>
      <h2 id="reschedule-heading" tabindex="-1">Pick a new time</h2>
      ${NO_SCRIPT} ${preferences(view.booking.person_time_zone, false)} ${picker()}
      <form id="reschedule-form" class="form" hidden>
        <p class="chosen" id="new-time" tabindex="-1"></p>
        <div class="field">
          <label for="reschedule-reason">${view.labels.reschedule}</label
          ><textarea id="reschedule-reason" rows="3" maxlength="2000"></textarea>
        </div>
        <p class="actions">
          <button type="submit" class="primary">Move my booking</button>
          <button type="button" class="link-button" id="change-new-time">Pick another time</button>
        </p>
      </form>
    </section>`;
}

export function bookingPage(view: BookingPage, assets: AssetUrls): Html {
  const b = view.booking;
  const event = b.calendar_event;
  const body = html`<main id="main" class="manage">
    <article class="card" aria-labelledby="booking-title">
      <p class="badge badge-${b.status}" id="booking-status">${b.booking_status_text}</p>
      <h1 id="booking-title">${b.event_title}</h1>
      ${details(view)} ${actions(view)}
      <p class="notice" id="manage-status" role="status" aria-live="polite" tabindex="-1"></p>
      <div class="alert" id="manage-alert" role="alert"></div>
      ${isActive(b.status) ? panels(view) : ''}
    </article>
  </main>`;
  return layout({
    title: `Your booking: ${b.event_title}`,
    assets,
    body,
    script: true,
    page: 'booking',
    config: {
      hash: b.hash,
      eventHash: event?.hash ?? '',
      duration: b.slot_minutes,
      zone: b.person_time_zone,
    },
  });
}
