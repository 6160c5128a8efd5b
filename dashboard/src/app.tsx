/** The dashboard's shell: who is signed in, the navigation, and the screen for the path. */
import { lazy, Suspense } from 'preact/compat';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, must, whenSignedOut } from './api/client';
import { navigate, usePath } from './router';
import { SetPassword } from './screens/set-password';
import { SignIn } from './screens/sign-in';
import { Shell } from './shell';
import { Loading, SessionContext, type Me, type Session } from './ui';

// The link that confirms a new e-mail address is opened rarely: its screen loads with it.
const ConfirmEmail = lazy(() => import('./screens/confirm-email'));

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
      (me) => setState({ state: 'in', me: me }),
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
    return {
      me,
      canWrite: me.role !== 'viewer',
      isAdmin: me.role === 'administrator',
      zone: me.timezone || 'UTC',
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
  return (
    <SessionContext.Provider value={session}>
      <Shell path={path} onSignedOut={() => setState({ state: 'signed-out' })} />
    </SessionContext.Provider>
  );
}
