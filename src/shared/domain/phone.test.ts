import { describe, expect, it } from 'vitest';
import { normalizeIndianPhone, whatsAppNumber } from './phone.ts';

describe('an Indian phone number as the owner types it', () => {
  it('reads a mobile or a landline with its prefixes and separators', () => {
    expect(normalizeIndianPhone('+91 98470 12345')).toBe('9847012345');
    expect(normalizeIndianPhone('0481 256 0123')).toBe('4812560123');
    expect(normalizeIndianPhone('(0481) 2560123')).toBe('4812560123');
    expect(normalizeIndianPhone('91-484-2371234')).toBe('4842371234');
  });

  it('refuses letters, emoji and numbers of the wrong length', () => {
    for (const typed of [
      'call me',
      '98470 1234x',
      '📞 9847012345',
      '98470',
      '+91 98470 123456',
      '0123456789',
      '+1 415 555 0100',
    ]) {
      expect(normalizeIndianPhone(typed), typed).toBeNull();
    }
  });

  it('gives WhatsApp the number with the country code', () => {
    expect(whatsAppNumber('+91 98470 12345')).toBe('919847012345');
    expect(whatsAppNumber('919847012345')).toBe('919847012345');
    expect(whatsAppNumber('98470 12345')).toBe('919847012345');
    expect(whatsAppNumber('971501234567')).toBeNull();
  });
});
