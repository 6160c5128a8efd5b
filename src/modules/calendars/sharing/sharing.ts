/** A calendar's landing page settings and host profile (stored as calendar meta), and its URLs. */
import type { MetaRow } from '../../../db/types.js';
import { parseJson } from '../../../shared/json.js';
import { originsOf } from '../../../shared/origin.js';

export const SHARING_KEY = 'sharing_settings';
export const PROFILE_KEY = 'profile';

export interface SharingSettings {
  enabled: 'yes' | 'no';
  /** Event ids shown when `show_type` is `selected`. */
  enabled_slots: number[];
  show_type: 'all' | 'selected';
  /** Sites (origins) that may frame this calendar's pages, besides `EMBED_ORIGINS`. */
  embed_origins: string[];
}

export interface HostProfile {
  avatar: string;
  featured_image: string;
  phone: string;
}

export const DEFAULT_SHARING: Readonly<SharingSettings> = {
  enabled: 'yes',
  enabled_slots: [],
  show_type: 'all',
  embed_origins: [],
};
export const EMPTY_PROFILE: Readonly<HostProfile> = { avatar: '', featured_image: '', phone: '' };

/** The stored settings over the defaults; only well-formed origins are read back. */
export function readSharing(value: string | undefined): SharingSettings {
  const stored = parseJson<Partial<SharingSettings> | null>(value, {}) ?? {};
  return { ...DEFAULT_SHARING, ...stored, embed_origins: originsOf(stored.embed_origins) };
}

export function readProfile(value: string | undefined): HostProfile {
  return { ...EMPTY_PROFILE, ...parseJson<Partial<HostProfile>>(value, {}) };
}

/** Sharing settings and profile of each calendar in `rows` (calendar meta rows). */
export function calendarMetaById(rows: readonly MetaRow[]) {
  const byId = new Map<number, { sharing: SharingSettings; profile: HostProfile }>();
  const entry = (id: number) => {
    let found = byId.get(id);
    if (!found) {
      found = { sharing: readSharing(undefined), profile: readProfile(undefined) };
      byId.set(id, found);
    }
    return found;
  };
  for (const row of rows) {
    if (row.key === SHARING_KEY) entry(row.object_id).sharing = readSharing(row.value);
    if (row.key === PROFILE_KEY) entry(row.object_id).profile = readProfile(row.value);
  }
  return {
    get: (id: number) => byId.get(id) ?? entry(id),
  };
}

/** The landing page: `<PUBLIC_URL>/book/<calendar slug>`. */
export function shareUrl(publicUrl: string, calendarSlug: string): string {
  return `${publicUrl}/book/${encodeURIComponent(calendarSlug)}`;
}

/** The calendar's public URL in listings: the landing page when sharing is on, else "". */
export function calendarPublicUrl(
  publicUrl: string,
  slug: string,
  sharing: SharingSettings,
): string {
  return sharing.enabled === 'yes' ? shareUrl(publicUrl, slug) : '';
}

export function isEventShared(sharing: SharingSettings, eventId: number): boolean {
  if (sharing.enabled !== 'yes') return false;
  return sharing.show_type === 'all' || sharing.enabled_slots.includes(eventId);
}

/** The event's booking page, or "" when the landing page does not show it. */
export function eventPublicUrl(
  publicUrl: string,
  calendarSlug: string,
  sharing: SharingSettings,
  event: { id: number; slug: string },
): string {
  return isEventShared(sharing, event.id)
    ? `${shareUrl(publicUrl, calendarSlug)}/${encodeURIComponent(event.slug)}`
    : '';
}

/** The settings without deleted events, or null when none of them was selected. */
export function withoutEvents(
  sharing: SharingSettings,
  eventIds: readonly number[],
): SharingSettings | null {
  const kept = sharing.enabled_slots.filter((id) => !eventIds.includes(id));
  return kept.length === sharing.enabled_slots.length ? null : { ...sharing, enabled_slots: kept };
}
