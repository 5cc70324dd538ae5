import { describe, expect, it } from 'vitest';
import { inLanguage } from './in-language.ts';

describe('inLanguage', () => {
  it('gives the Malayalam text to a Malayalam reader when the owner wrote one, else the English', () => {
    expect(inLanguage('Book Now', 'ബുക്ക് ചെയ്യുക', 'ml')).toBe('ബുക്ക് ചെയ്യുക');
    expect(inLanguage('Book Now', 'ബുക്ക് ചെയ്യുക', 'en')).toBe('Book Now');
    expect(inLanguage('Book Now', '  ', 'ml')).toBe('Book Now');
    expect(inLanguage('Book Now', undefined, 'ml')).toBe('Book Now');
  });
});
