import { Type, type Static } from '@sinclair/typebox';
import { EmailAddress, Timestamp } from '../../http/schemas.js';
import { InvitationFields } from '../users/index.js';

const Password = Type.String({ minLength: 1, maxLength: 200 });
const LinkToken = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

export const SignInBody = Type.Object({
  login: Type.String({ minLength: 1, maxLength: 191 }),
  password: Password,
});
export type SignInBody = Static<typeof SignInBody>;

export const SignedIn = Type.Object({
  signed_in: Type.Boolean(),
  user_id: Type.Integer(),
  login: Type.String(),
  expires_at: Timestamp,
});

export const Session = Type.Object({
  id: Type.Integer(),
  created_at: Timestamp,
  last_seen_at: Timestamp,
  expires_at: Timestamp,
  ip: Type.String(),
  user_agent: Type.String(),
  current: Type.Boolean({ description: 'The session of the browser asking' }),
});
export const SessionList = Type.Object({ sessions: Type.Array(Session) });

export const ChangePasswordBody = Type.Object({
  current_password: Type.Optional(Password),
  new_password: Password,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ResetRequestBody = Type.Object({
  login: Type.String({ minLength: 1, maxLength: 191, description: 'Login or e-mail address' }),
});

export const SetPasswordBody = Type.Object({ token: LinkToken, password: Password });

export const InvitationBody = Type.Object({
  user_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

export const EmailChangeBody = Type.Object({
  email: EmailAddress(191, { description: 'The new address; it applies once its link is opened' }),
  current_password: Type.Optional(Password),
});

export const ConfirmEmailBody = Type.Object({ token: LinkToken });

/** A change of e-mail address waiting for its link to be opened, or null. */
export const PendingEmailChange = Type.Union([
  Type.Object({
    email: Type.String({ description: 'The address the link was mailed to' }),
    expires_at: Timestamp,
  }),
  Type.Null(),
]);

export const AccountStatus = Type.Object({
  has_password: Type.Boolean(),
  signed_in_with: Type.Union([Type.Literal('session'), Type.Literal('application_password')]),
  email_change: PendingEmailChange,
});

export const Done = Type.Object({ done: Type.Boolean(), message: Type.String() });

export const Invited = Type.Object({ ...Done.properties, ...InvitationFields });
