/** The profile's e-mail address and the form to change it, loaded when the profile opens. */
import { lazy, Suspense } from 'preact/compat';
import { Loading } from '../ui';

const EmailChange = lazy(() => import('./email-change'));

export function ProfileEmail() {
  return (
    <Suspense fallback={<Loading what="your e-mail address" />}>
      <EmailChange />
    </Suspense>
  );
}
