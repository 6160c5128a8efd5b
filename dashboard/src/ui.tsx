/** Shared pieces of every screen: loading, empty and error states, and the signed-in user. */
import type { ComponentChildren, JSX } from 'preact';
import { createContext } from 'preact';
import { useCallback, useContext, useEffect, useState } from 'preact/hooks';
import type { Schema } from './api/types';
import { BASE, onLinkClick } from './router';
import type { Formats } from './time';

export type Me = Schema<'User'>;

export interface Session {
  me: Me;
  /** Viewers read and change nothing: no edit control is shown to them. */
  canWrite: boolean;
  isAdmin: boolean;
  zone: string;
  /** The user's zone, clock and date order: every date and time on a screen is written in it. */
  formats: Formats;
  reload: () => void;
}

export const SessionContext = createContext<Session | null>(null);
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('no session');
  return session;
}

export type Load<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

/** Loads data when `key` changes; `reload()` loads it again. */
export function useLoad<T>(load: () => Promise<T>, key: unknown[] = []): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    load().then(
      (data) => live && setState({ state: 'ready', data }),
      (error: Error) => live && setState({ state: 'error', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [...key, round]);
  return [state, useCallback(() => setRound((n) => n + 1), [])];
}

export function Loading({ what }: { what: string }) {
  return (
    <p class="state loading" role="status" aria-live="polite">
      Loading {what}…
    </p>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <div class="state empty">{children}</div>;
}

export function ErrorBox({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <div class="state error" role="alert">
      <p>{message}</p>
      {retry && (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** Renders the states of a load, and `children(data)` once it is ready. */
export function Loaded<T>({
  load,
  what,
  retry,
  children,
}: {
  load: Load<T>;
  what: string;
  retry: () => void;
  children: (data: T) => ComponentChildren;
}) {
  if (load.state === 'loading') return <Loading what={what} />;
  if (load.state === 'error') return <ErrorBox message={load.message} retry={retry} />;
  return <>{children(load.data)}</>;
}

export function Link({
  href,
  children,
  ...rest
}: JSX.HTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a href={BASE + href} onClick={onLinkClick} {...rest}>
      {children}
    </a>
  );
}

/** Runs an action, keeping its pending state and its error for the form that started it. */
export function useAction(): {
  busy: boolean;
  error: string;
  notice: string;
  run: (action: () => Promise<string | void>) => Promise<boolean>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const run = useCallback(async (action: () => Promise<string | void>) => {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      const message = await action();
      if (message) setNotice(message);
      return true;
    } catch (e) {
      setError((e as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, notice, run };
}

/** The foot of a settings form: what the last save said, and the save button for writers. */
export function SaveBar({
  action,
  canWrite,
  label,
}: {
  action: { busy: boolean; error: string; notice: string };
  canWrite: boolean;
  label: string;
}) {
  return (
    <>
      <Feedback error={action.error} notice={action.notice} />
      {canWrite && (
        <button type="submit" class="primary" disabled={action.busy}>
          {label}
        </button>
      )}
    </>
  );
}

export function Feedback({ error, notice }: { error: string; notice: string }) {
  return (
    <>
      {error && (
        <p class="feedback error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p class="feedback notice" role="status">
          {notice}
        </p>
      )}
    </>
  );
}

/**
 * A button that copies `text` to the clipboard and says whether it did; when the browser refuses,
 * `onFail` runs first (say, selecting the field that shows the text) and `failed` is shown.
 */
export function CopyButton({
  text,
  label,
  failed,
  onFail,
}: {
  text: string;
  label: string;
  failed: string;
  onFail?: () => void;
}) {
  const [said, setSaid] = useState('');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setSaid('Copied.'),
      () => {
        onFail?.();
        setSaid(failed);
      },
    );
  return (
    <div class="row">
      <button type="button" onClick={copy}>
        {label}
      </button>
      {said && <span>{said}</span>}
    </div>
  );
}

export function ZoneNote() {
  const { zone } = useSession();
  return <p class="zone-note">Times are shown in {zone}.</p>;
}

/** Previous / next through a paged list; nothing when it has one page. */
export function Pager({
  page,
  lastPage,
  setPage,
}: {
  page: number;
  lastPage: number;
  setPage: (page: number) => void;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav class="pager" aria-label="Pages">
      <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {lastPage}
      </span>
      <button type="button" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
