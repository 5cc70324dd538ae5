import { describe, expect, it } from 'vitest';
import { asksForActorPassword, newAccountAsksForActorPassword } from './re-authentication.ts';

const me = 1;
const admin = { id: 2, role: 'admin' as const };
const staff = { id: 3, role: 'staff' as const };

describe('asksForActorPassword', () => {
  it('asks for one’s own new password and for any change of another admin’s password, role or active state', () => {
    expect(asksForActorPassword(me, { id: me, role: 'admin' }, { password: 'new password' })).toBe(true);
    expect(asksForActorPassword(me, admin, { password: 'new password' })).toBe(true);
    expect(asksForActorPassword(me, admin, { role: 'staff' })).toBe(true);
    expect(asksForActorPassword(me, admin, { active: false })).toBe(true);
    expect(asksForActorPassword(me, admin, { active: true })).toBe(true);
  });

  it('asks when a staff account is made an admin', () => {
    expect(asksForActorPassword(me, staff, { role: 'admin' })).toBe(true);
  });

  it('does not ask for staff passwords, staff deactivation or anyone’s name and e-mail', () => {
    expect(asksForActorPassword(me, staff, { password: 'new password' })).toBe(false);
    expect(asksForActorPassword(me, staff, { active: false, role: 'staff' })).toBe(false);
    expect(asksForActorPassword(me, admin, {})).toBe(false);
    expect(asksForActorPassword(me, { id: me, role: 'admin' }, {})).toBe(false);
  });

  it('asks when a new account is an admin', () => {
    expect(newAccountAsksForActorPassword('admin')).toBe(true);
    expect(newAccountAsksForActorPassword('staff')).toBe(false);
  });
});
