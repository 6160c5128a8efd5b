/** The profile's personal access tokens, loaded when the profile opens (their own chunk). */
import { lazy, Suspense } from 'preact/compat';
import { Loading } from '../ui';

const AccessTokens = lazy(() => import('./access-tokens'));

export function ProfileTokens() {
  return (
    <Suspense fallback={<Loading what="your access tokens" />}>
      <AccessTokens />
    </Suspense>
  );
}
