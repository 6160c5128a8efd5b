/** A user's one-time invitation link, shown once to the administrator with a copy button. */
import { useRef } from 'preact/hooks';
import type { Answer } from '../api/types';
import { CopyButton } from '../ui';

export type Invitation = Pick<
  Answer<'/api/v2/accounts/invitations', 'post'>,
  'invitation_url' | 'invitation_mailed'
>;

/** The one invitation link on screen, next to the form or the row that made it. */
export interface Shown {
  userId: number;
  login: string;
  email: string;
  invitation: Invitation;
  where: 'new' | 'row';
}

export function InvitationLink({
  login,
  email,
  invitation,
}: {
  login: string;
  email: string;
  invitation: Invitation;
}) {
  const field = useRef<HTMLInputElement>(null);
  return (
    <div class="secret" role="status">
      <p>
        <strong>Invitation link for {login}</strong> (shown only now; it works once, for 72 hours,
        and a newer link ends it).{' '}
        {invitation.invitation_mailed
          ? `An e-mail with this link was also queued for ${email}.`
          : 'No e-mail server is configured: send this link yourself.'}
      </p>
      <label>
        Invitation link of {login}
        <input
          ref={field}
          readOnly
          value={invitation.invitation_url}
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <CopyButton
        text={invitation.invitation_url}
        label="Copy link"
        failed="Copying failed: the link is selected, copy it with your keyboard."
        onFail={() => field.current?.select()}
      />
    </div>
  );
}
