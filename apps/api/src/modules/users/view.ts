import { isAdminPermissions, type SessionUser } from '@tara/core';
import type { UserRow } from './data.js';

/** The user as the session answers it. No PAN or Aadhaar: the record holds none. */
export function sessionUser(row: UserRow): SessionUser {
  const parts = [row.firstName, row.middleName, row.lastName].filter((p): p is string => !!p);
  return {
    id: row.id,
    user_id: row.id,
    mobile: row.mobile,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    name: parts.join(' '),
    email: row.email,
    is_verified: row.isVerified,
    membership_type: row.membershipType,
    management: { cb: [...row.permissions] },
    is_admin: isAdminPermissions(row.permissions),
  };
}
