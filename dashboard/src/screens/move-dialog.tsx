/**
 * Confirms a move before it is made: the old and the new time in the host's zone, a reason the
 * guest's e-mail carries, and whether the guest is told at all. A modal `<dialog>`: labelled,
 * focus inside while open and back on the chosen time after, Escape cancels.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatDateTime } from '../time';
import { useSession } from '../ui';

export interface MoveChoice {
  reason: string;
  notifyGuest: boolean;
}

export function MoveDialog({
  from,
  to,
  busy,
  confirm,
  cancel,
}: {
  from: string | Date;
  to: string | Date;
  busy: boolean;
  confirm: (choice: MoveChoice) => void;
  cancel: () => void;
}) {
  const { zone, formats } = useSession();
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [notifyGuest, setNotifyGuest] = useState(true);
  // The control that opened the dialog, focused again once it closes.
  const [opener] = useState(() => document.activeElement);
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => {
      dialog?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class="card"
      aria-labelledby="move-title"
      onCancel={(e) => {
        e.preventDefault();
        cancel();
      }}
    >
      <form
        class="grid"
        onSubmit={(e) => {
          e.preventDefault();
          confirm({ reason: reason.trim(), notifyGuest });
        }}
      >
        <h2 id="move-title">Move this booking?</h2>
        <dl class="facts">
          <dt>From</dt>
          <dd>{formatDateTime(from, formats)}</dd>
          <dt>To</dt>
          <dd>{formatDateTime(to, formats)}</dd>
        </dl>
        <p class="zone-note">Times are shown in {zone}.</p>
        <label>
          Reason (optional; the guest's e-mail shows it)
          <textarea
            maxLength={2000}
            value={reason}
            onInput={(e) => setReason(e.currentTarget.value)}
          />
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={notifyGuest}
            onChange={(e) => setNotifyGuest(e.currentTarget.checked)}
          />
          Notify the guest by e-mail
        </label>
        <div class="row">
          <button type="submit" class="primary" disabled={busy}>
            Move the booking
          </button>
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
