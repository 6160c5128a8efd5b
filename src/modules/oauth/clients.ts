/**
 * Dynamic client registration (RFC 7591) for public clients: what a client may register.
 * Only `token_endpoint_auth_method: none`, the `authorization_code` and `refresh_token` grants,
 * and redirect URIs that are https, or http on a loopback address (RFC 8252).
 */
export const MAX_REDIRECT_URIS = 5;
export const MAX_URI_LENGTH = 512;
export const MAX_NAME_LENGTH = 100;

export interface RegistrationError {
  error: 'invalid_redirect_uri' | 'invalid_client_metadata';
  error_description: string;
}

export interface Registration {
  name: string;
  redirectUris: string[];
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Whether a redirect URI is allowed: absolute https, or http on loopback; no fragment. */
export function allowedRedirectUri(value: string): boolean {
  if (value.length > MAX_URI_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

const fail = (
  error: RegistrationError['error'],
  error_description: string,
): { error: RegistrationError } => ({ error: { error, error_description } });

/** The registration asked for, or the RFC 7591 error to answer. */
export function readRegistration(
  body: Record<string, unknown>,
): { registration: Registration } | { error: RegistrationError } {
  const uris = body.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0 || uris.length > MAX_REDIRECT_URIS) {
    return fail('invalid_redirect_uri', `redirect_uris must list 1 to ${MAX_REDIRECT_URIS} URIs.`);
  }
  if (!uris.every((u): u is string => typeof u === 'string' && allowedRedirectUri(u))) {
    return fail(
      'invalid_redirect_uri',
      'Each redirect URI must be https, or http on a loopback address, without a fragment.',
    );
  }
  const method = body.token_endpoint_auth_method ?? 'none';
  if (method !== 'none') {
    return fail(
      'invalid_client_metadata',
      'Only public clients (token_endpoint_auth_method none).',
    );
  }
  const grants = body.grant_types ?? ['authorization_code'];
  const allowed = ['authorization_code', 'refresh_token'];
  if (!Array.isArray(grants) || !grants.every((g) => allowed.includes(g as string))) {
    return fail(
      'invalid_client_metadata',
      'grant_types may hold authorization_code and refresh_token.',
    );
  }
  const types = body.response_types ?? ['code'];
  if (!Array.isArray(types) || !types.every((t) => t === 'code')) {
    return fail('invalid_client_metadata', 'response_types may hold only code.');
  }
  const name = body.client_name ?? 'Unnamed app';
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH) {
    return fail(
      'invalid_client_metadata',
      `client_name must be 1 to ${MAX_NAME_LENGTH} characters.`,
    );
  }
  return { registration: { name: name.trim(), redirectUris: [...new Set(uris)] } };
}
