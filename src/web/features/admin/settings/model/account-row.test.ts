import { describe, expect, it } from 'vitest';
import type { Account } from '#shared/schemas/users.ts';
import {
  confirmationFor,
  NO_FORM,
  otherRole,
  resetAsksForActor,
  toggledPasswordForm,
  type PendingChange,
} from './account-row.ts';

const account = (overrides: Partial<Account>): Account => ({
  id: 2,
  username: 'cook',
  role: 'staff',
  displayName: 'Ravi',
  email: '',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const ME = 1;
const cook = account({});
const partner = account({ id: 3, username: 'partner', role: 'admin' });
const pending = (changes: PendingChange['changes']): PendingChange => ({ changes, success: 'Done', label: 'Do it' });

describe('the forms of a staff account row', () => {
  it('opens the new-password form, closes it again, and drops a change waiting for a password', () => {
    const opened = toggledPasswordForm(NO_FORM);
    expect(opened).toEqual({ kind: 'password' });
    expect(toggledPasswordForm(opened)).toEqual(NO_FORM);
    expect(toggledPasswordForm({ kind: 'confirm', change: pending({ role: 'admin' }) })).toEqual({ kind: 'password' });
  });

  it("asks for the admin's own password before making an admin or changing one", () => {
    const promote = pending({ role: 'admin' });
    expect(confirmationFor(ME, cook, promote)).toEqual({ kind: 'confirm', change: promote });
    const deactivate = pending({ active: false });
    expect(confirmationFor(ME, partner, deactivate)).toEqual({ kind: 'confirm', change: deactivate });
  });

  it('sends a change to a staff account that makes no admin at once', () => {
    expect(confirmationFor(ME, cook, pending({ active: false }))).toBeNull();
    expect(confirmationFor(ME, account({ active: false }), pending({ active: true }))).toBeNull();
  });

  it("asks for the admin's own password for their own or another admin's new password, not a staff account's", () => {
    expect(resetAsksForActor(ME, account({ id: ME, role: 'admin' }))).toBe(true);
    expect(resetAsksForActor(ME, partner)).toBe(true);
    expect(resetAsksForActor(ME, cook)).toBe(false);
  });

  it('offers the other role', () => {
    expect(otherRole('admin')).toBe('staff');
    expect(otherRole('staff')).toBe('admin');
  });
});
