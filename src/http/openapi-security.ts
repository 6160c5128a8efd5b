import type { FastifyContextConfig } from 'fastify';

/**
 * An operation's `security` in the OpenAPI document: none for a public route; a route that names
 * scopes takes a bearer token holding them (listed as the `bearerAuth` requirement's scopes)
 * besides Basic and the session cookie (any token: an empty list); one that names none keeps the
 * document's default (no token).
 */
export function securityOf(
  config: FastifyContextConfig | undefined,
): Record<string, string[]>[] | undefined {
  if (config?.public) return [];
  if (config?.anyToken) return [{ basicAuth: [] }, { sessionCookie: [] }, { bearerAuth: [] }];
  if (!config?.scopes?.length) return undefined;
  return [{ basicAuth: [] }, { sessionCookie: [] }, { bearerAuth: [...config.scopes] }];
}
