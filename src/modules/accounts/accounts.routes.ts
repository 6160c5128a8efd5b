import { declareScopes } from '../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TypedApp } from '../../http/typed-app.js';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../http/auth-hook.js';
import { crossSiteReason, type CrossSiteOptions } from '../../http/cross-site.js';
import { IdParams, withErrors } from '../../http/schemas.js';
import { sessionCookie, sessionTokenOf } from '../../http/session-cookie.js';
import { forbidden } from '../../errors.js';
import { isoUtc } from '../../shared/format.js';
import {
  AccountStatus,
  ChangePasswordBody,
  Done,
  InvitationBody,
  Invited,
  ResetRequestBody,
  SessionList,
  SetPasswordBody,
  SignedIn,
  SignInBody,
} from './accounts.schemas.js';
import type { AccountsService } from './accounts.service.js';
import { registerEmailChange } from './email-change.routes.js';

const tags = ['accounts'];

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  https: boolean;
  crossSite: CrossSiteOptions;
  clock: () => number;
}

const tokenOf = (request: FastifyRequest) => sessionTokenOf(request.headers.cookie);
const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** Signing in and out, and how the caller is signed in. */
function registerSignIn(
  app: TypedApp,
  { accounts, https, crossSite, clock }: AccountsRoutesOptions,
) {
  app.post(
    '/accounts/sign-in',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in to the dashboard: sets the session cookie',
        security: [],
        body: SignInBody,
        response: withErrors({ 200: SignedIn }),
      },
    },
    async (request, reply) => {
      // Another site must not sign a browser into an account of its choosing either.
      if (crossSiteReason(request, crossSite)) throw forbidden('Sign in from this server’s pages.');
      const { login, password } = request.body;
      const previous = tokenOf(request);
      const session = await accounts.signIn(login, password, clientOf(request), previous);
      reply.header('Set-Cookie', sessionCookie(session.token, session.maxAgeMs, https));
      return {
        signed_in: true,
        user_id: session.userId,
        login: session.login,
        expires_at: isoUtc(clock() + session.maxAgeMs),
      };
    },
  );

  app.post(
    '/accounts/sign-out',
    {
      schema: {
        tags,
        summary: 'Sign this browser out (ends its session)',
        response: withErrors({ 200: Done }),
      },
    },
    async (request, reply) => {
      await accounts.signOut(tokenOf(request));
      reply.header('Set-Cookie', sessionCookie('', 0, https));
      return { done: true, message: 'Signed out.' };
    },
  );

  app.get(
    '/accounts/me',
    {
      schema: {
        tags,
        summary:
          'How the caller is signed in, whether they have an account password, and a pending change of e-mail address',
        response: withErrors({ 200: AccountStatus }),
      },
    },
    async (request) => ({
      has_password: await accounts.hasPassword(principalOf(request).userId),
      signed_in_with: request.headers.authorization
        ? ('application_password' as const)
        : ('session' as const),
      email_change: await accounts.pendingEmailChange(principalOf(request).userId),
    }),
  );
}

/** The caller's sessions: list them, end one, end them all. */
function registerSessions(app: TypedApp, accounts: AccountsService, https: boolean) {
  app.get(
    '/accounts/sessions',
    {
      schema: {
        tags,
        summary: "The caller's signed-in browsers",
        response: withErrors({ 200: SessionList }),
      },
    },
    async (request) => ({
      sessions: await accounts.listSessions(principalOf(request), tokenOf(request)),
    }),
  );

  app.delete(
    '/accounts/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Sign one browser out',
        params: IdParams,
        response: withErrors({ 200: Done }),
      },
    },
    async (request) => {
      await accounts.revokeSession(principalOf(request), request.params.id);
      return { done: true, message: 'The session was ended.' };
    },
  );

  app.delete(
    '/accounts/sessions',
    {
      schema: {
        tags,
        summary: 'Sign out everywhere: ends every session of the caller, this one included',
        response: withErrors({ 200: Done }),
      },
    },
    async (request, reply) => {
      await accounts.revokeAllSessions(principalOf(request));
      reply.header('Set-Cookie', sessionCookie('', 0, https));
      return { done: true, message: 'Signed out everywhere.' };
    },
  );
}

/** Account passwords: change one, reset it, set it with a link. */
function registerPasswords(app: TypedApp, accounts: AccountsService) {
  app.put(
    '/accounts/password',
    {
      schema: {
        tags,
        summary: "Change the caller's account password; their other sessions end",
        body: ChangePasswordBody,
        response: withErrors({ 200: Done }),
      },
    },
    async (request) => {
      await accounts.changePassword(principalOf(request), request.body, tokenOf(request));
      return { done: true, message: 'The password was changed.' };
    },
  );

  app.post(
    '/accounts/password-reset',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Mail a password-reset link (same answer whether the account exists or not)',
        security: [],
        body: ResetRequestBody,
        response: withErrors({ 202: Done }),
      },
    },
    async (request, reply) => {
      await accounts.requestReset(request.body.login, request.ip, (error) =>
        request.log.error({ err: error }, 'password-reset request failed'),
      );
      return reply.code(202).send({
        done: true,
        message: 'If an account matches, a link to reset its password is on its way.',
      });
    },
  );

  app.post(
    '/accounts/password/set',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Set a password with a one-time link (invitation, reset, first administrator)',
        security: [],
        body: SetPasswordBody,
        response: withErrors({ 200: Done }),
      },
    },
    async (request) => {
      const { login } = await accounts.setPasswordWithLink(
        request.body.token,
        request.body.password,
        request.ip,
      );
      return { done: true, message: `The password of ${login} was set. Sign in with it.` };
    },
  );
}

/** An administrator's new invitation link for a user, to pass on or to mail. */
function registerInvitations(app: TypedApp, accounts: AccountsService) {
  app.post(
    '/accounts/invitations',
    {
      schema: {
        tags,
        summary: 'Mail a user a new invitation link to choose their password (administrators)',
        description:
          'The answer carries the link itself (`invitation_url`), shown only here, and says whether an e-mail server was there to mail it (`invitation_mailed`). The user’s earlier invitation link stops working.',
        body: InvitationBody,
        response: withErrors({ 202: Invited }),
      },
    },
    async (request, reply) => {
      const { url, mailed } = await accounts.invite(principalOf(request), request.body.user_id);
      return reply.code(202).send({
        done: true,
        message: mailed
          ? 'The invitation is on its way.'
          : 'No e-mail server is configured: send this link yourself.',
        invitation_url: url,
        invitation_mailed: mailed,
      });
    },
  );
}

export const accountsRoutes: FastifyPluginAsyncTypebox<AccountsRoutesOptions> = async (
  app,
  options,
) => {
  // Sign-in, sessions and passwords are for people: no token reaches them.
  declareScopes(app, {});
  // Reset requests' work runs after their answers: done before the database is closed.
  app.addHook('onClose', () => options.accounts.settled());
  registerSignIn(app, options);
  registerSessions(app, options.accounts, options.https);
  registerPasswords(app, options.accounts);
  registerInvitations(app, options.accounts);
  registerEmailChange(app, options.accounts);
};
