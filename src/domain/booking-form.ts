/**
 * Checks a guest's answers against the event's booking form (its enabled, required fields) and
 * turns custom answers into FluentBooking's `custom_form_data` (`{ name: { label, value } }`).
 * Pure: the form and the answers come in, field errors and clean values come out.
 */
import { isEmailAddress } from '../shared/email.js';

/** The fields of a booking-form field this needs. */
export interface FormField {
  name: string;
  type: string;
  label: string;
  required: boolean;
  enabled: boolean;
  system_defined: boolean;
  options: readonly string[];
  limit: number | null;
}

export type AnswerValue = string | number | boolean | readonly string[];

export interface FormAnswers {
  message?: string | undefined;
  phone?: string | undefined;
  custom?: Readonly<Record<string, AnswerValue>> | undefined;
}

export type FieldErrors = Record<string, Record<string, string>>;

export interface FormResult {
  errors: FieldErrors;
  /** Custom answers of fields on the form, as strings or lists of strings. */
  custom: Record<string, { label: string; value: string | string[] }>;
}

const SYSTEM_ANSWERS: Readonly<Record<string, keyof FormAnswers>> = {
  message: 'message',
  phone: 'phone',
};
const LIST_TYPES = new Set(['checkbox-group', 'multi-select']);
const CHOICE_TYPES = new Set(['dropdown', 'radio']);

const isEmpty = (value: AnswerValue | undefined): boolean =>
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function normalize(field: FormField, value: AnswerValue): string | string[] | null {
  if (LIST_TYPES.has(field.type)) {
    const list = (Array.isArray(value) ? value : [String(value)]).map(String);
    return list.every((v) => field.options.includes(v)) ? list : null;
  }
  if (Array.isArray(value)) return null;
  const text = String(value).trim();
  if (CHOICE_TYPES.has(field.type) && !field.options.includes(text)) return null;
  if (field.type === 'number' && !Number.isFinite(Number(text))) return null;
  if (field.type === 'email' && !isEmailAddress(text)) return null;
  if (field.type === 'checkbox' || field.type === 'terms-and-conditions') {
    return value === true || text === 'yes' || text === 'on' || text === '1' ? 'yes' : 'no';
  }
  return text;
}

function checkCustom(field: FormField, value: AnswerValue | undefined, result: FormResult): void {
  const path = `custom_fields.${field.name}`;
  if (value === undefined || isEmpty(value)) {
    if (field.required) result.errors[path] = { required: `${field.label} is required` };
    return;
  }
  const clean = normalize(field, value);
  if (clean === null) {
    result.errors[path] = { valid: `${field.label} has an invalid value.` };
    return;
  }
  if (field.required && clean === 'no') {
    result.errors[path] = { required: `${field.label} is required` };
    return;
  }
  result.custom[field.name] = { label: field.label, value: clean };
}

export function checkBookingForm(fields: readonly FormField[], answers: FormAnswers): FormResult {
  const result: FormResult = { errors: {}, custom: {} };
  for (const field of fields) {
    if (!field.enabled) continue;
    const system = SYSTEM_ANSWERS[field.name];
    if (system) {
      const given = answers[system];
      if (field.required && (typeof given !== 'string' || given.trim() === '')) {
        const name = system === 'phone' ? 'phone_number' : system;
        result.errors[name] = { required: `${field.label} is required` };
      }
      continue;
    }
    if (field.system_defined) continue;
    checkCustom(field, answers.custom?.[field.name], result);
  }
  // An answer to a question the form does not ask would be dropped: refused instead.
  const asked = new Set(fields.filter((f) => f.enabled && !f.system_defined).map((f) => f.name));
  for (const [name, value] of Object.entries(answers.custom ?? {})) {
    if (asked.has(name) || isEmpty(value)) continue;
    result.errors[`custom_fields.${name}`] = { unknown: 'The booking form has no such field.' };
  }
  return result;
}

/** How many additional guests the form allows (FluentBooking's default is 10). */
export function guestLimit(fields: readonly FormField[]): number {
  const field = fields.find((f) => f.name === 'guests');
  return field?.limit ?? 10;
}

/**
 * The additional guests a booking may list. With the form's guests field off (the default) a
 * booking lists none: they would be mailed invitations by a stranger. With it on, at most its
 * limit, each once, never the booker.
 */
export function checkGuests(
  fields: readonly FormField[],
  emails: readonly string[],
  booker: string,
): { guests: string[]; error?: Record<string, string> } {
  const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()))].filter(
    (e) => e && e !== booker.trim().toLowerCase(),
  );
  if (unique.length === 0) return { guests: [] };
  const field = fields.find((f) => f.name === 'guests');
  if (!field?.enabled) {
    return { guests: [], error: { disabled: 'This event does not take additional guests.' } };
  }
  const limit = guestLimit(fields);
  if (unique.length > limit) {
    return {
      guests: [],
      error: { max: `At most ${limit} additional guest${limit === 1 ? '' : 's'} may be added.` },
    };
  }
  return { guests: unique };
}
