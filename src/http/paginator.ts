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
  links: Type.Array(
    Type.Object({ url: OptionalUrl, label: Type.String(), active: Type.Boolean() }),
    { description: 'Previous, the pages around the current one (gaps as "..."), next.' },
  ),
};

/** Laravel's page links: previous, pages near the current one and at the ends, next. */
function pageLinks(current: number, last: number, at: (n: number) => string) {
  const near = [1, 2, last - 1, last, ...[-3, -2, -1, 0, 1, 2, 3].map((d) => current + d)];
  const shown = [...new Set(near)].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const pages: { url: string | null; label: string; active: boolean }[] = [];
  shown.forEach((n, i) => {
    if (i > 0 && n - shown[i - 1]! > 1) pages.push({ url: null, label: '...', active: false });
    pages.push({ url: at(n), label: String(n), active: n === current });
  });
  return [
    { url: current > 1 ? at(current - 1) : null, label: 'pagination.previous', active: false },
    ...pages,
    { url: current < last ? at(current + 1) : null, label: 'pagination.next', active: false },
  ];
}

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
    links: pageLinks(page.page, envelope.last_page, at),
  };
}
