import type { Role } from '#shared/domain/access.ts';
import { asksForActorPassword } from '#shared/domain/re-authentication.ts';
import type { Account, AccountChangeRequest } from '#shared/schemas/users.ts';

/** A change waiting for the acting admin's own password. */
export interface PendingChange {
  changes: AccountChangeRequest;
  success: string;
  /** The action's words: the prompt names it and the confirm button says it. */
  label: string;
}

/** The form a staff account's row has open: none, a new password, or a change waiting for the admin's password. */
export type RowForm = { kind: 'none' } | { kind: 'password' } | { kind: 'confirm'; change: PendingChange };

export const NO_FORM: RowForm = { kind: 'none' };

/** Reset password opens its form, or closes it when it is open; either way a waiting change is dropped. */
export function toggledPasswordForm(form: RowForm): RowForm {
  return form.kind === 'password' ? NO_FORM : { kind: 'password' };
}

/**
 * The form a change opens: a confirmation when it asks for the acting admin's own password
 * (re-authentication.ts), or `null` when it is sent at once.
 */
export function confirmationFor(meId: number, account: Account, change: PendingChange): RowForm | null {
  return asksForActorPassword(meId, account, change.changes) ? { kind: 'confirm', change } : null;
}

/** Whether a new password for this account asks for the acting admin's own. */
export function resetAsksForActor(meId: number, account: Account): boolean {
  return asksForActorPassword(meId, account, { password: '' });
}

/** The role the row's role button gives: an admin becomes staff, staff an admin. */
export function otherRole(role: Role): Role {
  return role === 'admin' ? 'staff' : 'admin';
}

/** Answers whether a refusal was put beside one of the form's fields (else the caller shows it). */
export type PlaceRefusal = (error: unknown) => boolean;
export const placeNothing: PlaceRefusal = () => false;
