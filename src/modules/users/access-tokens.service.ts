import type { Db } from '../../db/database.js';
import type { AccessTokenRow } from '../../db/tables-accounts.js';
import { parseIsoInstant } from '../../domain/booking-time.js';
import { effectivePermissions, type Principal, type Role } from '../../domain/policy.js';
import type { Scope } from '../../domain/scopes.js';
import { conflict, notFound, validationFailed } from '../../errors.js';
import type { Authenticated } from '../../http/auth-hook.js';
import { envelope, toPage } from '../../http/pagination.js';
import { isoUtc } from '../../shared/format.js';
import { generateAccessToken, hashAccessToken, looksLikeAccessToken } from './access-token.js';
import * as repo from './access-tokens.repo.js';
import type { CreateAccessTokenBody } from './access-tokens.schemas.js';

export interface AccessTokensDeps {
  db: Db;
  secret: string;
  clock: () => number;
}

/** A user holds at most this many tokens that still work. */
export const MAX_ACCESS_TOKENS = 50;
/** A token lives at most a year (366 days, a leap year's worth). */
const MAX_LIFETIME_MS = 366 * 86_400_000;
/** `last_used_at` is refreshed at most this often per token (or when the address changes). */
const LAST_USED_RESOLUTION_MS = 60_000;

export function presentAccessToken(row: AccessTokenRow) {
  return {
    id: row.id,
    name: row.name,
    scopes: JSON.parse(row.scopes) as Scope[],
    calendar_ids: row.calendar_ids === null ? null : (JSON.parse(row.calendar_ids) as number[]),
    expires_at: row.expires_at === null ? null : isoUtc(row.expires_at),
    last_used_at: row.last_used_at === null ? null : isoUtc(row.last_used_at),
    last_ip: row.last_ip,
    created_at: isoUtc(row.created_at),
  };
}

/** The expiry asked for, in epoch ms (null: never), or a 422 naming `expires_at`. */
function expiryOf(given: string | null | undefined, now: number): number | null {
  if (given === undefined || given === null) return null;
  const instant = parseIsoInstant(given);
  if (instant === null) {
    throw validationFailed({
      expires_at: { format: 'expires_at must be an ISO-8601 instant with a time zone.' },
    });
  }
  if (instant <= now) {
    throw validationFailed({ expires_at: { future: 'expires_at must be in the future.' } });
  }
  if (instant > now + MAX_LIFETIME_MS) {
    throw validationFailed({
      expires_at: { max: 'expires_at must be at most a year from now.' },
    });
  }
  return instant;
}

/**
 * The calendars a token is restricted to (null: none given), each the user's own; another
 * host's calendar is refused exactly like a missing one (422 naming the id), so nothing tells
 * which exists.
 */
async function ownCalendars(
  db: Db,
  userId: number,
  given: readonly number[] | null | undefined,
): Promise<number[] | null> {
  if (given === undefined || given === null) return null;
  const ids = [...new Set(given)].sort((a, b) => a - b);
  const owned = await repo.calendarsOwnedBy(db, userId, ids);
  const foreign = ids.find((id) => !owned.has(id));
  if (foreign !== undefined) {
    throw validationFailed({
      calendar_ids: { own: `calendar_ids: you have no calendar with id ${foreign}.` },
    });
  }
  return ids;
}

function tokenPrincipal(token: AccessTokenRow, user: Authenticated['user']): Principal {
  const role = user.role as Role;
  return {
    userId: user.id,
    login: user.login,
    role,
    permissions: effectivePermissions(role, JSON.parse(user.permissions) as string[]),
    scopes: new Set(JSON.parse(token.scopes) as Scope[]),
    ...(token.calendar_ids === null
      ? {}
      : { calendarIds: new Set(JSON.parse(token.calendar_ids) as number[]) }),
    credential: { kind: 'token', id: token.id, name: token.name },
  };
}

/**
 * Personal access tokens: each user manages their own (list, create, revoke), and the bearer
 * authenticator checks them on every request (no cache: a revoked token is refused at once).
 */
export function createAccessTokensService({ db, secret, clock }: AccessTokensDeps) {
  return {
    async list(principal: Principal) {
      const rows = await repo.listAccessTokens(db, principal.userId);
      const page = toPage({ per_page: Math.max(rows.length, 1) });
      return {
        access_tokens: rows.map(presentAccessToken),
        ...envelope(page, rows.length, rows.length),
      };
    },

    async create(principal: Principal, body: CreateAccessTokenBody) {
      const now = clock();
      const expiresAt = expiryOf(body.expires_at, now);
      const calendarIds = await ownCalendars(db, principal.userId, body.calendar_ids);
      if ((await repo.countLiveAccessTokens(db, principal.userId, now)) >= MAX_ACCESS_TOKENS) {
        throw conflict(
          'too_many_access_tokens',
          `A user may hold at most ${MAX_ACCESS_TOKENS} access tokens; revoke one first.`,
        );
      }
      const token = generateAccessToken();
      const row = await repo.insertAccessToken(db, {
        user_id: principal.userId,
        name: body.name,
        token_hash: hashAccessToken(secret, token),
        scopes: JSON.stringify([...new Set(body.scopes)]),
        calendar_ids: calendarIds === null ? null : JSON.stringify(calendarIds),
        expires_at: expiresAt,
        created_at: now,
      });
      return { access_token: presentAccessToken(row), token };
    },

    async revoke(principal: Principal, id: number) {
      const rows = await repo.listAccessTokens(db, principal.userId);
      const row = rows.find((r) => r.id === id);
      if (!row || (await repo.revokeAccessToken(db, principal.userId, id, clock())) === 0) {
        throw notFound('access_token', id);
      }
      return { deleted: true, previous: presentAccessToken(row) };
    },

    /** The bearer authenticator of `sbp_` tokens: undefined when invalid, expired or revoked. */
    async authenticate(token: string, ip: string): Promise<Authenticated | undefined> {
      if (!looksLikeAccessToken(token)) return undefined;
      const found = await repo.findAccessTokenByHash(db, hashAccessToken(secret, token));
      const now = clock();
      if (!found || found.token.revoked_at !== null || found.user.deactivated_at !== null) {
        return undefined;
      }
      const { token: row, user } = found;
      if (row.expires_at !== null && row.expires_at <= now) return undefined;
      if (row.last_ip !== ip || now - (row.last_used_at ?? 0) > LAST_USED_RESOLUTION_MS) {
        await repo.touchAccessToken(db, row.id, now, ip);
      }
      return { principal: tokenPrincipal(row, user), user };
    },
  };
}

export type AccessTokensService = ReturnType<typeof createAccessTokensService>;
