/** Cleaning what hosts type before it reaches public pages. */
import { createRequire } from 'node:module';
import type sanitize from 'sanitize-html';

const require = createRequire(import.meta.url);
let loaded: typeof sanitize | undefined;

/**
 * sanitize-html (several megabytes of a process's memory with its HTML parser), loaded at first
 * use: most requests never clean HTML. `require`, not `import()`, as its callers are synchronous.
 */
function sanitizeHtml(): typeof sanitize {
  return (loaded ??= require('sanitize-html') as typeof sanitize);
}

/** The allow-list of tags and attributes for descriptions. */
const DESCRIPTION: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
};

/** Templates of e-mails may also carry formatting and images, never scripts or handlers. */
function emailOptions(): sanitize.IOptions {
  return {
    allowedTags: [...sanitizeHtml().defaults.allowedTags, 'img'],
    allowedAttributes: { a: ['href', 'title', 'target'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
  };
}
let email: sanitize.IOptions | undefined;

export function sanitizeDescription(html: string): string {
  return sanitizeHtml()(html, DESCRIPTION).trim();
}

export function sanitizeEmailBody(html: string): string {
  return sanitizeHtml()(html, (email ??= emailOptions()));
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text of HTML: every tag dropped, entities left as they are. */
export function stripTags(html: string): string {
  return sanitizeHtml()(html, { allowedTags: [], allowedAttributes: {} });
}

/** Text without tags, whitespace collapsed (FluentBooking's sanitize_text_field). */
export function plainText(text: string): string {
  return stripTags(text)
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

/** An absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  if (value.length > 2048) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
