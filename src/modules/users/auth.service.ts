import { performance } from 'node:perf_hooks';
import type { Authenticated } from '../../http/auth-hook.js';
import { compileOnce } from '../../db/compiled.js';
import { AppError } from '../../errors.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/types.js';
import type { WindowCounter } from '../../infra/counters.js';
import { effectivePermissions, type Principal, type Role } from '../../domain/policy.js';
import { hashAppPassword, hashesEqual } from './app-password.js';
import { touchAppPassword } from './app-passwords.repo.js';
import { createLoginLimits, type LoginLimits } from './login-limits.js';

export interface AuthDeps {
  db: Db;
  secret: string;
  counter: WindowCounter;
  clock: () => number;
}

interface Credentials {
  login: string;
  password: string;
}

/** Who is calling, and their user row as loaded by the same query. */

declare module '../../http/auth-hook.js' {
  // The signed-in user the auth hook carries is this module's row.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AuthenticatedUser extends UserRow {}
}

/** `last_used` is refreshed at most this often per password, so reads stay reads. */
const LAST_USED_RESOLUTION_MS = 60_000;
/**
 * No `WWW-Authenticate: Basic` challenge, as WordPress sends none: a challenge makes browsers
 * prompt for credentials and then attach them to every request to this host, including forms
 * that other sites submit.
 */
const CHALLENGE = {};
/**
 * A verified `Authorization` header is trusted again, without a lookup, for this long. Changes to
 * users and application passwords made in this process forget every entry at once; other
 * processes sharing the database see them within this time.
 */
const VERIFIED_TTL_MS = 1_000;
const VERIFIED_MAX_ENTRIES = 10_000;

interface Verified {
  result: Authenticated;
  ip: string;
  lastUsedAt: number;
  /** `performance.now()` deadline: real elapsed time, whatever the service clock says. */
  until: number;
}

/** Parses `Authorization: Basic ...`; undefined when the header is absent or not Basic. */
function parseBasic(header: string | undefined): Credentials | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // No login contains NUL, and PostgreSQL cannot even compare text with it.
  if (colon <= 0 || decoded.slice(0, colon).includes('\u0000')) return undefined;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * The user and their application passwords, by login or e-mail: asked on every authenticated
 * request that is not recalled, so compiled once.
 */
function credentialsBy(column: 'u.login' | 'u.email') {
  return compileOnce<'login', CredentialRow>((db, param) =>
    db
      .selectFrom('users as u')
      .leftJoin('application_passwords as ap', 'ap.user_id', 'u.id')
      .selectAll('u')
      .select(['ap.id as ap_id', 'ap.name as ap_name', 'ap.password_hash'])
      .select('ap.last_used_at as ap_last_used_at')
      .select('ap.last_ip as ap_last_ip')
      .where(column, '=', param<string>('login')),
  );
}

type CredentialRow = UserRow & {
  ap_id: number | null;
  ap_name: string | null;
  password_hash: string | null;
  ap_last_used_at: number | null;
  ap_last_ip: string | null;
};

const byLogin = credentialsBy('u.login');
const byEmail = credentialsBy('u.email');

type Fail = (code: string, message: string) => never;

/** Headers verified a moment ago; the generation changes whenever they are all forgotten. */
function createVerifiedHeaders(clock: () => number) {
  const verified = new Map<string, Verified>();
  let generation = 0;

  function forget(): void {
    generation += 1;
    verified.clear();
  }

  /** A header verified less than a second ago, from the same address, with nothing to record. */
  function recall(header: string, ip: string): Authenticated | undefined {
    const entry = verified.get(header);
    if (!entry) return undefined;
    if (entry.until < performance.now() || entry.ip !== ip) {
      verified.delete(header);
      return undefined;
    }
    return clock() - entry.lastUsedAt > LAST_USED_RESOLUTION_MS ? undefined : entry.result;
  }

  function remember(header: string, ip: string, result: Authenticated, lastUsedAt: number) {
    if (verified.size >= VERIFIED_MAX_ENTRIES) verified.clear();
    verified.set(header, { result, ip, lastUsedAt, until: performance.now() + VERIFIED_TTL_MS });
  }

  return { generation: () => generation, forget, recall, remember };
}

