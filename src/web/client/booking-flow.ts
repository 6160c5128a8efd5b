/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/** The booking page (`/book/<calendar>/<event>`): pick a time, fill the form, book. */
import { formatters } from './dates.js';
import { $, API, TAKEN, api, el, randomKey, zoneText } from './dom.js';
import type { Child } from './dom.js';
import { bookingBody, showFieldErrors, syncLocationInputs, whereNode } from './form.js';
import { createPicker } from './picker.js';
import { createPrefs } from './prefs.js';
import type { EventConfig, Saved, Slot } from './types.js';

// ---- the booking page ----

export function bookingFlow(config: EventConfig): void {
  const pick = $('step-pick');
  const formStep = $('step-form');
  const form = $('booking-form') as HTMLFormElement;
  const formAlert = $('form-alert');
  const submit = $('submit-booking') as HTMLButtonElement;
  let chosen: Slot | null = null;
  let duration = config.duration;
  let lastBody = '';
  let key = randomKey();

  const prefs = createPrefs(config.lockedZone, (what) =>
    what === 'zone' ? void picker.reload() : picker.redraw(),
  );
  const picker = createPicker({
    eventHash: config.hash,
    prefs,
    duration: () => (config.durations.length > 1 ? duration : null),
    spots: config.spots,
    onPick: showForm,
  });

  document.querySelectorAll<HTMLInputElement>('input[name="duration"]').forEach((input) =>
    input.addEventListener('change', () => {
      duration = Number(input.value);
      const price = config.durations.find((d) => d.minutes === duration)?.price;
      const shown = document.getElementById('form-price');
      if (shown && price) shown.textContent = price;
      void picker.reload();
    }),
  );

  function showForm(slot: Slot): void {
    chosen = slot;
    const when = formatters(prefs).when(slot.start_utc, slot.end_utc);
    $('chosen-time').textContent = `${when} (${zoneText(prefs.zone)})`;
    formAlert.textContent = '';
    pick.hidden = true;
    formStep.hidden = false;
    $('form-heading').focus();
  }

  function backToTimes(): void {
    formStep.hidden = true;
    pick.hidden = false;
    if (chosen) picker.focusSlot(chosen.start_utc);
  }

  $('back-to-times').addEventListener('click', backToTimes);
  form.addEventListener('change', () => syncLocationInputs(form));
  syncLocationInputs(form);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });

  async function send(): Promise<void> {
    if (!chosen || submit.disabled) return;
    const body = bookingBody(form, {
      timezone: prefs.zone,
      start_utc: chosen.start_utc,
      source_url: location.href,
      ...(config.durations.length > 1 ? { duration } : {}),
    });
    // The same request keeps its key, so a double submit or a retry books once.
    if (JSON.stringify(body) !== lastBody) key = randomKey();
    lastBody = JSON.stringify(body);
    submit.disabled = true;
    submit.setAttribute('aria-busy', 'true');
    formAlert.textContent = '';
    const post = () =>
      api<Saved>('POST', `/events/${config.hash}/bookings`, body, { 'Idempotency-Key': key });
    let res = await post();
    if (!res.ok && res.status === 0) res = await post();
    submit.disabled = false;
    submit.removeAttribute('aria-busy');
    if (res.ok) return showDone(res.data);
    if (res.code === 'slot_unavailable') {
      formStep.hidden = true;
      pick.hidden = false;
      await picker.refresh();
      picker.warn(TAKEN);
      picker.focusTimes();
      return;
    }
    const first = showFieldErrors(form, res.errors);
    formAlert.textContent = first ? `${res.message} Please check the marked fields.` : res.message;
    (first ?? formAlert).focus();
  }

  function showDone(answer: Saved): void {
    const { booking } = answer;
    const when = formatters(prefs).when(booking.start_time_iso, booking.end_time_iso);
    const name = [booking.first_name, booking.last_name].filter(Boolean).join(' ');
    $('done-heading').textContent =
      booking.status === 'pending' ? 'Your booking is requested' : 'You are booked';
    $('done-message').textContent = answer.message;
    const rows: [string, Child][] = [
      ['What', booking.event_title],
      ['When', `${when} (${zoneText(prefs.zone)})`],
      ['Where', whereNode(booking.location_details)],
      ['Host', booking.author?.name],
      ['Guest', `${name} <${booking.email}>`],
    ];
    $('done-summary').replaceChildren(
      ...rows
        .filter(([, value]) => value)
        .map(([term, value]) => el('div', {}, el('dt', {}, term), el('dd', {}, value))),
    );
    const payment = answer.payment;
    $('done-payment').replaceChildren(
      payment?.instructions
        ? el(
            'p',
            { class: 'note' },
            `To pay: ${payment.amount_due_text} by ${payment.method_title}. ${payment.instructions}`,
          )
        : '',
      payment?.checkout_url ? el('a', { href: payment.checkout_url }, 'Pay now') : '',
    );
    ($('done-manage') as HTMLAnchorElement).href = `/booking/${answer.booking_hash}`;
    ($('done-ics') as HTMLAnchorElement).href = `${API}/bookings/${answer.booking_hash}/ics`;
    pick.hidden = true;
    formStep.hidden = true;
    $('step-done').hidden = false;
    $('done-heading').focus();
    // An online payment goes on at the gateway's checkout page; the link above stays as a fallback.
    if (payment?.checkout_url) window.location.assign(payment.checkout_url);
  }

  void picker.start();
}
