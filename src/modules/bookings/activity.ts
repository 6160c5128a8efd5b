/** A row of a booking's activity log, as every change writes it. */
export function activityRow(
  bookingId: number,
  now: number,
  entry: { title: string; description?: string; type?: string; createdBy?: number | null },
) {
  return {
    booking_id: bookingId,
    created_by: entry.createdBy ?? null,
    type: entry.type ?? 'activity',
    title: entry.title.slice(0, 192),
    description: entry.description ?? '',
    created_at: now,
    updated_at: now,
  };
}
