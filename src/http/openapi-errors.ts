/**
 * The errors each operation of `/openapi.json` lists: the ones it can really return, each with
 * an example, derived from what the route is (public or not, with path ids, a query, a body,
 * unsafe or not) instead of the same seven on every operation. Answers are unchanged; only the
 * document says more.
 */
import { Type, type TSchema } from '@sinclair/typebox';

interface RouteFacts {
  method: string | string[];
  url: string;
  public: boolean;
  schema: { params?: unknown; querystring?: unknown; body?: unknown; response?: unknown };
}

type Example = { status: number; code: string; message: string; description: string };

const example = (status: number, code: string, message: string, description: string) => ({
  status,
  code,
  message,
  description,
});

/** What the path names: `/api/v2/calendars/{id}/events/{event_id}` -> `event`. */
function resourceOf(url: string): string {
  const names: Record<string, string> = {
    schedules: 'booking',
    bookings: 'booking',
    calendars: 'calendar',
    events: 'event',
    contacts: 'contact',
    users: 'user',
    availability: 'schedule',
    'application-passwords': 'application_password',
  };
  const parts = url.split('/').filter((p) => p && !p.startsWith('{') && !p.startsWith(':'));
  const known = parts.filter((p) => names[p]);
  return names[known[known.length - 1] ?? ''] ?? 'resource';
}

/** The errors an operation can answer, most common first. */
export function errorsOf(route: RouteFacts): Example[] {
  const thing = resourceOf(route.url);
  const methods = [route.method].flat().map((m) => m.toUpperCase());
  const unsafe = methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m));
  const { params, querystring, body } = route.schema;
  return [
    ...(params || querystring ? [invalidParamError()] : []),
    ...(route.public ? [] : authErrors(unsafe)),
    ...(params ? [notFoundError(thing)] : []),
    ...(unsafe && params ? conflictErrors(thing, methods) : []),
    ...(body ? bodyErrors() : []),
    ...(route.url.endsWith('/settings/test-email') ? [mailNotSentError()] : []),
    rateLimitedError(),
  ];
}

const invalidParamError = () =>
  example(
    400,
    'rest_invalid_param',
    'Invalid parameter(s): id',
    'A path or query parameter is invalid.',
  );

function authErrors(unsafe: boolean): Example[] {
  return [
    example(
      401,
      'rest_forbidden',
      'Sorry, you are not allowed to do that. Authenticate with an application password.',
      'No credentials, or wrong ones (`incorrect_password`, `invalid_username`).',
    ),
    example(
      403,
      unsafe ? 'cross_site_request' : 'rest_forbidden',
      unsafe ? 'This request comes from another site.' : 'Sorry, you are not allowed to do that.',
      unsafe
        ? 'Not allowed for this user, or sent by another site (`cross_site_request`).'
        : 'Not allowed for this user.',
    ),
  ];
}

const notFoundError = (thing: string) =>
  example(
    404,
    `${thing}_not_found`,
    `No ${thing.replace('_', ' ')} with id 7 was found.`,
    'Nothing with that id, or nothing this user may see (the same answer).',
  );

/** What a change to an existing resource may conflict with. */
function conflictErrors(thing: string, methods: string[]): Example[] {
  if (thing === 'user' && methods.includes('DELETE')) {
    return [
      example(
        409,
        'user_in_use',
        'User 7 still has 2 calendars, 3 upcoming bookings. Pass reassign_to with the id of the user who takes them over, or delete them first.',
        'The user still hosts something (`data.holdings` counts it), or the user named by `reassign_to` has bookings at the same times (`reassign_conflict`).',
      ),
      example(
        422,
        'rest_validation_failed',
        'There is no user 12.',
        '`reassign_to` names no user, the user being deleted, or one who could not manage what they would take over (a viewer, or a host without `manage_own_calendar`).',
      ),
    ];
  }
  return [
    thing === 'booking'
      ? example(
          409,
          'invalid_transition',
          'A cancelled booking cannot be moved.',
          'The change conflicts with the booking as it is (`invalid_transition`, `slot_unavailable`).',
        )
      : example(
          409,
          `${thing}_exists`,
          `That ${thing.replace('_', ' ')} already exists.`,
          'The change conflicts with what is stored (a duplicate, or something still in use).',
        ),
  ];
}

const bodyErrors = (): Example[] => [
  example(
    415,
    'rest_json_sent_as_form',
    'This body is JSON but was sent as a form.',
    'The body is neither JSON nor a form.',
  ),
  example(
    422,
    'rest_validation_failed',
    'The email must be a valid email.',
    'Invalid fields; `data.errors` maps each field to its failed rules.',
  ),
];

const mailNotSentError = () =>
  example(
    502,
    'mail_not_sent',
    'The mail server smtp://mail.example.com:587 did not take the test e-mail: 535 5.7.8 Authentication failed',
    'The SMTP server could not be reached or refused the message; `data.server_response` is its reply.',
  );

const rateLimitedError = () =>
  example(
    429,
    'rest_rate_limited',
    'Too many requests. Try again in 30 seconds.',
    'Too many requests from this client (`Retry-After` says when to retry).',
  );

/** The route's response schemas, with the error entries it cannot answer dropped and the rest described. */
export function documentErrors(route: RouteFacts): Record<string, TSchema> | undefined {
  const response = route.schema.response as Record<string, TSchema> | undefined;
  if (!response) return undefined;
  const out: Record<string, TSchema> = {};
  for (const [status, schema] of Object.entries(response)) {
    if (Number(status) < 400) out[status] = schema;
  }
  for (const e of errorsOf(route)) {
    const body = { code: e.code, message: e.message, data: { status: e.status } };
    out[String(e.status)] = Type.Unsafe({
      $ref: 'Error',
      description: `${e.description} For example: \`${JSON.stringify(body)}\``,
    });
  }
  return out;
}
