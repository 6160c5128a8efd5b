import { declareScopes } from '../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../http/auth-hook.js';
import { withErrors } from '../../http/schemas.js';
import { TestMailAnswer, TestMailBody } from './test-mail.schemas.js';
import type { TestMailService } from './test-mail.js';

export const testMailRoutes: FastifyPluginAsyncTypebox<{ testMail: TestMailService }> = async (
  app,
  { testMail },
) => {
  // No token sends test e-mails.
  declareScopes(app, {});
  app.post(
    '/settings/test-email',
    {
      schema: {
        tags: ['settings'],
        summary:
          "Send a test e-mail now through the mail settings (administrators; to `to` or one's own address; 5 a minute) and answer what the SMTP server said",
        body: Type.Union([TestMailBody, Type.Null()]),
        response: withErrors({ 200: TestMailAnswer, 502: Type.Ref('Error') }),
      },
    },
    (request) => testMail.send(principalOf(request), request.body ?? {}),
  );
};
