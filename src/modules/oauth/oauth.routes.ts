import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthorizeParams } from './authorize.js';
import { authorizationServerMetadata, protectedResourceMetadata } from './metadata.js';
import type { OAuthService } from './oauth.service.js';

/** Protocol endpoints answer in their RFCs' shapes, not the REST API's: outside OpenAPI. */
const config = { public: true };
const schema = { hide: true };
const BODY_LIMIT = 16 * 1024;

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * The OAuth authorization server's endpoints at the site's root: metadata (RFC 8414, RFC 9728),
 * registration (RFC 7591), authorization (to the dashboard's consent screen), token, revocation.
 */
export const oauthRoutes: FastifyPluginAsyncTypebox<{
  oauth: OAuthService;
  publicUrl: string;
  /** The dashboard's consent screen (signs in first when needed). */
  consentPath: string;
  /** The protected resources' paths besides the API (`/mcp`). */
  resourcePaths: readonly string[];
}> = async (app, { oauth, publicUrl, consentPath, resourcePaths }) => {
  app.get('/.well-known/oauth-authorization-server', { config, schema }, () =>
    authorizationServerMetadata(publicUrl),
  );
  app.get('/.well-known/oauth-protected-resource', { config, schema }, () =>
    protectedResourceMetadata(publicUrl, '/api/v2'),
  );
  for (const path of resourcePaths) {
    app.get(`/.well-known/oauth-protected-resource${path}`, { config, schema }, () =>
      protectedResourceMetadata(publicUrl, path),
    );
  }

  app.post('/oauth/register', { config, schema, bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const answer = await oauth.register(bodyOf(request.body), request.ip);
    return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  });

  app.get('/oauth/authorize', { config, schema }, async (request, reply) => {
    const params = request.query as AuthorizeParams;
    const verdict = await oauth.checkAuthorize(params);
    if ('fatal' in verdict) {
      return reply.code(400).send({ error: 'invalid_request', error_description: verdict.fatal });
    }
    if ('redirect' in verdict) return reply.redirect(verdict.redirect, 302);
    const query = new URLSearchParams(request.query as Record<string, string>).toString();
    return reply.redirect(`${consentPath}?${query}`, 302);
  });

  app.post('/oauth/token', { config, schema, bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const answer = await oauth.token(bodyOf(request.body));
    return reply
      .code(answer.ok ? 200 : 400)
      .header('Cache-Control', 'no-store')
      .send(answer.body);
  });

  app.post('/oauth/revoke', { config, schema, bodyLimit: BODY_LIMIT }, async (request, reply) => {
    await oauth.revoke(bodyOf(request.body));
    return reply.code(200).send({});
  });
};
