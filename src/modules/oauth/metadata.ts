import type { FastifyInstance } from 'fastify';
import { SCOPES } from '../../domain/scopes.js';

/** RFC 8414 authorization server metadata, issuer the public URL's origin. */
export function authorizationServerMetadata(publicUrl: string) {
  const issuer = new URL(publicUrl).origin;
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    registration_endpoint: `${issuer}/oauth/register`,
    revocation_endpoint: `${issuer}/oauth/revoke`,
    scopes_supported: [...SCOPES],
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
  };
}

/** RFC 9728 protected resource metadata of a resource path (`/mcp`, or the API). */
export function protectedResourceMetadata(publicUrl: string, resourcePath: string) {
  const origin = new URL(publicUrl).origin;
  return {
    resource: `${origin}${resourcePath}`,
    authorization_servers: [origin],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
  };
}

/** Where a resource's metadata is: the well-known path with the resource's path appended. */
export function resourceMetadataUrl(publicUrl: string, resourcePath = ''): string {
  return `${new URL(publicUrl).origin}/.well-known/oauth-protected-resource${resourcePath}`;
}

/** The challenge a 401 of a protected resource carries: where its metadata is (RFC 9728). */
export function bearerChallenge(publicUrl: string, resourcePath = ''): string {
  return `Bearer resource_metadata="${resourceMetadataUrl(publicUrl, resourcePath)}"`;
}

/**
 * Adds the resource-metadata challenge to the plugin's 401 answers (RFC 9728) so a
 * client can discover the authorization server: all of them (`/mcp`), or only those of requests
 * that sent a bearer token (the API, whose people use a session or an application password).
 */
export function announceResourceMetadata(
  app: FastifyInstance,
  publicUrl: string,
  resourcePath: string,
  onlyBearer: boolean,
): void {
  const challenge = bearerChallenge(publicUrl, resourcePath);
  const params = challenge.slice('Bearer '.length);
  const invalid = 'Bearer error="invalid_token"';
  app.addHook('onSend', (request, reply, payload, done) => {
    const bearer = /^Bearer\s/i.test(request.headers.authorization ?? '');
    if (reply.statusCode === 401 && (bearer || !onlyBearer)) {
      reply.header('WWW-Authenticate', bearer ? `${invalid}, ${params}` : challenge);
    }
    done(null, payload);
  });
}
