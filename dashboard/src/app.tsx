/** The dashboard's shell: who is signed in, the navigation, and the screen for the path. */
import { lazy, Suspense } from 'preact/compat';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, must, whenSignedOut } from './api/client';
import { navigate, usePath } from './router';
import { SetPassword } from './screens/set-password';
import { SignIn } from './screens/sign-in';
import { Shell } from './shell';
import { formatsOfLanguage } from './time';
import { Loading, SessionContext, type Me, type Session } from './ui';

// The link that confirms a new e-mail address is opened rarely: its screen loads with it.
const ConfirmEmail = lazy(() => import('./screens/confirm-email'));
// An app asking for access through OAuth: shown after signing in, outside the navigation.
const OAuthConsent = lazy(() => import('./screens/oauth-consent'));

/**
 * On a user's first sign-in, their date and time style is taken from the browser's language and
 * stored (mails to them follow it too); they change it on the Profile screen.
 */
async function withFormats(me: Me): Promise<Me> {
  if (me.time_format !== null && me.date_order !== null) return me;
  const { time, order } = formatsOfLanguage(navigator.language);
  const body = { time_format: time, date_order: order };
  return must(api.PUT('/api/v2/users/{id}', { params: { path: { id: me.id } }, body })).catch(
    () => me,
  );
}

type State =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'in'; me: Me }
  | { state: 'error'; message: string };

export function App() {
  const [state, setState] = useState<State>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const path = usePath();

  useEffect(() => {
    whenSignedOut(() => setState({ state: 'signed-out' }));
    must(api.GET('/api/v2/users/me')).then(
      async (me) => setState({ state: 'in', me: await withFormats(me) }),
      (error: { status?: number; message: string }) =>
        setState(
          error.status === 401
            ? { state: 'signed-out' }
            : { state: 'error', message: error.message },
        ),
    );
  }, [round]);

  const session = useMemo<Session | null>(() => {
    if (state.state !== 'in') return null;
    const me = state.me;
    const zone = me.timezone || 'UTC';
    const chosen = formatsOfLanguage(navigator.language);
    return {
      me,
      canWrite: me.role !== 'viewer',
      isAdmin: me.role === 'administrator',
      zone,
      formats: { zone, time: me.time_format ?? chosen.time, order: me.date_order ?? chosen.order },
      reload: () => setRound((n) => n + 1),
    };
  }, [state]);

  if (path === '/set-password') return <SetPassword done={() => setRound((n) => n + 1)} />;
  if (path === '/confirm-email') {
    return (
      <Suspense fallback={<Loading what="the confirmation" />}>
        <ConfirmEmail done={() => setRound((n) => n + 1)} />
      </Suspense>
    );
  }
  if (state.state === 'loading') {
    return (
      <main class="center" id="main">
        <p class="state loading" role="status">
          Loading Slotbook…
        </p>
      </main>
    );
  }
  if (state.state === 'error') {
    return (
      <main class="center" id="main">
        <h1>Slotbook</h1>
        <div class="state error" role="alert">
          <p>{state.message}</p>
          <button type="button" onClick={() => setRound((n) => n + 1)}>
            Try again
          </button>
        </div>
      </main>
    );
  }
  if (state.state === 'signed-out' || !session) {
    return (
      <SignIn
        onSignedIn={() => {
          if (path === '/sign-in') navigate('/');
          setRound((n) => n + 1);
        }}
      />
    );
  }
  if (path === '/oauth/consent') {
    return (
      <Suspense fallback={<Loading what="the request" />}>
        <OAuthConsent />
      </Suspense>
    );
  }
  return (
    <SessionContext.Provider value={session}>
      <Shell path={path} onSignedOut={() => setState({ state: 'signed-out' })} />
    </SessionContext.Provider>
  );
}
