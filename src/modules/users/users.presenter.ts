import type { ApplicationPasswordRow, UserRow } from '../../db/types.js';
import { effectivePermissions, type Role } from '../../domain/policy.js';
import { isoUtc } from '../../shared/format.js';

export function presentUser(row: UserRow) {
  const role = row.role as Role;
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
