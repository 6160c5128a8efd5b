/**
 * Calendar slug rules: at least 4 characters of `[a-z0-9_-]`, not purely
 * numeric, not a reserved word (paths of this server and common words a landing page must not
 * shadow). Uniqueness is the database's job (a unique index); callers retry with a suffix.
 */
import { randomBytes } from 'node:crypto';

export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'accounts',
  'admin',
  'administrator',
  'ajax',
  'all',
  'api',
  'app',
  'apps',
  'assets',
  'auth',
  'blog',
  'book',
  'booking',
  'bookings',
  'cache',
  'calendar',
  'calendars',
  'cancel',
  'cdn',
  'config',
  'contact',
  'contacts',
  'css',
  'dashboard',
  'default',
  'delete',
  'docs',
  'download',
  'edit',
  'email',
  'embed',
  'event',
  'events',
  'favicon',
  'feed',
  'files',
  'fluent-booking',
  'fonts',
  'healthz',
  'help',
  'home',
  'host',
  'hosts',
  'images',
  'img',
  'index',
  'info',
  'js',
  'login',
  'logout',
  'mail',
  'media',
  'meeting',
  'meetings',
  'metrics',
  'new',
  'null',
  'openapi',
  'page',
  'pages',
  'password',
  'payment',
  'payments',
  'privacy',
  'profile',
  'public',
  'readyz',
  'register',
  'reschedule',
  'rest',
  'root',
  'schedule',
  'schedules',
  'search',
  'security',
  'settings',
  'setup',
  'signin',
  'signup',
  'slot',
  'slots',
  'static',
  'status',
  'support',
  'system',
  'team',
  'teams',
  'terms',
  'test',
  'undefined',
  'user',
  'users',
  'webhook',
  'webhooks',
  'wp-admin',
  'wp-content',
  'wp-includes',
  'wp-json',
  'wp-login',
  'www',
]);

export const SLUG_PATTERN = '^[a-z0-9_-]+$';
const MAX_SLUG = 150;

/** Why a slug cannot be used, or null when it can (uniqueness aside). */
export function slugProblem(slug: string): string | null {
  if (slug.length < 4) return 'The slug must have at least 4 characters.';
  if (slug.length > MAX_SLUG) return `The slug may have at most ${MAX_SLUG} characters.`;
  if (!new RegExp(SLUG_PATTERN).test(slug)) {
    return 'The slug may only contain lowercase letters, digits, "-" and "_".';
  }
  if (/^[0-9]+$/.test(slug)) return 'The slug must not be purely numeric.';
  if (RESERVED_SLUGS.has(slug)) return `The slug ${slug} is reserved.`;
  return null;
}

/** Lowercase ASCII words joined by `-`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, MAX_SLUG - 12);
}

/** A valid base slug from a login or title: too short, numeric or reserved ones get a suffix. */
export function baseSlug(source: string): string {
  const local = source.includes('@') ? source.slice(0, source.indexOf('@')) : source;
  const slug = slugify(local);
  if (!slug) return 'host-calendar';
  return slugProblem(slug) === null ? slug : `${slug}-calendar`;
}

/** The first of `base`, `base-2`, `base-3`, ... that is not taken. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** After a lost race on the unique index: a suffix nobody else is likely to pick. */
export function randomSlugSuffix(base: string): string {
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** Event slugs: `<duration>min`, then `-1`, `-2`, ... within the calendar. */
export function firstFreeEventSlug(duration: number, taken: ReadonlySet<string>): string {
  const base = `${duration}min`;
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** 32 lowercase hex characters, unguessable (calendar and event `hash`). */
export function newHash(): string {
  return randomBytes(16).toString('hex');
}
