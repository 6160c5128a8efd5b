/**
 * The booking tools of `/mcp`: reading bookings (guests' addresses masked without the
 * `contacts:read` scope: `booking-reads.ts`), and moving or cancelling one in two steps, a
 * preview that says what will happen with an approval token, then `apply_change` with that
 * token (`booking-changes.ts`, `approvals.ts`). Each calls the service the matching route calls
 * (`GET /schedules`, `GET` and `PUT /schedules/{id}`, and the slot engine of
 * `GET /bookings/event/{id}/explain`), with inputs and outputs built from the routes' schemas.
 */
import { applyChange, previewCancel, previewMove } from './booking-changes.js';
import type { BookingToolDeps } from './booking-kit.js';
import { listBookings, summariseBookings } from './booking-reads.js';
import type { Tool } from './tool-kit.js';

export type { BookingToolDeps } from './booking-kit.js';

export function bookingTools(deps: BookingToolDeps): Tool[] {
  return [
    listBookings(deps),
    summariseBookings(deps),
    previewMove(deps),
    previewCancel(deps),
    applyChange(deps),
  ];
}
