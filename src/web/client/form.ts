/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/** The booking form: field errors, custom answers, locations, the request body. */
import { el } from './dom.js';
import type { Place } from './types.js';

// ---- the booking form ----

/** Error keys of the API whose field has another id on the form. */
export const ERROR_IDS: Record<string, string> = {
  phone_number: 'phone',
  location_type: 'location_description',
};

/** Shows the API's field errors next to their fields; returns the first field to focus. */
export function showFieldErrors(
  form: HTMLFormElement,
  errors: Record<string, Record<string, string>>,
): HTMLElement | null {
  form.querySelectorAll<HTMLElement>('.field-error').forEach((p) => {
    p.textContent = '';
    p.hidden = true;
  });
  form.querySelectorAll('[aria-invalid]').forEach((c) => c.removeAttribute('aria-invalid'));
  let first: HTMLElement | null = null;
  for (const [field, rules] of Object.entries(errors)) {
    const name = field.replace(/^custom_fields\./, '');
    const id = `f-${ERROR_IDS[name] ?? name}`;
    const line = document.getElementById(`${id}-error`);
    if (!line) continue;
    line.textContent = Object.values(rules).join(' ');
    line.hidden = false;
    const control =
      document.getElementById(id) ??
      line.closest('.field')?.querySelector<HTMLElement>('input, select, textarea') ??
      form.querySelector<HTMLElement>('[data-location-input]:not([hidden]) input');
    control?.setAttribute('aria-invalid', 'true');
    first ??= control;
  }
  return first;
}

export type CustomAnswer = string | boolean | string[];

/** The answer of one custom field, by how it is asked (`data-type`). */
export function customAnswer(wrapper: HTMLElement): CustomAnswer {
  const type = wrapper.dataset.type;
  const inputs = [...wrapper.querySelectorAll('input')];
  const select = wrapper.querySelector('select');
  if (type === 'flag') return inputs[0]?.checked ?? false;
  if (type === 'list') {
    return select
      ? [...select.selectedOptions].map((o) => o.value)
      : inputs.filter((i) => i.checked).map((i) => i.value);
  }
  if (select) return select.value;
  if (inputs.some((i) => i.type === 'radio')) return inputs.find((i) => i.checked)?.value ?? '';
  return (
    wrapper
      .querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')
      ?.value.trim() ?? ''
  );
}

export function chosenLocation(form: HTMLFormElement): string {
  const chosen = form.querySelector<HTMLInputElement>(
    'input[name="location_type"]:checked, input[name="location_type"][type="hidden"]',
  );
  return chosen?.value ?? '';
}

/** Shows the address or phone input the chosen location needs, and only that one. */
export function syncLocationInputs(form: HTMLFormElement): void {
  const type = chosenLocation(form);
  form.querySelectorAll<HTMLElement>('[data-location-input]').forEach((wrapper) => {
    const shown = wrapper.dataset.locationInput === type;
    wrapper.hidden = !shown;
    const input = wrapper.querySelector('input');
    if (input) input.required = shown;
  });
}

/** The public booking body from the form. */
export function bookingBody(form: HTMLFormElement, base: Record<string, unknown>) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const body: Record<string, unknown> = { ...base, name: text('name'), email: text('email') };
  if (text('message')) body.message = text('message');
  if (text('phone_number')) body.phone_number = text('phone_number');
  const guests = text('guests')
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (guests.length) body.guests = guests;
  const where = chosenLocation(form);
  if (where) body.location_type = where;
  const input = form.querySelector<HTMLInputElement>('[data-location-input]:not([hidden]) input');
  if (input?.value.trim()) body.location_description = input.value.trim();
  const custom: Record<string, CustomAnswer> = {};
  form.querySelectorAll<HTMLElement>('[data-custom]').forEach((wrapper) => {
    const value = customAnswer(wrapper);
    if (value !== '' && !(Array.isArray(value) && value.length === 0)) {
      custom[wrapper.dataset.custom ?? ''] = value;
    }
  });
  if (Object.keys(custom).length) body.custom_fields = custom;
  if (text('payment_method')) body.payment_method = text('payment_method');
  return body;
}

export const LOCATION_LABELS: Record<string, string> = {
  in_person_guest: 'In person, at your address',
  in_person_organizer: 'In person',
  phone_guest: 'Phone call: the host calls you',
  phone_organizer: 'Phone call: you call the host',
  online_meeting: 'Online meeting',
  google_meet: 'Google Meet',
  ms_teams: 'Microsoft Teams',
  zoom_meeting: 'Zoom',
  custom: 'Custom location',
};

/** Where the meeting is: the option's label, the address or phone, and the meeting link. */
export function whereNode(place: Place | null): HTMLElement | null {
  if (!place?.type) return null;
  // A custom location with nothing filled in is no location: no "Where" line at all.
  const said = place.title || place.description || place.online_platform_link;
  if (place.type === 'custom' && !said) return null;
  const label = place.title || LOCATION_LABELS[place.type] || place.type;
  const node = el('span', {}, [label, place.description].filter(Boolean).join(' · '));
  const link = place.online_platform_link ?? '';
  if (/^https?:\/\//i.test(link)) {
    node.append(el('br'), el('a', { href: link, rel: 'noopener noreferrer' }, link));
  }
  return node;
}
