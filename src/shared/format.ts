/** `2026-11-21T11:49:22+00:00`, the API's form for created_at / updated_at. */
export function isoUtc(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 19)}+00:00`;
}

/** `2026-11-21 11:49:22` in UTC, FluentBooking's form for booking and order times. */
export function sqlUtc(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text safe inside HTML element content and quoted attribute values (pages and e-mail). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => HTML_ESCAPES[c] ?? c);
}
