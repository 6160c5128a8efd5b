/** The caller changes their own e-mail address: ask, cancel, and confirm with the mailed link. */
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../http/auth-hook.js';
import { withErrors } from '../../http/schemas.js';
import { sessionTokenOf } from '../../http/session-cookie.js';
import type { TypedApp } from '../../http/typed-app.js';
import { ConfirmEmailBody, Done, EmailChangeBody } from './accounts.schemas.js';
import type { AccountsService } from './accounts.service.js';

const tags = ['accounts'];
const tokenOf = (request: FastifyRequest) => sessionTokenOf(request.headers.cookie);

export function registerEmailChange(app: TypedApp, accounts: AccountsService) {
  app.post(
    '/accounts/email',
    {
      schema: {
        tags,
        summary: "Change the caller's e-mail address: mails a confirmation link to the new one",
        description:
          'The address changes only when the link mailed to the new address (valid 24 hours, once) is opened; the old address is told of the request. `current_password` is required when the caller has an account password. The answer is the same whether or not another account uses the new address: that address is mailed a notice instead of a link.',
        body: EmailChangeBody,
        response: withErrors({ 202: Done }),
      },
    },
    async (request, reply) => {
      const { email } = await accounts.requestEmailChange(
        principalOf(request),
        request.body,
        request.ip,
      );
      return reply.code(202).send({
        done: true,
        message: `We sent a link to ${email} — the change applies when you open it.`,
      });
    },
  );

  app.delete(
    '/accounts/email',
    {
      schema: {
        tags,
        summary: "Cancel the caller's pending change of e-mail address (its link stops working)",
        response: withErrors({ 200: Done }),
      },
    },
    async (request) => {
      await accounts.cancelEmailChange(principalOf(request));
      return { done: true, message: 'The change of e-mail address was cancelled.' };
    },
  );

  app.post(
    '/accounts/email/confirm',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Apply a change of e-mail address with its one-time link',
        description:
          'The user’s other sessions end; the browser confirming stays signed in when it is theirs. An unknown, used or expired link is a 422 (`invalid_link`), an address another account took meanwhile a 422 (`email_taken`).',
        security: [],
        body: ConfirmEmailBody,
        response: withErrors({ 200: Done }),
      },
    },
    async (request) => {
      const { email } = await accounts.confirmEmailChange(
        request.body.token,
        request.ip,
        tokenOf(request),
      );
      return { done: true, message: `Your e-mail address is now ${email}.` };
    },
  );
}
