/**
 * The one rule for an e-mail address the project stores or sends to: a single addr-spec
 * (`local@domain.tld`) as nodemailer's address parser reads it, with nothing around it. No
 * display name, no `<>`, `,`, `;`, quotes, comments, whitespace or control characters (any of
 * which could smuggle a second recipient into a header), at most 254 characters, one `@`, and a
 * domain of dot-separated labels with at least one dot.
 */
import addressparser from 'nodemailer/lib/addressparser';

export const MAX_EMAIL_LENGTH = 254;

/** Characters that never belong in a plain address (separators, quoting, comments, controls). */
const FORBIDDEN = /[\s<>,;:"()[\]\\\p{Cc}\p{Cf}]/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

export function isEmailAddress(text: string): boolean {
  if (text.length < 3 || text.length > MAX_EMAIL_LENGTH || FORBIDDEN.test(text)) return false;
  const parsed = addressparser(text, { flatten: true });
  if (parsed.length !== 1 || parsed[0]?.name !== '' || parsed[0].address !== text) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@') || at > 64) return false;
  const local = text.slice(0, at);
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = text.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

/**
 * The address of a header value naming exactly one mailbox (`a@b.example` or
 * `"Name" <a@b.example>`), else null: a value the parser reads as several recipients, a group,
 * or an address the rule above refuses.
 */
export function singleMailbox(field: string): string | null {
  if (/[\r\n]/.test(field)) return null;
  const parsed = addressparser(field);
  if (parsed.length !== 1) return null;
  const address = parsed[0]?.address;
  return address !== undefined && isEmailAddress(address) ? address : null;
}
