/** The HTML frame of every e-mail and the plain-text part derived from a template body. */
import { sanitizeEmailBody, stripTags } from '../../shared/sanitize.js';
import { escapeHtml } from '../../shared/format.js';

/** A complete HTML document around an already sanitized body. */
export function wrapHtml(title: string, bodyHtml: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;line-height:1.5">',
    bodyHtml,
    '</div>',
    '<p style="max-width:600px;margin:16px auto 0;font-size:12px;color:#6b7280;text-align:center">Sent by Slotbook</p>',
    '</body></html>',
  ].join('\n');
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * Plain text from a sanitized template body, placeholders kept: links become `text (url)`,
 * paragraphs and line breaks become new lines, list items get a dash.
 */
export function htmlToText(html: string): string {
  const marked = html
    .replace(
      /<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
      (_m, href: string, inner: string) =>
        inner.trim() && inner.trim() !== href ? `${inner} (${href})` : href,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|tr|table)>/gi, '\n\n');
  const stripped = stripTags(marked);
  return stripped
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A template body ready to fill: sanitized HTML and its plain text, placeholders kept. */
export interface PreparedBody {
  html: string;
  text: string;
}

/** About 8 MB of UTF-16 at most: the defaults and every event's own bodies, many times over. */
const MAX_PREPARED_CHARS = 4_000_000;
const prepared = new Map<string, PreparedBody>();
let preparedChars = 0;

/**
 * Sanitizing and converting a body costs tens of microseconds, so it is done once per distinct
 * body (templates change rarely, bookings often) and reused; the result depends on the text only.
 */
export function prepareBody(body: string): PreparedBody {
  let entry = prepared.get(body);
  if (!entry) {
    const html = sanitizeEmailBody(body);
    entry = { html, text: htmlToText(html) };
    const chars = body.length + html.length + entry.text.length;
    if (preparedChars + chars > MAX_PREPARED_CHARS) {
      prepared.clear();
      preparedChars = 0;
    }
    prepared.set(body, entry);
    preparedChars += chars;
  }
  return entry;
}
