// Admin powers come only from the permission list `management.cb` (01 §6).

export const ADMIN_PERMISSION_IDS: readonly number[] = [1, 2, 3, 7, 25, 44, 45, 46];

/** A user is an admin when their permission list holds any admin permission. */
export function isAdminPermissions(permissions: readonly number[] | null | undefined): boolean {
  return (permissions ?? []).some((p) => ADMIN_PERMISSION_IDS.includes(p));
}
