/**
 * HTML built with a tagged template that escapes every interpolated value, so user-provided text
 * can only ever become text. Markup that is already safe (other templates, the sanitized host
 * description) is passed as `Html`; nothing else is trusted.
 */
import { escapeHtml } from '../shared/format.js';

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type Part = Html | string | number | boolean | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === null || part === undefined || part === false) return '';
  return escapeHtml(String(part));
}

/** `html\`<p>${text}</p>\``: interpolations are escaped unless they are `Html`. */
export function html(strings: TemplateStringsArray, ...values: readonly Part[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** Markup known to be safe (sanitized by an allow-list, or produced by this module). */
export function trusted(markup: string): Html {
  return new Html(markup);
}

/** A path segment, percent-encoded (slugs are already URL-safe; this keeps it so). */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
