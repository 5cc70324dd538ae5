import { describe, expect, it } from 'vitest';
import { normalizeIndianMobile } from './phone.ts';
import { normalizePincode } from './pincode.ts';

describe('contact details as people type them', () => {
  it('reads a pincode with a space or a hyphen, and nothing that is not six digits', () => {
    expect(normalizePincode('686 001')).toBe('686001');
    expect(normalizePincode(' 686-001 ')).toBe('686001');
    expect(normalizePincode('68600')).toBeNull();
    expect(normalizePincode('686 0011')).toBeNull();
    expect(normalizePincode('abcdef')).toBeNull();
  });

  it('refuses a pincode that starts with 0: no Indian postal region is numbered 0', () => {
    expect(normalizePincode('086001')).toBeNull();
    expect(normalizePincode('086 001')).toBeNull();
    expect(normalizePincode('000000')).toBeNull();
    expect(normalizePincode('110001')).toBe('110001');
  });

  it('reads a mobile number with +91, 0, spaces and hyphens, and refuses what is not a mobile', () => {
    for (const typed of ['+91 98470 12345', '098470 12345', '98470-12345', '+91-98470-12345', '919847012345']) {
      expect(normalizeIndianMobile(typed)).toBe('9847012345');
    }
    for (const typed of ['12345 67890', '0481 2560 123', '+1 415 555 0100', '98470']) {
      expect(normalizeIndianMobile(typed)).toBeNull();
    }
  });
});
