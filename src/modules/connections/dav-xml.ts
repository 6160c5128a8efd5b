/** Reading WebDAV multistatus answers (RFC 4918) whatever namespace prefixes a server uses. */
import { createRequire } from 'node:module';
import type * as FastXmlParser from 'fast-xml-parser';
import type { XMLParser } from 'fast-xml-parser';

const require = createRequire(import.meta.url);
let parser: XMLParser | undefined;

/**
 * The parser, with fast-xml-parser loaded at the first CalDAV answer read: most processes never
 * talk to a CalDAV server. `require`, not `import()`, as reading an answer is synchronous.
 */
function xmlParser(): XMLParser {
  if (parser) return parser;
  const { XMLParser: Parser } = require('fast-xml-parser') as typeof FastXmlParser;
  parser = new Parser({
    removeNSPrefix: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => ['response', 'propstat', 'href', 'comp'].includes(name),
  });
  return parser;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Props = Record<string, any>;

export interface DavResponse {
  href: string;
  /** The response's own status (sync-collection reports removed members with 404 here). */
  status: number | null;
  /** Properties found (status 2xx). */
  props: Props;
}

function statusCode(text: unknown): number | null {
  const match = typeof text === 'string' ? /\s(\d{3})(?:\s|$)/.exec(text) : null;
  return match ? Number(match[1]) : null;
}

export function parseMultistatus(xml: string): { responses: DavResponse[]; syncToken?: string } {
  const doc = xmlParser().parse(xml) as Props;
  const root = doc.multistatus as Props | undefined;
  if (!root || typeof root !== 'object') throw new Error('The server did not answer WebDAV XML.');
  const responses: DavResponse[] = [];
  for (const r of (root.response ?? []) as Props[]) {
    const href = text((r.href as unknown[] | undefined)?.[0]);
    if (!href) continue;
    const props: Props = {};
    for (const ps of (r.propstat ?? []) as Props[]) {
      const code = statusCode(ps.status);
      if (code !== null && code >= 200 && code < 300 && ps.prop && typeof ps.prop === 'object') {
        Object.assign(props, ps.prop);
      }
    }
    responses.push({ href, status: statusCode(r.status), props });
  }
  const token = text(root['sync-token']);
  return token ? { responses, syncToken: token } : { responses };
}

/** The text of a parsed element (`<a>x</a>` or one with attributes). */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return String(value['#text']);
  return '';
}

/** The first href inside a property such as current-user-principal. */
export function hrefIn(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const hrefs = (value as Props).href as unknown[] | undefined;
  const first = hrefs?.[0];
  return first === undefined ? null : text(first) || null;
}

/** Escapes text for an XML element. */
export function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
