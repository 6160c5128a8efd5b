/** A user's one-time invitation link, shown once to the administrator with a copy button. */
import { useRef, useState } from 'preact/hooks';
import type { Answer } from '../api/types';

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
  const [copied, setCopied] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const copy = () =>
    navigator.clipboard.writeText(invitation.invitation_url).then(
      () => setCopied('Copied.'),
      () => {
        field.current?.select();
        setCopied('Copying failed: the link is selected, copy it with your keyboard.');
      },
    );
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
      <div class="row">
        <button type="button" onClick={copy}>
          Copy link
        </button>
        {copied && <span>{copied}</span>}
      </div>
    </div>
  );
}
