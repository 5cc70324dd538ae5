import type { Role } from './access.ts';

/**
 * Changes that ask for the acting admin's own password again, so that a session left open on a shared
 * screen is not enough to take over the business: a new admin (created, or a staff account promoted);
 * the password, role or active state of an admin account; and one's own password.
 * The server checks this; the screens use it to ask for the password before sending.
 */
export function asksForActorPassword(
  actorId: number,
  target: { id: number; role: Role },
  changes: { role?: Role; active?: boolean; password?: string },
): boolean {
  if (changes.password !== undefined && target.id === actorId) return true;
  const touchesAdmin = target.role === 'admin' || changes.role === 'admin';
  return touchesAdmin && (changes.password !== undefined || changes.role !== undefined || changes.active !== undefined);
}

/** Creating an admin account asks for the acting admin's password; a staff account does not. */
export const newAccountAsksForActorPassword = (role: Role): boolean => role === 'admin';
