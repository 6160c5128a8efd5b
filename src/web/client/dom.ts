/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/** Small helpers of the pages: elements, the public API client, keys. */
import type { Answer, ErrorBody } from './types.js';

export const API = '/api/v2/public';
export const NETWORK = 'The server could not be reached. Check your connection and try again.';
export const TAKEN = 'Sorry, that time was just taken. Please pick another time.';

// ---- small helpers ----

export const $ = (id: string): HTMLElement => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing`);
  return found;
};

export type Child = Node | string | null | false | undefined;

/** A new element with attributes and children (strings become text nodes). */
export function el(
  tag: string,
  attrs: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) node.setAttribute(name, '');
    else if (typeof value === 'string') node.setAttribute(name, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const zoneText = (zone: string) => zone.replace(/_/g, ' ');

export async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(API + path, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    return { ok: false, status: 0, code: 'network', message: NETWORK, errors: {} };
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  const error = (data ?? {}) as ErrorBody;
  return {
    ok: false,
    status: response.status,
    code: String(error.code ?? 'error'),
    message: String(error.message || 'Something went wrong. Please try again.'),
    errors: error.data?.errors ?? {},
  };
}

/** A random Idempotency-Key (getRandomValues also works outside secure contexts). */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
