export { accountsRoutes } from './accounts.routes.js';
export { createAccountsService, issuePasswordLink } from './accounts.service.js';
export type { AccountsService } from './accounts.service.js';
