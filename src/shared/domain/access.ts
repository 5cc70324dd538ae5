export const ROLES = ['admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** Who may call a route or open a page. Every route declares one. */
export const ACCESS_LEVELS = ['public', 'staff', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** True when a user of `role` may use something that needs `access`. Admins may do all staff may. */
export function roleAllows(role: Role | undefined, access: Access): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  return access === 'staff' || role === 'admin';
}
