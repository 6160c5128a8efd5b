import { Type, type Static } from '@sinclair/typebox';
import { Id } from '../../../http/schemas.js';
import { stringEnum } from '../../../http/string-enum.js';

/** A calendar's sharing (landing page) settings. */
export const SharingSettings = Type.Object({
  enabled: stringEnum(['yes', 'no']),
  enabled_slots: Type.Array(Type.Integer()),
  show_type: stringEnum(['all', 'selected']),
  /** Sites that may frame the calendar's pages, besides the server's `EMBED_ORIGINS`. */
  embed_origins: Type.Array(Type.String()),
});

export const MAX_EMBED_ORIGINS = 20;

export const SharingAnswer = Type.Object({ settings: SharingSettings, share_url: Type.String() });

/** The host profile: `title` is required whenever `calendar_data` is sent. */
export const CalendarData = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 192 }),
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
  description: Type.Optional(Type.String({ maxLength: 20_000 })),
  calendar_avatar: Type.Optional(Type.String({ maxLength: 2048 })),
  featured_image: Type.Optional(Type.String({ maxLength: 2048 })),
  phone: Type.Optional(Type.String({ maxLength: 50 })),
});

export const LandingPageSettings = Type.Object({
  enabled: Type.Optional(SharingSettings.properties.enabled),
  /** FluentBooking's admin sends `only_selected` for `selected`. */
  show_type: Type.Optional(stringEnum(['all', 'selected', 'only_selected'])),
  enabled_slots: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  /** Origins like `https://www.example.com` (scheme, host, optional port; no path). */
  embed_origins: Type.Optional(
    Type.Array(Type.String({ maxLength: 300 }), { maxItems: MAX_EMBED_ORIGINS }),
  ),
});

export const SaveSharingBody = Type.Object({
  calendar_data: Type.Optional(CalendarData),
  landing_page_settings: Type.Optional(LandingPageSettings),
});
export type SaveSharingBody = Static<typeof SaveSharingBody>;
