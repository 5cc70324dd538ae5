import { describe, expect, it } from 'vitest';
import { roleAllows } from './access.ts';

describe('roleAllows', () => {
  it('lets anyone use public things', () => {
    expect(roleAllows(undefined, 'public')).toBe(true);
  });
  it('lets staff and admins use kitchen tools, and nobody signed out', () => {
    expect(roleAllows('staff', 'staff')).toBe(true);
    expect(roleAllows('admin', 'staff')).toBe(true);
    expect(roleAllows(undefined, 'staff')).toBe(false);
  });
  it('keeps the admin for admins', () => {
    expect(roleAllows('admin', 'admin')).toBe(true);
    expect(roleAllows('staff', 'admin')).toBe(false);
  });
});
