/**
 * A connection's name tells it apart from the host's others (the dashboard names every control
 * after it). The host may choose one; otherwise it is the calendar's name on its server (the
 * CalDAV display names, a feed's `X-WR-CALNAME`), else the host name of its address.
 */
import { validationFailed } from '../../errors.js';

export const MAX_CONNECTION_NAME = 100;

/** At most 100 characters (code points, as the schema counts them), blanks folded. */
function fit(text: string): string {
  const folded = text.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return Array.from(folded).slice(0, MAX_CONNECTION_NAME).join('').trim();
}

/** The name a host chose, trimmed; a blank one is refused (422 naming `name`). */
export function chosenName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const trimmed = fit(name);
  if (!trimmed) throw validationFailed({ name: { required: 'The name must not be blank.' } });
  return trimmed;
}

/** CalDAV: the display names of the calendars found (a path is no name), else the host name. */
export function caldavDefaultName(calendars: readonly { name: string }[], server: URL): string {
  const names = calendars.map((c) => c.name.trim()).filter((n) => n && !n.startsWith('/'));
  return fit(names.join(', ')) || fit(server.hostname);
}

/** The text of an iCalendar value (RFC 5545 3.3.11): `\,` `\;` `\\` and `\n` unescaped. */
const unescapeText = (value: string) =>
  value.replace(/\\([\\,;nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? ' ' : c));

/** A feed: its calendar's name (`X-WR-CALNAME`), else the host name of its address. */
export function feedDefaultName(ics: string, url: URL): string {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const match = /^X-WR-CALNAME(?:;[^:\r\n]*)?:(.*)$/im.exec(unfolded);
  return fit(match ? unescapeText(match[1] ?? '') : '') || fit(url.hostname);
}
