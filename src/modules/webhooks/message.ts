/**
 * A webhook message: its envelope (the `webhook-id`, the event type, when, and the calendar it
 * concerns, for routing) and the body that is signed and posted. An event row's payload stores
 * both so that delivering never parses the booking back: a one-line JSON header, a newline, then
 * the body exactly as posted (JSON never contains a raw newline, so the first one separates
 * them). Rows in the earlier format, one JSON envelope, are still read.
 *
 * A large value that many messages share (a booking's event type, the same in every booking of
 * it) is cut out of the stored body and kept once as a part (`webhook_parts`): the header lists
 * where each part goes back (`parts`: offset in the stored body, key), so the body posted is the
 * same text, byte for byte, as if it had been stored whole.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DAY_MS } from '../../domain/time.js';
import type { WebhookEvent } from './events.js';

export interface EventEnvelope {
  /** The `webhook-id` of every delivery of this event. */
  id: string;
  type: WebhookEvent | 'webhook.ping';
  timestamp: string;
  calendar_id: number | null;
  data: object;
  /** Who may read the booking: kept in the header, never posted. */
  access?: BookingAccess;
}

/**
 * What deciding who may read an event's booking needs besides the users and the calendar, as
 * it was when the booking changed: its event type and its hosts.
 */
export interface BookingAccess {
  event_id: number;
  host_ids: number[];
}

/** What routing and logging need of a message. */
export interface MessageHeader {
  id: string;
  type: string;
  calendar_id: number | null;
  /** Absent in events written before headers carried it. */
  access?: BookingAccess;
  /** Parts to splice back into the stored body: [offset, key], in order. */
  parts?: [number, string][];
}

export interface Message {
  header: MessageHeader;
  /** The body posted: `{"type", "timestamp", "data"}`. */
  body: string;
}

/** A shared value as stored: its JSON text under a key naming its content and day. */
export interface Part {
  key: string;
  text: string;
}

export function messageOf(envelope: EventEnvelope): Message {
  return {
    header: {
      id: envelope.id,
      type: envelope.type,
      calendar_id: envelope.calendar_id,
      ...(envelope.access ? { access: envelope.access } : {}),
    },
    body: JSON.stringify({
      type: envelope.type,
      timestamp: envelope.timestamp,
      data: envelope.data,
    }),
  };
}

export function encodeMessage(message: Message): string {
  return `${JSON.stringify(message.header)}\n${message.body}`;
}

/** Parts already made, by the (frozen, shared) value they were made from, and their day. */
const madeParts = new WeakMap<object, { day: number; part: Part }>();

/**
 * The part of a shared value for messages made at `now`. The value must not change once made
 * (the presenters share frozen records), so its text and hash are made once per value and day.
 * Its key names the content and the UTC day, so a part is only ever named by events of its day:
 * once every event of a day is gone, its parts can go too, with no reference to check.
 */
export function partOf(value: object, now: number): Part {
  const day = Math.floor(now / DAY_MS);
  const made = madeParts.get(value);
  if (made?.day === day) return made.part;
  const text = JSON.stringify(value);
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 32);
  const part = { key: `${hash}.${day}`, text };
  madeParts.set(value, { day, part });
  return part;
}

/** Stands for a part while the body is serialized; cannot be forged by data (random). */
const HOLE = `\u0000part-${randomBytes(16).toString('hex')}`;
const HOLE_JSON = JSON.stringify(HOLE);

/**
 * An event row's payload for `envelope`, with `data.booking[key]` (when it is an object) cut
 * out as a part. Returns the payload and the part to store with it.
 */
export function encodeWithPart(
  envelope: EventEnvelope & { data: { booking: object } },
  key: string,
  now: number,
): { payload: string; part?: Part } {
  const shared = (envelope.data.booking as Record<string, unknown>)[key];
  if (!shared || typeof shared !== 'object') return { payload: encodeMessage(messageOf(envelope)) };
  const part = partOf(shared, now);
  const booking = { ...envelope.data.booking, [key]: HOLE };
  const whole = messageOf({ ...envelope, data: { ...envelope.data, booking } });
  const at = whole.body.indexOf(HOLE_JSON);
  const body = whole.body.slice(0, at) + whole.body.slice(at + HOLE_JSON.length);
  const header: MessageHeader = { ...whole.header, parts: [[at, part.key]] };
  return { payload: encodeMessage({ header, body }), part };
}

const isIds = (value: unknown) => Array.isArray(value) && value.every(Number.isInteger);

function isHeader(value: unknown): value is MessageHeader {
  const v = value as Partial<MessageHeader> | null;
  if (typeof v?.id !== 'string' || typeof v.type !== 'string') return false;
  const access = v.access as Partial<BookingAccess> | undefined;
  if (access !== undefined && !(Number.isInteger(access.event_id) && isIds(access.host_ids))) {
    return false;
  }
  return (
    v.parts === undefined ||
    (Array.isArray(v.parts) &&
      v.parts.every((p) => Array.isArray(p) && Number.isInteger(p[0]) && typeof p[1] === 'string'))
  );
}

/** The keys of the parts a payload needs (none for a whole one, or an unreadable one). */
export function partKeysOf(payload: string): string[] {
  const newline = payload.indexOf('\n');
  if (newline < 0) return [];
  try {
    const header: unknown = JSON.parse(payload.slice(0, newline));
    return isHeader(header) ? (header.parts ?? []).map(([, key]) => key) : [];
  } catch {
    return [];
  }
}

/**
 * The message of an event row's payload, with its parts put back from `parts` (by key), or
 * undefined when it cannot be read or a part is missing.
 */
export function decodeMessage(
  payload: string,
  parts: ReadonlyMap<string, string> = new Map(),
): Message | undefined {
  try {
    const newline = payload.indexOf('\n');
    if (newline >= 0) {
      const header: unknown = JSON.parse(payload.slice(0, newline));
      if (!isHeader(header)) return undefined;
      const stored = payload.slice(newline + 1);
      const body = spliceParts(stored, header.parts ?? [], parts);
      if (body === undefined) return undefined;
      const { parts: _parts, ...rest } = header;
      return { header: rest, body };
    }
    const envelope = JSON.parse(payload) as EventEnvelope;
    return isHeader(envelope) ? messageOf(envelope) : undefined;
  } catch {
    return undefined;
  }
}

function spliceParts(
  stored: string,
  holes: readonly [number, string][],
  parts: ReadonlyMap<string, string>,
): string | undefined {
  let body = '';
  let from = 0;
  for (const [at, key] of holes) {
    const text = parts.get(key);
    if (text === undefined || at < from || at > stored.length) return undefined;
    body += stored.slice(from, at) + text;
    from = at;
  }
  return body + stored.slice(from);
}
