import { Type } from '@sinclair/typebox';

export const MAX_PER_PAGE = 100;

export function pageQuery(defaultPerPage = 15) {
  return {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    per_page: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: defaultPerPage }),
    ),
  };
}

/** The six fields of the flat envelope, next to the list key. */
export const EnvelopeFields = {
  total: Type.Integer(),
  per_page: Type.Integer(),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  from: Type.Union([Type.Integer(), Type.Null()]),
  to: Type.Union([Type.Integer(), Type.Null()]),
};

export interface Envelope {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
}

export interface Page {
  page: number;
  perPage: number;
  offset: number;
  limit: number;
}

export function toPage(query: { page?: number; per_page?: number }, defaultPerPage = 15): Page {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? defaultPerPage;
  return { page, perPage, offset: (page - 1) * perPage, limit: perPage };
}

export function envelope(page: Page, total: number, itemsOnPage: number): Envelope {
  return {
    total,
    per_page: page.perPage,
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.perPage)),
    from: itemsOnPage > 0 ? page.offset + 1 : null,
    to: itemsOnPage > 0 ? page.offset + itemsOnPage : null,
  };
}
