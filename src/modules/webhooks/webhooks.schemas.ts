import { Type, type Static } from '@sinclair/typebox';
import { EnvelopeFields, pageQuery } from '../../http/pagination.js';
import { Id, Timestamp } from '../../http/schemas.js';
import { stringEnum } from '../../http/string-enum.js';
import { WEBHOOK_EVENTS } from './events.js';

const EventName = stringEnum(WEBHOOK_EVENTS, { description: 'A booking event' });
const Events = Type.Array(EventName, {
  minItems: 1,
  maxItems: WEBHOOK_EVENTS.length,
  uniqueItems: true,
});
const Url = Type.String({
  minLength: 8,
  maxLength: 2000,
  description:
    'An absolute http(s) URL; loopback and private addresses need WEBHOOKS_ALLOW_PRIVATE',
});
const Description = Type.String({ maxLength: 500 });

export const WebhookParams = Type.Object({ id: Id });
export type WebhookParams = Static<typeof WebhookParams>;
export const AttemptParams = Type.Object({ id: Id, attempt_id: Id });
export type AttemptParams = Static<typeof AttemptParams>;

export const CreateWebhookBody = Type.Object({
  url: Url,
  events: Events,
  calendar_id: Type.Optional(
    Type.Union([Id, Type.Null()], {
      description:
        "The calendar whose bookings are announced; null (administrators only): every calendar's",
    }),
  ),
  description: Type.Optional(Description),
  active: Type.Optional(Type.Boolean()),
});
export type CreateWebhookBody = Static<typeof CreateWebhookBody>;

export const UpdateWebhookBody = Type.Object({
  url: Type.Optional(Url),
  events: Type.Optional(Events),
  description: Type.Optional(Description),
  active: Type.Optional(
    Type.Boolean({ description: 'true turns a disabled subscription on again' }),
  ),
});
export type UpdateWebhookBody = Static<typeof UpdateWebhookBody>;

export const RotateSecretBody = Type.Object({
  previous_valid_hours: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 168,
      default: 24,
      description: 'How long deliveries are also signed with the old secret',
    }),
  ),
});
export type RotateSecretBody = Static<typeof RotateSecretBody>;

export const WebhookListQuery = Type.Object({ ...pageQuery() });
export type WebhookListQuery = Static<typeof WebhookListQuery>;

export const Webhook = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    calendar_id: Type.Union([Type.Integer(), Type.Null()]),
    url: Type.String(),
    description: Type.String(),
    events: Type.Array(Type.String()),
    active: Type.Boolean(),
    disabled_reason: Type.Union([Type.String(), Type.Null()]),
    previous_secret_expires_at: Type.Union([Timestamp, Type.Null()]),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Webhook' },
);

export const WebhookAnswer = Type.Object({ webhook: Type.Ref('Webhook') });
export const WebhookWithSecret = Type.Object({
  webhook: Type.Ref('Webhook'),
  secret: Type.String({ description: 'whsec_ + base64 key; shown only here' }),
});
export const WebhookList = Type.Object({
  webhooks: Type.Array(Type.Ref('Webhook')),
  ...EnvelopeFields,
});

export const Attempt = Type.Object({
  id: Type.Integer(),
  webhook_id: Type.String({ description: 'The webhook-id header sent' }),
  event_type: Type.String(),
  attempt: Type.Integer(),
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  ok: Type.Boolean(),
  latency_ms: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  response_excerpt: Type.String(),
  redeliverable: Type.Boolean(),
  created_at: Timestamp,
});
export const AttemptList = Type.Object({ deliveries: Type.Array(Attempt), ...EnvelopeFields });
export const PingAnswer = Type.Object({ delivery: Attempt });
export const Redelivery = Type.Object({ message: Type.String(), webhook_id: Type.String() });
