import { Type, type Static } from '@sinclair/typebox';
import { Id, Timestamp } from '../../http/schemas.js';

const Url = Type.String({
  minLength: 8,
  maxLength: 2000,
  description:
    'An absolute http(s) URL; loopback and private addresses need CONNECTIONS_ALLOW_PRIVATE',
});
const Name = Type.String({
  minLength: 1,
  maxLength: 100,
  description:
    "What the host calls it (trimmed; not blank). By default the calendar's name on its server, else the address's host name",
});

export const ConnectionParams = Type.Object({ id: Id });
export type ConnectionParams = Static<typeof ConnectionParams>;
export const CalendarParams = Type.Object({ id: Id, calendar_id: Id });
export type CalendarParams = Static<typeof CalendarParams>;

export const CreateConnectionBody = Type.Union([
  Type.Object({
    kind: Type.Literal('caldav'),
    name: Type.Optional(Name),
    server_url: Url,
    username: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.String({
      minLength: 1,
      maxLength: 500,
      description: 'An app password; sealed at rest, never answered',
    }),
  }),
  Type.Object({
    kind: Type.Literal('ics'),
    name: Type.Optional(Name),
    url: Type.String({
      minLength: 8,
      maxLength: 2000,
      description: "The feed's (often secret) address; sealed at rest, only its origin is answered",
    }),
  }),
]);
export type CreateConnectionBody = Static<typeof CreateConnectionBody>;

export const UpdateConnectionBody = Type.Object({
  name: Type.Optional(Name),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  password: Type.Optional(
    Type.String({ minLength: 1, maxLength: 500, description: 'A new app password (CalDAV)' }),
  ),
});
export type UpdateConnectionBody = Static<typeof UpdateConnectionBody>;

export const UpdateCalendarBody = Type.Object({
  blocks: Type.Optional(Type.Boolean({ description: "Whether its events block the host's slots" })),
  receives_bookings: Type.Optional(
    Type.Boolean({
      description:
        "CalDAV, Google or Microsoft: new bookings are written to it (one of the host's calendars at most)",
    }),
  ),
});
export type UpdateCalendarBody = Static<typeof UpdateCalendarBody>;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const Connection = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String({ description: 'caldav, ics, google, microsoft or zoom' }),
    name: Type.String(),
    server: Type.String({
      description:
        "The CalDAV server URL, the feed's origin, or Google's, Microsoft Graph's or Zoom's API address",
    }),
    username: Type.String({
      description: 'The CalDAV user name, or the Google, Microsoft or Zoom account',
    }),
    needs_reconnect: Type.Boolean({
      description:
        'Google, Microsoft or Zoom refused the grant (revoked or expired): not used until the account is connected again',
    }),
    calendars: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        blocks: Type.Boolean(),
        receives_bookings: Type.Boolean(),
        busy_intervals: Type.Integer(),
      }),
    ),
    sync: Type.Object({
      last_attempt_at: Nullable(Timestamp),
      last_success_at: Nullable(Timestamp),
      age_seconds: Type.Union([Type.Integer(), Type.Null()]),
      stale: Type.Boolean({
        description: 'No successful sync for three sync periods; its busy time still blocks',
      }),
      last_error: Nullable(Type.String()),
      failing_since: Type.Union([Timestamp, Type.Null()], {
        description:
          'Since when syncs have failed with no success between (null when the last one succeeded); after an hour the host is mailed once',
      }),
      last_fetched: Type.Integer({ description: 'Calendar objects downloaded by the last sync' }),
      next_sync_at: Timestamp,
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Connection' },
);

export const ConnectionAnswer = Type.Object({ connection: Type.Ref('Connection') });
export const ConnectionList = Type.Object({ connections: Type.Array(Type.Ref('Connection')) });
export const SyncAnswer = Type.Object({
  connection: Type.Ref('Connection'),
  result: Type.Object({
    ok: Type.Boolean(),
    fetched: Type.Integer(),
    error: Type.Union([Type.String(), Type.Null()]),
  }),
});

export const FeedStatus = Type.Object({
  feed: Type.Object({
    active: Type.Boolean(),
    created_at: Type.Union([Timestamp, Type.Null()]),
  }),
});
export const FeedCreated = Type.Object({
  feed: FeedStatus.properties.feed,
  url: Type.String({ description: 'The secret address; shown only here' }),
});
export const FeedParams = Type.Object({
  file: Type.String({ pattern: '^[A-Za-z0-9_-]{43}\\.ics$', description: '<token>.ics' }),
});
export type FeedParams = Static<typeof FeedParams>;

export const GoogleStatus = Type.Object({
  google: Type.Object({
    configured: Type.Boolean({ description: 'Whether this server offers Google Calendar' }),
    redirect_url: Type.Union([Type.String(), Type.Null()], {
      description: 'The redirect URL to register with Google (shown to administrators only)',
    }),
  }),
});
export const GoogleCallbackQuery = Type.Object({
  state: Type.Optional(Type.String({ maxLength: 200 })),
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  error: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_.-]*$' })),
  scope: Type.Optional(Type.String({ maxLength: 2000 })),
  authuser: Type.Optional(Type.String({ maxLength: 20 })),
  prompt: Type.Optional(Type.String({ maxLength: 100 })),
  hd: Type.Optional(Type.String({ maxLength: 200 })),
  iss: Type.Optional(Type.String({ maxLength: 200 })),
});
export type GoogleCallbackQuery = Static<typeof GoogleCallbackQuery>;

export const MicrosoftStatus = Type.Object({
  microsoft: Type.Object({
    configured: Type.Boolean({
      description: 'Whether this server offers Microsoft 365 / Outlook.com calendars',
    }),
    redirect_url: Type.Union([Type.String(), Type.Null()], {
      description:
        'The redirect URL to register with Microsoft Entra (shown to administrators only)',
    }),
  }),
});
export const MicrosoftCallbackQuery = Type.Object({
  state: Type.Optional(Type.String({ maxLength: 200 })),
  code: Type.Optional(Type.String({ maxLength: 4000 })),
  error: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_.-]*$' })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
  error_subcode: Type.Optional(Type.String({ maxLength: 100 })),
  error_uri: Type.Optional(Type.String({ maxLength: 2000 })),
  session_state: Type.Optional(Type.String({ maxLength: 200 })),
  client_info: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const ZoomStatus = Type.Object({
  zoom: Type.Object({
    configured: Type.Boolean({ description: 'Whether this server offers Zoom meetings' }),
    redirect_url: Type.Union([Type.String(), Type.Null()], {
      description: 'The redirect URL to register with Zoom (shown to administrators only)',
    }),
  }),
});
export const ZoomCallbackQuery = Type.Object({
  state: Type.Optional(Type.String({ maxLength: 200 })),
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  error: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_.-]*$' })),
});
