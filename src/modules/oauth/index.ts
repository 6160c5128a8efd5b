export { oauthRoutes } from './oauth.routes.js';
export { consentRoutes } from './consent.routes.js';
export { createOAuthService } from './oauth.service.js';
export type { OAuthService } from './oauth.service.js';
export { OAUTH_TOKEN_PREFIX } from './secrets.js';
export { announceResourceMetadata, bearerChallenge, resourceMetadataUrl } from './metadata.js';
export { oauthRetentionSteps } from './retention.js';
