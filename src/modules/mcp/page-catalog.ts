/**
 * What a booking page offers, as its MCP endpoint sees it. The pages themselves are read by the
 * public pages' service (`web/pages.service.ts`), which implements `PageCatalog`: the same
 * sharing rules decide what a guest's agent sees, so an event the page hides (a draft, one the
 * landing page does not select, a calendar not shared) is missing here too.
 */
import { AppError } from '../../errors.js';

/** A question of the booking form (the fields of the event's form this reads). */
export interface PageField {
  name: string;
  type: string;
  label: string;
  placeholder: string;
  help_text: string;
  required: boolean;
  system_defined: boolean;
  options: readonly string[];
  limit: number | null;
}

/** An event's booking page. */
export interface PageEvent {
  host: { slug: string; title: string };
  event: {
    slug: string;
    hash: string;
    title: string;
    descriptionHtml: string;
    /** Each duration with its price, null when free. */
    durations: readonly { minutes: number; price: string | null }[];
    defaultDuration: number;
    hostZone: string;
    lockedZone: string | null;
    seats: number | null;
  };
  locationOptions: readonly { type: string; label: string }[];
  fields: readonly PageField[];
}

/** The public pages: 404 (`not_found`) for what is missing or hidden, as the pages answer. */
export interface PageCatalog {
  landing(calendarSlug: string): Promise<{ host: PageEvent['host']; events: { slug: string }[] }>;
  eventPage(calendarSlug: string, eventSlug: string): Promise<PageEvent>;
}

/** The page an endpoint serves: a calendar's landing page, or one event's booking page. */
export interface OpenPage {
  calendar: string;
  title: string;
  /** Where people see it: `<PUBLIC_URL>/book/<calendar>[/<event>]`. */
  url: string;
  /** Its events' slugs, in the page's order. */
  events: string[];
  /** The event of an event's page, read already. */
  only?: PageEvent;
}

export async function openPage(
  catalog: PageCatalog,
  publicUrl: string,
  calendar: string,
  event?: string,
): Promise<OpenPage> {
  if (event === undefined) {
    const { host, events } = await catalog.landing(calendar);
    return {
      calendar,
      title: host.title,
      url: `${publicUrl}/book/${encodeURIComponent(host.slug)}`,
      events: events.map((e) => e.slug.toLowerCase()),
    };
  }
  const only = await catalog.eventPage(calendar, event);
  return {
    calendar,
    title: `${only.event.title} (${only.host.title})`,
    url: `${publicUrl}/book/${encodeURIComponent(only.host.slug)}/${encodeURIComponent(only.event.slug)}`,
    events: [only.event.slug.toLowerCase()],
    only,
  };
}

/**
 * The event a tool call is about: the one named (by slug), or the page's only event. An event
 * the page does not offer is not found, like its page.
 */
export async function pageEvent(
  catalog: PageCatalog,
  page: OpenPage,
  slug: string | undefined,
): Promise<PageEvent> {
  const wanted = slug?.toLowerCase() ?? (page.events.length === 1 ? page.events[0] : undefined);
  if (wanted === undefined) {
    const offered = page.events.length ? `one of: ${page.events.join(', ')}` : 'none is offered';
    throw new AppError('invalid_param', 'event_required', `Name the event (${offered}).`, {
      params: { event: `Name the event (${offered}).` },
    });
  }
  if (!page.events.includes(wanted)) {
    throw new AppError(
      'not_found',
      'event_not_found',
      `This page offers no event "${wanted}"; it offers: ${page.events.join(', ') || 'none'}.`,
    );
  }
  return page.only ?? catalog.eventPage(page.calendar, wanted);
}
