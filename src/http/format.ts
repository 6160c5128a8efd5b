/** `2026-11-21T11:49:22+00:00`, the contract's form for created_at / updated_at. */
export function isoUtc(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** `2026-11-21 11:49:22` in UTC, FluentBooking's form for booking and order times. */
export function sqlUtc(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}
