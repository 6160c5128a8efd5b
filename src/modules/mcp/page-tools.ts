/**
 * The tools of a booking page's public endpoint, for a guest's agent: the page's events, their
 * free slots, and booking one as a guest. Slots and bookings go through the public booking
 * routes' own services (`forPublicEvent`, `publicCreate`), so the range limits, the booking
 * form's required fields and questions, the slot check and the idempotent answer are theirs.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { GUEST_INPUT } from '../../domain/booking-location.js';
import { AppError } from '../../errors.js';
import { PublicBookingBody, SlotQuery } from '../bookings/index.js';
import { pageEvent, type OpenPage, type PageCatalog, type PageEvent } from './page-catalog.js';
import type { ToolSpec } from './tool-kit.js';
import { IdempotencyKey, type McpDeps } from './tools.js';

export interface PageToolDeps extends Pick<McpDeps, 'slots' | 'creation'> {
  catalog: PageCatalog;
}

export interface PageContext {
  page: OpenPage;
  /** The endpoint's own URL, recorded as the booking's source. */
  endpoint: string;
  ip: string;
  userAgent: string | undefined;
}

export type PageTool = ToolSpec<TSchema, PageContext>;
const definePageTool = <I extends TSchema>(tool: ToolSpec<I, PageContext>): PageTool => tool;

const EventSlug = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 200,
    description: "The event's slug (from list_events); may be left out when the page has one",
  }),
);

/** Where each question of the booking form is answered in `book`'s input. */
const SYSTEM_ARGUMENTS: Readonly<Record<string, string>> = {
  name: 'name',
  email: 'email',
  message: 'message',
  phone: 'phone_number',
  guests: 'guests',
};
/** Custom fields the page's form does not show. */
const NOT_ASKED = new Set(['hidden', 'multi-guests']);

function questionsOf(fields: PageEvent['fields']) {
  return fields.flatMap((field) => {
    const argument = field.system_defined
      ? SYSTEM_ARGUMENTS[field.name]
      : !NOT_ASKED.has(field.type) && `custom_fields.${field.name}`;
    if (!argument) return [];
    return [
      {
        argument,
        label: field.label,
        type: field.type,
        required: field.required,
        ...(field.help_text ? { help_text: field.help_text } : {}),
        ...(field.options.length > 0 ? { options: field.options } : {}),
        ...(field.name === 'guests' ? { max_guests: field.limit ?? 10 } : {}),
      },
    ];
  });
}

function locationsOf(options: PageEvent['locationOptions']) {
  return options.map((option) => {
    const input = GUEST_INPUT[option.type];
    return {
      location_type: option.type,
      label: option.label,
      ...(input ? { location_description: `required: the guest's ${input}` } : {}),
    };
  });
}

const isPaid = ({ event }: PageEvent) => event.durations.some((d) => d.price !== null);

function describeEvent(found: PageEvent) {
  const { event } = found;
  return {
    event: event.slug,
    title: event.title,
    description_html: event.descriptionHtml,
    durations: event.durations,
    default_duration: event.defaultDuration,
    host_timezone: event.hostZone,
    locked_timezone: event.lockedZone,
    seats: event.seats,
    locations: locationsOf(found.locationOptions),
    questions: questionsOf(found.fields),
    bookable_here: !isPaid(found),
  };
}

const listEvents = ({ catalog }: PageToolDeps) =>
  definePageTool({
    name: 'list_events',
    description:
      "This booking page's events: durations and prices, locations, and the questions its booking form asks (each with the book argument that answers it)",
    input: Type.Object({}, { additionalProperties: false }),
    async run(_args, { page }) {
      const events = await Promise.all(page.events.map((slug) => pageEvent(catalog, page, slug)));
      return { page: { title: page.title, url: page.url }, events: events.map(describeEvent) };
    },
  });

const findSlots = ({ catalog, slots }: PageToolDeps) =>
  definePageTool({
    name: 'find_slots',
    description:
      "Free slots of an event of this page, in the guest's time zone (a month from start_date by default, at most 62 days)",
    input: Type.Composite([Type.Object({ event: EventSlug }), SlotQuery], {
      additionalProperties: false,
    }),
    async run({ event, ...query }, { page }) {
      const found = await pageEvent(catalog, page, event);
      return slots.forPublicEvent(found.event.hash, query);
    },
  });

const BookInput = Type.Composite(
  [
    Type.Object({ event: EventSlug, idempotency_key: IdempotencyKey }),
    Type.Omit(PublicBookingBody, [
      'payment_method',
      'source_url',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
    ]),
  ],
  { additionalProperties: false },
);

/** A booking that must be paid is made on the page, where the guest pays. */
function refusePayment(found: PageEvent, duration: number | undefined, page: OpenPage): void {
  const minutes = duration ?? found.event.defaultDuration;
  const price = found.event.durations.find((d) => d.minutes === minutes)?.price;
  if (!price) return;
  throw new AppError(
    'validation',
    'payment_required',
    `${found.event.title} (${minutes} min) costs ${price}, paid by the guest when booking, which an agent cannot do: the guest books it on ${page.url}.`,
  );
}

const book = ({ catalog, creation }: PageToolDeps) =>
  definePageTool({
    name: 'book',
    description:
      "Book an event of this page for the guest at a free start (start_utc, or event_time in timezone), answering the booking form's questions; a retry with the same idempotency_key books once and returns the first answer",
    input: BookInput,
    async run({ event, idempotency_key, ...body }, { page, endpoint, ip, userAgent }) {
      const found = await pageEvent(catalog, page, event);
      refusePayment(found, body.duration, page);
      const client = { ip, userAgent, idempotencyKey: idempotency_key };
      const answer = await creation.publicCreate(
        found.event.hash,
        { ...body, source_url: endpoint },
        client,
      );
      return { ...answer.body, replayed: answer.replayed };
    },
  });

export function pageTools(deps: PageToolDeps): PageTool[] {
  return [listEvents(deps), findSlots(deps), book(deps)];
}

/** What each tool costs against the public routes' per-client limits. */
export const TOOL_LIMITS: Readonly<Record<string, 'slots' | 'write'>> = {
  find_slots: 'slots',
  book: 'write',
};
