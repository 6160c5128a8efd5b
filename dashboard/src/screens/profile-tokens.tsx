/**
 * The profile's personal access tokens and connected apps, loaded when the profile opens (their
 * own chunks).
 */
import { lazy, Suspense } from 'preact/compat';
import { Loading } from '../ui';

const AccessTokens = lazy(() => import('./access-tokens'));
const ConnectedApps = lazy(() => import('./connected-apps'));

export function ProfileTokens() {
  return (
    <>
      <Suspense fallback={<Loading what="your access tokens" />}>
        <AccessTokens />
      </Suspense>
      <Suspense fallback={<Loading what="your connected apps" />}>
        <ConnectedApps />
      </Suspense>
    </>
  );
}
