/**
 * The slug of a calendar's booking page or of an event type: the part of its public address the
 * host chooses. While the host types, the address it gives is shown and its availability is
 * checked (`POST /calendars/check-slug`, a moment after the last key); saving sends it, and a
 * refusal is shown next to the field. The old address keeps working: it redirects to the new one.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, must } from '../api/client';
import { useAction, useSession } from '../ui';

/** How long typing must pause before the slug is checked. */
const CHECK_DELAY_MS = 400;

type Check = { state: 'idle' | 'checking' | 'free' | 'taken'; message: string };

/** Asks the server whether `slug` can be used, once typing pauses; stale answers are dropped. */
function useSlugCheck(slug: string, current: string, body: (slug: string) => CheckBody): Check {
  const [check, setCheck] = useState<Check>({ state: 'idle', message: '' });
  useEffect(() => {
    const wanted = slug.trim();
    if (wanted === current || wanted === '') {
      setCheck({ state: 'idle', message: '' });
      return;
    }
    let live = true;
    setCheck({ state: 'checking', message: 'Checking…' });
    const timer = setTimeout(() => {
      must(api.POST('/api/v2/calendars/check-slug', { body: body(wanted) })).then(
        () => live && setCheck({ state: 'free', message: `${wanted} is available.` }),
        (error: Error) => live && setCheck({ state: 'taken', message: error.message }),
      );
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [slug, current]);
  return check;
}

type CheckBody = { slug: string; type: 'calendar' | 'event'; calendar_id: number };

export function SlugForm({
  kind,
  calendarId,
  current,
  base,
  save,
  saved,
}: {
  /** A calendar's booking page, or one of its event types. */
  kind: 'calendar' | 'event';
  calendarId: number;
  current: string;
  /** The public address up to the slug, ending with "/". */
  base: string;
  save: (slug: string) => Promise<unknown>;
  saved: () => void;
}) {
  const { canWrite } = useSession();
  const [slug, setSlug] = useState(current);
  /** The slug the last save sent: its refusal is shown while the field still holds it. */
  const [sent, setSent] = useState('');
  const action = useAction();
  const check = useSlugCheck(slug, current, (s) => ({
    slug: s,
    type: kind,
    calendar_id: calendarId,
  }));
  const id = `slug-${kind}-${calendarId}`;
  const wanted = slug.trim();
  const problem =
    (action.error && sent === wanted ? action.error : '') ||
    (check.state === 'taken' ? check.message : '');
  return (
    <form
      class="card slug-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setSent(wanted);
        if (
          await action.run(async () => {
            await save(wanted);
            return 'The address was saved. Links with the old one redirect to it.';
          })
        )
          saved();
      }}
    >
      <h2>{kind === 'calendar' ? 'Address of the booking page' : 'Address of the event type'}</h2>
      <fieldset disabled={!canWrite}>
        <legend class="sr-only">Public address</legend>
        <label>
          Slug
          <input
            name="slug"
            required
            maxLength={150}
            autocapitalize="off"
            spellcheck={false}
            aria-invalid={problem ? 'true' : 'false'}
            aria-describedby={`${id}-url ${id}-check ${id}-note`}
            value={slug}
            onInput={(e) => setSlug(e.currentTarget.value)}
          />
        </label>
        <p id={`${id}-check`} aria-live="polite">
          {problem ? (
            <span class="feedback error" role="alert">
              {problem}
            </span>
          ) : (
            check.message && <span class="muted">{check.message}</span>
          )}
        </p>
        <p id={`${id}-url`}>
          Public address: <code>{base + encodeURIComponent(wanted)}</code>
        </p>
        <p class="muted" id={`${id}-note`}>
          Lowercase letters, digits, "-" and "_", at least 4. When you change it, links with the old
          address ({base + current}) keep working: they redirect to the new one.
        </p>
      </fieldset>
      {action.notice && (
        <p class="feedback notice" role="status">
          {action.notice}
        </p>
      )}
      {canWrite && (
        <button type="submit" disabled={action.busy || wanted === current}>
          Save the address
        </button>
      )}
    </form>
  );
}
