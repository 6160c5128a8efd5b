export { describeBusyCalendar, externalBusyOf } from './busy.repo.js';
export { connectionsRoutes } from './connections.routes.js';
export { createConnectionsService } from './connections.service.js';
export { createSealer, loadConnectionsKey } from './sealing.js';
export { createConnectionSync } from './sync-loop.js';
export type { ConnectionBookingSource } from './ports.js';
export { createConnectionNotifier } from './writeback.js';
export { deleteConnectionsOf } from './connections.repo.js';
