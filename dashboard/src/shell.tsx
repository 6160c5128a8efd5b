/** The signed-in layout: a skip link, the navigation, and the screen the path names. */
import { lazy, Suspense } from 'preact/compat';
import { useEffect } from 'preact/hooks';
import { api, must } from './api/client';
import { navigate } from './router';
import { browserZone } from './time';
import { Availability } from './screens/availability';
import { BookingDetail } from './screens/booking-detail';
import { Contacts } from './screens/contacts';
import { Bookings } from './screens/bookings';
import { EventEditor } from './screens/event-editor';
import { EventTypes } from './screens/event-types';
import { Link, Loading, useSession } from './ui';

// The schedule's week and month views are loaded only when one is opened.
const CalendarView = lazy(() => import('./screens/calendar-view'));
const Webhooks = lazy(() => import('./screens/webhooks'));
// So are the administrator's screens.
const Settings = lazy(() => import('./screens/settings').then((m) => ({ default: m.Settings })));
const Connections = lazy(() =>
  import('./screens/connections').then((m) => ({ default: m.Connections })),
);
const Users = lazy(() => import('./screens/users').then((m) => ({ default: m.Users })));
// So is the profile, which a user opens now and then.
const Profile = lazy(() => import('./screens/profile').then((m) => ({ default: m.Profile })));
// The question about the browser's zone is asked once per user.
const ZoneBanner = lazy(() => import('./screens/zone-banner'));

const NAV = [
  { href: '/bookings', label: 'Bookings' },
  { href: '/schedule', label: 'Schedule' },
  { href: '/event-types', label: 'Event types' },
  { href: '/availability', label: 'Availability' },
  { href: '/connections', label: 'Connected calendars' },
  { href: '/contacts', label: 'Contacts' },
  { href: '/webhooks', label: 'Webhooks' },
  { href: '/profile', label: 'Profile' },
];

function Screen({ path }: { path: string }) {
  const { isAdmin } = useSession();
  const parts = path.split('/').filter(Boolean);
  const id = (n: number) => Number(parts[n]);
  if (parts[0] === 'bookings' && parts.length === 2 && id(1) > 0)
    return <BookingDetail id={id(1)} />;
  if (parts[0] === 'bookings' && parts.length === 1) return <Bookings />;
  // `/calendar` is the schedule's former address, kept for bookmarks.
  if (parts[0] === 'schedule' || parts[0] === 'calendar') {
    return (
      <Suspense fallback={<Loading what="the schedule" />}>
        <CalendarView view={parts[1] === 'month' ? 'month' : 'week'} />
      </Suspense>
    );
  }
  if (parts[0] === 'event-types' && (parts.length === 3 || parts.length === 4)) {
    if (id(1) > 0 && id(2) > 0)
      return <EventEditor calendarId={id(1)} eventId={id(2)} tab={parts[3] ?? ''} />;
  }
  if (parts[0] === 'event-types' && parts.length === 1) return <EventTypes />;
  if (parts[0] === 'availability' && parts.length === 1) return <Availability />;
  if (parts[0] === 'connections' && parts.length === 1) {
    return (
      <Suspense fallback={<Loading what="the connections" />}>
        <Connections />
      </Suspense>
    );
  }
  if (parts[0] === 'profile' && parts.length === 1) {
    return (
      <Suspense fallback={<Loading what="your profile" />}>
        <Profile />
      </Suspense>
    );
  }
  if (parts[0] === 'contacts' && parts.length === 1) return <Contacts />;
  if (parts[0] === 'webhooks' && parts.length === 1) {
    return (
      <Suspense fallback={<Loading what="webhooks" />}>
        <Webhooks />
      </Suspense>
    );
  }
  if (parts[0] === 'users' && parts.length === 1 && isAdmin)
    return (
      <Suspense fallback={<Loading what="users" />}>
        <Users />
      </Suspense>
    );
  if (parts[0] === 'settings' && parts.length === 1 && isAdmin) {
    return (
      <Suspense fallback={<Loading what="the settings" />}>
        <Settings />
      </Suspense>
    );
  }
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        Nothing is here. <Link href="/bookings">Go to your bookings</Link>.
      </p>
    </section>
  );
}

export function Shell({ path, onSignedOut }: { path: string; onSignedOut: () => void }) {
  const { me, isAdmin, zone } = useSession();
  const browser = browserZone();
  const askZone = me.zone_confirmed_at === null && browser !== zone;
  useEffect(() => {
    if (path === '/' || path === '/sign-in') navigate('/bookings');
  }, [path]);
  const signOut = async () => {
    await must(api.POST('/api/v2/accounts/sign-out')).catch(() => undefined);
    onSignedOut();
  };
  const nav = isAdmin
    ? [...NAV, { href: '/users', label: 'Users' }, { href: '/settings', label: 'Settings' }]
    : NAV;
  const section = '/' + (path.split('/')[1] ?? '');
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Slotbook</span>
        <nav aria-label="Main">
          <ul>
            {nav.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  {...(section === item.href ? { 'aria-current': 'page' } : {})}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div class="who">
          <span>
            {me.name || me.username} · {me.role} · {zone}
          </span>
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {askZone && (
          <Suspense fallback={null}>
            <ZoneBanner browser={browser} />
          </Suspense>
        )}
        <Screen path={path} />
      </main>
    </>
  );
}
