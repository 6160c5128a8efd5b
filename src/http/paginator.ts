/**
 * FluentBooking's (Laravel's) paginator object, the list's `{ data, current_page, ... }` form, with
 * the flat envelope's numbers.
 */
import { Type } from '@sinclair/typebox';
import type { Envelope, Page } from './pagination.js';
import { EnvelopeFields } from './pagination.js';

const Url = Type.String();
const OptionalUrl = Type.Union([Type.String(), Type.Null()]);

export const paginatorFields = {
  ...EnvelopeFields,
  first_page_url: Url,
  last_page_url: Url,
  next_page_url: OptionalUrl,
  prev_page_url: OptionalUrl,
  path: Url,
};

/** `path` is the absolute list URL without a query (`<PUBLIC_URL>/api/v2/calendars`). */
export function paginator<T>(data: T[], page: Page, envelope: Envelope, path: string) {
  const at = (n: number) => `${path}?page=${n}`;
  return {
    data,
    ...envelope,
    first_page_url: at(1),
    last_page_url: at(envelope.last_page),
    next_page_url: page.page < envelope.last_page ? at(page.page + 1) : null,
    prev_page_url: page.page > 1 ? at(page.page - 1) : null,
    path,
  };
}
