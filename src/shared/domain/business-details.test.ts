import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '../content/business-defaults.ts';
import { placeholderDetails, withoutPlaceholders } from './business-details.ts';

describe('business details', () => {
  it('calls the starting contacts placeholders, and the city too until the owner saves', () => {
    expect(placeholderDetails(DEFAULT_BUSINESS_SETTINGS, false)).toEqual([
      'city',
      'phone',
      'sellerWhatsApp',
      'contactEmail',
      'registrationNumber',
    ]);
    const real = { ...DEFAULT_BUSINESS_SETTINGS, phone: '+91 98470 12345', sellerWhatsApp: '919847012345' };
    expect(placeholderDetails(real, true)).toEqual(['contactEmail', 'registrationNumber']);
  });

  it('blanks the placeholders for customers', () => {
    const shown = withoutPlaceholders(DEFAULT_BUSINESS_SETTINGS, ['phone', 'sellerWhatsApp']);
    expect(shown).toMatchObject({ phone: '', sellerWhatsApp: '', city: 'Kottayam', maxPerItem: 5 });
  });
});
