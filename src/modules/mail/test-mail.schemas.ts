import { Type, type Static } from '@sinclair/typebox';
import { EmailAddress } from '../../http/schemas.js';

/** `POST /settings/test-email`. */
export const TestMailBody = Type.Object({
  to: Type.Optional(
    EmailAddress(191, {
      description: "Where to send it; the signed-in user's own address when absent.",
    }),
  ),
});
export type TestMailBody = Static<typeof TestMailBody>;

export const TestMailAnswer = Type.Object({
  message: Type.String(),
  to: Type.String(),
  transport: Type.String({
    description: '`smtp://host:port` (never its credentials), or `files` without `SMTP_URL`.',
    examples: ['smtp://mail.example.com:587'],
  }),
  message_id: Type.String(),
  server_response: Type.String({
    description: "The SMTP server's last reply, which took the message; empty for files.",
    examples: ['250 2.0.0 Ok: queued as 4F2A91C0E3'],
  }),
  accepted: Type.Array(Type.String()),
  rejected: Type.Array(Type.String()),
});
