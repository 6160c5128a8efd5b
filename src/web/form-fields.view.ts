/**
 * The booking form: name and e-mail, the event's enabled booking fields, the location choice.
 * Every control has a label; help texts and errors are tied to it with aria-describedby.
 * The client script reads custom answers from `data-custom` wrappers (`data-type` says how).
 */
import type { BookingField } from '../modules/calendars/index.js';
import { html, type Html } from './html.js';

/** Fields the form never shows: the manage page's reasons, and values the guest cannot see. */
const NOT_ON_FORM = new Set(['cancellation_reason', 'rescheduling_reason']);
const GUEST_INPUT: Readonly<Record<string, { label: string; type: string; auto: string }>> = {
  in_person_guest: { label: 'Your address', type: 'text', auto: 'street-address' },
  phone_guest: { label: 'Your phone number', type: 'tel', auto: 'tel' },
};
const INPUT_TYPES: Readonly<Record<string, string>> = {
  text: 'text',
  email: 'email',
  number: 'number',
  phone: 'tel',
  date: 'date',
};

const id = (name: string) => `f-${name}`;

function required(field: BookingField): Html {
  return field.required ? html` <span class="req">(required)</span>` : html``;
}

/** The help and error lines of a control, and the aria-describedby that names them. */
function notes(field: BookingField) {
  const help = field.help_text
    ? html`<p class="help" id="${id(field.name)}-help">${field.help_text}</p>`
    : html``;
  const error = html`<p class="field-error" id="${id(field.name)}-error" hidden></p>`;
  const describedBy = [field.help_text ? `${id(field.name)}-help` : '', `${id(field.name)}-error`]
    .filter(Boolean)
    .join(' ');
  return { help, error, describedBy };
}

/** The longest answer the API stores for the field. */
function maxLength(field: BookingField): number {
  if (field.type === 'phone') return 50;
  return field.name === 'name' || field.name === 'email' ? 192 : 5000;
}

function textControl(field: BookingField, name: string, extra: Html = html``): Html {
  const n = notes(field);
  const common = html`id="${id(field.name)}"${name ? html` name="${name}"` : ''}
  aria-describedby="${n.describedBy}"${field.required ? html` required` : ''}${field.placeholder ? html` placeholder="${field.placeholder}"` : ''}${extra}`;
  const control =
    field.type === 'textarea'
      ? html`<textarea ${common} rows="3" maxlength="5000"></textarea>`
      : html`<input
          ${common}
          type="${INPUT_TYPES[field.type] ?? 'text'}"
          maxlength="${maxLength(field)}"
        />`;
  return html`<div class="field">
    <label for="${id(field.name)}">${field.label}${required(field)}</label
    >${n.help}${control}${n.error}
  </div>`;
}

function choiceGroup(field: BookingField, multiple: boolean): Html {
  const n = notes(field);
  const type = multiple ? 'checkbox' : 'radio';
  const options = field.options.map(
    (option, i) =>
      html`<label class="check"
        ><input
          type="${type}"
          name="${id(field.name)}"
          value="${option}"
          ${!multiple && field.required && i === 0 ? html` required` : ''}
        />
        <span>${option}</span></label
      >`,
  );
  return html`<fieldset
    class="field"
    data-custom="${field.name}"
    data-type="${multiple ? 'list' : 'one'}"
    aria-describedby="${n.describedBy}"
  >
    <legend>${field.label}${required(field)}</legend>
    ${n.help}${options}${n.error}
  </fieldset>`;
}

function selectControl(field: BookingField, multiple: boolean): Html {
  const n = notes(field);
  const options = field.options.map((o) => html`<option value="${o}">${o}</option>`);
  return html`<div
    class="field"
    data-custom="${field.name}"
    data-type="${multiple ? 'list' : 'one'}"
  >
    <label for="${id(field.name)}">${field.label}${required(field)}</label>${n.help}<select
      id="${id(field.name)}"
      aria-describedby="${n.describedBy}"
      ${multiple ? html` multiple` : ''}${field.required ? html` required` : ''}
    >
      ${multiple ? '' : html`<option value="">Choose…</option>`}${options}</select
    >${n.error}
  </div>`;
}

function checkboxControl(field: BookingField): Html {
  const n = notes(field);
  return html`<div class="field" data-custom="${field.name}" data-type="flag">
    <label class="check"
      ><input
        type="checkbox"
        id="${id(field.name)}"
        aria-describedby="${n.describedBy}"
        ${field.required ? html` required` : ''}
      />
      <span>${field.label}${required(field)}</span></label
    >${n.help}${n.error}
  </div>`;
}

function customField(field: BookingField): Html {
  switch (field.type) {
    case 'dropdown':
      return selectControl(field, false);
    case 'multi-select':
      return selectControl(field, true);
    case 'radio':
      return choiceGroup(field, false);
    case 'checkbox-group':
      return choiceGroup(field, true);
    case 'checkbox':
    case 'terms-and-conditions':
      return checkboxControl(field);
    case 'hidden':
    case 'multi-guests':
      return html``;
    default:
      return html`<div data-custom="${field.name}" data-type="one">${textControl(field, '')}</div>`;
  }
}

function systemField(field: BookingField): Html {
  switch (field.name) {
    case 'name':
      return textControl(field, 'name', html` autocomplete="name"`);
    case 'email':
      return textControl({ ...field, type: 'email' }, 'email', html` autocomplete="email"`);
    case 'message':
      return textControl({ ...field, type: 'textarea' }, 'message');
    case 'phone':
      return textControl({ ...field, type: 'phone' }, 'phone_number', html` autocomplete="tel"`);
    case 'guests':
      return textControl(
        {
          ...field,
          type: 'textarea',
          help_text: `Other people to invite: one e-mail address per line (at most ${field.limit ?? 10}).`,
        },
        'guests',
      );
    default:
      return html``;
  }
}

export function bookingFields(fields: readonly BookingField[]): Html {
  return html`${fields
    .filter((f) => !NOT_ON_FORM.has(f.name))
    .map((f) => (f.system_defined ? systemField(f) : customField(f)))}`;
}

/** One option: said as a fact; several: a choice. Guest-input types ask for the address/phone. */
export function locationFields(options: readonly { type: string; label: string }[]): Html {
  if (options.length === 0) return html``;
  const [first] = options;
  const choice =
    options.length === 1
      ? html`<input type="hidden" name="location_type" value="${first?.type ?? ''}" />
          <p class="field">Location: <strong>${first?.label ?? ''}</strong></p>`
      : html`<fieldset class="field">
          <legend>Location</legend>
          ${options.map(
            (o, i) =>
              html`<label class="check"
                ><input
                  type="radio"
                  name="location_type"
                  value="${o.type}"
                  ${i === 0 ? html` checked` : ''}
                />
                <span>${o.label}</span></label
              >`,
          )}
        </fieldset>`;
  const inputs = [...new Set(options.map((o) => o.type))]
    .filter((type) => GUEST_INPUT[type])
    .map((type) => {
      const spec = GUEST_INPUT[type] ?? { label: '', type: 'text', auto: 'off' };
      const shown = first?.type === type;
      return html`<div class="field" data-location-input="${type}" ${shown ? '' : html` hidden`}>
        <label for="f-location-${type}">${spec.label} <span class="req">(required)</span></label
        ><input
          id="f-location-${type}"
          type="${spec.type}"
          autocomplete="${spec.auto}"
          maxlength="1000"
          aria-describedby="f-location_description-error"
          ${shown ? html` required` : ''}
        />
      </div>`;
    });
  return html`${choice}${inputs}
    <p class="field-error" id="f-location_description-error" hidden></p>`;
}