/** The user a login names, with their passwords' rows, once the attempt took its slots. */
async function lookUpAccount(db: Db, limits: LoginLimits, login: string, ip: string, fail: Fail) {
  await limits.takeClient(ip);

  const { rows } = await (login.includes('@') ? byEmail : byLogin)(db, { login });
  const user = rows[0];
  // One account, whichever spelling names it; an unknown name is counted as it was typed.
  const account = user ? user.id : login;
  await limits.takeAccount(account, ip);
  if (!user) {
    return login.includes('@')
      ? fail('invalid_email', 'Unknown email address. Check again or try your username.')
      : fail('invalid_username', 'Unknown username. Check again or try your email address.');
  }
  return { rows, user, account };
}

/** The application password whose hash matches, or a failed login. */
function matchingPassword(rows: readonly CredentialRow[], hash: string, fail: Fail) {
  let match: CredentialRow | undefined;
  for (const row of rows) {
    if (row.password_hash && hashesEqual(row.password_hash, hash)) match = row;
  }
  if (!match?.ap_id) {
    return fail('incorrect_password', 'The provided password is an invalid application password.');
  }
  return {
    id: match.ap_id,
    name: match.ap_name ?? '',
    lastUsedAt: match.ap_last_used_at ?? 0,
    lastIp: match.ap_last_ip,
  };
}

/** Records the password's use when due; the `last_used` it then holds. */
async function touchWhenDue(
  db: Db,
  password: ReturnType<typeof matchingPassword>,
  ip: string,
  now: number,
): Promise<number> {
  if (password.lastIp !== ip || now - password.lastUsedAt > LAST_USED_RESOLUTION_MS) {
    await touchAppPassword(db, password.id, now, ip);
    return now;
  }
  return password.lastUsedAt;
}

function authenticatedAs(
  user: CredentialRow,
  password: { id: number; name: string },
): Authenticated {
  const { ap_id, ap_name, password_hash, ap_last_used_at, ap_last_ip, ...row } = user;
  const role = row.role as Role;
  const principal: Principal = {
    userId: row.id,
    login: row.login,
    role,
    permissions: effectivePermissions(role, JSON.parse(row.permissions) as string[]),
    credential: { kind: 'password', id: password.id, name: password.name },
  };
  return { principal, user: row };
}

export function createAuthService(deps: AuthDeps) {
  const { db, secret, counter, clock } = deps;
  const headers = createVerifiedHeaders(clock);
  const limits = createLoginLimits(counter);
  /**
   * Checks under way, by address and header: a client sending one header many times at once
   * waits for one check, so its first burst takes one slot of the failure counters, not one each.
   */
  const checking = new Map<string, Promise<Authenticated>>();

  /** A failed login keeps the slots its attempt took on the failure counters. */
  function fail(code: string, message: string): never {
    // A lockout must also stop callers whose header was verified a moment ago.
    headers.forget();
    throw new AppError('unauthenticated', code, message, {}, CHALLENGE);
  }

  /** Checks Basic credentials against the user's application passwords. */
  async function authenticate(
    credentials: Credentials,
    ip: string,
    header: string,
  ): Promise<Authenticated> {
    const seenGeneration = headers.generation();
    const login = credentials.login.trim().toLowerCase();
    const { rows, user, account } = await lookUpAccount(db, limits, login, ip, fail);
    const password = matchingPassword(rows, hashAppPassword(secret, credentials.password), fail);
    if (user.deactivated_at !== null) {
      return fail('account_deactivated', 'This account is deactivated. Ask an administrator.');
    }
    await limits.succeeded(account, ip);
    const lastUsedAt = await touchWhenDue(db, password, ip, clock());
    const result = authenticatedAs(user, password);
    // Not when users or passwords changed meanwhile: the rows read may be out of date.
    if (seenGeneration === headers.generation()) {
      headers.remember(header, ip, result, lastUsedAt);
    }
    return result;
  }

  return {
    challenge: CHALLENGE,

    /** Forgets every verified header: users or application passwords changed. */
    forgetVerified: headers.forget,

    /**
     * Authenticates an `Authorization` header; undefined when it carries no Basic credentials.
     * A header verified within the last second is not looked up again.
     */
    authenticateHeader(
      header: string | undefined,
      ip: string,
    ): Authenticated | Promise<Authenticated> | undefined {
      if (!header) return undefined;
      const known = headers.recall(header, ip);
      if (known) return known;
      const credentials = parseBasic(header);
      if (!credentials) return undefined;
      const key = `${ip}\n${header}`;
      let pending = checking.get(key);
      if (!pending) {
        pending = authenticate(credentials, ip, header).finally(() => checking.delete(key));
        checking.set(key, pending);
      }
      return pending;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
