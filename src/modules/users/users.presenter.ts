import type { ApplicationPasswordRow, UserRow } from '../../db/types.js';
import { dateStyleOf } from '../../domain/date-style.js';
import { effectivePermissions, type Role } from '../../domain/policy.js';
import { isoUtc } from '../../shared/format.js';

export function presentUser(row: UserRow) {
  const role = row.role as Role;
  const style = dateStyleOf(row.time_format, row.date_order);
  return {
    id: row.id,
    username: row.login,
    name: row.display_name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    role,
    roles: [role],
    permissions: [...effectivePermissions(role, JSON.parse(row.permissions) as string[])],
    timezone: row.time_zone,
    time_format: style?.timeFormat ?? null,
    date_order: style?.dateOrder ?? null,
    zone_confirmed_at: row.zone_confirmed_at === null ? null : isoUtc(row.zone_confirmed_at),
    active: row.deactivated_at === null,
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
  };
}

export function presentAppPassword(row: ApplicationPasswordRow) {
  return {
    uuid: row.uuid,
    app_id: row.app_id,
    name: row.name,
    created: isoUtc(row.created_at),
    last_used: row.last_used_at === null ? null : isoUtc(row.last_used_at),
    last_ip: row.last_ip,
  };
}
