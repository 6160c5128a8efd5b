export { accountsRoutes } from './accounts.routes.js';
export { createAccountsService } from './accounts.service.js';
export { issuePasswordLink } from './password-links.js';
export { accountRetentionSteps } from './retention.js';
