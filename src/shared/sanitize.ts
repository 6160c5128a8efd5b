/** Cleaning what hosts type before it reaches public pages. */
import sanitizeHtml from 'sanitize-html';

/** The allow-list of tags and attributes for descriptions. */
const DESCRIPTION: sanitizeHtml.IOptions = {
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
const EMAIL: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'title', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION).trim();
}

export function sanitizeEmailBody(html: string): string {
  return sanitizeHtml(html, EMAIL);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Text without tags, whitespace collapsed (FluentBooking's sanitize_text_field). */
export function plainText(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  return stripped
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
