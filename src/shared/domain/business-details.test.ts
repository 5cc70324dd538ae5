import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '../content/business-defaults.ts';
import { businessSettingsSchema } from '../schemas/settings.ts';
import { businessDetailsMissing, withoutPlaceholders } from './business-details.ts';

describe('business details', () => {
  it('calls the starting examples missing, and the city too until the owner saves', () => {
    expect(businessDetailsMissing(DEFAULT_BUSINESS_SETTINGS, false)).toEqual([
      'city',
      'phone',
      'sellerWhatsApp',
      'contactEmail',
      'registrationNumber',
    ]);
    const real = { ...DEFAULT_BUSINESS_SETTINGS, phone: '+91 98470 12345', sellerWhatsApp: '919847012345' };
    expect(businessDetailsMissing(real, true)).toEqual(['contactEmail', 'registrationNumber']);
  });

  it('calls an empty detail missing: nothing to publish is not a detail to publish', () => {
    const owner = {
      ...DEFAULT_BUSINESS_SETTINGS,
      phone: '  ',
      sellerWhatsApp: '919847012345',
      contactEmail: '',
      registrationNumber: 'FSSAI 11324008000123',
    };
    expect(businessDetailsMissing(owner)).toEqual(['phone', 'contactEmail']);
  });

  it('blanks the missing details for customers', () => {
    const shown = withoutPlaceholders(DEFAULT_BUSINESS_SETTINGS, ['phone', 'sellerWhatsApp']);
    expect(shown).toMatchObject({ phone: '', sellerWhatsApp: '', city: 'Kottayam', maxPerItem: 5 });
  });

  it('the starting examples pass the settings’ own rules', () => {
    expect(businessSettingsSchema.parse(DEFAULT_BUSINESS_SETTINGS)).toEqual(DEFAULT_BUSINESS_SETTINGS);
  });
});
