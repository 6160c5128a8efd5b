/**
 * Markup shared by the booking page and the reschedule panel: time zone and clock preferences,
 * and the month + times picker. The client script fills the month and the times into boxes of
 * fixed size, so nothing below them moves when free times arrive.
 */
import { html, type Html } from './html.js';

export function preferences(zone: string, locked: boolean): Html {
  return html`<div class="prefs">
    <div class="field field-inline">
      <label for="tz">Time zone</label>
      <select id="tz" aria-describedby="tz-note" ${locked ? html` disabled` : ''}>
        <option value="${zone}" selected>${zone}</option>
      </select>
    </div>
    <div class="clock" role="group" aria-label="Time format">
      <button type="button" class="toggle" data-hour-cycle="h12" aria-pressed="true">12h</button
      ><button type="button" class="toggle" data-hour-cycle="h23" aria-pressed="false">24h</button>
    </div>
    <p class="note" id="tz-note">
      ${locked ? `Times are shown in ${zone}, as the host asks.` : 'Found from your device; change it if it is wrong.'}
    </p>
  </div>`;
}

export function picker(): Html {
  return html`<div class="picker">
      <div class="month">
        <div class="month-head">
          <button type="button" class="nav" id="prev-month" aria-label="Previous month" disabled>
            ‹
          </button>
          <h3 class="month-label" id="month-label">&nbsp;</h3>
          <button type="button" class="nav" id="next-month" aria-label="Next month" disabled>
            ›
          </button>
        </div>
        <div class="month-grid" id="month-grid"></div>
      </div>
      <div class="times">
        <h3 class="times-heading" id="times-heading" tabindex="-1">Pick a day</h3>
        <p class="note" id="times-hint">Days with free times are in bold.</p>
        <ul class="slot-list" id="slot-list" aria-labelledby="times-heading"></ul>
      </div>
    </div>
    <p class="status" id="pick-status" role="status" aria-live="polite"></p>
    <div class="alert" id="pick-alert" role="alert"></div>`;
}

export const NO_SCRIPT = html`<noscript
  ><p class="alert">
    Picking a time needs JavaScript. Please turn it on and reload this page.
  </p></noscript
>`;
