export { mcpRoutes, MCP_BODY_LIMIT } from './routes.js';
export { MAX_SLOT_RANGE_DAYS } from './tools.js';
export { pageMcpRoutes } from './page-routes.js';
export type { PageCatalog } from './page-catalog.js';
export { createApprovals, type Approvals } from './approvals.js';
