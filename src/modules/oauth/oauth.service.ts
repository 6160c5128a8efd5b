import type { Db } from '../../db/database.js';
import { effectivePermissions, type Principal, type Role } from '../../domain/policy.js';
import type { Scope } from '../../domain/scopes.js';
import { AppError, notFound } from '../../errors.js';
import type { Authenticated } from '../../http/auth-hook.js';
import type { WindowCounter } from '../../infra/counters.js';
import { isoUtc } from '../../shared/format.js';
import { checkAuthorize, withQuery, type AuthorizeParams } from './authorize.js';
import { readRegistration } from './clients.js';
import * as repo from './oauth.repo.js';
import {
  hashOAuthSecret,
  looksLikeOAuthSecret,
  newClientId,
  newCode,
  OAUTH_TOKEN_PREFIX,
} from './secrets.js';
import { CODE_LIFE_MS, tokenRequest } from './tokens.js';

export interface OAuthDeps {
  db: Db;
  secret: string;
  counter: WindowCounter;
  clock: () => number;
  /** The resources a token may be asked for (RFC 8707): the API and `/mcp` under PUBLIC_URL. */
  resources: readonly string[];
}

/** Registrations per client address per hour. */
export const REGISTRATIONS_PER_HOUR = 20;

const hostOf = (uri: string) => new URL(uri).host;

/** The OAuth authorization server's decisions; the routes only translate HTTP. */
export function createOAuthService(deps: OAuthDeps) {
  return { ...protocolSide(deps), ...personSide(deps) };
}

/** The client's side: registration, the authorization request, tokens, revocation. */
function protocolSide({ db, secret, counter, clock, resources }: OAuthDeps) {
  return {
    /** RFC 7591 registration of a public client; at most 20 per address per hour (429). */
    async register(body: Record<string, unknown>, ip: string) {
      const { count, resetInMs } = await counter.hit(`oauth-register:${ip}`, 3_600_000);
      if (count > REGISTRATIONS_PER_HOUR) {
        throw new AppError(
          'rate_limited',
          'rest_rate_limited',
          'Too many registrations; try later.',
          {},
          {
            'Retry-After': String(Math.max(1, Math.ceil(resetInMs / 1000))),
          },
        );
      }
      const read = readRegistration(body);
      if ('error' in read) return { status: 400 as const, body: read.error };
      const now = clock();
      const client = await repo.insertClient(db, {
        client_id: newClientId(),
        name: read.registration.name,
        redirect_uris: JSON.stringify(read.registration.redirectUris),
        created_at: now,
      });
      return {
        status: 201 as const,
        body: {
          client_id: client.client_id,
          client_id_issued_at: Math.floor(now / 1000),
          client_name: client.name,
          redirect_uris: read.registration.redirectUris,
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
        },
      };
    },

    /** The browser's authorization request checked (the consent screen shows the request). */
    checkAuthorize: (params: AuthorizeParams) => checkAuthorize(db, params, resources),

    token: (body: Record<string, unknown>) => tokenRequest({ db, secret, clock }, body),

    /** RFC 7009: revoking an access or refresh token revokes its grant; unknown ones are fine. */
    async revoke(body: Record<string, unknown>): Promise<void> {
      const token = typeof body.token === 'string' ? body.token : '';
      if (!looksLikeOAuthSecret(token)) return;
      const found = await repo.findToken(db, hashOAuthSecret(secret, token));
      if (found && found.client_id === body.client_id) {
        await repo.revokeGrant(db, found.grant_id, clock());
      }
    },
  };
}

/** The signed-in person's side: the consent, their connected apps, and the bearer check. */
function personSide({ db, secret, clock, resources }: OAuthDeps) {
  return {
    /** What the consent screen shows; a 422 when the request is not one to consent to. */
    async describe(params: AuthorizeParams) {
      const verdict = await checkAuthorize(db, params, resources);
      if (!('request' in verdict)) {
        const message = 'fatal' in verdict ? verdict.fatal : 'The request is not valid.';
        throw new AppError('validation', 'invalid_oauth_request', message);
      }
      const { client, redirectUri, scopes } = verdict.request;
      return { client_name: client.name, redirect_host: hostOf(redirectUri), scopes };
    },

    /** The person's answer: a code (approve) or access_denied, sent to the client's URI. */
    async consent(principal: Principal, params: AuthorizeParams, approve: boolean) {
      const verdict = await checkAuthorize(db, params, resources);
      if ('fatal' in verdict) {
        throw new AppError('validation', 'invalid_oauth_request', verdict.fatal);
      }
      if ('redirect' in verdict) return { redirect_to: verdict.redirect };
      const { client, redirectUri, scopes, state, codeChallenge } = verdict.request;
      if (!approve) {
        return { redirect_to: withQuery(redirectUri, { error: 'access_denied', state }) };
      }
      const now = clock();
      const grant = await repo.insertGrant(db, {
        client_id: client.id,
        user_id: principal.userId,
        scopes: JSON.stringify(scopes),
        created_at: now,
      });
      const code = newCode();
      await repo.insertCode(db, {
        code_hash: hashOAuthSecret(secret, code),
        grant_id: grant.id,
        redirect_uri: redirectUri,
        code_challenge: codeChallenge,
        expires_at: now + CODE_LIFE_MS,
      });
      return { redirect_to: withQuery(redirectUri, { code, state }) };
    },

    /** The caller's connected apps (grants not revoked). */
    async listGrants(principal: Principal) {
      const rows = await repo.listGrants(db, principal.userId);
      return {
        connected_apps: rows.map((row) => ({
          id: row.id,
          client_name: row.name,
          redirect_hosts: [...new Set((JSON.parse(row.redirect_uris) as string[]).map(hostOf))],
          scopes: JSON.parse(row.scopes) as Scope[],
          created_at: isoUtc(row.created_at),
        })),
      };
    },

    /** Revokes one of the caller's grants: its tokens are refused from the next request on. */
    async revokeGrant(principal: Principal, id: number) {
      if ((await repo.revokeGrant(db, id, clock(), principal.userId)) === 0) {
        throw notFound('connected_app', id);
      }
      return { deleted: true };
    },

    /** The bearer authenticator of `sbo_` access tokens. */
    async authenticate(token: string): Promise<Authenticated | undefined> {
      if (!token.startsWith(OAUTH_TOKEN_PREFIX) || !looksLikeOAuthSecret(token)) return undefined;
      const found = await repo.findToken(db, hashOAuthSecret(secret, token));
      if (!found || found.kind !== 'access' || found.revoked_at !== null) return undefined;
      if (found.expires_at <= clock()) return undefined;
      const user = await repo.findUser(db, found.user_id);
      if (!user || user.deactivated_at !== null) return undefined;
      const role = user.role as Role;
      const principal: Principal = {
        userId: user.id,
        login: user.login,
        role,
        permissions: effectivePermissions(role, JSON.parse(user.permissions) as string[]),
        scopes: new Set(JSON.parse(found.scopes) as Scope[]),
        credential: { kind: 'oauth', id: found.grant_id, name: found.client_name },
      };
      return { principal, user };
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
